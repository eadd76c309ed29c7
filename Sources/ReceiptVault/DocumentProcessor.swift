// One worker's pipeline: ingest → pages (text layer or rasterise) → prepare → OCR → record.
// Each worker owns one processor, and so one Tesseract engine, reused for every document it takes
// (and made afresh after a document that oversized its buffers, see `EngineRenewal`).

import DocumentModel
import Extraction
import Foundation
import Imaging
import Ingest
import OCR
import Refiner

/// Runs the whole pipeline on one document at a time. Not `Sendable`: owned by one worker.
public final class DocumentProcessor {
    public let configuration: PipelineConfiguration
    /// The engine that reads every page; made afresh after a document that oversized it (see `EngineRenewal`).
    private let engine: OnDemandEngine
    /// The English-only engine that reads Latin-script pages again (the mixed engine garbles their
    /// digits, see `LatinPageReread`), loaded when the first such page comes.
    private let latinEngine: OnDemandEngine?
    /// Set when the document being read met a line wide enough to oversize the engines' buffers.
    private var engineNeedsRenewal = false
    private let preparer = PagePreparer()
    private let extractor: ReceiptExtractor
    /// The prepared page images of the document being read, collected only by `processKeepingPages`.
    private var keptPages: [Image]?
    /// When true, documents are not refined while they are read: the last one's record and words
    /// wait in `deferredRefinement` so the caller can deliver the offline record first.
    public var defersRefinement = false
    private var deferredRefinement: (record: DocumentRecord, words: RecognizedDocument)?
    /// Told each stage (`ingest`, `rasterize`, `detect`, `ocr`, `extract`) as the document being
    /// read enters it; called on the processor's thread.
    public var stageObserver: (@Sendable (String) -> Void)?

    /// Creates a worker with its own Tesseract engine.
    /// - Throws: `OCRError` when the models cannot be loaded.
    public convenience init(configuration: PipelineConfiguration) throws {
        let makeEngine = { (languages: String) in
            try TesseractEngine(tessdata: configuration.tessdata, languages: languages, segmentation: configuration.segmentation)
        }
        let engine = OnDemandEngine(making: { try? makeEngine(configuration.languages) },
                                    made: try makeEngine(configuration.languages))
        let latinEngine = configuration.languages.split(separator: "+").count > 1
            ? OnDemandEngine(making: { try? makeEngine("eng") })
            : nil
        self.init(configuration: configuration, engine: engine, latinEngine: latinEngine)
    }

    /// Creates a worker around any OCR engine (tests use a recorded one).
    public convenience init(configuration: PipelineConfiguration, engine: any OCREngine, latinEngine: (any OCREngine)? = nil) {
        self.init(configuration: configuration, engine: OnDemandEngine(engine), latinEngine: latinEngine.map(OnDemandEngine.init))
    }

    private init(configuration: PipelineConfiguration, engine: OnDemandEngine, latinEngine: OnDemandEngine?) {
        // A bad input is reported in its record; Leptonica's own "Error in pixReadHeaderMem" and
        // "Warning in pixBackgroundNorm" lines would only clutter standard error (and the progress bar).
        LeptonicaMessages.silence()
        self.configuration = configuration
        self.engine = engine
        self.latinEngine = latinEngine
        self.extractor = ReceiptExtractor(configuration: configuration.extraction)
    }

    /// The refined version of the last document read with `defersRefinement` on, when it has one
    /// (the refiner is enabled and the document is not filed automatically); nil otherwise. Each
    /// deferred refinement is handed out once.
    public func refineDeferred() -> DocumentRecord? {
        defer { deferredRefinement = nil }
        guard let (record, words) = deferredRefinement, let refiner = configuration.refiner else { return nil }
        return Self.refined(record, by: refiner, words: words)
    }

    /// `record` after the refiner, with the time it took added to its timings.
    private static func refined(_ record: DocumentRecord, by refiner: any DocumentRefining,
                                words: RecognizedDocument) -> DocumentRecord {
        let start = DispatchTime.now()
        var refined = refiner.refine(record, document: words, pageImage: nil)
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        refined.timingsMs["refine"] = milliseconds
        refined.timingsMs["total"] = (record.timingsMs["total"] ?? 0) + milliseconds
        return refined
    }

    /// Reads one document. Never throws: a document that cannot be read gets an error record.
    public func process(_ url: URL, displayPath: String? = nil) -> DocumentRecord {
        processKeepingWords(url, displayPath: displayPath).record
    }

    /// Reads the document at a raw file-system path (a name that need not be UTF-8).
    public func process(_ file: FileSystemPath, displayPath: String? = nil) -> DocumentRecord {
        processKeepingWords(file, displayPath: displayPath).record
    }

