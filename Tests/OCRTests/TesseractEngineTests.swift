// The Tesseract engine on committed corpus scans: what a re-read, or a document read before, leaves
// behind for the next page.

import DocumentModel
import Foundation
import Imaging
@testable import OCR
import Testing

@Suite struct TesseractEngineTests {
    /// A digits-only re-read (PSM 6) leaves the engine reading pages as it was made to, whatever
    /// re-reads came before.
    @Test(arguments: [PageSegmentation.auto, .singleBlock])
    func digitsRereadPutsTheSegmentationBack(segmentation: PageSegmentation) throws {
        let image = try CorpusScan.gray("en-0004-clean_scan.png")
        let engine = try TesseractEngine(tessdata: TessdataLocator.locate(languages: "heb+eng", explicit: nil),
                                         segmentation: segmentation)
        _ = engine.readDigits(in: image, box: BoundingBox(x0: 0, y0: 0, x1: image.width, y1: min(200, image.height)))
        #expect(engine.currentSegmentation == segmentation)
    }

    /// Tesseract's OpenMP parallel regions run on the reading thread (serial_openmp.c), not through
    /// libgomp's team of one: the program exports the entry points and libtesseract binds to them, so a
    /// page read adds to their count. Without the export the linker drops them or libgomp's come first.
    @Test func openMPRegionsRunOnTheReadingThread() throws {
        #expect(TesseractEngine.runsOpenMPRegionsInPlace)
        let before = TesseractEngine.openMPRegionsRunInPlace
        let engine = try TesseractEngine(tessdata: TessdataLocator.locate(languages: "heb+eng", explicit: nil))
        let page = try engine.recognize(try CorpusScan.gray("en-0004-clean_scan.png"), pageNumber: 1)
        #expect(page.words.contains { $0.text.contains(where: \.isLetter) })
        #expect(TesseractEngine.openMPRegionsRunInPlace > before)
    }

    /// The program does not link libtesseract: it is opened by name with the first engine, and a
    /// library that cannot be opened is an error that says so, not a program that cannot start.
    @Test func libtesseractIsOpenedByNameAndItsAbsenceIsReported() throws {
        let tess = try TesseractEngine.open(TesseractEngine.soname).get()
        #expect(tess.TessVersion().map { String(cString: $0) } == TesseractEngine.version)
        #expect(TesseractEngine.loadFailure == nil)
        guard case let .failure(.libraryMissing(reason)) = TesseractEngine.open("libtesseract-not-installed.so.9") else {
            Issue.record("a missing library opened")
            return
        }
        #expect(reason.contains("libtesseract-not-installed.so.9"))
        #expect(OCRError.libraryMissing(reason: reason).description.contains("apt-get install libtesseract5"))
        // A library that is there but is not libtesseract lacks its functions.
        guard case let .failure(.libraryMissing(lacking)) = TesseractEngine.open("libz.so.1") else {
            Issue.record("zlib taken for libtesseract")
            return
        }
        #expect(lacking == "libz.so.1 has no function TessVersion")
    }

    /// The LSTM's tensor index runs as stride_index.c defines it: libtesseract binds to the program's
    /// methods (without the export it binds to its own), and they answer as the library's own do on
    /// every position in and around maps of one to five images, the one size of a line and sizes that
    /// differ — a page read the same. A method that answered otherwise would make every reading
    /// differ; the records of the four evaluation sets are as with the library's methods.
    @Test func theTensorIndexIsInlinedAndAnswersAsTheLibrarysOwn() throws {
        #expect(TesseractEngine.indexesTensorsInPlace)
        let maps: [(heights: [Int32], widths: [Int32])] = [
            ([1], [1]), ([36], [9]), ([3, 5], [6, 2]), ([1, 4, 3], [5, 4, 3]), ([6, 7, 2], [5, 4, 5]),
            ([2, 2, 7, 1, 3], [4, 1, 2, 6, 6]),
        ]
        for map in maps {
            #expect(TesseractEngine.tensorIndexDisagreements(heights: map.heights, widths: map.widths) == 0)
        }
    }

