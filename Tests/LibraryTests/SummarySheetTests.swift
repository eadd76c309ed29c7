// The month's summary sheet: BOM, the product's columns, Hebrew, quoting, blanks, atomic rewrites.

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct SummarySheetTests {
    @Test func theSheetHasABOMTheColumnsAndOneRowPerReceiptInDateOrder() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        try library.file(Fixtures.record(business: "רמי לוי", date: "2025-01-20", total: "50.00", vat: nil,
                                         items: ["לחם", "ביצים L"]), copy: Fixtures.pdf())
        try library.file(Fixtures.record(date: "2025-01-14", companyID: "514713288", address: "הרצל 5, תל אביב",
                                         items: ["מיץ \"טבעי\""]), copy: Fixtures.pdf())
        let data = try Data(contentsOf: library.root.appendingPathComponent("2025-01 January/summary.csv"))
        #expect(Array(data.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let text = try #require(String(data: data.dropFirst(3), encoding: .utf8))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines[0] == "שם העסק,תאריך,כתובת,טלפון,ח.פ./ע.מ.,פריטים שנרכשו,\"סה\"\"כ\",\"מע\"\"מ\",אמצעי תשלום,4 ספרות אחרונות של הכרטיס,"
                + "מספר חשבונית,סוג מסמך,\"סה\"\"כ לפני מע\"\"מ\",\"שיעור מע\"\"מ\",מטבע,קטגוריה,סטטוס בדיקה,שם הקובץ,ודאות")
        #expect(lines[1] == "המפיץ,2025-01-14,\"הרצל 5, תל אביב\",,514713288,\"מיץ \"\"טבעי\"\"\",117.00,17.85,,,,,,,ILS,מצרכים,אוטומטי,המפיץ_2025-01-14.pdf,0.82")
        #expect(lines[2] == "רמי לוי,2025-01-20,,,,לחם; ביצים L,50.00,,,,,,,,ILS,מצרכים,אוטומטי,רמי-לוי_2025-01-20.pdf,0.82")
        #expect(lines.count == 4 && lines[3].isEmpty)
    }

    /// Issue 27, finding 3: no invoice number, document type, subtotal, currency, category or review
    /// status; English codes (`credit_card`) for Hebrew speakers; item text read at confidence < 0.1
    /// ("oN? אחיד פרוס") in "items purchased".
    @Test func theAccountantsSheetInTheUsersWordsWithoutNoiseInEitherLanguage() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        var record = Fixtures.record(business: "מכולת התמר", date: "2024-04-25", total: "35.89", vat: "5.21",
                                     invoiceNumber: "20865", items: [], review: .review)
        for (name, value) in [(FieldName.paymentMethod, "credit_card"), (.docType, "tax_invoice_receipt"),
                              (.subtotal, "30.68"), (.vatRate, "17"), (.cardLast4, "7820")] {
            record[name] = FieldValue(value: value, confidence: 0.95, page: 1, bbox: nil, source: .ocr, rule: "test")
        }
        record.items = [LineItem(description: "סבון כלים", total: "24.00", confidence: 0.915),
                        LineItem(description: "oN? אחיד פרוס", total: "7.99", confidence: 0.679)]
        let id = try library.file(record, copy: Fixtures.pdf()).id
        try library.approve(id: id)
        let sheet = library.root.appendingPathComponent("2024-04 April/summary.csv")
        let hebrew = try String(contentsOf: sheet, encoding: .utf8)
        #expect(hebrew.contains("\r\nמכולת התמר,2024-04-25,,,,סבון כלים,35.89,5.21,אשראי,7820,20865,חשבונית מס/קבלה,30.68,17,ILS,מצרכים,אושר,"))
        #expect(!hebrew.contains("oN?") && !hebrew.contains("credit_card"))

        try library.setSheetLanguage(.en)   // remembered, and every month's sheet is rewritten
        let english = try String(contentsOf: sheet, encoding: .utf8)
        #expect(english.replacingOccurrences(of: "\u{FEFF}", with: "").hasPrefix("business name,date,address,phone,company number,items purchased,total,VAT,payment method,card last four,invoice number,document type,subtotal,VAT rate,currency,category,review status,file name,confidence\r\n"))
        #expect(english.contains(",credit card,7820,20865,tax invoice/receipt,30.68,17,ILS,groceries,approved,"))
        #expect(try ReceiptLibrary(root: library.root).sheetLanguage() == .en)
        let export = try #require(String(data: try library.export(month: nil, format: .csv, headers: .he), encoding: .utf8))
        #expect(export.replacingOccurrences(of: "\u{FEFF}", with: "").hasPrefix("מזהה,שם העסק,") && export.contains(",אשראי,"))
    }

    @Test func approvalAndFormulaLikeCellsShowSafely() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let id = try library.file(Fixtures.record(business: "=HYPERLINK(\"x\")", review: .review), copy: Fixtures.pdf()).id
        try library.approve(id: id)
        let text = try String(contentsOf: library.root.appendingPathComponent("2025-01 January/summary.csv"), encoding: .utf8)
        #expect(text.hasPrefix("שם העסק,") || text.hasPrefix("\u{FEFF}שם העסק,"))
        #expect(text.contains("\r\n\"'=HYPERLINK(\"\"x\"\")\","))   // defused: a spreadsheet shows it as text
        #expect(text.contains(",אושר,"))
    }

    @Test func csvQuoting() {
        #expect(CSV.quoted("a,b") == "\"a,b\"")
        #expect(CSV.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSV.quoted("-3.63") == "-3.63")
        #expect(CSV.quoted("@cmd") == "'@cmd")
        #expect(CSV.quoted("line\nbreak") == "\"line\nbreak\"")
    }
}
