// The optional second opinion: for a document that is not filed automatically, asks Gemini about its
// uncertain fields and merges the answers the offline checks accept. Failures never touch the offline
// result: they add a `refiner_failed` warning, or queue the work when the network is down.

import DocumentModel
import Extraction
import Foundation

/// A stage that may improve a finished record. Never throws: its failures are warnings on the record.
public protocol DocumentRefining: Sendable {
    /// The record, refined when possible; unchanged (perhaps with a warning) otherwise.
    /// - Parameter pageImage: the straightened first page as a downscaled JPEG, when available.
    func refine(_ record: DocumentRecord, document: RecognizedDocument, pageImage: Data?) -> DocumentRecord
}

/// Refines uncertain fields with Gemini's generateContent and structured output.
public final class GeminiRefiner: DocumentRefining {
    public static let failedWarning = "refiner_failed"
    public static let queuedWarning = "refiner_queued"

    public let settings: GeminiSettings
    public let extraction: ExtractionConfiguration
    private let client: GeminiClient
    private let queue: (any RefinementQueue)?
    private let today: @Sendable () -> Date

    /// - Parameters:
    ///   - queue: where work goes when Gemini cannot be reached; nil: it is only reported.
    ///   - today: dates after it are rejected (tests fix it).
    public init(settings: GeminiSettings, extraction: ExtractionConfiguration = .default,
                queue: (any RefinementQueue)? = nil, today: @escaping @Sendable () -> Date = { Date() }) {
        self.settings = settings; self.extraction = extraction; self.queue = queue; self.today = today
        client = GeminiClient(settings: settings)
    }

    /// libcurl's version line, or why it could not be opened (no request can be sent then). Opens it.
    public static var transport: Result<String, RefinerError> { HTTPTransport.library.map(\.version) }

    public func refine(_ record: DocumentRecord, document: RecognizedDocument, pageImage: Data?) -> DocumentRecord {
        do {
            return try refineNow(RefinementJob(record: record, document: document, pageImage: pageImage))
        } catch where error.isUnreachable && queue != nil {
            return queued(record, document: document, pageImage: pageImage, reason: error)
        } catch {
            return Self.warned(record, code: Self.failedWarning, message: error.description)
        }
    }

    /// Refines a job's record now, without queueing: the pending-work drain calls this.
    /// - Throws: `RefinerError` when Gemini cannot be asked or its answer cannot be read.
    public func refineNow(_ job: RefinementJob) throws(RefinerError) -> DocumentRecord {
        var record = job.record
        record.warnings.removeAll { $0.code == Self.queuedWarning }
        guard record.status == .ok, record.review != .auto else { return record }
        let candidates = FieldValidation.candidates(in: job.document, today: today())
        let question = RefinementQuestion(record: record, candidates: candidates, threshold: extraction.autoThreshold)
        guard !question.fields.isEmpty else { return record }
        let text = job.document.text.isEmpty ? record.text : job.document.text
        let answer = try client.generate(question.request(text: text, pageImage: job.pageImage))
        let proposals = try question.proposals(from: answer)
        let merge = RefinementMerge(confidentOffline: extraction.autoThreshold, weakOffline: extraction.manualThreshold,
                                    model: settings.model, today: today())
        return merge.merge(record, proposals: proposals, question: question, document: job.document,
                           extraction: extraction)
    }

    private func queued(_ record: DocumentRecord, document: RecognizedDocument, pageImage: Data?,
                        reason: RefinerError) -> DocumentRecord {
        guard let queue else { return Self.warned(record, code: Self.failedWarning, message: reason.description) }
        do {
            let payload = try JSONEncoder().encode(RefinementJob(record: record, document: document,
                                                                 pageImage: pageImage))
            try queue.enqueue(kind: RefinementJob.kind, payload: payload)
        } catch {
            return Self.warned(record, code: Self.failedWarning,
                               message: reason.description + "; it could not be queued either (\(error))")
        }
        return Self.warned(record, code: Self.queuedWarning,
                           message: "Gemini could not be reached; the refinement is queued, run "
                             + "`receiptvault refine --pending` when online")
    }

    static func warned(_ record: DocumentRecord, code: String, message: String) -> DocumentRecord {
        var record = record
        record.warnings.append(RecordWarning(code: code, message: message))
        return record
    }
}