    /// The LSTM's first convolution defined in the program reads pages exactly as the library's own:
    /// fresh engines (each its own randomizer, seeded alike, which fills the positions off the
    /// image) read a Latin and a Hebrew scan with each, and every word, box and confidence is the same.
    /// Any change to what the convolution stacks, or to the randomizer's order, changes the readings.
    /// Serialized: each case switches the process to the library's convolution for its second reading.
    @Test(.serialized, arguments: ["en-0004-clean_scan.png", "he-0001-clean_scan.png"])
    func theConvolutionReadsAsTheLibrarysOwn(scan: String) throws {
        #expect(TesseractEngine.InPlacePart.convolution.inPlace)
        try expectReadsAlike(scan, otherwise: TesseractEngine.InPlacePart.convolution.withLibrary)
    }

    /// Each part computed in the program is in place, its check at load found every value, byte or
    /// image the same as the library's (every rounding edge and table cell, NaN, infinities, values
    /// past the tables; thresholds and `hi_values` of every kind), and a Latin and a Hebrew scan read
    /// with it and with the library's own give the same words, boxes and confidences. Wrong builds
    /// tried fail here: a rounding half to even in the time steps, a maxpool taking equal values, the
    /// tanh's sign test at ≤ 0, the output gate given tanh (232 words against 143), the threshold's
    /// nibbles not reversed or `>=` for `>`. Serialized: each case switches the process to the
    /// library's function.
    @Test(.serialized, arguments: TesseractEngine.InPlacePart.allCases.filter { $0 != .convolution },
          ["en-0004-clean_scan.png", "he-0001-clean_scan.png"])
    func eachComputedPartReadsAsTheLibrarysOwn(part: TesseractEngine.InPlacePart, scan: String) throws {
        #expect(part.inPlace)
        #expect(part.disagreements == 0)
        try expectReadsAlike(scan, otherwise: part.withLibrary)
    }

    /// Expects `scan` read by a fresh engine to give the same words, boxes and confidences as a fresh
    /// engine reading it inside `otherwise`, which switches the process to the library's own methods.
    private func expectReadsAlike(_ scan: String, otherwise: (() throws -> OCRPage) throws -> OCRPage) throws {
        let image = try CorpusScan.gray(scan)
        let tessdata = try TessdataLocator.locate(languages: "heb+eng", explicit: nil)
        let ours = try TesseractEngine(tessdata: tessdata).recognize(image, pageNumber: 1)
        let theirs = try otherwise { try TesseractEngine(tessdata: tessdata).recognize(image, pageNumber: 1) }
        #expect(ours.words.count > 20)
        #expect(ours.words.count == theirs.words.count)
        let differing = zip(ours.words, theirs.words).filter { $0 != $1 }.count
        #expect(differing == 0, "words read otherwise than with the library's own methods")
    }

    /// A page being read is held once: Tesseract copies every image it is given, and the image then
    /// holds that copy (its own pixels let go) — the same pixels, read the same again.
    @Test func theImageReadHoldsTheEnginesCopyOfItsPixels() throws {
        let image = try CorpusScan.gray("en-0004-clean_scan.png")
        let before = try image.pngData()
        let own = image.pix
        let engine = try TesseractEngine(tessdata: TessdataLocator.locate(languages: "heb+eng", explicit: nil))
        let first = try engine.recognize(image, pageNumber: 1)
        #expect(image.pix != own)
        #expect(try image.pngData() == before)
        #expect(try engine.recognize(image, pageNumber: 1) == first)
    }

