// Reading a document and filing it into the receipt library (see `LibraryFiling`).

import DocumentModel
import Ingest
import Library

extension DocumentProcessor {
    /// Reads the document at `file` and files it into `library`. An input whose bytes are already
    /// filed (same sha256) is recognised before it is read: its filing is returned as it is now
    /// (with its current review status), and no OCR runs.
    public func file(_ file: FileSystemPath, displayPath: String? = nil, into library: ReceiptLibrary) -> FiledDocument {
        if let sha256 = Checksum.sha256(ofFileAt: file), let existing = try? library.document(sha256: sha256) {
            return FiledDocument(record: existing.record, filing: existing)
        }
        let result = run(file, displayPath: displayPath, keepingPages: true)
        let (record, pages) = (result.refinedRecord(), result.pages)
        guard record.status == .ok else { return LibraryFiling.file(record, copy: nil, into: library) }
        do {
            let copy = try LibraryFiling.copy(of: file, record: record, pages: pages)
            return LibraryFiling.file(record, copy: copy, pageHash: LibraryFiling.pageHash(of: pages), into: library)
        } catch {
            return FiledDocument(record: record, error: "\(record.source.path): cannot make its PDF copy (\(error))")
        }
    }
}
