// The orientation check of a poorly read page: only a confident estimate costs a reading, at the one
// turn it names, and that reading replaces the first only when it reads clearly better.

import DocumentModel
import Imaging
@testable import OCR
import Testing

struct PageOrientationCheckTests {
    /// Reads an image as twelve words when it is the right way up (`isUpright`) and two otherwise,
    /// counting its readings.
    class UprightSensitiveEngine: OCREngine {
        var readings = 0

        func isUpright(_ image: Image) throws -> Bool { true }

        func recognize(_ image: Image, pageNumber: Int, resolution: Int, timeLimit: Double?) throws -> OCRPage {
            readings += 1
            let words = (0..<(try isUpright(image) ? 12 : 2)).map { index in
                OCRWord(text: "word\(index)", box: BoundingBox(x0: 10, y0: 10 + 40 * index, x1: 90, y1: 40 + 40 * index),
                        confidence: 0.9)
            }
            return OCRPage(number: pageNumber, width: image.width, height: image.height, textSource: .ocr,
                           lines: words.map { OCRLine(words: [$0], box: $0.box) })
        }

        func readDigits(in image: Image, box: BoundingBox, resolution: Int) -> String? { nil }

        func readLine(in image: Image, box: BoundingBox, resolution: Int, excluding excluded: String) -> [OCRWord] { [] }
    }

    /// Reads a wide image (the tall test page turned a quarter) as twelve words and a tall one as two.
    final class TurnSensitiveEngine: UprightSensitiveEngine {
        override func isUpright(_ image: Image) throws -> Bool { image.width > image.height }
    }

    /// Reads a tall image (the test page lying sideways) as forty one-letter fragments and a wide
    /// one as twelve words, counting its readings.
    final class FragmentingEngine: OCREngine {
        var readings = 0

        func recognize(_ image: Image, pageNumber: Int, resolution: Int, timeLimit: Double?) throws -> OCRPage {
            readings += 1
            let wide = image.width > image.height
            let words = (0..<(wide ? 12 : 40)).map { index in
                OCRWord(text: wide ? "word\(index)" : ["i", "7", "oe", "|"][index % 4],
                        box: BoundingBox(x0: 10, y0: 10 + 40 * index, x1: 90, y1: 40 + 40 * index), confidence: 0.8)
            }
            return OCRPage(number: pageNumber, width: image.width, height: image.height, textSource: .ocr,
                           lines: words.map { OCRLine(words: [$0], box: $0.box) })
        }

        func readDigits(in image: Image, box: BoundingBox, resolution: Int) -> String? { nil }

        func readLine(in image: Image, box: BoundingBox, resolution: Int, excluding excluded: String) -> [OCRWord] { [] }
    }

    /// Reads a page with a dark mark in its top left corner (the right way up) as twelve words, and
    /// the same page turned a half (the mark bottom right) as two.
    final class HalfTurnSensitiveEngine: UprightSensitiveEngine {
        override func isUpright(_ image: Image) throws -> Bool { try image.grayPixels()[2, 2] < 128 }

        /// A tall page marked in its top left corner turned a half: upside down.
        static func upsideDownPage() throws -> Image {
            var pixels = GrayPixels(width: 100, height: 300, filledWith: 255)
            for y in 0..<5 { for x in 0..<5 { pixels[x, y] = 0 } }
            return try Image(pixels).rotated(quarterTurns: 2)
        }
    }

    /// An orientation check that always gives `estimate` and reads nothing, counting its checks.
    final class FixedOrientation: OCREngine {
        let estimate: OrientationEstimate?
        var checks = 0

        init(_ estimate: OrientationEstimate?) { self.estimate = estimate }

        func detectOrientation(in image: Image, resolution: Int) -> OrientationEstimate? {
            checks += 1
            return estimate
        }

        func recognize(_ image: Image, pageNumber: Int, resolution: Int, timeLimit: Double?) throws -> OCRPage {
            throw OCRError.recognitionFailed(page: pageNumber)
        }

        func readDigits(in image: Image, box: BoundingBox, resolution: Int) -> String? { nil }

        func readLine(in image: Image, box: BoundingBox, resolution: Int, excluding excluded: String) -> [OCRWord] { [] }
    }

    /// Reads a tall blank page with `engine`, the check answering `estimate`.
    private func read(with engine: TurnSensitiveEngine, estimate: OrientationEstimate?) throws -> RecognizedImage {
        let engines = WorkerEngines(document: OnDemandEngine(engine), latin: nil,
                                    orientation: OnDemandEngine(FixedOrientation(estimate)),
                                    unavailable: .initFailed(languages: "", folder: ""))
        return try engines.recognize(Image.gray(width: 100, height: 300), page: 1, resolution: 300, timeLimit: 60)
    }