    /// The boxes of a page an engine read are read without copying the page again (11 ms for a
    /// photo's page): the engine keeps the page, the image holds the same pixels through the
    /// re-reads, and each box reads as a fresh engine given the page reads it. Another engine given
    /// the page makes the first let go (the page is never held twice), and so does `letGoOfPage`.
    @Test func boxesOfAPageAnEngineHoldsAreReadWithoutCopyingItAgain() throws {
        let tessdata = try TessdataLocator.locate(languages: "heb+eng", explicit: nil)
        let image = try CorpusScan.gray("en-0004-clean_scan.png")
        let engine = try TesseractEngine(tessdata: tessdata)
        let page = try engine.recognize(image, pageNumber: 1)
        let held = image.pix
        let boxes = page.lines.filter { $0.box.width < image.width / 2 }.prefix(6).map(\.box)
        #expect(boxes.count == 6)
        let lines = boxes.map { engine.readLine(in: image, box: $0, resolution: 300, excluding: "") }
        let digits = boxes.map { engine.readDigits(in: image, box: $0) }
        #expect(image.pix == held)
        #expect(lines.filter { !$0.isEmpty }.count >= 4)

        let fresh = try boxes.map { try TesseractEngine(tessdata: tessdata).readLine(in: image, box: $0, resolution: 300, excluding: "") }
        let freshDigits = try boxes.map { try TesseractEngine(tessdata: tessdata).readDigits(in: image, box: $0) }
        #expect(lines == fresh)
        #expect(digits == freshDigits)
        #expect(image.pix != held)
        #expect(!engine.holdsAPage)

        let other = image.pix
        _ = engine.readLine(in: image, box: boxes[0], resolution: 300, excluding: "")
        #expect(image.pix != other)
        let again = image.pix
        #expect(engine.holdsAPage)
        engine.letGoOfPage()
        #expect(!engine.holdsAPage)
        _ = engine.readLine(in: image, box: boxes[0], resolution: 300, excluding: "")
        #expect(image.pix != again)
        #expect(try engine.recognize(image, pageNumber: 1) == page)
    }

    /// So is a page given to the orientation check: its pixels are not held twice while the check
    /// reads them, and they are the same after it.
    @Test func theImageCheckedForOrientationHoldsTheEnginesCopyOfItsPixels() throws {
        let image = try CorpusScan.gray("en-0004-clean_scan.png")
        let before = try image.pngData()
        let own = image.pix
        let engine = try TesseractEngine(tessdata: TessdataLocator.locate(languages: TesseractEngine.orientationModel,
                                                                          explicit: nil),
                                         languages: TesseractEngine.orientationModel)
        let estimate = engine.detectOrientation(in: image, resolution: 300)
        #expect(image.pix != own)
        #expect(try image.pngData() == before)
        #expect(engine.detectOrientation(in: image, resolution: 300) == estimate)
    }

    /// A worker's engines read a page, and re-read its boxes, the same after another document, its
    /// re-readings (digits-only, single lines, a blacklist) and an orientation check as fresh engines
    /// do: what a worker read before (with `--jobs 2`, whichever documents timing handed it) never
    /// changes a record.
    @Test func aPageReadsTheSameAfterAnotherDocumentAsOnFreshEngines() throws {
        let tessdata = try TessdataLocator.locate(languages: "heb+eng", explicit: nil)
        func engines() throws -> WorkerEngines {
            try WorkerEngines(tessdata: tessdata, languages: "heb+eng", segmentation: .singleBlock)
        }
        func reading(_ image: Image, with engines: WorkerEngines) throws -> (words: [OCRWord], rereadings: [Rereading]) {
            let read = try engines.recognize(image, page: 1, resolution: 300, timeLimit: 120)
            var rereader = PageRereader(engines: engines)
            rereader.keep(read.image, resolution: 300, latin: read.settlement.latin, page: 1, of: 1)
            let boxes = read.page.words.filter { $0.text.contains(where: \.isNumber) }.prefix(4).map(\.box)
            let kinds: [RereadRequest.Kind] = [.digits, .digitsDocumentModel, .digitsAlone, .lineAlone]
            let requests = boxes.flatMap { box in kinds.map { RereadRequest($0, page: 1, box: box) } }
                + boxes.prefix(1).map { RereadRequest(.trailingDigits, page: 1, box: $0, count: 2) }
            return (read.page.words, rereader.answers(to: requests))
        }
        let hebrew = try CorpusScan.gray("he-0001-noisy_scan.jpg"), latin = try CorpusScan.gray("en-0004-clean_scan.png")
        let fresh = try reading(hebrew, with: engines())

        let worker = try engines()
        _ = try reading(latin, with: worker)
        let top = BoundingBox(x0: 0, y0: 0, x1: latin.width, y1: min(200, latin.height))
        _ = try worker.documentEngine().readLine(in: latin, box: top, resolution: 300, excluding: "0123456789")
        _ = worker.orientation?.engine?.detectOrientation(in: latin, resolution: 300)
        let after = try reading(hebrew, with: worker)
        #expect(!fresh.words.isEmpty && fresh.rereadings.count >= 4)
        #expect(after.words == fresh.words)
        #expect(after.rereadings == fresh.rereadings)
    }
}

