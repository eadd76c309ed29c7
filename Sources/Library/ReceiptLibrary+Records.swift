// Storing a filed record in the database: the document row, its pages, fields, items, warnings and
// search text, and reading the record back.

import DocumentModel
import Foundation

extension ReceiptLibrary {
    /// Inserts the document and its parts; call inside a transaction.
    func insertDocument(_ record: DocumentRecord, path: String, month: String, vendorKey: String?,
                        categorySource: String) throws -> Int64 {
        let vendor: Int64? = try vendorKey.map { try vendorID(key: $0, record: record) }
        try database.query("""
            INSERT INTO documents (sha256, source_path, media_type, file_path, month, status, confidence, review,
                                   category, category_source, vendor_id, language, full_text, record_json, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [.text(record.source.sha256 ?? ""), .text(record.source.path), SQLValue(record.source.mediaType),
                  .text(path), .text(month), .text(record.status.rawValue), SQLValue(record.confidence),
                  SQLValue(record.review?.rawValue), SQLValue(record.category?.rawValue), .text(categorySource),
                  vendor.map { SQLValue.integer($0) } ?? SQLValue.null, SQLValue(record.language), .text(record.text),
                  .text(try json(record)), .text(timestamp)])
        let id = database.lastInsertID
        for page in record.pages {
            try database.query("INSERT INTO pages (document_id, number, width, height, text_source, rotation) VALUES (?, ?, ?, ?, ?, ?)",
                               [.integer(id), .integer(Int64(page.number)), SQLValue(page.width), SQLValue(page.height),
                                .text(page.textSource.rawValue), .real(page.rotation)])
        }
        try replaceFields(of: id, with: record)
        for (position, item) in record.items.enumerated() {
            try database.query("INSERT INTO items (document_id, position, description, quantity, unit_price, total, confidence) VALUES (?, ?, ?, ?, ?, ?, ?)",
                               [.integer(id), SQLValue(position), .text(item.description), SQLValue(item.quantity),
                                SQLValue(item.unitPrice), .text(item.total), SQLValue(item.confidence)])
        }
        try replaceWarnings(of: id, with: record, inserting: true)
        try updateSearchText(of: id, with: record, inserting: true)
        return id
    }

    /// Rewrites the fields rows of document `id` from `record`.
    func replaceFields(of id: Int64, with record: DocumentRecord) throws {
        try database.query("DELETE FROM fields WHERE document_id = ?", [.integer(id)])
        for (name, field) in record.fields.sorted(by: { $0.key < $1.key }) {
            let bbox = field.bbox.map { "\($0.x0),\($0.y0),\($0.x1),\($0.y1)" }
            try database.query("INSERT INTO fields (document_id, name, value, confidence, page, bbox, source, rule) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                               [.integer(id), .text(name), .text(field.value), .real(field.confidence),
                                SQLValue(field.page), SQLValue(bbox), .text(field.source.rawValue), .text(field.rule)])
        }
    }

    /// Rewrites the warnings rows of document `id` from `record`.
    func replaceWarnings(of id: Int64, with record: DocumentRecord, inserting: Bool = false) throws {
        if !inserting { try database.query("DELETE FROM warnings WHERE document_id = ?", [.integer(id)]) }
        for warning in record.warnings {
            try database.query("INSERT INTO warnings (document_id, code, message, page) VALUES (?, ?, ?, ?)",
                               [.integer(id), .text(warning.code), .text(warning.message), SQLValue(warning.page)])
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
