// Corrections and approvals: a person fixes a field or approves a document; the document, its
// summary row and (for vendor fields) the vendor's memory change with it, in one transaction.

import DocumentModel
import Foundation
internal import GRDB

/// What a correction changed.
public struct CorrectionResult: Sendable {
    public var id: Int64
    public var field: String
    public var oldValue: String?
    public var newValue: String
    /// The document's file, relative to the library (it moves when the name or date changes).
    public var path: String
    /// Whether the vendor's next documents will get this value.
    public var remembered: Bool
}

extension ReceiptLibrary {
    /// Sets `field` of document `id` to `value` (normalised: ISO dates, two-place amounts, digits),
    /// records the correction, and remembers it for the vendor when it describes the vendor
    /// (name, address, phone, company number, category). A changed name or date renames the file.
    /// - Throws: `LibraryError.noSuchDocument`, `.unknownField`, `.invalidValue`, or a write error.
    @discardableResult
    public func correct(id: Int64, field name: String, value: String) throws -> CorrectionResult {
        let field = try CorrectableField(name: name)
        let newValue = try field.normalise(value, today: now())
        let row = try documentRow(id: id)
        var record = try row.record(path: database.path)
        let oldValue = field.value(in: record)
        field.apply(newValue, to: &record, rule: "user")
        record = AllocationNumberRule.applied(to: record)   // a corrected amount, date or number changes it
        let oldPath = row.filePath
        let oldMonth = row.month
        let newPath = try pathAfterCorrection(of: record, row: row)
        let month = String(newPath.prefix(7))
        var remembered = false

        if newPath != oldPath {
            try PrivateFiles.createFolder(url(newPath).deletingLastPathComponent())
            guard rename(url(oldPath).path, url(newPath).path) == 0 else {
                throw LibraryError.cannotWrite(path: url(newPath).path, reason: String(cString: strerror(errno)))
            }
        }
        try database.transaction {
            try database.query("INSERT INTO corrections (document_id, field, old_value, new_value, created_at) VALUES (?, ?, ?, ?, ?)",
                               [.integer(id), .text(field.name), SQLValue(oldValue), .text(newValue), .text(timestamp)])
            try database.query("""
                UPDATE documents SET record_json = ?, file_path = ?, month = ?, category = ?,
                       category_source = CASE WHEN ? THEN 'correction' ELSE category_source END
                WHERE id = ?
                """, [.text(try json(record)), .text(newPath), .text(month), SQLValue(record.category?.rawValue),
                      .integer(field == .category ? 1 : 0), .integer(id)])
            try replaceFields(of: id, with: record)
            try replaceWarnings(of: id, with: record)
            try updateSearchText(of: id, with: record, inserting: false)
            if field.describesVendor {
                let known = row.vendorId
                let vendor: Int64? = try known ?? VendorKey.of(record).map { try vendorID(key: $0, record: record) }
                if let vendor {
                    try database.query("UPDATE documents SET vendor_id = ? WHERE id = ?", [.integer(vendor), .integer(id)])
                    try remember(field, value: newValue, vendorID: vendor)
                    remembered = true
                }
            }
        }
        try monthChanged(month, files: newPath != oldPath ? [newPath] : [])
        if month != oldMonth { try monthLeft(oldMonth) }
        if newPath != oldPath { try queueMirrorCopies([oldPath], kind: Self.mirrorRemoveKind) }
        return CorrectionResult(id: id, field: field.name, oldValue: oldValue, newValue: newValue, path: newPath,
                                remembered: remembered)
    }

    /// After a document moved out of `month`: its sheets are rewritten, or, when no document is left
    /// in it, the sheets are removed (here and from the mirror) and the month folder too if nothing
    /// else is in it (an empty month folder with a header-only sheet would only mislead).
    func monthLeft(_ month: String) throws {
        let remaining = try database.query("SELECT 1 FROM documents WHERE month = ? LIMIT 1", [.text(month)])
        guard remaining.isEmpty else { try monthChanged(month, files: []); return }
        let folder = FilingName.folderName(month: month)
        let summaries = [Self.summaryName, Self.summaryWorkbookName].map { "\(folder)/\($0)" }
        for summary in summaries { try? FileManager.default.removeItem(at: url(summary)) }
        if let left = try? FileManager.default.contentsOfDirectory(atPath: url(folder).path), left.isEmpty {
            try? FileManager.default.removeItem(at: url(folder))
        }
        try queueMirrorCopies(summaries, kind: Self.mirrorRemoveKind)
    }

    /// Marks document `id` reviewed by a person.
    /// - Throws: `LibraryError.noSuchDocument` or a write error.
    public func approve(id: Int64) throws {
        let row = try documentRow(id: id)
        try database.query("UPDATE documents SET approved_at = ? WHERE id = ?", [.text(timestamp), .integer(id)])
        try monthChanged(row.month, files: [])
    }

    /// The document's row.
    /// - Throws: `LibraryError.noSuchDocument`.
    func documentRow(id: Int64) throws -> DocumentRow {
        guard let row = try database.perform({ db in try DocumentRow.fetchOne(db, key: id) }) else {
            throw LibraryError.noSuchDocument(id: id)
        }
        return row
    }

    /// Where the corrected record belongs: its current path when the name part is unchanged.
    private func pathAfterCorrection(of record: DocumentRecord, row: DocumentRow) throws -> String {
        let current = row.filePath
        let scanTime = ISO8601DateFormatter().date(from: row.createdAt) ?? now()
        let name = FilingName(record: record, scanTime: scanTime)
        let currentName = (current as NSString).lastPathComponent
        guard current.hasPrefix(name.folder + "/") || name.stem.hasPrefix("receipt_") else { return try freePath(for: name) }
        let sameStem = currentName == "\(name.stem).pdf"
            || (currentName.hasPrefix("\(name.stem)_") && currentName.dropFirst(name.stem.count + 1).dropLast(4).allSatisfy(\.isNumber))
        let stillUnnamed = name.stem.hasPrefix("receipt_") && currentName.hasPrefix("receipt_")
        if sameStem || stillUnnamed { return current }
        return try freePath(for: name)
    }
}