@Suite struct PageRereaderTests {
    /// A page whose image was let go (read a second time, from another preparation) reads nothing
    /// until an image is kept for it again; the other pages' boxes read as before.
    /// A two-page rereader over a clean English scan read with heb+eng engines, page 1 kept as read
    /// with the English model when `firstLatin`, and the box of a word with digits.
    private static func rereader(firstLatin: Bool) throws -> (rereader: PageRereader, image: Image, box: BoundingBox) {
        let engines = try WorkerEngines(tessdata: TessdataLocator.locate(languages: "heb+eng", explicit: nil),
                                        languages: "heb+eng", segmentation: .singleBlock)
        let image = try CorpusScan.gray("en-0004-clean_scan.png")
        let read = try engines.recognize(image, page: 1, resolution: 300, timeLimit: 120)
        let box = try #require(read.page.words.first { $0.text.contains(where: \.isNumber) }).box
        var rereader = PageRereader(engines: engines)
        rereader.keep(read.image, resolution: 300, latin: firstLatin, page: 1, of: 2)
        rereader.keep(read.image, resolution: 300, latin: false, page: 2, of: 2)
        return (rereader, read.image, box)
    }

    @Test func aPageLetGoReadsNothingUntilKeptAgain() throws {
        var (rereader, image, box) = try Self.rereader(firstLatin: false)
        let requests = [RereadRequest(.digits, page: 1, box: box), RereadRequest(.digits, page: 2, box: box)]
        let before = rereader.answers(to: requests).map(\.text)
        #expect(before[0] != nil && before[0] == before[1])

        rereader.letGo(ofPage: 1)
        #expect(rereader.answers(to: requests).map(\.text) == [nil, before[1]])
        rereader.keep(image, resolution: 300, latin: false, page: 1, of: 2)
        #expect(rereader.answers(to: requests).map(\.text) == before)
    }

    /// A page read with the English model is not asked again in the document's model (heb+eng): its
    /// digits-only re-reading in the document's model reads nothing; a page read in the document's
    /// model is asked.
    @Test func aPageReadInEnglishIsNotAskedInTheDocumentsModel() throws {
        let (rereader, _, box) = try Self.rereader(firstLatin: true)
        let answers = rereader.answers(to: [RereadRequest(.digitsDocumentModel, page: 1, box: box),
                                            RereadRequest(.digitsDocumentModel, page: 2, box: box),
                                            RereadRequest(.digits, page: 1, box: box)]).map(\.text)
        #expect(answers[0] == nil && answers[1] != nil && answers[2] != nil)
    }

    /// A box is read as a masked number's last four only where its glyphs show the mask: "****2955"
    /// of a clean Corpus scan, not the amount printed beside it on the same row.
    @Test func maskedDigitsAreReadOnlyAfterAMask() throws {
        let engines = try WorkerEngines(tessdata: TessdataLocator.locate(languages: "heb+eng", explicit: nil),
                                        languages: "heb+eng", segmentation: .singleBlock)
        let read = try engines.recognize(try CorpusScan.gray("en-0007-clean_scan.png"), page: 1, resolution: 300,
                                         timeLimit: 120)
        let words = read.page.words
        let masked = try #require(words.first { $0.text.hasSuffix("2955") }).box
        let amount = try #require(words.first { $0.text == "191.08" }).box
        var rereader = PageRereader(engines: engines)
        rereader.keep(read.image, resolution: 300, latin: false, page: 1, of: 1)
        let answers = rereader.answers(to: [RereadRequest(.maskedDigits, page: 1, box: masked, count: 4),
                                            RereadRequest(.maskedDigits, page: 1, box: amount, count: 4)])
        #expect(answers.map(\.text) == ["2955", nil])
    }
}

