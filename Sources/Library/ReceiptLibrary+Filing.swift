// Filing one document: journal → copy into its month folder → record, then the month's summary and
// the mirror. A crash between any two steps leaves a state `check(repair:)` recognises.

import DocumentModel
import Foundation
internal import GRDB
import Ingest

/// The bytes to store for a document.
public enum FilingCopy: Sendable {
    /// A PDF input, copied byte for byte (its sha256 must be the record's).
    case original(URL)
    /// A PDF made for the document (an image input's straightened pages).
    case pdf(Data)
}

/// What filing one document did.
public struct FilingResult: Sendable {
    /// The document's id in the library.
    public var id: Int64
    /// The stored copy, relative to the library folder (`2025-01 January/המפיץ_2025-01-14.pdf`).
    public var path: String
    /// True when the same content (sha256) was already in the library: nothing was written.
    public var alreadyFiled: Bool
    /// The record as filed, with the vendor's remembered corrections applied (and `duplicate_of`
    /// when it duplicates a document already filed).
    public var record: DocumentRecord
    /// The document's review status now: `auto`, `review`, `manual` or `approved` (for a document
    /// filed earlier, what a person has done with it since).
    public var reviewStatus: String = "manual"
    /// The document this one duplicates, if any (see `ReceiptLibrary.duplicate(of:vendorKey:pageHash:)`).
    public var duplicateOf: Int64? { record.duplicateOf }
}

extension ReceiptLibrary {
    /// Files one document: stores its copy in its month folder under a safe, unused name, records
    /// it in the database, rewrites the month's summary sheet and queues the mirror copies. The
    /// original input is only read. Filing the same content twice returns the first filing. A
    /// document that duplicates one already filed (see `duplicate(of:vendorKey:pageHash:)`) is
    /// filed with `duplicate_of` and left out of totals and the sheet. `pageHash` is the first
    /// page's `Image.differenceHash()`, when the document has page images.
    /// - Throws: `LibraryError` when the record is a failure, the input changed since it was read,
    ///   or the library cannot be written.
    @discardableResult
    public func file(_ record: DocumentRecord, copy: FilingCopy, pageHash: String? = nil) throws -> FilingResult {
        guard record.status == .ok else {
            throw LibraryError.failedRecord(path: record.source.path, message: record.error?.message ?? "failed")
        }
        let data = try bytes(of: copy, record: record)
        let sha256 = record.source.sha256 ?? Checksum.sha256(data)
        if let existing = try document(sha256: sha256) { return existing }
        if let resumed = try finishInterruptedFiling(sha256: sha256, pageHash: pageHash) { return resumed }

        let vendorKey = VendorKey.of(record)
        let (filed, categoryCorrected) = try applyingVendorMemory(to: record, vendorKey: vendorKey)
        var stored = AllocationNumberRule.applied(to: filed)   // remembered vendor fields may change it
        stored.source.sha256 = sha256
        stored.duplicateOf = try duplicate(of: stored, vendorKey: vendorKey, pageHash: pageHash)
        let name = FilingName(record: stored, scanTime: now())
        let path = try freePath(for: name)

        try database.query("INSERT INTO filing_journal (file_path, sha256, record_json, vendor_key, created_at) VALUES (?, ?, ?, ?, ?)",
                           [.text(path), .text(sha256), .text(try json(stored)), SQLValue(vendorKey), .text(timestamp)])
        try stop(after: .journal)
        try PrivateFiles.write(data, to: url(path))
        try stop(after: .copy)
        let id = try database.transaction {
            let id = try insertDocument(stored, path: path, month: name.month, vendorKey: vendorKey,
                                        categorySource: categoryCorrected ? "correction" : "extraction", pageHash: pageHash)
            try endJournalEntry(path)
            return id
        }
        try stop(after: .record)
        try monthChanged(name.month, files: [path])
        return FilingResult(id: id, path: path, alreadyFiled: false, record: stored,
                            reviewStatus: Self.reviewStatus(review: stored.review?.rawValue, approvedAt: nil))
    }

