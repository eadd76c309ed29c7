// Duplicates: the same paper filed twice from different bytes (a rescan, a photo of a receipt
// already scanned, the emailed PDF of a printed one). A duplicate is filed, kept and listed with
// `duplicate_of`, but never counted in totals or the summary sheet; a person can say it is not one.
// (Identical bytes are not a duplicate: they are recognised by sha256 and not filed again.)

import DocumentModel
import Foundation
internal import GRDB

extension ReceiptLibrary {
    /// Page hashes at most this many bits apart (of 256) may be the same page, when the records
    /// back it (`backsAPageMatch`). Measured by `page-hash-bench` on Corpus/ capture variants and
    /// corpus-foreign/dev (305 pages, 91 same-paper pairs, 46,269 pairs of different papers): the same
    /// paper is 0–76 bits apart (noisy scans median 41, photos 12, image PDFs 2); different papers
    /// 2–149 (median 92). At 56 bits 4.4% of same-paper pairs are missed (noisy scans), against 23%
    /// at the 32 set before from one pair; no two different papers matched with the records' backing
    /// at any tolerance up to 96, while the hash alone matched 76% of the documents to another paper.
    public static let pageHashTolerance = 56

    /// The id of the filed document `record` duplicates, or nil. In order:
    /// 1. the same issuer company number and invoice number;
    /// 2. the same issuer (company number, else normalised business name), date and total;
    /// 3. a page hash within `pageHashTolerance` bits, with the same total and no other date.
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
            if let match = try first(near, compatibleWith: record, where: Self.backsAPageMatch) { return match }
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

    /// Whether two records may be the same paper: no invoice number, total or document type that
    /// both give and that differ.
    public static func mayBeSamePaper(_ a: DocumentRecord, _ b: DocumentRecord) -> Bool {
        ![FieldName.invoiceNumber, .total, .docType].contains { name in
            guard let mine = a[name]?.value, let theirs = b[name]?.value else { return false }
            return mine != theirs
        }
    }

    /// Whether two records back a page-hash match: both give a total, the same one, and they do not
    /// give two different dates. A page hash alone is not enough: `page-hash-bench` finds pages of
    /// different papers of one layout 2 to 4 bits apart, so without this a document whose total was
    /// not read would be matched to any document of the same layout, and a vendor's monthly bill of
    /// the same amount to last month's.
    public static func backsAPageMatch(_ a: DocumentRecord, _ b: DocumentRecord) -> Bool {
        guard let mine = a[.total]?.value, let theirs = b[.total]?.value, mine == theirs else { return false }
        if let date = a[.date]?.value, let other = b[.date]?.value, date != other { return false }
        return true
    }

    private func first(_ rows: [Row], compatibleWith record: DocumentRecord,
                       where extra: (DocumentRecord, DocumentRecord) -> Bool = { _, _ in true }) throws -> Int64? {
        for row in rows {
            let other = try decodeRecord(row)
            if Self.mayBeSamePaper(record, other), extra(record, other), let id = row.integer("id") { return id }
        }
        return nil
    }
}