/// A row is re-read as a line in the model its page was read with: the English one on a page the
/// English model read (heb+eng reads a bold English row with Hebrew letters in it, which confirm
/// nothing), the document's own on a Hebrew page.
@Suite struct LineRereadModelTests {
    /// Reads every line as its own name.
    final class NamedEngine: OCREngine {
        let name: String
        init(name: String) { self.name = name }
        func recognize(_ image: Image, pageNumber: Int, resolution: Int, timeLimit: Double?) throws -> OCRPage {
            OCRPage(number: pageNumber, width: image.width, height: image.height, textSource: .ocr, lines: [])
        }
        func readDigits(in image: Image, box: BoundingBox, resolution: Int) -> String? { nil }
        func readLine(in image: Image, box: BoundingBox, resolution: Int, excluding excluded: String) -> [OCRWord] {
            [OCRWord(text: name, box: box, confidence: 0.9)]
        }
    }

    @Test func aRowIsReadAloneInTheModelItsPageWasReadWith() throws {
        let engines = WorkerEngines(NamedEngine(name: "heb+eng"), latin: NamedEngine(name: "eng"))
        var rereader = PageRereader(engines: engines)
        let image = try Image.gray(width: 400, height: 300)
        rereader.keep(image, resolution: 300, latin: true, page: 1, of: 2)
        rereader.keep(image, resolution: 300, latin: false, page: 2, of: 2)
        let row = BoundingBox(x0: 40, y0: 40, x1: 300, y1: 70)
        let answers = rereader.answers(to: [RereadRequest(.lineAlone, page: 1, box: row),
                                            RereadRequest(.lineAlone, page: 2, box: row)]).map(\.text)
        #expect(answers == ["eng", "heb+eng"])
    }
}

@Suite struct RowRereadTests {
    /// A row re-read as one line (`readLine`) reads that row, where it is on the page, whether its
    /// box spans the whole page width or part of it. Given the page and a rectangle as wide as the
    /// page, Tesseract 5.3 cut its line images from the whole page at the rectangle's coordinates
    /// (`Tesseract::BestPix`) and read a strip near the page's bottom ("רררר9.\"'פבנ" for "93
    /// Queen's Road, Exeter"); the box is now cut out and given alone.
    @Test(arguments: [true, false])
    func aRowReadsAsItself(fullWidth: Bool) throws {
        let image = try CorpusScan.gray("en-0004-clean_scan.png")
        let engine = try TesseractEngine(tessdata: TessdataLocator.locate(languages: "eng", explicit: nil),
                                         segmentation: .singleBlock)
        let page = try engine.recognize(image, pageNumber: 1, resolution: 300)
        let lines = page.lines.filter { $0.words.count >= 3 && $0.words.allSatisfy { $0.confidence > 0.8 } }
        try #require(lines.count >= 3)
        for line in [lines[0], lines[lines.count / 2], lines[lines.count - 1]] {
            let top = line.words.map(\.box.y0).min()!, bottom = line.words.map(\.box.y1).max()!
            let left = line.words.map(\.box.x0).min()!, right = line.words.map(\.box.x1).max()!
            let box = fullWidth
                ? BoundingBox(x0: 0, y0: max(0, top - 6), x1: image.width, y1: min(image.height, bottom + 6))
                : BoundingBox(x0: max(0, left - 12), y0: max(0, top - 6), x1: min(image.width, right + 12),
                              y1: min(image.height, bottom + 6))
            let reread = engine.readLine(in: image, box: box, resolution: 300)
            // A line read alone may read a word differently ("A4" as "44"), but never another row.
            let shared = Set(reread.map(\.text)).intersection(line.words.map(\.text))
            #expect(shared.count * 4 >= line.words.count * 3, "row at y \(top)–\(bottom): \(reread.map(\.text))")
            #expect(reread.allSatisfy { $0.box.y0 >= box.y0 - 2 && $0.box.y1 <= box.y1 + 2
                && $0.box.x0 >= left - 16 && $0.box.x1 <= right + 16 })
        }
    }
}

