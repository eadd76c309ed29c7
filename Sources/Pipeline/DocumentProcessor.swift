// The pipeline, one document at a time: ingest → pages → prepare → recognise → extract ⇄ re-read →
// record; a photographed page prepared two ways (and a grainy page of an image-only PDF whose first
// reading left a required field unsure, or in the thorough mode any grainy scan) is recognised
// twice, and the document extracted from both readings and merged. With the second recogniser on, a
// document whose date or total is then still missing or unsure has its image pages read by PP-OCR,
// whose numbers are spliced into the words, and takes its digit fields from that reading where its
// own are missing or unsure. Each worker owns one processor,
// and so one set of Tesseract engines, reused for every document it takes (and made afresh after a
// document that oversized their buffers).

import DocumentModel
import Extraction
import Foundation
import Imaging
import Ingest
import OCR
import Refiner
import SecondReading

/// Runs the pipeline on one document at a time. Not `Sendable`: owned by one worker.
public final class DocumentProcessor {
    public let configuration: PipelineConfiguration
    private let engines: WorkerEngines
    private let preparer: PagePreparer
    private let extractor: ReceiptExtractor
    private let secondRecogniser: SecondRecogniser?

    /// Creates a worker with its own Tesseract engines, each loaded when a page first needs it.
    /// - Throws: `OCRError.modelMissing` when a model is not in the tessdata folder.
    public convenience init(configuration: PipelineConfiguration) throws {
        self.init(configuration: configuration,
                  engines: try WorkerEngines(tessdata: configuration.tessdata, languages: configuration.languages,
                                             segmentation: configuration.segmentation))
    }

    /// Creates a worker around any OCR engine (tests use a recorded one).
    public convenience init(configuration: PipelineConfiguration, engine: any OCREngine, latinEngine: (any OCREngine)? = nil) {
        self.init(configuration: configuration, engines: WorkerEngines(engine, latin: latinEngine))
    }

    private init(configuration: PipelineConfiguration, engines: WorkerEngines) {
        // A bad input is reported in its record; Leptonica's own "Error in pixReadHeaderMem" and
        // "Warning in pixBackgroundNorm" lines would only clutter standard error (and the progress bar).
        LeptonicaMessages.silence()
        PixMemory.writeFreshPagesFirst()
        self.configuration = configuration
        self.engines = engines
        self.preparer = PagePreparer()
        self.extractor = ReceiptExtractor(configuration: configuration.extraction)
        self.secondRecogniser = configuration.secondRecogniser.map(SecondRecogniser.init)
    }

    /// Reads the document at `file`. Never throws: a document that cannot be read gets an error record.
    /// - Parameters:
    ///   - keepingPages: also return the straightened page images (what the library files for a
    ///     scan or a photo); otherwise each is let go once read.
    ///   - onStage: told each stage (`ingest`, `rasterize`, `detect`, `ocr`, `extract`) as the
    ///     document enters it, on the processor's thread.
    public func run(_ file: FileSystemPath, displayPath: String? = nil, keepingPages: Bool = false,
                    onStage: (@Sendable (String) -> Void)? = nil) -> DocumentResult {
        var clock = StageClock(onStage: onStage)
        let path = displayPath ?? file.displayString
        var source = DocumentRecord.Source(path: path)
        defer { engines.endDocument() }
        do {
            let input = try clock.time("ingest") { try InputDocument.read(file, displayPath: path, limits: configuration.limits) }
            source = DocumentRecord.Source(path: path, sha256: input.sha256, mediaType: input.mediaType.rawValue)
            let pages = try clock.time("ingest") { try PageSource(input, configuration: configuration) }
            source.pages = pages.pageCount
            var rereader = PageRereader(engines: engines)
            var read: [ReadPage] = []
            for index in 0..<pages.pageCount {
                var page = try self.read(page: index, of: pages, clock: &clock)
                if let image = page.image {
                    rereader.keep(image, resolution: page.resolution, latin: page.settlement?.latin ?? false,
                                  page: index + 1, of: pages.pageCount)
                    if !keepingPages { page.image = nil }
                }
                read.append(page)
            }
            let warnings = read.flatMap(\.warnings) + (try Self.damagedStreamWarnings(in: input, pages: read))
            var document = RecognizedDocument(pages: read.map(\.words))
            var analysis = extract(&document, rereader: rereader, clock: &clock)
            letGoOfUnneededSecondImages(&read, firstReadingSettled:
                configuration.extraction.requiredFieldsAreSure(analysis.extraction.fields))
            // A page prepared a second way (a photograph; a grainy PDF page, or any grainy scan in the
            // thorough mode) is read again once the first reading is done with (its images let go
            // first), and the document extracted from that reading too; the two extractions are
            // merged field by field.
            if read.contains(where: { $0.second != nil }) {
                var secondRereader = rereader
                rereader = PageRereader(engines: engines)
                var second = RecognizedDocument(pages: try read.indices.map { index in
                    try readSecond(&read[index], of: pages.pageCount, rereader: &secondRereader, clock: &clock)
                })
                analysis = extractor.merged(analysis, extract(&second, rereader: secondRereader, clock: &clock))
                document.secondReading = second
                // The second reading's images answer the second recogniser's reading's re-reads
                // (without it they are let go with this block, as before).
                if secondRecogniser != nil { rereader = secondRereader }
            }
            var recognitionWarnings: [RecordWarning] = []
            if let secondRecogniser, ReceiptExtractor.wantsSecondRecognition(analysis),
               read.contains(where: { $0.untoned != nil }) {
                do {
                    (analysis, document.numbersSpliced) = try recogniseAgain(&read, with: secondRecogniser, document: document,
                                                                             analysis: analysis, rereader: rereader, clock: &clock)
                } catch {
                    recognitionWarnings.append(RecordWarning(
                        code: "second_recogniser_failed",
                        message: "the second recogniser could not read the document (\(error)); its fields are Tesseract's alone"))
                }
            }
            let extraction = analysis.extraction
            var record = DocumentRecord(status: .ok, source: source, pages: read.map(\.record),
                                        language: extraction.language, items: extraction.items,
                                        confidence: extraction.confidence, review: extraction.review,
                                        category: extraction.category,
                                        warnings: warnings + recognitionWarnings + extraction.warnings,
                                        text: document.text)
            for (name, value) in extraction.fields { record[name] = value }
            record = AllocationNumberRule.applied(to: record)
            record.timingsMs = clock.withTotal
            return DocumentResult(record: record, recognized: document, pages: read.compactMap(\.image),
                                  refinement: PendingRefinement(record, words: document, refiner: configuration.refiner))
        } catch {
            return DocumentResult(failure: error, source: source, file: file, timings: clock.withTotal)
        }
    }

