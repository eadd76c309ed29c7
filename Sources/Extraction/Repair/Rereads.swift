// What extraction knows of second readings while it runs: the answers it has been given, and the
// boxes it asked about that have no answer yet. A pass that meets an unanswered box goes on as if
// nothing had been read there; the extraction then pauses after that pass (see `ExtractionStep`)
// and runs it again once the pipeline has read the boxes. Extraction itself never runs OCR.

import DocumentModel

struct Rereads: Sendable {
    /// Each answered request's readings, in the order they were read.
    private var answers: [RereadRequest: [String?]] = [:]
    /// The requests asked for and not answered yet, in the order first asked.
    private(set) var unanswered: [RereadRequest] = []

    /// True while a request asked for has no answer: what follows from it is not known yet.
    var isWaiting: Bool { !unanswered.isEmpty }

    /// Adds the pipeline's answers; the requests they answer are no longer unanswered.
    mutating func add(_ readings: [Rereading]) {
        for reading in readings {
            answers[reading.request, default: []].append(reading.text)
        }
        unanswered.removeAll { answers[$0] != nil }
    }

    /// Every reading of the box asked for, or nil (noting the request) while it has no answer.
    mutating func readings(of request: RereadRequest) -> [String?]? {
        if let known = answers[request] { return known }
        if !unanswered.contains(request) { unanswered.append(request) }
        return nil
    }

    /// The box read in place digits-only: the first reading `accept` takes, the document's model
    /// asked only when the Latin model's reading was no use (each misreads what the other reads well)
    /// and `askingTheDocumentsModel`.
    mutating func digits(page: Int, box: BoundingBox, askingTheDocumentsModel: Bool = true,
                         accepting accept: (String) -> Bool = { _ in true }) -> String? {
        for kind in askingTheDocumentsModel ? [RereadRequest.Kind.digits, .digitsDocumentModel] : [.digits] {
            guard let readings = readings(of: RereadRequest(kind, page: page, box: box)) else { return nil }
            if let reading = readings.lazy.compactMap({ $0 }).first(where: accept) { return reading }
        }
        return nil
    }

    /// The box cut out onto a white margin and read digits-only.
    mutating func digitsAlone(page: Int, box: BoundingBox) -> String? {
        first(of: RereadRequest(.digitsAlone, page: page, box: box))
    }

    /// The last `count` full-height glyphs of the box read on their own, digits only.
    mutating func trailingDigits(page: Int, box: BoundingBox, count: Int) -> String? {
        first(of: RereadRequest(.trailingDigits, page: page, box: box, count: count))
    }

    /// The last `count` full-height glyphs of the box read on their own, digits only, when a mask's
    /// shorter glyphs come right before them; nil otherwise.
    mutating func maskedDigits(page: Int, box: BoundingBox, count: Int) -> String? {
        first(of: RereadRequest(.maskedDigits, page: page, box: box, count: count))
    }

    /// The box, one printed row, cut out and read as a line, its words separated by spaces.
    mutating func lineAlone(page: Int, box: BoundingBox) -> String? {
        first(of: RereadRequest(.lineAlone, page: page, box: box))
    }

    private mutating func first(of request: RereadRequest) -> String? {
        readings(of: request)?.lazy.compactMap { $0 }.first
    }
}
