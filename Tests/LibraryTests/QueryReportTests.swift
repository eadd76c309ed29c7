// list filters and search (Hebrew substrings), show's confidence tiers, report figures, export.

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct QueryReportTests {
    private func stocked() throws -> (ScratchFolder, ReceiptLibrary, [Int64]) {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let ids = try [
            Fixtures.record(business: "שופרסל דיל", date: "2025-01-05", total: "200.00", vat: "30.51",
                            items: ["חלב תנובה 3%", "לחם אחיד"], category: .groceries, text: "שופרסל דיל סניף רמת גן"),
            Fixtures.record(business: "חברת החשמל", date: "2025-02-10", total: "450.00", vat: "68.64",
                            items: [], category: .fixedBills, review: .review, text: "חשבון חשמל תקופתי"),
            Fixtures.record(business: "Office Depot", date: "2025-02-11", total: "90.00", vat: "13.73",
                            items: ["Printer paper"], category: .shopping, review: .manual, text: "OFFICE DEPOT receipt"),
        ].map { try library.file($0, copy: Fixtures.pdf()).id }
        return (scratch, library, ids)
    }

    @Test func listFiltersAndSearches() throws {
        let (_, library, ids) = try stocked()
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
        let (_, library, _) = try stocked()
        let all = try library.report()
        #expect(all.months.map(\.month) == ["2025-01", "2025-02"])
        #expect(all.total == Decimal(740) && all.vat == Decimal(string: "112.88"))
        #expect(all.pendingReview == 2)
        #expect(all.months[1].change.map { ($0 * 10).rounded() / 10 } == 170)
        #expect(all.topVendors.first?.name == "חברת החשמל")
        let february = try library.report(month: "2025-02")
        #expect(february.total == Decimal(540))
        #expect(february.categories.map(\.name) == ["fixed_bills", "shopping"])
        #expect(february.text.contains("2025-02: total 540.00, VAT 82.37, 2 waiting for review"))
        #expect(february.svg.hasPrefix("<svg") && february.svg.components(separatedBy: "<rect x=").count == 3)
    }

    @Test func exportAsCSVAndJSON() throws {
        let (_, library, ids) = try stocked()
        let csv = try #require(String(data: try library.export(month: "2025-01", format: .csv), encoding: .utf8))
        #expect(csv.contains("\r\n\(ids[0]),שופרסל דיל,2025-01-05,"))
        #expect(csv.components(separatedBy: "\r\n").count == 3)
        let json = try library.export(month: nil, format: .json)
        let rows = try JSONDecoder().decode([SummaryRow].self, from: json)
        #expect(rows.map(\.id) == ids)
        #expect(rows[1].record[.total]?.value == "450.00")
    }
}