    /// Reads one document and also returns its straightened page images (empty for pages read from
    /// a text layer): what the library files for a scan or a photo.
    public func processKeepingPages(_ file: FileSystemPath, displayPath: String? = nil)
        -> (record: DocumentRecord, pages: [Image]) {
        keptPages = []
        defer { keptPages = nil }
        let record = process(file, displayPath: displayPath)
        return (record, keptPages ?? [])
    }

    /// Reads one document and also returns the words that were read (for recordings and debugging).
    public func processKeepingWords(_ url: URL, displayPath: String? = nil)
        -> (record: DocumentRecord, recognized: RecognizedDocument) {
        processKeepingWords(FileSystemPath(url), displayPath: displayPath ?? url.path)
    }

    /// Reads the document at a raw file-system path and also returns the words that were read.
    public func processKeepingWords(_ file: FileSystemPath, displayPath: String? = nil)
        -> (record: DocumentRecord, recognized: RecognizedDocument) {
        var clock = StageClock()
        clock.onStage = stageObserver
        let path = displayPath ?? file.displayString
        var source = DocumentRecord.Source(path: path)
        defer { renewEnginesWhenOversized() }
        do {
            guard let engine = engine.engine else {
                throw OCRError.initFailed(languages: configuration.languages, folder: configuration.tessdata.path)
            }
            let input = try clock.time("ingest") { try InputDocument.read(file, displayPath: path, limits: configuration.limits) }
            source = DocumentRecord.Source(path: path, sha256: input.sha256, mediaType: input.mediaType.rawValue)
            let pages = try clock.time("ingest") { try PageSource(input, configuration: configuration) }
            source.pages = pages.pageCount

            var recognized: [OCRPage] = []
            var pageRecords: [DocumentRecord.Page] = []
            var warnings: [RecordWarning] = []
            let digitReader = PageDigitReader(engine: engine, latinEngine: latinEngine)
            for index in 0..<pages.pageCount {
                let (page, pageRecord, pageWarnings) = try read(page: index, of: pages, with: engine,
                                                                digitReader: digitReader, clock: &clock)
                recognized.append(page)
                pageRecords.append(pageRecord)
                warnings += pageWarnings
            }
            if input.mediaType == .pdf {
                let damaged = PDFStreamCheck.damagedStreams(in: input.data)
                if damaged > 0 {
                    // Poppler draws a page whose content stream cannot be inflated as blank.
                    guard recognized.contains(where: { !$0.words.isEmpty }) else {
                        throw IngestError.corrupt(path: path, detail: "\(damaged) compressed stream(s) cannot be decoded, so its pages show nothing")
                    }
                    warnings.append(RecordWarning(code: "damaged_pdf",
                                                  message: "\(path): \(damaged) compressed stream(s) cannot be decoded; part of the document may be missing: check the record against the paper or export the PDF again"))
                }
            }
            var document = RecognizedDocument(pages: recognized)
            let recorder = RereadingRecorder(digitReader)
            let extraction = clock.time("extract") { extractor.extract(document, regionReader: recorder) }
            document.rereadings = recorder.rereadings
            var record = DocumentRecord(status: .ok, source: source, pages: pageRecords,
                                        language: extraction.language, items: extraction.items,
                                        confidence: extraction.confidence, review: extraction.review,
                                        category: extraction.category, warnings: warnings + extraction.warnings,
                                        text: document.text)
            for (name, value) in extraction.fields { record[name] = value }
            record = AllocationNumberRule.applied(to: record)
            record.timingsMs = clock.withTotal
            if let refiner = configuration.refiner, record.review != .auto {
                if defersRefinement {
                    deferredRefinement = (record, document)
                } else {
                    record = Self.refined(record, by: refiner, words: document)
                }
            }
            return (record, document)
        } catch {
            let failure = PipelineFailure(error, path: path)
            if source.sha256 == nil {
                // Recorded so that a rerun recognises the same bad file and does not retry it.
                source.sha256 = Checksum.sha256(ofFileAt: file)
            }
            return (.failure(source: source, code: failure.code, message: failure.message,
                             timingsMs: clock.withTotal), RecognizedDocument(pages: []))
        }
    }

