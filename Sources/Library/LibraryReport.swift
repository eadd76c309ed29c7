// The dashboard as numbers: month totals and VAT per currency, documents waiting for review,
// duplicates left out, top vendors, spend by category and the month-over-month trend, computed
// from the filed records. Amounts in different currencies are never added together, and a month's
// change is only against the calendar month right before it.

import DocumentModel
import Foundation

/// What `receiptvault report` shows.
public struct LibraryReport: Sendable {
    /// One currency's figures (in a month, or over the report's scope).
    public struct Money: Sendable, Equatable {
        /// ISO code (`ILS`, `USD`, `MYR`, or `BookCurrency.unknown`).
        public var currency: String
        public var documents: Int
        public var total: Decimal
        public var vat: Decimal
        /// Change of `total` against the same currency in the calendar month right before, in
        /// percent; nil when that month has no documents in this currency.
        public var change: Double?
    }

    public struct Month: Sendable, Equatable {
        public var month: String
        /// Documents counted (duplicates are not).
        public var documents: Int
        public var pendingReview: Int
        /// Documents marked as duplicates of another document: listed, never counted.
        public var duplicates: Int
        /// One entry per currency, by code.
        public var currencies: [Money]

        /// The month's figures in `currency`, if it has documents in it.
        public func money(_ currency: String) -> Money? { currencies.first { $0.currency == currency } }

        /// The shekel total only (other currencies are in `currencies`).
        @available(*, deprecated, message: "one currency only: use currencies or money(_:)")
        public var total: Decimal { money("ILS")?.total ?? 0 }
        @available(*, deprecated, message: "one currency only: use currencies or money(_:)")
        public var vat: Decimal { money("ILS")?.vat ?? 0 }
        @available(*, deprecated, message: "one currency only: use currencies or money(_:)")
        public var change: Double? { money("ILS")?.change }
    }

    /// A vendor's or a category's spend in one currency.
    public struct Share: Sendable, Equatable {
        public var name: String
        public var currency: String
        public var documents: Int
        public var total: Decimal
    }

    /// The month the vendor and category figures cover; nil for all months.
    public var scope: String?
    /// Every month up to `scope` (all when nil), oldest first: the trend.
    public var months: [Month]
    /// The largest vendors per currency (the currency with most documents first).
    public var topVendors: [Share]
    /// Spend by category per currency.
    public var categories: [Share]

    /// The months in scope (one, or all).
    public var scoped: [Month] { scope.map { month in months.filter { $0.month == month } } ?? months }
    /// The scope's totals, one per currency (by code); `change` is nil.
    public var totals: [Money] {
        var byCurrency: [String: Money] = [:]
        for money in scoped.flatMap(\.currencies) {
            var sum = byCurrency[money.currency] ?? Money(currency: money.currency, documents: 0, total: 0, vat: 0)
            sum.documents += money.documents
            sum.total += money.total
            sum.vat += money.vat
            byCurrency[money.currency] = sum
        }
        return byCurrency.values.sorted { $0.currency < $1.currency }
    }
    public var pendingReview: Int { scoped.reduce(0) { $0 + $1.pendingReview } }
    public var duplicates: Int { scoped.reduce(0) { $0 + $1.duplicates } }

    /// The shekel total only.
    @available(*, deprecated, message: "one currency only: use totals")
    public var total: Decimal { totals.first { $0.currency == "ILS" }?.total ?? 0 }
    @available(*, deprecated, message: "one currency only: use totals")
    public var vat: Decimal { totals.first { $0.currency == "ILS" }?.vat ?? 0 }
}

extension ReceiptLibrary {
    /// The report over `month` (yyyy-mm) or over the whole library; `vendors` caps the top-vendor
    /// list of each currency. Duplicates are counted apart and their amounts left out.
    /// - Throws: `LibraryError.database`.
    public func report(month: String? = nil, vendors: Int = 5) throws -> LibraryReport {
        var months: [String: (month: LibraryReport.Month, money: [String: LibraryReport.Money])] = [:]
        var vendorShares: [ShareKey: LibraryReport.Share] = [:]
        var categoryShares: [ShareKey: LibraryReport.Share] = [:]
        for row in try list() {
            let record = row.record
            if let month, row.month > month { continue }
            var entry = months[row.month]
                ?? (LibraryReport.Month(month: row.month, documents: 0, pendingReview: 0, duplicates: 0, currencies: []), [:])
            if row.duplicateOf != nil {
                entry.month.duplicates += 1
                months[row.month] = entry
                continue
            }
            let currency = record.bookCurrency
            let total = record[.total].flatMap { Decimal(plainAmount: $0.value) } ?? 0
            let vat = record[.vatAmount].flatMap { Decimal(plainAmount: $0.value) } ?? 0
            var money = entry.money[currency] ?? .init(currency: currency, documents: 0, total: 0, vat: 0)
            money.documents += 1
            money.total += total
            money.vat += vat
            entry.money[currency] = money
            entry.month.documents += 1
            if row.reviewStatus == "review" || row.reviewStatus == "manual" { entry.month.pendingReview += 1 }
            months[row.month] = entry
            guard month == nil || row.month == month else { continue }
            Self.add(total, to: &vendorShares, name: record[.businessName]?.value ?? "(unknown)", currency: currency)
            Self.add(total, to: &categoryShares, name: record.category?.rawValue ?? "(none)", currency: currency)
        }
        var trend: [LibraryReport.Month] = []
        for (key, entry) in months.sorted(by: { $0.key < $1.key }) {
            var line = entry.month
            let previous = BookCurrency.previousMonth(key).flatMap { months[$0]?.money }
            line.currencies = entry.money.values.sorted { $0.currency < $1.currency }.map { money in
                var money = money
                if let before = previous?[money.currency]?.total, before != 0 {
                    let base = NSDecimalNumber(decimal: before).doubleValue
                    money.change = (NSDecimalNumber(decimal: money.total).doubleValue - base) / abs(base) * 100
                }
                return money
            }
            trend.append(line)
        }
        let documentsPerCurrency = Dictionary(grouping: vendorShares.values, by: \.currency)
            .mapValues { $0.reduce(0) { $0 + $1.documents } }
        let currencyOrder = { (a: String, b: String) in
            (documentsPerCurrency[a] ?? 0, b) > (documentsPerCurrency[b] ?? 0, a)
        }
        let ranked = { (shares: [ShareKey: LibraryReport.Share], cap: Int) in
            Dictionary(grouping: shares.values, by: \.currency).sorted { currencyOrder($0.key, $1.key) }
                .flatMap { $0.value.sorted { ($0.total, $1.name) > ($1.total, $0.name) }.prefix(cap) }
        }
        return LibraryReport(scope: month, months: trend, topVendors: ranked(vendorShares, vendors),
                             categories: ranked(categoryShares, .max))
    }

    private struct ShareKey: Hashable { var name: String; var currency: String }

    private static func add(_ amount: Decimal, to shares: inout [ShareKey: LibraryReport.Share], name: String,
                            currency: String) {
        let key = ShareKey(name: name, currency: currency)
        var share = shares[key] ?? .init(name: name, currency: currency, documents: 0, total: 0)
        share.documents += 1
        share.total += amount
        shares[key] = share
    }
}
