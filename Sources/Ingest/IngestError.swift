// Errors of the ingest stage: each has a stable code for the output record and a message that
// names the file and says what to do.

/// Why a document could not be read.
public enum IngestError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case empty(path: String)
    case unsupportedFormat(path: String)
    case corrupt(path: String, detail: String)
    case encryptedPDF(path: String)
    case noPages(path: String)
    case tooManyPages(path: String, pages: Int, limit: Int)
    case tooLarge(path: String, detail: String, exceeded: SizeLimit)
    case changedWhileReading(path: String)
    case notAFile(path: String)
    /// A folder given where a document was expected (`extract FOLDER`).
    case folder(path: String)
    /// The library that decodes the file's format (libheif for HEIC) could not be loaded.
    case libraryMissing(path: String, library: String, package: String, reason: String)

    /// The stable machine-readable code written to the record's `error.code`.
    public var code: String {
        switch self {
        case .unreadable, .folder: "unreadable"
        case .empty: "empty_file"
        case .unsupportedFormat: "unsupported_format"
        case .corrupt: "corrupt_file"
        case .encryptedPDF: "encrypted_pdf"
        case .noPages: "no_pages"
        case .tooManyPages: "too_many_pages"
        case .tooLarge: "too_large"
        case .changedWhileReading: "changed_while_reading"
        case .notAFile: "not_a_file"
        case .libraryMissing: "library_missing"
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "\(path): cannot be read (\(reason)); check that it exists and that you may read it"
        case let .empty(path):
            "\(path): the file is empty (0 bytes); scan or export the document again"
        case let .unsupportedFormat(path):
            "\(path): not a supported document (JPEG, PNG, TIFF, WebP, BMP, GIF, HEIC or PDF, judged by its "
                + "content, not its name); convert it to one of these"
        case let .corrupt(path, detail):
            "\(path): the file is damaged or truncated (\(detail)); export or scan it again"
        case let .encryptedPDF(path):
            "\(path): the PDF is password-protected; save an unprotected copy and process that"
        case let .noPages(path):
            "\(path): the PDF has no pages; export or print it to PDF again from the program that made it"
        case let .tooManyPages(path, pages, limit):
            "\(path): \(pages) pages is over the limit of \(limit); split the file or raise --max-pages"
        case let .tooLarge(path, detail, exceeded):
            "\(path): too large to process safely (\(detail)); \(exceeded.remedy)"
        case let .changedWhileReading(path):
            "\(path): the file changed while it was being read; wait until it is fully written and run again"
        case let .folder(path):
            "\(path): a folder, not a document; read a folder's documents with `receiptvault batch \(path) --out RECORDS`"
        case let .notAFile(path):
            "\(path): a pipe, socket or device, not a document file; save the document as a regular file"
        case let .libraryMissing(path, library, package, reason):
            "\(path): \(library), which reads this format, could not be loaded (\(reason)); install it "
                + "(Debian: apt install \(package)) and run the command again"
        }
    }
}

/// Which of the size limits a document exceeded, for the message's remedy.
public enum SizeLimit: Sendable, Equatable {
    /// The file's bytes (`IngestLimits.maxFileBytes`, not an option).
    case fileBytes
    /// A page's pixels (`IngestLimits.maxPixels`, the `--max-pixels` option).
    case pixels
    /// Memory for a page's raster could not be had.
    case memory

    var remedy: String {
        switch self {
        case .fileBytes: "compress or split it"
        case .pixels: "downscale it or raise --max-pixels"
        case .memory: "downscale it, or read it with fewer --jobs"
        }
    }
}
