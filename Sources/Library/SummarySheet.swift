// The monthly summary sheet's columns: the product documents' ten, plus the file name, the
// confidence and the review status. One row per filed document; blank cells for missing data.

import DocumentModel
import Foundation

/// One document as the summary sheet and the export show it.
public struct SummaryRow: Sendable, Codable {
    public var id: Int64
    public var file: String
    /// `yyyy-mm`.
    public var month: String
    public var reviewStatus: String
    public var record: DocumentRecord
    /// The id of the document this one duplicates: listed, never counted in totals or the sheet.
    public var duplicateOf: Int64? = nil

    /// The currency of the document's amounts (see `DocumentRecord.bookCurrency`).
    public var currency: String { record.bookCurrency }

    /// The sheet's header.
    public static let header = ["business name", "date", "address", "phone", "company number", "items purchased",
                                "total", "VAT", "currency", "payment method", "card last four", "file name", "confidence",
                                "review status"]

    /// The cells under `header`.
    public var cells: [String] {
        let field = { (name: FieldName) in record[name]?.value ?? "" }
        return [field(.businessName), field(.date), field(.address), field(.phone), field(.companyID),
                record.items.map(\.description).joined(separator: "; "), field(.total), field(.vatAmount),
                currency, field(.paymentMethod), field(.cardLast4), (file as NSString).lastPathComponent,
                record.confidence.map { String(format: "%.2f", $0) } ?? "", reviewStatus]
    }

    enum CodingKeys: String, CodingKey {
        case id, file, month, record
        case reviewStatus = "review_status"
        case duplicateOf = "duplicate_of"
    }
}

extension ReceiptLibrary {
    /// The summary sheet's name in each month folder.
    public static let summaryName = "summary.csv"

    /// Rewrites `<month folder>/summary.csv` atomically; returns its path relative to the library.
    /// - Throws: `LibraryError`.
    @discardableResult
    func writeSummary(month: String) throws -> String {
        let rows = try summaryRows(month: month)
        let path = "\(FilingName.folderName(month: month))/\(Self.summaryName)"
        try PrivateFiles.write(CSV.sheet(header: SummaryRow.header, rows: rows.map(\.cells)), to: url(path))
        return path
    }

    /// The month's documents in date order (undated ones last, by filing order), duplicates left out.
    public func summaryRows(month: String) throws -> [SummaryRow] {
        try database.query("""
            SELECT d.id, d.file_path, d.month, d.review, d.approved_at, d.record_json, d.duplicate_of,
                   (SELECT value FROM fields f WHERE f.document_id = d.id AND f.name = 'date') AS date
            FROM documents d WHERE d.month = ? AND d.duplicate_of IS NULL ORDER BY date IS NULL, date, d.id
            """, [.text(month)]).map(summaryRow)
    }

    func summaryRow(_ row: Row) throws -> SummaryRow {
        SummaryRow(id: row.integer("id") ?? 0, file: row.text("file_path") ?? "", month: row.text("month") ?? "",
                   reviewStatus: Self.reviewStatus(review: row.text("review"), approvedAt: row.text("approved_at")),
                   record: try decodeRecord(row), duplicateOf: row.integer("duplicate_of"))
    }

    /// `approved` once a person approved the document, else the extraction's verdict.
    static func reviewStatus(review: String?, approvedAt: String?) -> String {
        approvedAt != nil ? "approved" : (review ?? "manual")
    }
}
