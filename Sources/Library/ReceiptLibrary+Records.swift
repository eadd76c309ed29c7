// Storing a filed record in the database: the document row, its pages, fields, items, warnings and
// search text, and reading the record back.

import DocumentModel
import Foundation
internal import GRDB

extension ReceiptLibrary {
    /// Inserts the document and its parts; call inside a transaction.
    func insertDocument(_ record: DocumentRecord, path: String, month: String, vendorKey: String?,
                        categorySource: String, pageHash: String? = nil) throws -> Int64 {
        let vendor: Int64? = try vendorKey.map { try vendorID(key: $0, record: record) }
        var document = DocumentRow(
            id: nil, sha256: record.source.sha256 ?? "", sourcePath: record.source.path, mediaType: record.source.mediaType,
            filePath: path, month: month, status: record.status.rawValue, confidence: record.confidence,
            review: record.review?.rawValue, approvedAt: nil, category: record.category?.rawValue,
            categorySource: categorySource, vendorId: vendor, language: record.language, fullText: record.text,
            recordJson: try json(record), createdAt: timestamp, duplicateOf: record.duplicateOf, notDuplicate: false,
            pageHash: pageHash)
        let id = try database.perform { db -> Int64 in
            try document.insert(db)
            guard let id = document.id else { throw LibraryError.database(path: database.path, message: "no row id after INSERT", sql: "INSERT INTO documents") }
            for page in record.pages {
                try PageRow(documentId: id, number: page.number, width: page.width, height: page.height,
                            textSource: page.textSource.rawValue, rotation: page.rotation).insert(db)
            }
            for (position, item) in record.items.enumerated() {
                try ItemRow(documentId: id, position: position, description: item.description, quantity: item.quantity,
                            unitPrice: item.unitPrice, total: item.total, confidence: item.confidence).insert(db)
            }
            return id
        }
        try replaceFields(of: id, with: record)
        try replaceWarnings(of: id, with: record, inserting: true)
        try updateSearchText(of: id, with: record, inserting: true)
        return id
    }

    /// Rewrites the fields rows of document `id` from `record`.
    func replaceFields(of id: Int64, with record: DocumentRecord) throws {
        try database.perform { db in
            _ = try FieldRow.filter(Column("document_id") == id).deleteAll(db)
            for (name, field) in record.fields.sorted(by: { $0.key < $1.key }) {
                try FieldRow(documentId: id, name: name, value: field.value, confidence: field.confidence, page: field.page,
                             bbox: field.bbox.map { "\($0.x0),\($0.y0),\($0.x1),\($0.y1)" },
                             source: field.source.rawValue, rule: field.rule).insert(db)
            }
        }
    }

    /// Rewrites the warnings rows of document `id` from `record`.
    func replaceWarnings(of id: Int64, with record: DocumentRecord, inserting: Bool = false) throws {
        try database.perform { db in
            if !inserting { _ = try WarningRow.filter(Column("document_id") == id).deleteAll(db) }
            for warning in record.warnings {
                try WarningRow(documentId: id, code: warning.code, message: warning.message, page: warning.page).insert(db)
            }
        }
    }

    /// Sets the searchable text (vendor, items, full text) of document `id`.
    func updateSearchText(of id: Int64, with record: DocumentRecord, inserting: Bool) throws {
        if !inserting { try database.query("DELETE FROM search WHERE rowid = ?", [.integer(id)]) }
        try database.query("INSERT INTO search (rowid, vendor, items, body) VALUES (?, ?, ?, ?)",
                           [.integer(id), .text(record[.businessName]?.value ?? ""),
                            .text(record.items.map(\.description).joined(separator: "\n")), .text(record.text)])
    }

    /// The record stored in a row's `record_json`.
    func decodeRecord(_ row: Row) throws -> DocumentRecord {
        guard let text = row.text("record_json"), let data = text.data(using: .utf8),
              let record = try? JSONDecoder().decode(DocumentRecord.self, from: data) else {
            throw LibraryError.database(path: database.path, message: "a stored record cannot be decoded",
                                        sql: "SELECT record_json")
        }
        return record
    }

    /// `record` as compact JSON text.
    func json(_ record: DocumentRecord) throws -> String {
        String(decoding: try record.jsonData(), as: UTF8.self)
    }
}
