import DocumentModel
import Extraction
import Foundation
import Imaging
import Ingest
import Pipeline
import ReceiptVault
import Testing
import TestSupport

/// The real pipeline (Tesseract, poppler, Leptonica) on documents of the committed corpus.
@Suite(.serialized) struct CorpusDocumentTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/documents")

    /// Each test makes its own processor: Tesseract handles stay with the thread that made them.
    private func read(_ name: String) throws -> DocumentRecord {
        let processor = try DocumentProcessor(configuration: .locating(tessdata: nil))
        let record = processor.process(Self.corpus.appendingPathComponent(name), displayPath: name)
        #expect(record.status == .ok, "\(name): \(record.error?.message ?? "")")
        return record
    }

    @Test func aCleanHebrewReceiptReadsInLogicalOrderWithAmountsIntact() throws {
        let record = try read("he-0001-clean_scan.png")
        #expect(record.language == "he")
        let lines = record.text.split(separator: "\n").map(String.init)
        // Logical order: the label comes before its amount, words read right to left.
        #expect(lines.contains("סה\"כ ללא מע\"מ 30.68"))
        #expect(lines.contains("מע\"מ 17% 5.21"))
        #expect(lines.contains { $0.hasPrefix("מכולת התמר") })
        #expect(record[.date]?.value == "2024-04-25")
        #expect(record[.vatAmount]?.value == "5.21")
        #expect(record[.total]?.value == "35.89")
        #expect(record.pages.first?.textSource == .ocr)
        let steps = record.pages.first?.preprocessing ?? []
        #expect(!steps.contains("latin_page_reread") && !steps.contains("latin_page_read"))
    }

    @Test func anEnglishJPEGScan() throws {
        let record = try read("en-0009-noisy_scan.jpg")
        #expect(record.language == "en")
        #expect(record.source.mediaType == "image/jpeg")
        #expect(record.text.contains("Greenfield Bistro"))
        // A Latin page is read with the English model alone (its sampled rows said Latin); a Hebrew one is not.
        let steps = record.pages.first?.preprocessing ?? []
        #expect(steps.contains("latin_page_read") || steps.contains("latin_page_reread"))
    }

    /// The record times the steps within the OCR and detect stages ("ocr.page", "detect.survey", …):
    /// each step's time lies within its stage's, and extraction's re-reads are counted as OCR.
    @Test func aRecordTimesTheStepsOfItsStages() throws {
        let record = try read("en-0009-noisy_scan.jpg")
        let timings = record.timingsMs
        #expect((timings["ocr.page"] ?? 0) > 0 && (timings["ocr.probe"] ?? 0) > 0)
        #expect(timings["detect.survey"] != nil)
        for stage in ["ocr", "detect"] {
            let steps = timings.filter { $0.key.hasPrefix(stage + ".") }.values.reduce(0, +)
            #expect(steps > 0 && steps <= (timings[stage] ?? 0) + 2 * timings.count, "\(stage): \(timings)")
        }
        let stages = timings.filter { !$0.key.contains(".") && $0.key != "total" }.values.reduce(0, +)
        #expect(stages <= (timings["total"] ?? 0) + 5)
    }

    @Test func aTextLayerPDFIsReadWithoutOCR() throws {
        let record = try read("en-0007-text_pdf.pdf")
        #expect(record.pages.map(\.textSource) == [.textLayer])
        #expect(record.text.contains("Red Brick Supermarket"))
        #expect((record.timingsMs["ocr"] ?? 0) == 0)
    }

    @Test func aHebrewTextLayerPDFIsReadWholeWithoutOCR() throws {
        let record = try read("he-0075-text_pdf.pdf")
        #expect(record.pages.map(\.textSource) == [.textLayer])
        #expect((record.timingsMs["ocr"] ?? 0) == 0)
        let lines = record.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "חנות גלעד בע\"מ")
        // The last line of the last block, read on a second pass towards the ink it left uncovered.
        #expect(lines.last == "ניתן להחזיר מוצרים תוך 14 יום. שירות לקוחות: 04-9624770")
        #expect(record[.total]?.value == "722.80")
        #expect(record[.phone]?.value == "049624770")
    }

    @Test func anImageOnlyPDFIsRasterisedAndRead() throws {
        let record = try read("en-0004-image_pdf.pdf")
        #expect(record.pages.map(\.textSource) == [.ocr])
        #expect(record.text.contains("Greenfield Services"))
    }

    @Test func aTwoPagePDFHasTwoPages() throws {
        let record = try read("en-0024-two_page_pdf.pdf")
        #expect(record.source.pages == 2)
        #expect(record.pages.map(\.number) == [1, 2])
    }

    @Test func aJunkTextLayerIsRejectedAndThePageIsOCRed() throws {
        let record = try read("he-0003-junk_text_pdf.pdf")
        #expect(record.pages.first?.textSource == .ocr)
        #expect(record.pages.first?.preprocessing?.first?.hasPrefix("text layer not used") == true)
        #expect(record.language == "he")
    }

    @Test func aPhotoIsFoundAndStraightened() throws {
        let record = try read("he-0066-photo.jpg")
        let page = try #require(record.pages.first)
        #expect(page.quad != nil)
        #expect(page.preprocessing?.contains("quad_warp") == true)
    }
}

