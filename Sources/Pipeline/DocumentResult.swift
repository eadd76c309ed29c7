// What the pipeline made of one document, as values: the record, the words it was read from (with
// the second readings), the page images when asked for, and the refinement still to run.

import DocumentModel
import Foundation
import Imaging
import Ingest
import Refiner

/// One document read by `DocumentProcessor.run`.
public struct DocumentResult {
    /// The offline record (before any refinement).
    public var record: DocumentRecord
    /// The words read, with extraction's second readings: the document's recording.
    public var recognized: RecognizedDocument
    /// The straightened page images, when asked for (empty for pages read from a text layer).
    public var pages: [Image]
    /// The refiner's second opinion still to ask for, when the refiner is on and the record is not
    /// trusted for `auto` review.
    public var refinement: PendingRefinement?

    init(record: DocumentRecord, recognized: RecognizedDocument, pages: [Image], refinement: PendingRefinement?) {
        self.record = record; self.recognized = recognized; self.pages = pages; self.refinement = refinement
    }

    /// The error record of a document that could not be read.
    init(failure error: any Error, source: DocumentRecord.Source, file: FileSystemPath, timings: [String: Int]) {
        let failure = PipelineFailure(error, path: source.path)
        var source = source
        if source.sha256 == nil {
            // Recorded so that a rerun recognises the same bad file and does not retry it.
            source.sha256 = Checksum.sha256(ofFileAt: file)
        }
        self.init(record: .failure(source: source, code: failure.code, message: failure.message, timingsMs: timings),
                  recognized: RecognizedDocument(pages: []), pages: [], refinement: nil)
    }

    /// The record after the refiner, when there is one to ask; the offline record otherwise.
    public func refinedRecord() -> DocumentRecord {
        refinement?.run() ?? record
    }
}

/// A record waiting for the refiner's second opinion (which may go over the network, so a batch
/// writes the offline record first and runs this after).
public struct PendingRefinement: Sendable {
    public let record: DocumentRecord
    let words: RecognizedDocument
    let refiner: any DocumentRefining

    /// Nil when there is no refiner or the record is trusted for `auto` review.
    init?(_ record: DocumentRecord, words: RecognizedDocument, refiner: (any DocumentRefining)?) {
        guard let refiner, record.review != .auto else { return nil }
        self.record = record; self.words = words; self.refiner = refiner
    }

    /// The record after the refiner, with the time it took added to its timings.
    public func run() -> DocumentRecord {
        let start = DispatchTime.now()
        var refined = refiner.refine(record, document: words, pageImage: nil)
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        refined.timingsMs["refine"] = milliseconds
        refined.timingsMs["total"] = (record.timingsMs["total"] ?? 0) + milliseconds
        return refined
    }
}
