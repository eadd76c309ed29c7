// The order the review page walks documents in: the ones needing a person first (least confident
// first), then the rest, newest first. The inbox lists them in this order and next/previous follow it.

import DocumentModel
import Foundation
import Library

/// Ordering and small facts about summary rows that the pages share.
enum ReviewQueue {
    /// Whether the row still waits for a person.
    static func needsReview(_ row: SummaryRow) -> Bool {
        row.reviewStatus == "review" || row.reviewStatus == "manual"
    }

    /// `rows` in review order.
    static func ordered(_ rows: [SummaryRow]) -> [SummaryRow] {
        rows.sorted { a, b in
            let (needA, needB) = (needsReview(a), needsReview(b))
            if needA != needB { return needA }
            if needA {
                let (ca, cb) = (a.record.confidence ?? 0, b.record.confidence ?? 0)
                return ca != cb ? ca < cb : a.id < b.id
            }
            let (da, db) = (date(a), date(b))
            return da != db ? da > db : a.id > b.id
        }
    }

    /// The document's date, or its month when undated.
    static func date(_ row: SummaryRow) -> String { row.record[.date]?.value ?? row.month }

    /// The total as a number (nil when missing or unreadable).
    static func total(_ row: SummaryRow) -> Decimal? { row.record[.total].flatMap { Decimal(plainAmount: $0.value) } }

    /// The document's currency (ISO code; ILS when the document does not say).
    static func currency(_ row: SummaryRow) -> String {
        let code = row.record[.currency]?.value.trimmingCharacters(in: .whitespaces).uppercased() ?? ""
        return code.isEmpty ? "ILS" : code
    }
}

/// The inbox's filters, read from the query string.
struct InboxFilter {
    var month: String?
    var vendor: String?
    /// `auto`, `review`, `manual`, `approved`, or `needs` (review and manual).
    var status: String?
    var category: String?
    var minimum: Decimal?
    var maximum: Decimal?
    var search: String?

    init(query: [String: String]) {
        let value = { (key: String) -> String? in
            guard let text = query[key]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return String(text.prefix(200))
        }
        month = value("month").flatMap { $0.range(of: #"^\d{4}-\d{2}$"#, options: .regularExpression) != nil ? $0 : nil }
        vendor = value("vendor")
        status = value("status").flatMap { ["auto", "review", "manual", "approved", "needs"].contains($0) ? $0 : nil }
        category = value("category").flatMap { ExpenseCategory(rawValue: $0) != nil || $0 == "none" ? $0 : nil }
        minimum = value("min").flatMap { Decimal(plainAmount: $0.replacingOccurrences(of: ",", with: "")) }
        maximum = value("max").flatMap { Decimal(plainAmount: $0.replacingOccurrences(of: ",", with: "")) }
        search = value("q")
    }

    /// The library's own filter for the parts it handles (month, vendor, status, minimum, text search).
    var libraryFilter: DocumentFilter {
        DocumentFilter(month: month, vendor: vendor, status: status == "needs" ? nil : status, minimumTotal: minimum,
                       search: search)
    }

    /// Whether `row` passes the parts the library does not filter (needs-review, category, maximum).
    func matches(_ row: SummaryRow) -> Bool {
        if status == "needs", !ReviewQueue.needsReview(row) { return false }
        if let category, (row.record.category?.rawValue ?? "none") != category { return false }
        if let maximum, let total = ReviewQueue.total(row), total > maximum { return false }
        if maximum != nil, ReviewQueue.total(row) == nil { return false }
        return true
    }

    /// The filters as a query string (for links that keep them).
    var query: String {
        let pairs: [(String, String?)] = [("month", month), ("vendor", vendor), ("status", status), ("category", category),
                                          ("min", minimum.map { "\($0)" }), ("max", maximum.map { "\($0)" }), ("q", search)]
        return pairs.compactMap { key, value in value.map { "\(key)=\(queryValue($0))" } }.joined(separator: "&")
    }
}