    /// Reads one page: trusts a plausible text layer, otherwise prepares the image and runs OCR.
    private func read(page index: Int, of pages: PageSource, with engine: any OCREngine, digitReader: PageDigitReader,
                      clock: inout StageClock) throws
        -> (OCRPage, DocumentRecord.Page, [RecordWarning]) {
        let content = try clock.time("rasterize") { try pages.page(index) }
        switch content {
        case let .textLayer(page, verdict):
            let record = DocumentRecord.Page(number: index + 1, width: page.width, height: page.height,
                                             textSource: .textLayer, preprocessing: ["text_layer: \(verdict)"])
            return (page, record, [])
        case let .image(image, resolution, decision, scale):
            let prepared = try clock.time("detect") { try preparer.prepare(image, resolution: resolution) }
            var page = try recognize(prepared.image, with: engine, page: index + 1, resolution: prepared.resolution,
                                     clock: &clock)
            page.number = index + 1
            var steps = (decision.map { [$0] } ?? []) + prepared.steps
            var pageImage = prepared.image
            var rotation = prepared.rotation
            if PageOrientation.looksMisoriented(page) {
                for turns in 1...3 {
                    let turned = try prepared.image.rotated(quarterTurns: turns)
                    let candidate = try recognize(turned, with: engine, page: index + 1, resolution: prepared.resolution,
                                                  clock: &clock)
                    if PageOrientation.isClearlyBetter(candidate, than: page) {
                        page = candidate
                        pageImage = turned
                        rotation = prepared.rotation + Double(90 * turns)
                        steps.append("orientation:\(90 * turns)")
                        break
                    }
                }
                page.number = index + 1
            }
            var pageEngine = engine
            if LatinPageReread.isLatinPage(page), let latinEngine = latinEngine?.engine,
               let english = try? recognize(pageImage, with: latinEngine, page: index + 1,
                                            resolution: prepared.resolution, clock: &clock),
               LatinPageReread.accepts(english, over: page) {
                page = english
                pageEngine = latinEngine
                steps.append("latin_page_reread")
            }
            let hebrewRows = HebrewRowRepair.rowsToReread(page)
            if !hebrewRows.isEmpty {
                let reread = clock.time("ocr") {
                    HebrewRowRepair.repair(page, rows: hebrewRows) { box, excluded in
                        engine.readLine(in: pageImage, box: box, resolution: prepared.resolution, excluding: excluded)
                    }
                }
                page = reread.page
                if reread.replaced > 0 { steps.append("hebrew_rows_reread:\(reread.replaced)") }
            }
            page = readSkippedRows(of: page, image: pageImage, resolution: prepared.resolution, with: pageEngine,
                                   steps: &steps, clock: &clock)
            keptPages?.append(pageImage)
            digitReader.keep(pageImage, resolution: prepared.resolution, page: index + 1, of: pages.pageCount)
            let record = DocumentRecord.Page(number: index + 1, width: page.width, height: page.height,
                                             textSource: .ocr, rotation: rotation,
                                             quad: prepared.quad.map { scale == 1 ? $0 : $0.scaled(by: 1 / scale) },
                                             preprocessing: steps.isEmpty ? nil : steps)
            var warnings = prepared.warnings.map { warning in
                var warning = warning
                warning.page = index + 1
                return warning
            }
            if page.words.isEmpty { warnings.append(Self.noTextWarning(page: index + 1)) }
            return (page, record, warnings)
        }
    }

    /// The page with the rows its reading skipped (large type, see `SkippedRowRecovery`) read one
    /// by one with the engine that read the page.
    private func readSkippedRows(of page: OCRPage, image: Image, resolution: Int, with engine: any OCREngine,
                                 steps: inout [String], clock: inout StageClock) -> OCRPage {
        guard let bands = try? clock.time("detect", { try InkBands.bands(in: image.grayPixels()) }) else { return page }
        let rows = SkippedRowRecovery.rowsToRead(page, bands: bands)
        guard !rows.isEmpty else { return page }
        let recovered = clock.time("ocr") {
            SkippedRowRecovery.recover(page, rows: rows) { box in
                engine.readLine(in: image, box: box, resolution: resolution, excluding: "")
            }
        }
        if recovered.added > 0 { steps.append("skipped_rows_read:\(recovered.added)") }
        return recovered.page
    }

    /// Reads a page image within what is left of the document's time limit, noting when the reading
    /// oversized the engine.
    private func recognize(_ image: Image, with engine: any OCREngine, page number: Int, resolution: Int,
                           clock: inout StageClock) throws -> OCRPage {
        let remaining = configuration.documentTimeLimit - clock.elapsedSeconds
        let page = try clock.time("ocr") {
            try engine.recognize(image, pageNumber: number, resolution: resolution, timeLimit: remaining)
        }
        if EngineRenewal.isNeeded(after: page) { engineNeedsRenewal = true }
        return page
    }

    /// Drops the engines when the last document oversized their buffers; the next document that
    /// needs them makes new ones.
    private func renewEnginesWhenOversized() {
        guard engineNeedsRenewal else { return }
        engineNeedsRenewal = false
        engine.renew()
        latinEngine?.renew()
    }

    /// A page OCR found nothing on (blank, black, tiny or not a document): a result, not an error.
    static func noTextWarning(page: Int) -> RecordWarning {
        RecordWarning(code: "no_text",
                      message: "page \(page): no text was found; check that the page is not blank, "
                        + "too dark or too small, and scan it again if it should have text",
                      page: page)
    }
}