@Suite struct WorkerEngineLifetimeTests {
    /// A page's reading lets go of the page when it and its repairs are done, and so do extraction's
    /// re-readings when they are answered: the engine that read it holds its pixels no longer, so a
    /// box read after copies the page again.
    @Test func theEnginesLetGoOfAPageWhenItsReadingsAreDone() throws {
        let tessdata = try TessdataLocator.locate(languages: "heb+eng", explicit: nil)
        let engines = try WorkerEngines(tessdata: tessdata, languages: "heb+eng", segmentation: .singleBlock)
        let read = try engines.recognize(try CorpusScan.gray("en-0004-clean_scan.png"), page: 1, resolution: 300,
                                         timeLimit: 120)
        let engine = read.readAsLatin ? try #require(engines.latin?.engine) : try engines.documentEngine()
        let box = try #require(read.page.lines.first { $0.box.width < read.image.width / 2 }).box
        let afterReading = read.image.pix
        _ = engine.readLine(in: read.image, box: box, resolution: 300, excluding: "")
        #expect(read.image.pix != afterReading)

        var rereader = PageRereader(engines: engines)
        rereader.keep(read.image, resolution: 300, latin: read.readAsLatin, page: 1, of: 1)
        // Read in place by the engine that read the page.
        _ = rereader.answers(to: [RereadRequest(read.readAsLatin ? .digits : .digitsDocumentModel, page: 1, box: box)])
        let afterAnswers = read.image.pix
        _ = engine.readLine(in: read.image, box: box, resolution: 300, excluding: "")
        #expect(read.image.pix != afterAnswers)
    }

    /// The orientation engine, made for a page that reads as turned, goes with its document: a
    /// worker does not keep its models (~20 MB) for the rest of the batch. The reading engines stay.
    @Test func theOrientationEngineIsDroppedAfterItsDocument() throws {
        let tessdata = try TessdataLocator.locate(languages: "heb+eng", explicit: nil)
        let engines = try WorkerEngines(tessdata: tessdata, languages: "heb+eng", segmentation: .singleBlock)
        let image = try CorpusScan.gray("en-0004-clean_scan.png")
        _ = try engines.recognize(image, page: 1, resolution: 300, timeLimit: 120)
        _ = try #require(engines.orientation?.engine).detectOrientation(in: image, resolution: 300)
        #expect(engines.orientation?.isMade == true && engines.document.isMade)
        engines.endDocument()
        #expect(engines.orientation?.isMade == false)
        #expect(engines.document.isMade)
    }
}

/// A page lying sideways that reaches the OCR stage unturned (its preparation did not see its lines
/// run down: faint or dotted print, a few of every turned set's receipts): Tesseract reads a turned
/// page as hundreds of one- and two-letter words with fair confidence (`en-0004`), and a Hebrew
/// page's script probe, sampled across its turned lines, reads Latin letters (`he-0098`). The page
/// is checked, read at its quarter turns, probed again, and read in its script.
@Suite struct SidewaysReadingTests {
    @Test(arguments: [("en-0004-clean_scan.png", true, "29,092.44"), ("he-0098-clean_scan.png", false, "467.68")])
    func aSidewaysPageReadAsFragmentsIsTurnedAndReadInItsScript(name: String, latin: Bool, total: String) throws {
        let tessdata = try TessdataLocator.locate(languages: "heb+eng", explicit: nil)
        let engines = try WorkerEngines(tessdata: tessdata, languages: "heb+eng", segmentation: .singleBlock)
        let upright = try PagePreparer().prepare(CorpusScan.gray(name), resolution: 300)
        let read = try engines.recognize(upright.image.rotated(quarterTurns: 1), page: 1, resolution: upright.resolution,
                                         timeLimit: 120)
        #expect(read.quarterTurns == 3 && read.steps.contains("orientation:270"), "\(read.steps)")
        #expect(read.readAsLatin == latin)
        #expect(read.page.text.contains(total))
    }
}
