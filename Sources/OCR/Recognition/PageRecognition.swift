// The recognise stage for one prepared page image: a page whose sampled rows read as Latin is read
// with the English model (`ScriptProbe`), any other with the document's model; a page that reads as
// turned is read at the quarter turn Tesseract's orientation check names (`PageOrientation`), with
// the model a probe of the page at that turn chooses; a
// Latin-script page the probe did not catch is read again whole with the English model
// (`LatinPageReread`); the parts of a line that joins two misaligned columns are read again one by
// one (`ColumnRowRepair`); Hebrew rows read as Latin letters are read again (`HebrewRowRepair`), and
// rows the reading skipped are read one by one (`SkippedRowRecovery`).

import DocumentModel
import Foundation
import Imaging

/// The model and the quarter turn a page's first reading settled on.
public struct ReadingSettlement: Sendable, Equatable {
    public var quarterTurns: Int
    /// Read with the English model.
    public var latin: Bool
}

/// A page image as read.
public struct RecognizedImage {
    public var page: OCRPage
    /// The image the words' boxes refer to: the prepared image, turned when the page was sideways.
    public var image: Image
    public var quarterTurns: Int
    /// What was done beyond the first reading ("orientation:90", "latin_page_reread", …).
    public var steps: [String]
    /// Whether the page was read with the English model (the probe or the page's reading found it Latin).
    public var readAsLatin = false
    /// How this reading settled (model and turn): what a second preparation of the page is read with.
    public var settlement: ReadingSettlement { ReadingSettlement(quarterTurns: quarterTurns, latin: readAsLatin) }
    /// Wall-clock milliseconds of each step of the reading: `ink_bands`, `probe`, `page` (the first
    /// reading), `orientation`, `latin_reread`, `column_rows`, `hebrew_rows`, `skipped_rows`.
    public var timings: [String: Double] = [:]
}

