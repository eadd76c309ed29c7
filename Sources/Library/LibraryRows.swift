// The library's tables as GRDB records: `Codable` rows whose properties are the columns (snake_case
// on disk), inserted and fetched without hand-written column lists. Queries that join or compute
// (list, the sheet, duplicates, the report) stay SQL.

import DocumentModel
import Foundation
internal import GRDB

/// Columns are the properties' names in snake_case (`filePath` ↔ `file_path`).
protocol LibraryRecord: Codable, FetchableRecord, MutablePersistableRecord {}

extension LibraryRecord {
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
}

/// A row of `documents`: one filed document.
struct DocumentRow: LibraryRecord {
    static let databaseTableName = "documents"
    var id: Int64?
    var sha256: String
    var sourcePath: String
    var mediaType: String?
    /// Relative to the library folder.
    var filePath: String
    /// `yyyy-mm`.
    var month: String
    /// `ok` | `error`.
    var status: String
    var confidence: Double?
    /// `auto` | `review` | `manual`.
    var review: String?
    var approvedAt: String?
    var category: String?
    /// `extraction` | `correction`.
    var categorySource: String?
    var vendorId: Int64?
    var language: String?
    var fullText: String
    /// The record as filed (corrections applied), compact JSON.
    var recordJson: String
    var createdAt: String
    var duplicateOf: Int64?
    var notDuplicate: Bool
    /// The first page's perceptual hash, 64 hex digits.
    var pageHash: String?

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// `approved` once a person approved the document, else the extraction's verdict.
    var reviewStatus: String { ReceiptLibrary.reviewStatus(review: review, approvedAt: approvedAt) }

    /// The record stored in `recordJson`.
    /// - Throws: `LibraryError.database` naming `path` when it cannot be decoded.
    func record(path: String) throws -> DocumentRecord {
        guard let record = try? JSONDecoder().decode(DocumentRecord.self, from: Data(recordJson.utf8)) else {
            throw LibraryError.database(path: path, message: "the stored record of document \(id ?? 0) cannot be decoded",
                                        sql: "SELECT record_json FROM documents")
        }
        return record
    }
}

/// A row of `pages`.
struct PageRow: LibraryRecord, PersistableRecord {
    static let databaseTableName = "pages"
    var documentId: Int64
    var number: Int
    var width: Int?
    var height: Int?
    var textSource: String?
    var rotation: Double?
}

/// A row of `fields`: one extracted (or corrected) field.
struct FieldRow: LibraryRecord, PersistableRecord {
    static let databaseTableName = "fields"
    var documentId: Int64
    var name: String
    var value: String
    var confidence: Double
    var page: Int?
    /// `x0,y0,x1,y1`.
    var bbox: String?
    var source: String
    var rule: String
}

/// A row of `items`: one line item.
struct ItemRow: LibraryRecord, PersistableRecord {
    static let databaseTableName = "items"
    var documentId: Int64
    var position: Int
    var description: String
    var quantity: String?
    var unitPrice: String?
    var total: String
    var confidence: Double?
}

/// A row of `warnings`.
struct WarningRow: LibraryRecord, PersistableRecord {
    static let databaseTableName = "warnings"
    var documentId: Int64
    var code: String
    var message: String
    var page: Int?
}