    /// Reads the document at `url` (refined when the refiner is on and the record is not `auto`).
    public func process(_ url: URL, displayPath: String? = nil) -> DocumentRecord {
        process(FileSystemPath(url), displayPath: displayPath ?? url.path)
    }

    /// Reads the document at a raw file-system path (a name that need not be UTF-8), refined when
    /// the refiner is on and the record is not `auto`.
    public func process(_ file: FileSystemPath, displayPath: String? = nil) -> DocumentRecord {
        run(file, displayPath: displayPath).refinedRecord()
    }

    // MARK: - Stages

    /// One page as read: its words, its record, and its image while it is wanted.
    private struct ReadPage {
        var words: OCRPage
        var record: DocumentRecord.Page
        var warnings: [RecordWarning]
        /// The straightened image the words were read from; nil for a text layer.
        var image: Image?
        var resolution: Int
        /// The model and turn the page's first reading settled on; nil for a text layer.
        var settlement: ReadingSettlement?
        /// The page's second preparation (`PreparedPage.second`), when it has one, to be read as
        /// its first reading settled.
        var second: SecondImage?
        /// The page as the second recogniser reads it (`PreparedPage.untoned`), turned as the words
        /// were read; nil when the second recogniser is off, for a text layer, and for the middle pages
        /// of a document over three pages.
        var untoned: UntonedImage?
    }

    /// Pages → prepare → recognise: trusts a plausible text layer, otherwise straightens the image
    /// and reads it.
    private func read(page index: Int, of pages: PageSource, clock: inout StageClock) throws -> ReadPage {
        let number = index + 1
        switch try prepare(page: index, of: pages, clock: &clock) {
        case let .textLayer(layer, verdict):
            let turn = 90 * layer.quarterTurns
            let record = DocumentRecord.Page(number: number, width: layer.page.width, height: layer.page.height,
                                             textSource: .textLayer, rotation: Double(turn),
                                             preprocessing: ["text_layer: \(verdict)"] + (turn == 0 ? [] : ["orientation:\(turn)"]))
            return ReadPage(words: layer.page, record: record, warnings: [], image: nil, resolution: 0)
        case let .image(prepared, decision, scale):
            let remaining = configuration.documentTimeLimit - clock.elapsedSeconds
            let recognized = try clock.time("ocr") {
                try engines.recognize(prepared.image, page: number, resolution: prepared.resolution, timeLimit: remaining,
                                      lines: prepared.lines)
            }
            clock.note(recognized.timings, within: "ocr")
            let steps = (decision.map { [$0] } ?? []) + prepared.steps + recognized.steps
            let record = DocumentRecord.Page(number: number, width: recognized.page.width, height: recognized.page.height,
                                             textSource: .ocr, rotation: prepared.rotation + Double(90 * recognized.quarterTurns),
                                             quad: prepared.quad.map { scale == 1 ? $0 : $0.scaled(by: 1 / scale) },
                                             preprocessing: steps.isEmpty ? nil : steps)
            var warnings = prepared.warnings.map { warning in
                var warning = warning
                warning.page = number
                return warning
            }
            if recognized.page.words.isEmpty { warnings.append(Self.noTextWarning(page: number)) }
            var untoned: UntonedImage?
            if secondRecogniser != nil, pages.pageCount <= 3 || number == 1 || number == pages.pageCount {
                untoned = try prepared.untoned.map { page in
                    recognized.quarterTurns == 0 ? page
                        : UntonedImage(image: try page.image.rotated(quarterTurns: recognized.quarterTurns), scale: page.scale)
                } ?? UntonedImage(image: recognized.image, scale: 1)
            }
            return ReadPage(words: recognized.page, record: record, warnings: warnings, image: recognized.image,
                            resolution: prepared.resolution,
                            settlement: recognized.settlement, second: prepared.second, untoned: untoned)
        }
    }

