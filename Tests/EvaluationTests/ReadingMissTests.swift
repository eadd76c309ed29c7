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
        #expect(page.firstLine(holding: "מטבח עין כרם", as: .businessName) != nil)
        #expect(page.firstLine(holding: "רח' העצמאות 30, אשקלון", as: .address) != nil)   // the label's comma is not printed
        #expect(page.firstLine(holding: "(09) 7509747", as: .phone) != nil)   // a right-to-left line's order
        #expect(page.firstLine(holding: "521823468", as: .companyID) != nil)
        #expect(page.firstLine(holding: "28-20470", as: .invoiceNumber) != nil)
        #expect(page.firstLine(holding: "2025-05-18", as: .date) != nil)
        #expect(page.firstLine(holding: "271.80", as: .total) != nil)
    }

    @Test func aPhoneIsFoundByItsGroupsInAnyOrder() {
        // A right-to-left line prints the groups in another order: its digits run "974775009".
        let page = SearchableText("מטבח עין כרם\nטל' 9747-750 (09)")
        #expect(page.firstLine(holding: "(09) 750-9747", as: .phone) == 1)
        #expect(page.firstLine(holding: "(09) 750-9748", as: .phone) == nil)
        // A label in digits that are not ASCII has no groups to look for: not found, not found anywhere.
        #expect(page.firstLine(holding: "٠٣-١٢٣٤٥٦٧", as: .phone) == nil)
        // A number of fewer than four digits is in most texts by chance: not looked for.
        #expect(page.firstLine(holding: "9", as: .companyID) == nil)
    }

    @Test func aValueIsPlacedAtTheLineItStartsOn() {
        let page = SearchableText(Self.text)
        #expect(page.firstLine(holding: "מטבח עין כרם", as: .businessName) == 0)
        #expect(page.firstLine(holding: "רח' העצמאות 30, אשקלון", as: .address) == 1)
        #expect(page.firstLine(holding: "271.80", as: .total).map(page.position(ofLine:)) == 1)
    }

    @Test func anAddressSharingItsLinesWithAnotherColumnIsFoundPartByPart() {
        let page = SearchableText("Keystone Plumbing Inc.\nInvoice No. 4471    12 High Street\nDate 3 May 2026    London N7 5PX")
        #expect(page.firstLine(holding: "12 High Street, London N7 5PX", as: .address) == 1)
        #expect(page.firstLine(holding: "12 High Street, Leeds LS1 4AB", as: .address) == nil)
    }

    @Test func aValueTheTextDoesNotHoldIsNotRead() {
        let page = SearchableText(Self.text)
        #expect(page.firstLine(holding: "קפה הגליל", as: .businessName) == nil)
        #expect(page.firstLine(holding: "03-5551234", as: .phone) == nil)
        #expect(page.firstLine(holding: "2025-05-19", as: .date) == nil)
        #expect(page.firstLine(holding: "27.18", as: .total) == nil)
        #expect(page.firstLine(holding: "8-20471", as: .invoiceNumber) == nil)
        #expect(SearchableText("").firstLine(holding: "12.00", as: .total) == nil)
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
        let rows = report.readingMisses.byField
        #expect(rows.map(\.group) == ["date", "company_id", "total", "all"])
        #expect(rows.map(\.missed) == [1, 1, 1, 3])
        #expect(rows.map(\.read) == [1, 0, 1, 2])
        #expect(rows.map(\.readConfidentWrong) == [0, 0, 1, 1])
        // The date on the sixth of eight lines and the total on the last: the bottom third.
        #expect(rows.map(\.readBottom) == [1, 0, 1, 2] && rows.allSatisfy { $0.readTop == 0 && $0.readMiddle == 0 })
        // The total given instead (12.00) stands a line above the labelled one.
        #expect(rows.map(\.givenAbove) == [0, 0, 1, 1] && rows.allSatisfy { $0.givenOnItsLine == 0 && $0.givenBelow == 0 })
        #expect(report.readingMisses.byVariant.isEmpty && report.readingMisses.byLayout.isEmpty)   // none named
        #expect(report.renderText().contains("Missed values by whether the recognised text holds them"))
    }

    @Test func missesAreAlsoCountedByVariantAndLayout() {
        var label = DocumentLabel(file: "a.png", fields: [.total: "271.80"])
        label.variant = "clean_scan"
        label.layout = "restaurant"
        let record = DocumentRecord(status: .ok, source: .init(path: "a.png"), text: Self.text)
        let report = evaluate([EvaluationSample(label: label, documentPath: "a.png", record: record, seconds: 1)],
                              wallSeconds: 1, corpusName: "t")
        #expect(report.readingMisses.byVariant == [ReadingMissRow(group: "clean_scan", missed: 1, read: 1,
                                                                  readConfidentWrong: 0, readBottom: 1)])
        #expect(report.readingMisses.byLayout.map(\.group) == ["restaurant"])
        #expect(report.renderText().contains("layout "))
    }
}
