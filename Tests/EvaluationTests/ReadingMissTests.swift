// Whether a missed value is in the recognised text: read but not chosen (extraction), or not read.

import DocumentModel
@testable import Evaluation
import Testing

@Suite struct ReadingMissTests {
    static let text = """
        מטבח עין כרם
        רח' העצמאות 30 אשקלון
        טל' 7509747 (09)
        ח.פ 521823468
        מס' חשבונית 28-20470
        תאריך: 18/05/25 שעה: 13:55
        מים מינרליים ₪12.00
        סה"כ ₪271.80
        """

    @Test func aValueInTheTextIsFoundWhereverItStands() {
        let page = SearchableText(Self.text)
        #expect(page.holds("מטבח עין כרם", as: .businessName))
        #expect(page.holds("רח' העצמאות 30, אשקלון", as: .address))     // the label's comma is not printed
        #expect(page.holds("(09) 7509747", as: .phone))                   // a right-to-left line's order
        #expect(page.holds("521823468", as: .companyID))
        #expect(page.holds("28-20470", as: .invoiceNumber))
        #expect(page.holds("2025-05-18", as: .date))
        #expect(page.holds("271.80", as: .total))
    }

    @Test func aValueTheTextDoesNotHoldIsNotRead() {
        let page = SearchableText(Self.text)
        #expect(!page.holds("קפה הגליל", as: .businessName))
        #expect(!page.holds("03-5551234", as: .phone))
        #expect(!page.holds("2025-05-19", as: .date))
        #expect(!page.holds("27.18", as: .total))
        #expect(!page.holds("8-20471", as: .invoiceNumber))
        #expect(!SearchableText("").holds("12.00", as: .total))
    }

    @Test func theReportCountsMissesReadAndNotRead() {
        let fields: [FieldName: String] = [.total: "271.80", .date: "2025-05-18", .companyID: "514403773",
                                           .businessName: "מטבח עין כרם"]
        var record = DocumentRecord(status: .ok, source: .init(path: "a.png"), text: Self.text)
        // The total read but another amount chosen, sure; the date not given; the company number
        // never read; the name right.
        record[.total] = FieldValue(value: "12.00", confidence: 0.95, page: 1, bbox: nil, source: .ocr, rule: "test")
        record[.businessName] = FieldValue(value: "מטבח עין כרם", confidence: 0.95, page: 1, bbox: nil, source: .ocr, rule: "test")
        let sample = EvaluationSample(label: DocumentLabel(file: "a.png", fields: fields), documentPath: "a.png",
                                      record: record, seconds: 1)
        let report = evaluate([sample], wallSeconds: 1, corpusName: "t")
        #expect(report.readingMisses.byField == [
            ReadingMissRow(group: "date", missed: 1, read: 1, readConfidentWrong: 0),
            ReadingMissRow(group: "company_id", missed: 1, read: 0, readConfidentWrong: 0),
            ReadingMissRow(group: "total", missed: 1, read: 1, readConfidentWrong: 1),
            ReadingMissRow(group: "all", missed: 3, read: 2, readConfidentWrong: 1),
        ])
        #expect(report.readingMisses.byVariant.isEmpty)   // the label names no variant
        #expect(report.renderText().contains("Missed values by whether the recognised text holds them"))
    }
}
