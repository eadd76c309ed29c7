// Reading a document and filing it into the receipt library: a PDF input is filed as it is, an
// image input as a PDF of its straightened pages (the pages the OCR read).

import DocumentModel
import Foundation
import Imaging
import Ingest
import Library

/// One document read and (when it could be read) filed.
public struct FiledDocument: Sendable {
    public var record: DocumentRecord
    /// The filing; nil when the document failed or could not be filed.
    public var filing: FilingResult?
    /// Why the document was not filed, naming the file and what to do.
    public var error: String?
}

public enum LibraryFiling {
    /// The copy to store for `record`: the PDF input itself, or a PDF made from `pages`.
    /// - Throws: `ImagingError` when the PDF cannot be written.
    public static func copy(of input: FileSystemPath, record: DocumentRecord, pages: [Image]) throws -> FilingCopy {
        if record.source.mediaType == MediaType.pdf.rawValue { return .original(input.url) }
        return .pdf(try PDFWriter.pdf(pages: pages))
    }

    /// The first page's perceptual hash (`Image.differenceHash()`), for the library to find a
    /// rescan of a document already filed; nil for a document read from its text layer.
    public static func pageHash(of pages: [Image]) -> String? {
        try? pages.first?.differenceHash()
    }

    /// Files `record` with `copy` into `library`; a failed record or a write error is reported, not thrown.
    public static func file(_ record: DocumentRecord, copy: FilingCopy?, pageHash: String? = nil,
                            into library: ReceiptLibrary) -> FiledDocument {
        guard record.status == .ok else {
            return FiledDocument(record: record, error: record.error?.message ?? "\(record.source.path): not read")
        }
        guard let copy else {
            return FiledDocument(record: record, error: "\(record.source.path): no copy to file; read it again")
        }
        do {
            let filing = try library.file(record, copy: copy, pageHash: pageHash)
            return FiledDocument(record: filing.record, filing: filing)
        } catch {
            return FiledDocument(record: record, error: "\(error)")
        }
    }
}

extension DocumentProcessor {
    /// Reads the document at `file` and files it into `library`. An input whose bytes are already
    /// filed (same sha256) is recognised before it is read: its filing is returned as it is now
    /// (with its current review status), and no OCR runs.
    public func file(_ file: FileSystemPath, displayPath: String? = nil, into library: ReceiptLibrary) -> FiledDocument {
        if let sha256 = Checksum.sha256(ofFileAt: file), let existing = try? library.document(sha256: sha256) {
            return FiledDocument(record: existing.record, filing: existing)
        }
        let (record, pages) = processKeepingPages(file, displayPath: displayPath)
        guard record.status == .ok else { return LibraryFiling.file(record, copy: nil, into: library) }
        do {
            let copy = try LibraryFiling.copy(of: file, record: record, pages: pages)
            return LibraryFiling.file(record, copy: copy, pageHash: LibraryFiling.pageHash(of: pages), into: library)
        } catch {
            return FiledDocument(record: record, error: "\(record.source.path): cannot make its PDF copy (\(error))")
        }
    }
}
