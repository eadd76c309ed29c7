// Filing a document that was read into the receipt library: a PDF input is filed as it is, an
// image input as a PDF of its straightened pages (the pages the OCR read).

import DocumentModel
import Foundation
import Imaging
import Ingest

/// One document read and (when it could be read) filed.
public struct FiledDocument: Sendable {
    public var record: DocumentRecord
    /// The filing; nil when the document failed or could not be filed.
    public var filing: FilingResult?
    /// Why the document was not filed, naming the file and what to do.
    public var error: String?

    public init(record: DocumentRecord, filing: FilingResult? = nil, error: String? = nil) {
        self.record = record; self.filing = filing; self.error = error
    }
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
