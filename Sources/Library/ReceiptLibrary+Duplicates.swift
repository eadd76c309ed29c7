// Duplicates: the same paper filed twice from different bytes (a rescan, a photo of a receipt
// already scanned, the emailed PDF of a printed one). A duplicate is filed, kept and listed with
// `duplicate_of`, but never counted in totals or the summary sheet; a person can say it is not one.
// (Identical bytes are not a duplicate: they are recognised by sha256 and not filed again.)

import DocumentModel
import Foundation
import GRDB

extension ReceiptLibrary {
    /// Page hashes at most this many bits apart (of 256) are the same page: a noisy rescan of a
    /// Corpus page is 25 bits from the clean scan, another document 93 (measured by
    /// `DuplicateFilingTests` in EndToEndTests). A page match also needs totals that agree.
    public static let pageHashTolerance = 32

    /// The id of the filed document `record` duplicates, or nil. In order:
    /// 1. the same issuer company number and invoice number;
    /// 2. the same issuer (company number, else normalised business name), date and total;
    /// 3. a page hash within `pageHashTolerance` bits.
    /// Documents whose invoice numbers, totals or document types are both present and differ are
    /// never duplicates of each other (two coffees on one day at one café with one price have two
    /// invoice numbers). The match is the earliest original (never a duplicate itself).
    func duplicate(of record: DocumentRecord, vendorKey: String?, pageHash: String?) throws -> Int64? {
        let value = { (name: FieldName) in record[name]?.value }
        if let company = value(.companyID), let invoice = value(.invoiceNumber) {
            let candidates = try originals(where: "EXISTS (SELECT 1 FROM fields f WHERE f.document_id = d.id AND f.name = 'company_id' AND f.value = ?) AND EXISTS (SELECT 1 FROM fields f WHERE f.document_id = d.id AND f.name = 'invoice_number' AND f.value = ?)",
                                       [.text(company), .text(invoice)])
            if let match = try first(candidates, compatibleWith: record) { return match }
        }
        if let vendorKey, let date = value(.date), let total = value(.total) {
            let candidates = try originals(where: "d.vendor_id = (SELECT id FROM vendors WHERE key = ?) AND EXISTS (SELECT 1 FROM fields f WHERE f.document_id = d.id AND f.name = 'date' AND f.value = ?) AND EXISTS (SELECT 1 FROM fields f WHERE f.document_id = d.id AND f.name = 'total' AND f.value = ?)",
                                       [.text(vendorKey), .text(date), .text(total)])
            if let match = try first(candidates, compatibleWith: record) { return match }
        }
        if let pageHash {
            let near = try originals(where: "d.page_hash IS NOT NULL", []).filter { row in
                row.text("page_hash").map { Self.hashDistance($0, pageHash) <= Self.pageHashTolerance } ?? false
            }
            if let match = try first(near, compatibleWith: record) { return match }
        }
        return nil
    }

    /// Says document `id` is not a duplicate: it is counted again, in totals and in its month's
    /// sheet, and its record loses `duplicate_of`. Returns the id it was marked as a duplicate of.
    /// - Throws: `LibraryError.noSuchDocument` or a write error.
    @discardableResult
    public func markNotDuplicate(id: Int64) throws -> Int64? {
        var document = try documentRow(id: id)
        var record = try document.record(path: database.path)
        let previous = document.duplicateOf
        record.duplicateOf = nil
        document.duplicateOf = nil
        document.notDuplicate = true
        document.recordJson = try json(record)
        try database.perform { db in try document.update(db, columns: ["duplicate_of", "not_duplicate", "record_json"]) }
        try monthChanged(document.month, files: [])
        return previous
    }

    /// Bits that differ between two hex hashes (a hash of another length is far from everything).
    public static func hashDistance(_ a: String, _ b: String) -> Int {
        guard a.count == b.count else { return Int.max }
        return zip(a, b).reduce(0) { sum, pair in
            guard let x = pair.0.hexDigitValue, let y = pair.1.hexDigitValue else { return Int.max / 2 }
            return sum + (x ^ y).nonzeroBitCount
        }
    }

    private func originals(where condition: String, _ bindings: [SQLValue]) throws -> [Row] {
        try database.query("SELECT d.id, d.page_hash, d.record_json FROM documents d WHERE d.duplicate_of IS NULL AND \(condition) ORDER BY d.id",
                           bindings)
    }

    private func first(_ rows: [Row], compatibleWith record: DocumentRecord) throws -> Int64? {
        for row in rows {
            let other = try decodeRecord(row)
            let differ = [FieldName.invoiceNumber, .total, .docType].contains { name in
                guard let mine = record[name]?.value, let theirs = other[name]?.value else { return false }
                return mine != theirs
            }
            if !differ, let id = row.integer("id") { return id }
        }
        return nil
    }
}
