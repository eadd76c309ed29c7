// The page images the review page shows under its boxes: a PDF page that reading turned a quarter
// is shown turned, so the boxes (in the turned page's space) lie on their print.

import DocumentModel
import Foundation
import Imaging
import Ingest
import Library
@testable import ReviewServer
import Testing

struct PageImageTests {
    /// A library holding one landscape PDF page (900 × 600 pt), recorded as read turned `rotation`°.
    private func access(rotation: Double, mediaType: String) throws -> (LibraryAccess, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-images-\(UUID().uuidString)")
        let library = try ReceiptLibrary(root: folder)
        let sideways = try Image.gray(width: 900, height: 600)
        sideways.resolution = 72
        let record = DocumentRecord(status: .ok, source: .init(path: "/scans/sideways.pdf", sha256: nil, mediaType: mediaType, pages: 1),
                                    pages: [.init(number: 1, width: 600, height: 900, textSource: .textLayer, rotation: rotation)],
                                    language: "en", items: [], confidence: 0.9, review: .review, category: .other, text: "")
        try library.file(record, copy: .pdf(try PDFWriter.pdf(pages: [sideways])))
        return (LibraryAccess(library), folder)
    }

    @Test(arguments: [(270.0, "application/pdf", true), (90.0, "application/pdf", true), (0.0, "application/pdf", false),
                      (270.0, "image/png", false)])
    func aPageReadTurnedIsShownTurned(rotation: Double, mediaType: String, turned: Bool) throws {
        let (access, folder) = try access(rotation: rotation, mediaType: mediaType)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shown = try Image(encoded: access.pagePNG(id: 1, number: 1))
        #expect((shown.height > shown.width) == turned, "\(shown.width)×\(shown.height)")
        // About 1,100 px across whichever way it is shown.
        #expect(abs(shown.width - 1100) <= 2, "\(shown.width)×\(shown.height)")
    }
}
