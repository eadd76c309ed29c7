// The time limit decides whether a document is read, never what is read of it: a second look at a
// page (the script probe's bands, the English re-reading) that runs out of time fails the page as the
// first reading would, instead of leaving the page as first read (a busy machine would then give
// another record than an idle one).

import DocumentModel
import Imaging
@testable import OCR
import Testing

struct TimeLimitTests {
    /// Reads a full page as `page` and anything smaller (a probe's band) as `band`; throws `OCRError.timedOut`
    /// where either is nil.
    final class ScriptedEngine: OCREngine {
        let page: OCRPage?, band: OCRPage?
        let fullHeight: Int

        init(page: OCRPage?, band: OCRPage?, fullHeight: Int) {
            self.page = page; self.band = band; self.fullHeight = fullHeight
        }

        func recognize(_ image: Image, pageNumber: Int, resolution: Int, timeLimit: Double?) throws -> OCRPage {
            guard let read = image.height < fullHeight ? band : page else { throw OCRError.timedOut(page: pageNumber) }
            return read
        }

        func readDigits(in image: Image, box: BoundingBox, resolution: Int) -> String? { nil }

        func readLine(in image: Image, box: BoundingBox, resolution: Int, excluding excluded: String) -> [OCRWord] { [] }
    }

    private static let latin = OCRPage.rows(["99 SPEED MART S/B (519537-X)", "LOT P.T. 2811, JALAN ANGSA, TAMAN BERKELEY",
                                             "Total Sales (Inclusive GST) RM 46", "CASH RM 46", "Thank You. Please come again"])
    private static let hebrew = OCRPage.rows(["סופר השכונה בע\"מ", "רחוב הרצל 12, תל אביב", "סה\"כ לתשלום 35.89"])

    /// A committed scan, so the page has rows of print for the probe to sample.
    private let image: Image

    init() throws { image = try CorpusScan.gray("en-0004-clean_scan.png") }

    @Test func anEnglishReReadingOutOfTimeFailsThePage() throws {
        let document = ScriptedEngine(page: Self.latin, band: Self.hebrew, fullHeight: image.height)
        let english = ScriptedEngine(page: nil, band: nil, fullHeight: image.height)
        #expect(throws: OCRError.timedOut(page: 1)) {
            try WorkerEngines(document, latin: english).recognize(image, page: 1, resolution: 300, timeLimit: 60)
        }
    }

    @Test func aProbeBandOutOfTimeFailsThePage() throws {
        let document = ScriptedEngine(page: Self.hebrew, band: nil, fullHeight: image.height)
        let english = ScriptedEngine(page: Self.latin, band: Self.latin, fullHeight: image.height)
        #expect(throws: OCRError.timedOut(page: 1)) {
            try WorkerEngines(document, latin: english).recognize(image, page: 1, resolution: 300, timeLimit: 60)
        }
    }

    @Test func aSecondLookThatFailsOtherwiseLeavesThePageAsFirstRead() throws {
        final class Failing: OCREngine {
            func recognize(_ image: Image, pageNumber: Int, resolution: Int, timeLimit: Double?) throws -> OCRPage {
                throw OCRError.recognitionFailed(page: pageNumber)
            }
            func readDigits(in image: Image, box: BoundingBox, resolution: Int) -> String? { nil }
            func readLine(in image: Image, box: BoundingBox, resolution: Int, excluding excluded: String) -> [OCRWord] { [] }
        }
        let document = ScriptedEngine(page: Self.latin, band: Self.hebrew, fullHeight: image.height)
        let read = try WorkerEngines(document, latin: Failing()).recognize(image, page: 1, resolution: 300, timeLimit: 60)
        #expect(read.page.text == Self.latin.text)
        #expect(!read.steps.contains("latin_page_reread"))
    }
}