extension WorkerEngines {
    /// Reads prepared page `number` within `timeLimit` seconds. A page preparation turned a quarter
    /// because its lines ran down it (`lines` `.down`) may lie upside down: it is turned a half first
    /// when Tesseract's orientation check is sure of that, and when the check is unsure and the page
    /// reads poorly, it is also read turned a half, the clearly better reading kept. A page whose
    /// lines preparation counted running across it (`.across`) is not read at quarter turns
    /// for reading as word fragments: it is blurred or faint, not sideways.
    /// - Throws: `OCRError` when the engine cannot be made or the reading fails or runs out of time.
    public func recognize(_ image: Image, page number: Int, resolution: Int, timeLimit: Double,
                          lines: CountedLines = .unclear) throws -> RecognizedImage {
        defer { letGoOfPages() }
        var timer = StepTimer()
        var halfTurn: [String] = []
        var upsideDownUnknown = false
        // The orientation check's answer for the page as it lies, once asked: a poorly read page is
        // not checked twice.
        var checked = OrientationCheck.notAsked
        if lines == .down {
            let estimate = timer.time("orientation") { orientation?.engine?.detectOrientation(in: image, resolution: resolution) }
            checked = .answered(estimate)
            let sure = estimate.flatMap { $0.confidence >= PageOrientation.minimumConfidence ? $0.uprightTurns : nil }
            halfTurn = ["upright_check:" + (sure.map { "\(90 * $0)" } ?? "unsure")]
            if sure == 2 {
                var turned = try recognize(image.rotated(quarterTurns: 2), page: number, resolution: resolution,
                                           timeLimit: timeLimit - (timer.milliseconds["orientation"] ?? 0) / 1000)
                turned.quarterTurns = (turned.quarterTurns + 2) % 4
                turned.steps = halfTurn + ["orientation:180"] + turned.steps
                turned.timings.merge(timer.milliseconds, uniquingKeysWith: +)
                return turned
            }
            upsideDownUnknown = sure != 0
        }
        let engine = try documentEngine()
        let start = DispatchTime.now()
        func remaining() -> Double { timeLimit - Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }
        func read(_ image: Image, with engine: any OCREngine) throws -> OCRPage {
            var page = try recognize(image, with: engine, page: number, resolution: resolution, timeLimit: remaining())
            page.number = number
            return page
        }
        // A second look (the script probe's bands, the English re-reading) that fails leaves the page
        // as first read; one that runs out of time fails the document as the first reading would: the
        // time limit decides whether a document is read, never what is read of it (on a busy machine
        // a page would otherwise keep its heb+eng reading where an idle one read it again with eng).
        func attempt(_ image: Image, with engine: any OCREngine) throws -> OCRPage? {
            do {
                return try read(image, with: engine)
            } catch let error as OCRError {
                if case .timedOut = error { throw error }
                return nil
            } catch {
                return nil
            }
        }

        let rows = timer.time("ink_bands") { try? InkBands.bands(in: image.grayPixels()) }
        // The script probe's bands of `page` (`rows`: its rows of ink); nil when there is no English
        // model to choose or the page has no rows to sample.
        func probeBands(of page: Image, rows: [InkBands.Band]?) -> [BoundingBox]? {
            guard latin != nil, let rows else { return nil }
            return ScriptProbe.bands(in: rows, pageWidth: page.width, pageHeight: page.height)
                ?? ScriptProbe.bands(pageWidth: page.width, pageHeight: page.height, resolution: resolution)
        }
        func probedVerdict(of page: Image, bands: [BoundingBox]) throws -> ScriptProbe.Verdict {
            try ScriptProbe.verdict(bands, read: { band in
                guard let cropped = try? page.cropped(to: band) else { return nil }
                return try attempt(cropped, with: engine)
            })
        }
        func model(for verdict: ScriptProbe.Verdict) -> any OCREngine {
            verdict == .notLatin ? engine : latin?.engine ?? engine
        }
        // A page whose sampled rows are Latin is read once, with the English model.
        var verdict = ScriptProbe.Verdict.notLatin
        if let bands = probeBands(of: image, rows: rows) {
            verdict = try timer.time("probe") { try probedVerdict(of: image, bands: bands) }
        }
        var pageEngine = model(for: verdict)
        var result = RecognizedImage(page: try timer.time("page") { try read(image, with: pageEngine) }, image: image,
                                     quarterTurns: 0, steps: halfTurn + (pageEngine === engine ? [] : ["latin_page_read"]))
        // A page whose first band read plainly Latin the right way up is upright, however faint the
        // rest of it reads. A page the check turns is probed again at its new turn: its first probe
        // sampled rows across the turned lines (a sideways Hebrew page's bands read as Latin letters).
        if verdict != .latinUpright, PageOrientation.looksMisoriented(result.page) {
            var turnedEngines: [Int: any OCREngine] = [:]
            result = try timer.time("orientation") {
                try uprightReading(of: result, resolution: resolution, checked: checked, upsideDownUnknown: upsideDownUnknown,
                               mayLieSideways: lines != .across) { turned, turn in
                    let bands = probeBands(of: turned, rows: try? InkBands.bands(in: turned.grayPixels()))
                    let turnedEngine = model(for: try bands.map { try probedVerdict(of: turned, bands: $0) } ?? .notLatin)
                    turnedEngines[turn] = turnedEngine
                    return try read(turned, with: turnedEngine)
                }
            }
            if let turnedEngine = turnedEngines[result.quarterTurns], turnedEngine !== pageEngine {
                pageEngine = turnedEngine
                result.steps.removeAll { $0 == "latin_page_read" }
                if pageEngine !== engine { result.steps.insert("latin_page_read", at: 0) }
            }
        }
        if pageEngine === engine, LatinPageReread.isLatinPage(result.page), let latinEngine = latin?.engine,
           let english = try timer.time("latin_reread", { try attempt(result.image, with: latinEngine) }),
           LatinPageReread.accepts(english, over: result.page) {
            result.page = english
            pageEngine = latinEngine
            result.steps.append("latin_page_reread")
        }
        result.readAsLatin = pageEngine !== engine
        result = repairingLines(of: result, with: pageEngine, bands: rows, resolution: resolution, timer: &timer)
        result.timings = timer.milliseconds
        return result
    }

    /// A second preparation of a page already read, read the way its first reading settled
    /// (`first`): with its model and at its quarter turn, so the script probe, the orientation check
    /// and the English re-reading are not paid again. Its lines are not repaired: the first reading's
    /// repairs read those rows already, and the merge takes a value from either reading (without
    /// them no labelled value of `check/` or dev went from right to wrong or back, and the second
    /// reading took about a fifth less time).
    /// - Throws: `OCRError` when the engine cannot be made or the reading fails or runs out of time.
    public func recognize(_ image: Image, settled first: ReadingSettlement, page number: Int, resolution: Int,
                          timeLimit: Double) throws -> RecognizedImage {
        defer { letGoOfPages() }
        var pageEngine = try documentEngine()
        if first.latin, let latinEngine = latin?.engine { pageEngine = latinEngine }
        var timer = StepTimer()
        let turned = first.quarterTurns == 0 ? image : try image.rotated(quarterTurns: first.quarterTurns)
        var page = try timer.time("page") {
            try recognize(turned, with: pageEngine, page: number, resolution: resolution, timeLimit: timeLimit)
        }
        page.number = number
        return RecognizedImage(page: page, image: turned, quarterTurns: first.quarterTurns, steps: [],
                               readAsLatin: first.latin, timings: timer.milliseconds)
    }