@Suite struct OrientationTests {
    /// `Corpus/`'s scan `name` changed by `change` (turned, laid crooked), written out and read.
    private func read(_ name: String, _ change: (Image) throws -> Image) throws -> DocumentRecord {
        let upright = try Image(encoded: Data(contentsOf: CorpusDocumentTests.corpus.appendingPathComponent(name + ".png")))
        let folder = try SampleDocuments.temporaryFolder("orientation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name + ".png")
        try change(upright).pngData().write(to: file)
        return try DocumentProcessor(configuration: .locating(tessdata: nil)).process(file)
    }

    /// How far the first page of `record` was turned clockwise to set it upright, in whole quarter
    /// turns of 90° (its deskew aside).
    private func uprightTurn(_ record: DocumentRecord) -> Int? {
        record.pages.first.map { (Int(($0.rotation / 90).rounded()) % 4 + 4) % 4 * 90 }
    }

    /// A scan lying sideways: its lines run down the page, so its preparation turns it a quarter
    /// and scales it by its print measured that way; turned clockwise it then lies upside down,
    /// which the orientation check names before the page is read.
    @Test func aSidewaysScanIsTurnedAndRead() throws {
        let record = try read("he-0001-clean_scan") { try $0.rotated(quarterTurns: 1) }
        let steps = record.pages.first?.preprocessing ?? []
        let turns = ["lines_down:90", "upright_check:180", "orientation:180"]
        #expect(steps.filter(turns.contains) == turns, "\(steps)")
        #expect(uprightTurn(record) == 270)
        #expect(record.text.contains("סה\"כ ללא מע\"מ 30.68"))
        #expect(record[.total]?.value == "35.89")
    }

    /// Scans turned by a quarter, a half or three quarters (Hebrew and English) are set upright and
    /// read: a quarter turn by their preparation (and a half more when the check names it), a half
    /// turn by the orientation check of their poor first reading.
    @Test(arguments: [("he-0001-clean_scan", 2, "35.89"), ("he-0001-clean_scan", 3, "35.89"),
                      ("en-0002-clean_scan", 1, "28.89"), ("en-0002-clean_scan", 2, "28.89"),
                      ("en-0002-clean_scan", 3, "28.89"), ("en-0004-clean_scan", 1, "29092.44"),
                      ("he-0098-clean_scan", 1, "467.68")])
    func aTurnedScanIsSetUprightAndRead(name: String, quarterTurns: Int, total: String) throws {
        let record = try read(name) { try $0.rotated(quarterTurns: quarterTurns) }
        let steps = record.pages.first?.preprocessing ?? []
        #expect(uprightTurn(record) == 90 * (4 - quarterTurns), "\(steps)")
        #expect(steps.contains("lines_down:90") == (quarterTurns != 2), "\(steps)")
        #expect(record.language == String(name.prefix(2)))
        #expect(record[.total]?.value == total)
    }

    /// A receipt laid crooked on a scanner's white bed, 30° off: there is no outline on white to warp
    /// it upright, and 30° is past the ±20° skew search; a page whose lines that search finds no
    /// confident tilt for is searched again over ±45°, and only a tilt past 20° is taken from it.
    @Test func aScanCrookedByThirtyDegreesIsStraightenedAndRead() throws {
        let record = try read("en-0002-clean_scan") { upright in
            let bed = BoundingBox(x0: 0, y0: 0, x1: upright.width, y1: upright.height)
            return try upright.isolated(bed, margin: upright.height / 2).rotated(byDegrees: 30)
        }
        let steps = record.pages.first?.preprocessing ?? []
        let skew = steps.first { $0.hasPrefix("deskew:") }.flatMap { Double($0.dropFirst("deskew:".count)) }
        #expect(skew.map { abs(abs($0) - 30) < 1 } == true, "\(steps)")
        #expect(record[.total]?.value == "28.89")
    }

    /// A scan put into a PDF as if at 72 dpi (ImageMagick's default when a scan declares no
    /// resolution): a 34 × 49 inch page, 151 megapixels at 300 dpi. It is drawn at the size
    /// preparation keeps, not refused as too large.
    @Test func aScanInAPageSizedByItsPixelsIsDrawnSmallerAndRead() throws {
        let scan = try Image(encoded: Data(contentsOf: CorpusDocumentTests.corpus.appendingPathComponent("en-0002-clean_scan.png")))
        let large = try scan.scaled(by: 3.6)   // 2466 × 3074 px, an A4 page at ~300 dpi
        large.resolution = 72
        let folder = try SampleDocuments.temporaryFolder("poster")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scan-at-72-dpi.pdf")
        try PDFWriter.pdf(pages: [large]).write(to: file)
        let record = try DocumentProcessor(configuration: .locating(tessdata: nil)).process(file)
        #expect(record.status == .ok, "\(record.error?.message ?? "")")
        let steps = record.pages.first?.preprocessing ?? []
        #expect(steps.first?.hasSuffix("; drawn at 92 dpi, a 870 × 1084 mm page") == true, "\(steps)")
        #expect(record[.total]?.value == "28.89")
    }

    /// A text PDF shown sideways (`/Rotate 90`): its text layer is set upright and read, not
    /// rejected for OCR, and every field is as the upright PDF's.
    @Test func aSidewaysTextPDFIsReadFromItsTextLayer() throws {
        let name = "he-0003-text_pdf.pdf"
        let processor = try DocumentProcessor(configuration: .locating(tessdata: nil))
        let original = CorpusDocumentTests.corpus.appendingPathComponent(name)
        let upright = processor.process(original)
        let folder = try SampleDocuments.temporaryFolder("sideways")
        defer { try? FileManager.default.removeItem(at: folder) }
        let turned = folder.appendingPathComponent(name)
        try QPDF.rotated(Data(contentsOf: original), degrees: 90).write(to: turned)
        let record = processor.process(turned)
        let page = try #require(record.pages.first)
        #expect(page.textSource == .textLayer && page.rotation == 270, "\(page)")
        #expect(page.preprocessing?.contains("orientation:270") == true, "\(page)")
        #expect(record.text == upright.text)
        #expect(FieldName.allCases.allSatisfy { record[$0]?.value == upright[$0]?.value })
        #expect(upright[.total]?.value == "73593.47")
    }
}

@Suite struct ThoroughModeTests {
    @Test func aGrainyScanIsAlsoReadWithoutTheMedianAndItsRecordingReplays() throws {
        let file = CorpusDocumentTests.corpus.appendingPathComponent("en-0009-noisy_scan.jpg")
        var configuration = try PipelineConfiguration.locating(tessdata: nil)
        let plain = try DocumentProcessor(configuration: configuration).run(FileSystemPath(file))
        #expect(plain.record.pages.first?.preprocessing?.contains("denoise:median3") == true)
        #expect(plain.recognized.secondReading == nil)
        configuration.thorough = true
        let result = try DocumentProcessor(configuration: configuration).run(FileSystemPath(file))
        let steps = result.record.pages.first?.preprocessing ?? []
        #expect(steps.contains("second_reading:without_median"), "\(steps)")
        #expect(result.record.timingsMs["ocr.second_reading"] != nil)
        let second = try #require(result.recognized.secondReading)
        #expect(second.pages.count == 1 && second.pages[0].words != result.recognized.pages[0].words)
        let replayed = ReceiptExtractor().extract(result.recognized)
        #expect(FieldName.allCases.allSatisfy { replayed.fields[$0] == result.record[$0] })
    }
}

@Suite struct LongDocumentSecondReadingTests {
    @Test func aLongPDFOfPhotosReadsOnlyItsFirstAndLastPagesASecondTime() throws {
        let photo = try Image(encoded: Data(contentsOf: CorpusDocumentTests.corpus.appendingPathComponent("en-0062-photo.jpg")))
        let folder = try SampleDocuments.temporaryFolder("long-photos")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("four-photos.pdf")
        try PDFWriter.pdf(pages: Array(repeating: photo, count: 4)).write(to: file)
        let result = try DocumentProcessor(configuration: .locating(tessdata: nil)).run(FileSystemPath(file))
        let read = result.record.pages.map { $0.preprocessing?.contains("second_reading:closing") == true }
        // Every page straightened from a photo, but only the header's page and the totals' page read again:
        // the second images wait for the first extraction, so a long document would hold them all.
        #expect(result.record.pages.allSatisfy { $0.preprocessing?.contains("quad_warp") == true })
        #expect(read == [true, false, false, true], "\(result.record.pages.map(\.preprocessing))")
        let second = try #require(result.recognized.secondReading)
        #expect(second.pages[1].words == result.recognized.pages[1].words)
        #expect(second.pages[0].words != result.recognized.pages[0].words)
    }
}

@Suite struct LargePhotoTests {
    @Test func aTwelveMegapixelPhotoIsDecodedReducedAndItsQuadReportedInOriginalPixels() throws {
        let name = "en-0002-photo"
        let corpus = CorpusDocumentTests.corpus
        let label = try JSONDecoder().decode(DocumentLabel.self, from: Data(contentsOf: corpus.appendingPathComponent(name + ".json")))
        let result = try DocumentProcessor(configuration: .locating(tessdata: nil))
            .run(FileSystemPath(corpus.appendingPathComponent(name + ".jpg")))
        let record = result.record
        let page = try #require(record.pages.first)
        #expect(page.preprocessing?.contains("jpeg_decoded_at_1/2") == true)
        let found = try #require(page.quad), truth = try #require(label.quad)
        let diagonal = (4000.0 * 4000 + 3000 * 3000).squareRoot()
        #expect(found.maxCornerDistance(to: truth) < 0.02 * diagonal, "quad \(found) vs \(truth)")
        #expect(record[.total]?.value == label[.total])
        // Straightened and flattened, the photo was read from a second preparation too, and its
        // recording replays to the same fields.
        #expect(page.preprocessing?.contains("second_reading:closing") == true, "\(page.preprocessing ?? [])")
        #expect(record.timingsMs["ocr.second_reading"] != nil)
        let second = try #require(result.recognized.secondReading)
        #expect(second.pages.count == 1 && second.pages[0].words != result.recognized.pages[0].words)
        let replayed = ReceiptExtractor().extract(result.recognized)
        #expect(FieldName.allCases.allSatisfy { replayed.fields[$0] == record[$0] })
    }
}