    /// A page as it goes to OCR: its text layer, or its image prepared.
    private enum PreparedContent {
        case textLayer(PDFTextLayer, verdict: String)
        /// `decision` and `scale` as `PageContent.image` gave them.
        case image(PreparedPage, decision: String?, scale: Double)
    }

    /// Pages → prepare. The page's raster lives only in here: once prepared it is let go, so that
    /// only the prepared image is held while Tesseract reads it (a worker held both before, and
    /// peaked 8–28 MB higher on a page of `corpus-foreign/dev`, the most on a clean A4 scan).
    private func prepare(page index: Int, of pages: PageSource, clock: inout StageClock) throws -> PreparedContent {
        let content = try clock.time("rasterize") { try pages.page(index) }
        switch consume content {
        case let .textLayer(page, verdict):
            return .textLayer(page, verdict: verdict)
        case let .image(image, resolution, decision, scale):
            let second = Self.secondPreparations(page: index + 1, of: pages.pageCount, fromPDF: pages.isPDF,
                                                 thorough: configuration.thorough)
            let prepared = try clock.time("detect", handing: consume image) { image in
                try preparer.prepare(image, resolution: resolution, secondPreparations: second,
                                     keepingUntoned: secondRecogniser != nil)
            }
            clock.note(prepared.timings, within: "detect")
            return .image(prepared, decision: decision, scale: scale)
        }
    }

    /// The second preparations page `number` of a document of `pageCount` pages may get (and may then
    /// be read from, see `readsSecondPreparation`): a photo's closing always; a grainy page's copy
    /// without the median when the page is an image-only PDF's (scanned invoices: on
    /// `corpus-foreign/check` its image PDFs' key fields rose 90.0 → 95.6%, and the PDF route still
    /// reads several times as fast as the plain `tesseract` command) or in the thorough mode (grainy
    /// JPEG scans and photos, which have no time to spare).
    /// Of a document over three pages only the first (the issuer's header) and the last (the totals)
    /// get any: the second images wait until the first extraction is done, so a 50-page PDF of photos
    /// or grainy scans would otherwise hold 50 of them (~9 MB each).
    static func secondPreparations(page number: Int, of pageCount: Int, fromPDF: Bool,
                                   thorough: Bool) -> Set<SecondPreparation> {
        guard pageCount <= 3 || number == 1 || number == pageCount else { return [] }
        return fromPDF || thorough ? [.closing, .withoutMedian] : [.closing]
    }

    /// Whether a page's second preparation is read once the first extraction is done: a photo's
    /// closing always, and a grainy page's copy in the thorough mode; an image-only PDF's grainy page
    /// outside it only when the first reading left a field the document's type requires missing or
    /// under the `auto` threshold (on `corpus-foreign/check`, 10 of its 16 grainy PDFs, with every
    /// field that reading all 16 twice gave right).
    static func readsSecondPreparation(_ preparation: SecondPreparation, thorough: Bool,
                                       firstReadingSettled: Bool) -> Bool {
        preparation == .closing || thorough || !firstReadingSettled
    }

    /// Drops the second images of `pages` that will not be read (`readsSecondPreparation`).
    private func letGoOfUnneededSecondImages(_ pages: inout [ReadPage], firstReadingSettled: Bool) {
        for index in pages.indices {
            guard let second = pages[index].second else { continue }
            if !Self.readsSecondPreparation(second.preparation, thorough: configuration.thorough,
                                            firstReadingSettled: firstReadingSettled) {
                pages[index].second = nil
            }
        }
    }

