// list filters and search (Hebrew substrings), show's confidence tiers, report figures, export.

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct QueryReportTests {
    /// Three documents filed into a library in `scratch`, which the caller holds until the test ends
    /// (released early, it removes the folder while the library still writes its month sheets there).
    private func stocked(in scratch: ScratchFolder) throws -> (ReceiptLibrary, [Int64]) {
        let library = try Fixtures.library(in: scratch)
        let ids = try [
            Fixtures.record(business: "שופרסל דיל", date: "2025-01-05", total: "200.00", vat: "30.51",
                            items: ["חלב תנובה 3%", "לחם אחיד"], category: .groceries, text: "שופרסל דיל סניף רמת גן"),
            Fixtures.record(business: "חברת החשמל", date: "2025-02-10", total: "450.00", vat: "68.64",
                            items: [], category: .fixedBills, review: .review, text: "חשבון חשמל תקופתי"),
            Fixtures.record(business: "Office Depot", date: "2025-02-11", total: "90.00", vat: "13.73",
                            items: ["Printer paper"], category: .shopping, review: .manual, text: "OFFICE DEPOT receipt"),
        ].map { try library.file($0, copy: Fixtures.pdf()).id }
        return (library, ids)
    }

    @Test func listFiltersAndSearches() throws {
        let scratch = try ScratchFolder()
        let (library, ids) = try stocked(in: scratch)
        #expect(try library.list(DocumentFilter(month: "2025-02")).map(\.id) == [ids[1], ids[2]])
        #expect(try library.list(DocumentFilter(vendor: "חשמל")).map(\.id) == [ids[1]])
        #expect(try library.list(DocumentFilter(status: "review")).map(\.id) == [ids[1]])
        #expect(try library.list(DocumentFilter(minimumTotal: 150)).map(\.id) == [ids[0], ids[1]])
        #expect(try library.list(DocumentFilter(search: "תנובה")).map(\.id) == [ids[0]])   // an item
        #expect(try library.list(DocumentFilter(search: "רמת גן")).map(\.id) == [ids[0]])  // full text
        #expect(try library.list(DocumentFilter(search: "paper")).map(\.id) == [ids[2]])
        #expect(try library.list(DocumentFilter(search: "חש")).map(\.id) == [ids[1]])      // short: LIKE
        #expect(try library.list(DocumentFilter(search: "\"%_")).isEmpty)
        try library.approve(id: ids[1])
        #expect(try library.list(DocumentFilter(status: "review")).isEmpty)
        #expect(try library.list(DocumentFilter(status: "approved")).map(\.id) == [ids[1]])
    }

    @Test func confidenceTiers() {
        #expect(ConfidenceTier(0.95) == .high && ConfidenceTier(0.9) == .high)
        #expect(ConfidenceTier(0.75) == .medium && ConfidenceTier(0.7) == .medium)
        #expect(ConfidenceTier(0.5) == .low && ConfidenceTier(0.69) == .low)
        #expect(ConfidenceTier(0.49) == .manual)
    }

    @Test func reportTotalsVendorsCategoriesAndTrend() throws {
        let scratch = try ScratchFolder()
        let (library, _) = try stocked(in: scratch)
        let all = try library.report()
        #expect(all.months.map(\.month) == ["2025-01", "2025-02"])
        #expect(all.totals.map(\.currency) == ["ILS"])
        #expect(all.totals[0].total == Decimal(740) && all.totals[0].vat == Decimal(string: "112.88"))
        #expect(all.pendingReview == 2)
        #expect(all.months[1].money("ILS")?.change.map { ($0 * 10).rounded() / 10 } == 170)
        #expect(all.topVendors.first?.name == "חברת החשמל")
        let february = try library.report(month: "2025-02")
        #expect(february.totals.map(\.total) == [Decimal(540)])
        #expect(february.categories.map(\.name) == ["fixed_bills", "shopping"])
        #expect(february.text.contains("2025-02: total ILS 540.00 (VAT 82.37); 2 waiting for review"))
        #expect(february.svg.hasPrefix("<svg") && february.svg.components(separatedBy: "<rect x=").count == 3)
    }

    /// Issue 27, finding 1: MYR, USD and ILS were added into one total, and the change compared
    /// months four years apart.
    @Test func reportNeverAddsCurrenciesAndComparesOnlyAdjacentMonths() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let documents = [
            Fixtures.record(business: "KEDAI", date: "2021-04-03", total: "4.50", vat: nil, currency: "MYR", language: "en"),
            Fixtures.record(business: "Cloud Inc", date: "2025-04-10", total: "20.00", vat: nil, currency: "USD", language: "en"),
            Fixtures.record(business: "שופרסל", date: "2025-04-12", total: "35.89", vat: "5.47"),
            Fixtures.record(business: "שופרסל", date: "2025-05-02", total: "71.78", vat: "10.95", currency: "ILS"),
            Fixtures.record(business: "Cloud Inc", date: "2025-05-10", total: "30.00", vat: nil, currency: "USD", language: "en"),
            Fixtures.record(business: "Corner shop", date: "2025-07-01", total: "9.00", vat: nil, language: "en"),
            Fixtures.record(business: "שופרסל", date: "2025-07-02", total: "100.00", vat: "15.25"),
        ]
        for record in documents { try library.file(record, copy: Fixtures.pdf()) }
        let report = try library.report()
        #expect(report.totals.map(\.currency) == ["???", "ILS", "MYR", "USD"])
        #expect(report.totals.map(\.total) == [Decimal(9), Decimal(string: "207.67"), Decimal(string: "4.5"), Decimal(50)])
        let april = try #require(report.months.first { $0.month == "2025-04" })
        #expect(april.money("ILS")?.change == nil && april.money("USD")?.change == nil)   // 2021-04 is not adjacent
        let may = try #require(report.months.first { $0.month == "2025-05" })
        #expect(may.money("ILS")?.change == 100 && may.money("USD")?.change == 50)
        let july = try #require(report.months.first { $0.month == "2025-07" })
        #expect(july.money("ILS")?.change == nil)   // June has no documents: no change against May
        #expect(report.text.contains("all months: total ??? 9.00 (VAT 0.00), ILS 207.67 (VAT 31.67), MYR 4.50 (VAT 0.00), USD 50.00 (VAT 0.00)"))
        #expect(!report.text.contains("+725"))
        #expect(report.topVendors.map(\.currency) == ["ILS", "USD", "???", "MYR"])
        let sheet = try String(contentsOf: library.root.appendingPathComponent("2025-05 May/summary.csv"), encoding: .utf8)
        #expect(sheet.contains(",30.00,,,,,,,,USD,") && sheet.contains(",71.78,10.95,,,,,,,ILS,"))
        let export = try #require(String(data: try library.export(month: nil, format: .csv), encoding: .utf8))
        #expect(export.contains(",4.50,,,,,,,,MYR,"))
    }

    @Test func exportAsCSVAndJSON() throws {
        let scratch = try ScratchFolder()
        let (library, ids) = try stocked(in: scratch)
        let csv = try #require(String(data: try library.export(month: "2025-01", format: .csv), encoding: .utf8))
        #expect(csv.contains("\r\n\(ids[0]),שופרסל דיל,2025-01-05,"))
        #expect(csv.components(separatedBy: "\r\n").count == 3)
        let json = try library.export(month: nil, format: .json)
        let rows = try JSONDecoder().decode([SummaryRow].self, from: json)
        #expect(rows.map(\.id) == ids)
        #expect(rows[1].record[.total]?.value == "450.00")
    }
}