    @Test func aConfidentCheckCostsOneReadingAtTheTurnItNames() throws {
        let engine = TurnSensitiveEngine()
        let result = try read(with: engine, estimate: OrientationEstimate(uprightTurns: 1, confidence: 9))
        #expect(engine.readings == 2)
        #expect(result.quarterTurns == 1 && result.page.words.count == 12)
        #expect(result.steps.contains("orientation:90"))
    }

    @Test(arguments: [nil, OrientationEstimate(uprightTurns: 1, confidence: 0.5), OrientationEstimate(uprightTurns: 0, confidence: 9)])
    func anUnsureOrUprightCheckCostsNoReading(estimate: OrientationEstimate?) throws {
        let engine = TurnSensitiveEngine()
        let result = try read(with: engine, estimate: estimate)
        #expect(engine.readings == 1)
        #expect(result.quarterTurns == 0)
        #expect(result.steps.contains { $0.hasPrefix("upright_check:") })
    }

    /// A photo's second preparation is read the way its first reading settled: one reading, at the
    /// first's quarter turn, without the orientation check the poorly read upright page needed.
    @Test func aSecondPreparationIsReadOnceAtTheFirstReadingsTurn() throws {
        let engine = TurnSensitiveEngine()
        let orientation = FixedOrientation(OrientationEstimate(uprightTurns: 1, confidence: 9))
        let engines = WorkerEngines(document: OnDemandEngine(engine), latin: nil, orientation: OnDemandEngine(orientation),
                                    unavailable: .initFailed(languages: "", folder: ""))
        let page = try Image.gray(width: 100, height: 300)
        let first = try engines.recognize(page, page: 1, resolution: 300, timeLimit: 60)
        #expect(engine.readings == 2 && first.quarterTurns == 1)
        let second = try engines.recognize(page, settled: first.settlement, page: 1, resolution: 300, timeLimit: 60)
        #expect(engine.readings == 3)
        #expect(second.quarterTurns == 1 && second.page.words.count == 12)
        #expect(second.image.width == first.image.width && second.image.height == first.image.height)
        #expect(!second.steps.contains { $0.hasPrefix("upright_check:") })
    }

    /// A page read as fragments lies a quarter turned, whatever the check says of it (unsure of faint
    /// print, or naming no turn): it is read at both quarter turns, and the first clearly better
    /// reading kept.
    @Test(arguments: [nil, OrientationEstimate(uprightTurns: 0, confidence: 9)])
    func aPageReadAsFragmentsIsReadAtBothQuarterTurns(estimate: OrientationEstimate?) throws {
        let engine = FragmentingEngine()
        let engines = WorkerEngines(document: OnDemandEngine(engine), latin: nil,
                                    orientation: OnDemandEngine(FixedOrientation(estimate)),
                                    unavailable: .initFailed(languages: "", folder: ""))
        let result = try engines.recognize(Image.gray(width: 100, height: 300), page: 1, resolution: 300, timeLimit: 60)
        #expect(engine.readings == 3)
        #expect(result.quarterTurns == 1 && result.page.words.count == 12)
        #expect(result.steps.contains("orientation:90"))
    }

    /// A page whose lines preparation counted running across it cannot lie sideways: read as
    /// fragments (a blurred photo), it is not read at the quarter turns the check did not name.
    @Test func aPageWhoseLinesRunAcrossIsNotReadAtQuarterTurnsForItsFragments() throws {
        let engine = FragmentingEngine()
        let engines = WorkerEngines(document: OnDemandEngine(engine), latin: nil,
                                    orientation: OnDemandEngine(FixedOrientation(nil)),
                                    unavailable: .initFailed(languages: "", folder: ""))
        let result = try engines.recognize(Image.gray(width: 100, height: 300), page: 1, resolution: 300, timeLimit: 60,
                                           lines: .across)
        #expect(engine.readings == 1)
        #expect(result.quarterTurns == 0 && result.steps.contains("upright_check:unsure"))
    }

    /// When the check names the quarter turn and that reading is clearly better, the other quarter
    /// turn is not read.
    @Test func aConfidentQuarterTurnOfAFragmentedReadingCostsOneReading() throws {
        let engine = FragmentingEngine()
        let engines = WorkerEngines(document: OnDemandEngine(engine), latin: nil,
                                    orientation: OnDemandEngine(FixedOrientation(OrientationEstimate(uprightTurns: 3, confidence: 9))),
                                    unavailable: .initFailed(languages: "", folder: ""))
        let result = try engines.recognize(Image.gray(width: 100, height: 300), page: 1, resolution: 300, timeLimit: 60)
        #expect(engine.readings == 2)
        #expect(result.quarterTurns == 3 && result.steps.contains("orientation:270"))
    }