    /// Finishes a filing of the same bytes that a killed run left after writing its copy (its
    /// journal entry and its file), instead of storing a second copy; drops the entries of filings
    /// that stopped before their copy. Returns the finished filing, if any.
    ///
    /// A copy is written whole or not at all (`PrivateFiles.write` renames a finished temporary
    /// file), so a file at the journalled path is the complete copy. Its bytes are not the input's
    /// when the copy is a PDF made for an image input: comparing them with the input's sha256 took
    /// every such copy for unfinished, left it on disk and filed the image again as `_2`.
    private func finishInterruptedFiling(sha256: String, pageHash: String?) throws -> FilingResult? {
        var finished: FilingResult?
        for entry in try database.query("SELECT * FROM filing_journal WHERE sha256 = ?", [.text(sha256)]) {
            guard let path = entry.text("file_path") else { continue }
            if finished == nil, FileManager.default.fileExists(atPath: url(path).path) {
                let (id, record) = try completeFiling(entry, path: path, pageHash: pageHash)
                try monthChanged(String(path.prefix(7)), files: [path])
                finished = FilingResult(id: id, path: path, alreadyFiled: false, record: record,
                                        reviewStatus: Self.reviewStatus(review: record.review?.rawValue, approvedAt: nil))
            } else {
                try endJournalEntry(path)
            }
        }
        return finished
    }

    /// Records the document of a journal entry whose copy is on disk at `path`, and ends the entry.
    func completeFiling(_ entry: Row, path: String, pageHash: String? = nil) throws -> (id: Int64, record: DocumentRecord) {
        let record = try decodeRecord(entry)
        let id = try database.transaction {
            let id = try insertDocument(record, path: path, month: String(path.prefix(7)), vendorKey: entry.text("vendor_key"),
                                        categorySource: "extraction", pageHash: pageHash)
            try endJournalEntry(path)
            return id
        }
        return (id, record)
    }

    /// Ends the filing journal's entry for `path` (its filing finished or was given up).
    func endJournalEntry(_ path: String) throws {
        try database.query("DELETE FROM filing_journal WHERE file_path = ?", [.text(path)])
    }

    /// The sha256 of every filed document (a batch skips inputs already filed).
    /// - Throws: `LibraryError.database`.
    public func filedHashes() throws -> Set<String> {
        Set(try database.query("SELECT sha256 FROM documents").compactMap { $0.text("sha256") })
    }

    /// The filing of the document with these bytes (sha256), if any, with its current review
    /// status: what `file` reports for an input already filed, without reading it again.
    /// - Throws: `LibraryError.database`.
    public func document(sha256: String) throws -> FilingResult? {
        guard let row = try database.perform({ db in try DocumentRow.filter(Column("sha256") == sha256).fetchOne(db) }),
              let id = row.id else { return nil }
        return FilingResult(id: id, path: row.filePath, alreadyFiled: true, record: try row.record(path: database.path),
                            reviewStatus: row.reviewStatus)
    }

    /// The first `name`, `name_2`, … not used on disk, by a document or by an unfinished filing.
    func freePath(for name: FilingName) throws -> String {
        var attempt = 1
        while true {
            let path = "\(name.folder)/\(name.fileName(attempt: attempt))"
            let recorded = try database.query("SELECT 1 FROM documents WHERE file_path = ? UNION ALL SELECT 1 FROM filing_journal WHERE file_path = ?",
                                        [.text(path), .text(path)])
            let taken = !recorded.isEmpty || FileManager.default.fileExists(atPath: url(path).path)
            if !taken { return path }
            attempt += 1
        }
    }

    /// Rewrites a month's summary sheets and queues mirror copies of them and of `files`.
    func monthChanged(_ month: String, files: [String]) throws {
        let summaries = try writeSummary(month: month)
        try queueMirrorCopies(files + summaries)
    }

    private func bytes(of copy: FilingCopy, record: DocumentRecord) throws -> Data {
        switch copy {
        case let .pdf(data):
            return data
        case let .original(input):
            let data: Data
            do { data = try Data(contentsOf: input) } catch {
                throw LibraryError.cannotRead(path: input.path, reason: error.fileSystemReason)
            }
            if let expected = record.source.sha256, Checksum.sha256(data) != expected {
                throw LibraryError.changedSinceReading(path: input.path)
            }
            return data
        }
    }

    private func stop(after step: FilingStep) throws {
        if crashAfter == step { throw LibraryError.simulatedCrash(step: "\(step)") }
    }
}
