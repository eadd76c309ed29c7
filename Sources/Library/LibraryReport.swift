// The dashboard as numbers: month totals, VAT, documents waiting for review, top vendors, spend by
// category and the month-over-month trend, computed from the filed records.

import DocumentModel
import Foundation

/// What `receiptvault report` shows.
public struct LibraryReport: Sendable {
    public struct Month: Sendable, Equatable {
        public var month: String
        public var documents: Int
        public var total: Decimal
        public var vat: Decimal
        public var pendingReview: Int
        /// Change of `total` against the previous month with documents, in percent.
        public var change: Double?
    }

    public struct Share: Sendable, Equatable {
        public var name: String
        public var documents: Int
        public var total: Decimal
    }

    /// The month the vendor and category figures cover; nil for all months.
    public var scope: String?
    /// Every month up to `scope` (all when nil), oldest first: the trend.
    public var months: [Month]
    public var topVendors: [Share]
    public var categories: [Share]

    /// The months in scope (one, or all).
    public var scoped: [Month] { scope.map { month in months.filter { $0.month == month } } ?? months }
    public var total: Decimal { scoped.reduce(0) { $0 + $1.total } }
    public var vat: Decimal { scoped.reduce(0) { $0 + $1.vat } }
    public var pendingReview: Int { scoped.reduce(0) { $0 + $1.pendingReview } }
}

extension ReceiptLibrary {
    /// The report over `month` (yyyy-mm) or over the whole library; `vendors` caps the top-vendor list.
    /// - Throws: `LibraryError.database`.
    public func report(month: String? = nil, vendors: Int = 5) throws -> LibraryReport {
        let rows = try list()
        var months: [String: LibraryReport.Month] = [:]
        var vendorShares: [String: LibraryReport.Share] = [:]
        var categoryShares: [String: LibraryReport.Share] = [:]
        for row in rows {
            let record = row.record
            let rowMonth = row.month
            if let month, rowMonth > month { continue }
            let total = record[.total].flatMap { Decimal(plainAmount: $0.value) } ?? 0
            let vat = record[.vatAmount].flatMap { Decimal(plainAmount: $0.value) } ?? 0
            var line = months[rowMonth] ?? .init(month: rowMonth, documents: 0, total: 0, vat: 0, pendingReview: 0)
            line.documents += 1
            line.total += total
            line.vat += vat
            if row.reviewStatus == "review" || row.reviewStatus == "manual" { line.pendingReview += 1 }
            months[rowMonth] = line
            guard month == nil || rowMonth == month else { continue }
            Self.add(total, to: &vendorShares, name: record[.businessName]?.value ?? "(unknown)")
            Self.add(total, to: &categoryShares, name: record.category?.rawValue ?? "(none)")
        }
        var trend = months.values.sorted { $0.month < $1.month }
        for index in trend.indices.dropFirst() where trend[index - 1].total != 0 {
            let previous = NSDecimalNumber(decimal: trend[index - 1].total).doubleValue
            trend[index].change = (NSDecimalNumber(decimal: trend[index].total).doubleValue - previous) / previous * 100
        }
        let ranked = { (shares: [String: LibraryReport.Share]) in
            shares.values.sorted { ($0.total, $1.name) > ($1.total, $0.name) }
        }
        return LibraryReport(scope: month, months: trend, topVendors: Array(ranked(vendorShares).prefix(vendors)),
                             categories: ranked(categoryShares))
    }

    private static func add(_ amount: Decimal, to shares: inout [String: LibraryReport.Share], name: String) {
        var share = shares[name] ?? .init(name: name, documents: 0, total: 0)
        share.documents += 1
        share.total += amount
        shares[name] = share
    }
}