    /// A page its preparation turned a quarter because its lines ran down it may lie upside down:
    /// a sure check turns it a half before its one reading, a check naming no turn leaves it.
    @Test(arguments: [(2, 2), (0, 0)])
    func aPageTurnedByItsPreparationIsCheckedBeforeItIsRead(named: Int, quarterTurns: Int) throws {
        let engine = HalfTurnSensitiveEngine()
        let engines = WorkerEngines(document: OnDemandEngine(engine), latin: nil,
                                    orientation: OnDemandEngine(FixedOrientation(OrientationEstimate(uprightTurns: named, confidence: 9))),
                                    unavailable: .initFailed(languages: "", folder: ""))
        let result = try engines.recognize(HalfTurnSensitiveEngine.upsideDownPage(), page: 1, resolution: 300,
                                           timeLimit: 60, lines: .down)
        #expect(engine.readings == 1)
        #expect(result.quarterTurns == quarterTurns)
        #expect(result.steps.first == "upright_check:\(90 * named)")
    }

    /// When the check is unsure of a page its preparation turned and the page reads poorly, it is
    /// read turned a half too, and the clearly better reading kept; a page not turned by its
    /// preparation is not. Either way the check is asked once.
    @Test(arguments: [true, false])
    func anUnsureCheckOfATurnedPageReadsItAtAHalfTurnToo(linesRanDown: Bool) throws {
        let engine = HalfTurnSensitiveEngine()
        let check = FixedOrientation(nil)
        let engines = WorkerEngines(document: OnDemandEngine(engine), latin: nil,
                                    orientation: OnDemandEngine(check),
                                    unavailable: .initFailed(languages: "", folder: ""))
        let result = try engines.recognize(HalfTurnSensitiveEngine.upsideDownPage(), page: 1, resolution: 300,
                                           timeLimit: 60, lines: linesRanDown ? .down : .unclear)
        #expect(engine.readings == (linesRanDown ? 2 : 1))
        #expect(result.quarterTurns == (linesRanDown ? 2 : 0))
        #expect(result.page.words.count == (linesRanDown ? 12 : 2))
        #expect(check.checks == 1)
    }

    @Test func aWrongGuessNeverReplacesTheReading() throws {
        let engine = TurnSensitiveEngine()
        let result = try read(with: engine, estimate: OrientationEstimate(uprightTurns: 2, confidence: 9))
        #expect(engine.readings == 2)
        #expect(result.quarterTurns == 0 && result.page.words.count == 2)
        #expect(result.steps == ["upright_check:180"])
    }

    /// A reading of `texts`, one word to a line, each at `confidence`.
    private func reading(_ texts: [String], confidence: Double) -> OCRPage {
        let words = texts.enumerated().map { index, text in
            OCRWord(text: text, box: BoundingBox(x0: 10, y0: 10 + 30 * index, x1: 90, y1: 35 + 30 * index), confidence: confidence)
        }
        return OCRPage(number: 1, width: 1000, height: 3000, textSource: .ocr, lines: words.map { OCRLine(words: [$0], box: $0.box) })
    }

    /// A page read sideways: Tesseract reads each turned line's glyphs as one- and two-letter words,
    /// hundreds of them, with fair confidence (dev's A4 scans turned a quarter: 84–97% of their words,
    /// mean confidence 0.64–0.67, so neither few words nor low confidence gave them away).
    private let sideways = (0..<300).map { ["i", "Ti", "7", "oe", "|", "ww", "a", "‘ו"][$0 % 8] }
        + (0..<30).map { ["ror", "Roe", "faba"][$0 % 3] }

    @Test func aReadingOfWordFragmentsLooksSideways() {
        let turned = PageOrientation.looksMisoriented(reading(sideways, confidence: 0.7))
        #expect(turned)
        // A receipt read upright: its quantities, signs and short words are a third of its words.
        let upright = (0..<120).map { ["חלב", "3%", "1", "12.90", "לחם", "x", "סה\"כ", "TOTAL", "₪", "29.80"][$0 % 10] }
        let uprightLooksTurned = PageOrientation.looksMisoriented(reading(upright, confidence: 0.7))
        #expect(!uprightLooksTurned)
    }

    @Test func wordFragmentsDoNotOutweighAPagesWordsReadTheRightWayUp() {
        let turned = reading(sideways, confidence: 0.7)
        let upright = reading((0..<100).map { ["Brightpath", "Power", "Light", "Invoice", "12.90", "Total"][$0 % 6] },
                              confidence: 0.9)
        let (uprightWins, turnedWins) = (PageOrientation.isClearlyBetter(upright, than: turned),
                                         PageOrientation.isClearlyBetter(turned, than: upright))
        #expect(uprightWins && !turnedWins)
    }
}
