// Issue 27, finding 2, with the real pipeline: an input whose bytes are already filed is recognised
// by sha256 before any OCR and shows the filing's current status; a rescan (other bytes, same
// paper) is filed as a duplicate; the page hash tells a noisy rescan from another document.

import DocumentModel
import Foundation
import Imaging
import Ingest
import Library
import OCR
import Pipeline
import ReceiptVault
import Testing

@Suite struct DuplicateFilingTests {
    static let corpus = LibraryFilingTests.corpus

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.appendingPathComponent("he-0001-clean_scan.png").path)))
    func identicalBytesAreKnownBeforeOCRAndARescanIsADuplicate() throws {
        let scan = Self.corpus.appendingPathComponent("he-0001-clean_scan.png")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duplicates-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try ReceiptLibrary(root: folder.appendingPathComponent("lib"))
        let processor = try DocumentProcessor(configuration: .locating(tessdata: nil))
        let first = try #require(processor.file(FileSystemPath(scan), into: library).filing)
        try library.approve(id: first.id)

        // The same bytes under another name, through a processor whose OCR reads nothing: had it
        // run, the record would have no fields. The filing comes back as it is now: approved.
        let copy = folder.appendingPathComponent("copy of scan.png")
        try FileManager.default.copyItem(at: scan, to: copy)
        let blind = DocumentProcessor(configuration: try .locating(tessdata: nil),
                                      engine: RecordedOCREngine(RecognizedDocument(pages: [])))
        let again = try #require(blind.file(FileSystemPath(copy), into: library).filing)
        #expect(again.alreadyFiled && again.id == first.id && again.reviewStatus == "approved")
        #expect(again.record[.total]?.value == first.record[.total]?.value)

        // A rescan: the page stored as JPEG (other bytes), filed as a duplicate of the first.
        let rescan = folder.appendingPathComponent("rescan.jpg")
        try Image(encoded: Data(contentsOf: scan)).jpegData(quality: 70).write(to: rescan)
        let duplicate = try #require(processor.file(FileSystemPath(rescan), into: library).filing)
        #expect(!duplicate.alreadyFiled && duplicate.duplicateOf == first.id)
        #expect(try library.report().totals.map(\.documents) == [1])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.appendingPathComponent("he-0001-noisy_scan.jpg").path)))
    func thePageHashOfANoisyRescanIsNearAndAnotherDocumentIsFar() throws {
        // The hash of the page the pipeline prepared (straightened, cleaned), as filing takes it.
        let processor = try DocumentProcessor(configuration: .locating(tessdata: nil))
        let hash = { (name: String) throws -> String in
            let pages = processor.run(FileSystemPath(Self.corpus.appendingPathComponent(name)), keepingPages: true).pages
            return try #require(LibraryFiling.pageHash(of: pages))
        }
        let clean = try hash("he-0001-clean_scan.png")
        let noisy = try hash("he-0001-noisy_scan.jpg")
        let other = try hash("he-0003-clean_scan.png")
        let near = ReceiptLibrary.hashDistance(clean, noisy), far = ReceiptLibrary.hashDistance(clean, other)
        print("page hash distances: same paper \(near), other paper \(far) (tolerance \(ReceiptLibrary.pageHashTolerance))")
        #expect(near <= ReceiptLibrary.pageHashTolerance && far > ReceiptLibrary.pageHashTolerance)
    }
}
