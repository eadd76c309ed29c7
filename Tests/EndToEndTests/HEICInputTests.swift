// iPhone photos (HEIC) through the real pipeline: `extract` reads one as it reads the JPEG it was made
// from, a 12 MP one is decoded at half size as a 12 MP JPEG is, the library files one as a PDF of its
// page, a batch finds one by its name, and one cut short fails as a damaged file.

import DocumentModel
import Foundation
import Ingest
import Library
import Pipeline
import ReceiptVault
import Testing
import TestSupport

@Suite struct HEICInputTests {
    static let corpus = CorpusDocumentTests.corpus
    static let source = corpus.appendingPathComponent(HEICFixtures.receiptPhotoSource)

    /// The record `receiptvault extract` prints for `file`.
    private func extract(_ file: URL) throws -> DocumentRecord {
        let result = try CommandLineTests.run(["extract", file.path])
        #expect(result.status == 0, "\(file.lastPathComponent): \(result.err)")
        return try JSONDecoder().decode(DocumentRecord.self, from: Data(result.out.utf8))
    }

    /// The Corpus photo, stored sideways in a HEIC as a phone stores it, gives the JPEG's business
    /// name, date and total, and reaches the OCR upright (no orientation turn was needed).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path)
                   && FileManager.default.fileExists(atPath: source.path)))
    func extractReadsAPhoneHEICAsTheJPEGItWasMadeFrom() throws {
        let heic = try extract(HEICFixtures.receiptPhotoSideways), jpeg = try extract(Self.source)
        #expect(heic.status == .ok && heic.source.mediaType == "image/heic")
        for field in [FieldName.businessName, .date, .total] {
            #expect(heic[field]?.value != nil && heic[field]?.value == jpeg[field]?.value,
                    "\(field): HEIC \(heic[field]?.value ?? "-"), JPEG \(jpeg[field]?.value ?? "-")")
        }
        let steps = heic.pages.first?.preprocessing ?? []
        #expect(!steps.contains { $0.hasPrefix("orientation:") }, "\(steps)")
        #expect(steps.contains("quad_warp"), "\(steps)")
    }

    /// A 12 MP HEIC is checked against the pixel limit by its shown size and decoded at half size.
    @Test func aTwelveMegapixelHEICIsDecodedAtHalfSize() throws {
        let processor = try DocumentProcessor(configuration: .locating(tessdata: nil))
        let record = processor.process(HEICFixtures.markersSideways, displayPath: "IMG_0001.HEIC")
        #expect(record.status == .ok, "\(record.error?.message ?? "")")
        #expect(record.source.mediaType == "image/heic")
        #expect(record.pages.first?.preprocessing?.first == "heic_decoded_at_1/2", "\(record.pages.first?.preprocessing ?? [])")
        var configuration = try PipelineConfiguration.locating(tessdata: nil)
        configuration.limits.maxPixels = 12_000_000
        let refused = try DocumentProcessor(configuration: configuration).process(HEICFixtures.markersSideways)
        #expect(refused.error?.code == "too_large" && refused.error?.message.contains("3024×4032") == true,
                "\(refused.error?.message ?? "")")
    }

    @Test func aTruncatedHEICIsACorruptFile() throws {
        let whole = try Data(contentsOf: HEICFixtures.receiptPhotoSideways)
        let folder = try SampleDocuments.temporaryFolder("heic-cut")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cut = folder.appendingPathComponent("IMG_0002.HEIC")
        try whole.prefix(whole.count * 2 / 3).write(to: cut)
        let record = try DocumentProcessor(configuration: .locating(tessdata: nil)).process(cut)
        #expect(record.status == .error && record.error?.code == "corrupt_file")
        #expect(record.error?.message.contains("the HEIC ends inside its mdat box") == true, "\(record.error?.message ?? "")")
    }

    /// The library files a HEIC as any image: a PDF of its straightened page, its record's source a HEIC.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: source.path)))
    func theLibraryFilesAHEICAsAPDFOfItsPage() throws {
        let folder = try SampleDocuments.temporaryFolder("heic-library")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try ReceiptLibrary(root: folder)
        let filed = try DocumentProcessor(configuration: .locating(tessdata: nil))
            .file(FileSystemPath(HEICFixtures.receiptPhotoSideways), into: library)
        let filing = try #require(filed.filing, "\(filed.error ?? "")")
        #expect(filing.path.hasSuffix(".pdf"))
        #expect(filed.record.source.mediaType == "image/heic")
        let copy = try PDFDocument(data: Data(contentsOf: folder.appendingPathComponent(filing.path)), path: filing.path)
        #expect(copy.pageCount == 1)
        #expect(try library.list().count == 1)
    }

    /// A batch takes a folder's HEIC and HEIF photos by their names, in either case.
    @Test func aBatchFindsHEICAndHEIFPhotos() throws {
        let folder = try SampleDocuments.temporaryFolder("heic-batch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = try Data(contentsOf: HEICFixtures.photoCrop)
        for name in ["IMG_0001.HEIC", "IMG_0002.heic", "scan.heif"] { try photo.write(to: folder.appendingPathComponent(name)) }
        #expect(FolderScanner.inputs(under: folder).map(\.relativePath).sorted() == ["IMG_0001.HEIC", "IMG_0002.heic", "scan.heif"])
    }
}
