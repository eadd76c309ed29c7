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
        #expect(lines[0] == "business name,date,address,phone,company number,items purchased,total,VAT,currency,payment method,card last four,file name,confidence,review status")
        #expect(lines[1] == "המפיץ,2025-01-14,\"הרצל 5, תל אביב\",,514713288,\"מיץ \"\"טבעי\"\"\",117.00,17.85,ILS,,,המפיץ_2025-01-14.pdf,0.82,auto")
        #expect(lines[2] == "רמי לוי,2025-01-20,,,,לחם; ביצים L,50.00,,ILS,,,רמי-לוי_2025-01-20.pdf,0.82,auto")
        #expect(lines.count == 4 && lines[3].isEmpty)
    }

    @Test func approvalAndFormulaLikeCellsShowSafely() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let id = try library.file(Fixtures.record(business: "=HYPERLINK(\"x\")", review: .review), copy: Fixtures.pdf()).id
        try library.approve(id: id)
        let text = try String(contentsOf: library.root.appendingPathComponent("2025-01 January/summary.csv"), encoding: .utf8)
        #expect(text.hasPrefix("\u{FEFF}business name,") || text.hasPrefix("business name,"))
        #expect(text.contains("\r\n\"'=HYPERLINK(\"\"x\"\")\","))   // defused: a spreadsheet shows it as text
        #expect(text.contains(",approved\r\n"))
    }

    @Test func csvQuoting() {
        #expect(CSV.quoted("a,b") == "\"a,b\"")
        #expect(CSV.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSV.quoted("-3.63") == "-3.63")
        #expect(CSV.quoted("@cmd") == "'@cmd")
        #expect(CSV.quoted("line\nbreak") == "\"line\nbreak\"")
    }
}
