// Finding documents: `list` filters (month, vendor, review status, minimum total, text search over
// vendor, items and full text in any script) and `show` with confidence tiers.

import DocumentModel
import Foundation

/// Which documents `list` shows; nil filters match everything.
public struct DocumentFilter: Sendable {
    /// `yyyy-mm`.
    public var month: String?
    /// A part of the business name.
    public var vendor: String?
    /// `auto`, `review`, `manual` or `approved`.
    public var status: String?
    public var minimumTotal: Decimal?
    /// Text found in the vendor, an item or anywhere in the document's text.
    public var search: String?

    public init(month: String? = nil, vendor: String? = nil, status: String? = nil, minimumTotal: Decimal? = nil,
                search: String? = nil) {
        self.month = month; self.vendor = vendor; self.status = status; self.minimumTotal = minimumTotal
        self.search = search
    }
}

/// How sure a field is, in the words the product uses.
public enum ConfidenceTier: String, Sendable {
    case high, medium, low, manual

    /// high ≥ 0.9, medium 0.7–0.9, low 0.5–0.7, manual below 0.5.
    public init(_ confidence: Double) {
        switch confidence {
        case 0.9...: self = .high
        case 0.7..<0.9: self = .medium
        case 0.5..<0.7: self = .low
        default: self = .manual
        }
    }
}

/// One document with everything `show` prints.
public struct DocumentDetail: Sendable {
    public var summary: SummaryRow
    public var month: String
    public var category: String?
    public var categorySource: String?
    public var corrections: [(field: String, old: String?, new: String, at: String)]
}

extension ReceiptLibrary {
    /// The documents matching `filter`, by month, date and id; duplicates are listed (with
    /// `duplicateOf` set).
    /// - Throws: `LibraryError.database`.
    public func list(_ filter: DocumentFilter = DocumentFilter()) throws -> [SummaryRow] {
        var conditions: [String] = []
        var bindings: [SQLValue] = []
        if let month = filter.month { conditions.append("d.month = ?"); bindings.append(.text(month)) }
        if let vendor = filter.vendor {
            conditions.append("EXISTS (SELECT 1 FROM fields f WHERE f.document_id = d.id AND f.name = 'business_name' AND f.value LIKE ? ESCAPE '\\')")
            bindings.append(.text("%\(Self.likeEscaped(vendor))%"))
        }
        switch filter.status {
        case "approved"?: conditions.append("d.approved_at IS NOT NULL")
        case let status?: conditions.append("d.approved_at IS NULL AND d.review = ?"); bindings.append(.text(status))
        case nil: break
        }
        if let minimum = filter.minimumTotal {
            conditions.append("EXISTS (SELECT 1 FROM fields f WHERE f.document_id = d.id AND f.name = 'total' AND CAST(f.value AS REAL) >= ?)")
            bindings.append(.real(NSDecimalNumber(decimal: minimum).doubleValue))
        }
        if let search = filter.search?.trimmingCharacters(in: .whitespaces), !search.isEmpty {
            if database.hasTrigramSearch, search.count >= 3 {
                conditions.append("d.id IN (SELECT rowid FROM search WHERE search MATCH ?)")
                bindings.append(.text("\"" + search.replacingOccurrences(of: "\"", with: "\"\"") + "\""))
            } else {
                conditions.append("d.id IN (SELECT rowid FROM search WHERE vendor LIKE ? ESCAPE '\\' OR items LIKE ? ESCAPE '\\' OR body LIKE ? ESCAPE '\\')")
                let pattern = SQLValue.text("%\(Self.likeEscaped(search))%")
                bindings += [pattern, pattern, pattern]
            }
        }
        let clause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try database.query("""
            SELECT d.id, d.file_path, d.month, d.review, d.approved_at, d.record_json, d.duplicate_of,
                   (SELECT value FROM fields f WHERE f.document_id = d.id AND f.name = 'date') AS date
            FROM documents d \(clause) ORDER BY d.month, date IS NULL, date, d.id
            """, bindings).map(summaryRow)
    }

    /// Document `id` with its corrections.
    /// - Throws: `LibraryError.noSuchDocument`.
    public func show(id: Int64) throws -> DocumentDetail {
        let row = try documentRow(id: id)
        let corrections = try database.query(
            "SELECT field, old_value, new_value, created_at FROM corrections WHERE document_id = ? ORDER BY id",
            [.integer(id)]).map { ($0.text("field") ?? "", $0.text("old_value"), $0.text("new_value") ?? "", $0.text("created_at") ?? "") }
        let summary = SummaryRow(id: id, file: row.filePath, month: row.month, reviewStatus: row.reviewStatus,
                                 record: try row.record(path: database.path), duplicateOf: row.duplicateOf)
        return DocumentDetail(summary: summary, month: row.month, category: row.category, categorySource: row.categorySource,
                              corrections: corrections)
    }

    /// The months that have documents, oldest first.
    public func months() throws -> [String] {
        try database.query("SELECT DISTINCT month FROM documents ORDER BY month").compactMap { $0.text("month") }
    }

    /// `%`, `_` and `\` escaped for `LIKE … ESCAPE '\'`.
    static func likeEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
