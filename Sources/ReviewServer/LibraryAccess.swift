// The library as the server's handlers share it: one `ReceiptLibrary` (one SQLite connection) used
// by one request at a time behind a lock, plus the page images rendered from the stored files.

import DocumentModel
import Foundation
import Imaging
import Ingest
import Library
import Synchronization

/// The open library, serialised: every call takes the lock for the duration of its body.
final class LibraryAccess: Sendable {
    private let library: Mutex<ReceiptLibrary>
    private let pages = Mutex<[String: Data]>([:])
    let root: URL

    init(_ library: sending ReceiptLibrary) {
        root = library.root
        self.library = Mutex(library)
    }

    /// Runs `body` with the library, alone.
    func with<T: Sendable>(_ body: (ReceiptLibrary) throws -> T) throws -> T {
        try library.withLock { library in try body(library) }
    }

    /// The PNG of page `number` (1-based) of document `id`, rendered from its stored file at screen
    /// resolution (about `width` pixels wide). Rendered once per file and page, then kept. A PDF is
    /// stored as it came: a page that reading turned a quarter (a sideways text layer, a scan the
    /// orientation check turned) is shown turned the same way, so its fields' boxes lie on their print
    /// (an image is stored as the pages that were read, already upright).
    /// - Throws: `LibraryError.noSuchDocument`, `ReviewServerError.noSuchPage`, `.missingFile`, `.cannotRender`.
    func pagePNG(id: Int64, number: Int, width: Int = 1100) throws -> Data {
        let row = try with { try $0.show(id: id).summary }
        let key = "\(id)/\(number)/\(row.file)"
        if let cached = pages.withLock({ $0[key] }) { return cached }
        let file = try storedFile(of: row)
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw ReviewServerError.missingFile(id: id, path: row.file)
        }
        let png: Data
        do {
            let document = try PDFDocument(data: data, path: row.file)
            guard number >= 1, number <= document.pageCount else { throw ReviewServerError.noSuchPage(id: id, page: number) }
            let page = try document.page(number - 1)
            let turns = Self.quarterTurns(of: row.record, page: number)
            let points = turns % 2 == 0 ? page.size.width : page.size.height
            let dpi = points > 0 ? min(300, max(40, Double(width) * 72 / points)) : 100
            png = try page.render(dpi: dpi).rotated(quarterTurns: turns).pngData()
        } catch let error as ReviewServerError {
            throw error
        } catch {
            throw ReviewServerError.cannotRender(id: id, reason: "\(error)")
        }
        pages.withLock { cache in
            if cache.count > 64 { cache.removeAll() }
            cache[key] = png
        }
        return png
    }

    /// The clockwise quarter turns reading gave page `number` of a PDF input (its `rotation`, deskew
    /// aside); 0 for an image input, whose stored pages are the upright ones read.
    static func quarterTurns(of record: DocumentRecord, page number: Int) -> Int {
        guard record.source.mediaType == MediaType.pdf.rawValue,
              let rotation = record.pages.first(where: { $0.number == number })?.rotation else { return 0 }
        return (Int((rotation / 90).rounded()) % 4 + 4) % 4
    }

    /// The stored PDF of a document: its library path resolved inside the library folder, never outside.
    /// - Throws: `ReviewServerError.missingFile`.
    func storedFile(of row: SummaryRow) throws -> URL {
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        let file = root.appendingPathComponent(row.file).standardizedFileURL.resolvingSymlinksInPath()
        guard file.path.hasPrefix(base + "/"), FileManager.default.fileExists(atPath: file.path) else {
            throw ReviewServerError.missingFile(id: row.id, path: row.file)
        }
        return file
    }
}

/// A library id from a URL segment: ASCII digits only, so a path, `..` or an encoded dot never passes.
/// - Throws: `ReviewServerError.invalidID`.
func documentID(_ text: String?) throws -> Int64 {
    guard let text, (1...18).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
          let id = Int64(text), id > 0 else {
        throw ReviewServerError.invalidID(text ?? "")
    }
    return id
}