    /// The line repairs a page's first reading gets: the parts of a line joining two misaligned columns read
    /// one by one, Hebrew rows read as Latin letters read again (on a page read with the document's
    /// model), and rows the reading skipped read one by one.
    private func repairingLines(of reading: RecognizedImage, with pageEngine: any OCREngine, bands rows: [InkBands.Band]?,
                                resolution: Int, timer: inout StepTimer) -> RecognizedImage {
        var result = reading
        let columnLines = ColumnRowRepair.linesToReread(result.page)
        if !columnLines.isEmpty {
            let image = result.image, lineEngine = pageEngine
            let reread = timer.time("column_rows") {
                ColumnRowRepair.repair(result.page, lines: columnLines) { box in
                    lineEngine.readLine(in: image, box: box, resolution: resolution, excluding: "")
                }
            }
            result.page = reread.page
            if reread.replaced > 0 { result.steps.append("column_rows_reread:\(reread.replaced)") }
        }
        let hebrewRows = !result.readAsLatin ? HebrewRowRepair.rowsToReread(result.page) : []
        if !hebrewRows.isEmpty {
            let image = result.image
            let reread = timer.time("hebrew_rows") {
                HebrewRowRepair.repair(result.page, rows: hebrewRows) { box, excluded in
                    pageEngine.readLine(in: image, box: box, resolution: resolution, excluding: excluded)
                }
            }
            result.page = reread.page
            if reread.replaced > 0 { result.steps.append("hebrew_rows_reread:\(reread.replaced)") }
        }
        if let bands = result.quarterTurns == 0 ? rows : timer.time("ink_bands", { try? InkBands.bands(in: result.image.grayPixels()) }) {
            let rows = SkippedRowRecovery.rowsToRead(result.page, bands: bands)
            if !rows.isEmpty {
                let image = result.image
                let recovered = timer.time("skipped_rows") {
                    SkippedRowRecovery.recover(result.page, rows: rows) { box in
                        pageEngine.readLine(in: image, box: box, resolution: resolution, excluding: "")
                    }
                }
                result.page = recovered.page
                if recovered.added > 0 { result.steps.append("skipped_rows_read:\(recovered.added)") }
            }
        }
        return result
    }

    /// A poorly read page read once more at the quarter turn Tesseract's orientation check names,
    /// when the check is sure (`PageOrientation.minimumConfidence`) and that reading is clearly
    /// better: one cheap look instead of three full readings, most of which find nothing. A page
    /// read as word fragments (`PageOrientation.readsSideways`) lies a quarter turned whatever the
    /// check makes of it (unsure of faint print, or naming no turn or a half, or a quarter turn that
    /// reads no better): it is read at the quarter turns the check did not name, the clearly best
    /// reading kept; so is a page turned a quarter by its preparation that may lie upside down
    /// (`upsideDownUnknown`: the check was unsure of it before its reading) at a half turn. A page
    /// that cannot lie sideways (`mayLieSideways` false: its lines were counted running across it) is not
    /// read at the quarter turns for its fragments. `checked` says whether the check was asked about the
    /// page before its reading, and its answer. `read` reads an image turned by so many quarter turns.
    private func uprightReading(of result: RecognizedImage, resolution: Int, checked: OrientationCheck,
                                upsideDownUnknown: Bool, mayLieSideways: Bool,
                                read: (Image, Int) throws -> OCRPage) throws -> RecognizedImage {
        let answer = switch checked {
        case let .answered(estimate): estimate
        case .notAsked: orientation?.engine?.detectOrientation(in: result.image, resolution: resolution)
        }
        let estimate = answer.flatMap { $0.confidence >= PageOrientation.minimumConfidence ? $0 : nil }
        let check = "upright_check:" + (estimate.map { "\(90 * $0.uprightTurns)" } ?? "unsure")
        var turns = estimate.map { $0.uprightTurns == 0 ? [] : [$0.uprightTurns] } ?? []
        if mayLieSideways, PageOrientation.readsSideways(result.page) { turns += [1, 3].filter { !turns.contains($0) } }
        if upsideDownUnknown, !turns.contains(2) { turns.append(2) }
        var best = with(result, step: check)
        for turn in turns {
            let turned = try result.image.rotated(quarterTurns: turn)
            let candidate = try read(turned, turn)
            guard PageOrientation.isClearlyBetter(candidate, than: best.page) else { continue }
            best = RecognizedImage(page: candidate, image: turned, quarterTurns: turn,
                                   steps: result.steps + [check, "orientation:\(90 * turn)"])
            // The turn the check named, read clearly better, is the page's: the other quarter turn
            // (which reads the page upside down) need not be tried.
            if turn == estimate?.uprightTurns { break }
        }
        return best
    }

    /// `result` with `step` noted.
    private func with(_ result: RecognizedImage, step: String) -> RecognizedImage {
        var noted = result
        noted.steps.append(step)
        return noted
    }
}

/// Whether Tesseract's orientation check was asked about a page before its reading, and what it said.
private enum OrientationCheck {
    case notAsked
    /// Its answer: nil when it was unsure or had none.
    case answered(OrientationEstimate?)
}