    /// A page's words from its second preparation, read as its first reading settled (the first
    /// reading's words for a page without one); the image read is kept for `rereader` and the page's
    /// own copy let go. The first reading's image, which the second's replaces in `rereader`, is let
    /// go before the second reading rather than held beside it (a worker reading one of dev's grainy
    /// image PDFs peaked 2–10 MB higher).
    private func readSecond(_ page: inout ReadPage, of pageCount: Int, rereader: inout PageRereader,
                            clock: inout StageClock) throws -> OCRPage {
        guard let second = page.second, let settlement = page.settlement else { return page.words }
        page.second = nil
        let number = page.record.number
        rereader.letGo(ofPage: number)
        let remaining = configuration.documentTimeLimit - clock.elapsedSeconds
        let reading = try clock.time("ocr", step: "second_reading") {
            try engines.recognize(second.image, settled: settlement, page: number, resolution: page.resolution, timeLimit: remaining)
        }
        rereader.keep(reading.image, resolution: page.resolution, latin: settlement.latin, page: number, of: pageCount)
        page.record.preprocessing = (page.record.preprocessing ?? []) + ["second_reading:\(second.preparation.rawValue)"]
        return reading.page
    }

    /// Extract ⇄ re-read: extraction runs until a pass asks for boxes to be read again, the
    /// rereader reads them, and extraction goes on with the readings, which are kept with the
    /// document's words (a recording replays them).
    private func extract(_ document: inout RecognizedDocument, rereader: PageRereader,
                         clock: inout StageClock) -> ExtractionAnalysis {
        var step = clock.time("extract") { extractor.start(document) }
        while true {
            switch step {
            case let .needsRereading(requests, paused):
                let readings = clock.time("ocr", step: "rereads") { rereader.answers(to: requests) }
                document.rereadings += readings
                step = clock.time("extract") { paused.resumed(with: readings) }
            case let .finished(analysis):
                return analysis
            }
        }
    }

    /// The second recogniser's stage: each kept page (`ReadPage.untoned`) read by PP-OCR, its
    /// numbers spliced into the document's words (and into its second reading's), the spliced
    /// document extracted, and its digit fields taken where `analysis` has none or unsure ones.
    /// Returns that analysis and the spliced document (`RecognizedDocument.numbersSpliced`, which a
    /// recording keeps, so that a replay extracts it the same way).
    private func recogniseAgain(_ pages: inout [ReadPage], with recogniser: SecondRecogniser, document: RecognizedDocument,
                                analysis: ExtractionAnalysis, rereader: PageRereader,
                                clock: inout StageClock) throws -> (ExtractionAnalysis, RecognizedDocument) {
        var spliced = document
        var splicedSecond = document.secondReading
        for index in pages.indices {
            guard let page = pages[index].untoned else { continue }
            pages[index].untoned = nil
            var timer = StepTimer()
            let words = document.pages[index]
            let lines = try clock.time("ocr") {
                try recogniser.read(page.image, timer: &timer) { box in
                    NumberSplice.mayChange(RecognisedLine.scaled(box, by: page.scale), of: words)
                }.map { $0.scaled(by: page.scale) }
            }
            clock.note(timer.milliseconds, within: "ocr")
            spliced.pages[index] = NumberSplice.splicing(lines, into: spliced.pages[index])
            if let second = splicedSecond, second.pages.indices.contains(index) {
                splicedSecond?.pages[index] = NumberSplice.splicing(lines, into: second.pages[index])
            }
        }
        spliced.secondReading = nil
        spliced.numbersSpliced = nil
        var reading = extract(&spliced, rereader: rereader, clock: &clock)
        if var second = splicedSecond {
            reading = extractor.merged(reading, extract(&second, rereader: rereader, clock: &clock))
            spliced.secondReading = second
        }
        return (extractor.withSecondRecognition(analysis, spliced: reading), spliced)
    }

    /// A warning for a PDF with compressed streams that cannot be inflated (poppler draws such a
    /// page as blank); an error when nothing at all could be read.
    private static func damagedStreamWarnings(in input: InputDocument, pages: [ReadPage]) throws -> [RecordWarning] {
        guard input.mediaType == .pdf else { return [] }
        let damaged = PDFStreamCheck.damagedStreams(in: input.data)
        guard damaged > 0 else { return [] }
        guard pages.contains(where: { !$0.words.words.isEmpty }) else {
            throw IngestError.corrupt(path: input.displayPath,
                                      detail: "\(damaged) compressed stream(s) cannot be decoded, so its pages show nothing")
        }
        return [RecordWarning(code: "damaged_pdf",
                              message: "\(input.displayPath): \(damaged) compressed stream(s) cannot be decoded; part of "
                                + "the document may be missing: check the record against the paper or export the PDF again")]
    }

    /// A page OCR found nothing on (blank, black, tiny or not a document): a result, not an error.
    static func noTextWarning(page: Int) -> RecordWarning {
        RecordWarning(code: "no_text",
                      message: "page \(page): no text was found; check that the page is not blank, "
                        + "too dark or too small, and scan it again if it should have text",
                      page: page)
    }
}
