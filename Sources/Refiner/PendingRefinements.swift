// Drains the refinement queue once the network is back: each job is refined and handed to the
// caller (which writes the record where it belongs), then removed. A job that fails for a reason
// that may pass (network, rate limits) stays queued; one Gemini cannot answer is delivered as is.

import DocumentModel
import Foundation

/// What one drain did.
public struct DrainSummary: Sendable, Equatable {
    /// Jobs refined and delivered.
    public var refined = 0
    /// Jobs delivered unrefined, with a `refiner_failed` warning (a bad answer, a refused request).
    public var unrefined = 0
    /// Jobs left for a later drain.
    public var remaining = 0

    public init(refined: Int = 0, unrefined: Int = 0, remaining: Int = 0) {
        self.refined = refined; self.unrefined = unrefined; self.remaining = remaining
    }
}

public enum PendingRefinements {
    /// Runs every pending job through `refiner` and passes each resulting record to `deliver`.
    /// Stops at the first job that cannot reach Gemini (the rest would fail the same way).
    /// - Throws: `RefinerError.queue` when the queue cannot be read; errors `deliver` throws.
    public static func drain(_ queue: any RefinementQueue, refiner: GeminiRefiner,
                             deliver: (DocumentRecord) throws -> Void) throws -> DrainSummary {
        let jobs = try queue.pending(kind: RefinementJob.kind)
        var summary = DrainSummary()
        for (index, item) in jobs.enumerated() {
            guard let job = try? JSONDecoder().decode(RefinementJob.self, from: item.payload) else {
                try queue.fail(id: item.id, error: "not a refinement job; remove it from the queue")
                summary.remaining += 1
                continue
            }
            do {
                try deliver(try refiner.refineNow(job))
                summary.refined += 1
                try queue.complete(id: item.id)
            } catch let error as RefinerError where error.isTransient {
                try queue.fail(id: item.id, error: error.description)
                summary.remaining += error.isUnreachable ? jobs.count - index : 1
                if error.isUnreachable { break }
            } catch let error as RefinerError {
                var record = job.record
                record.warnings.removeAll { $0.code == GeminiRefiner.queuedWarning }
                try deliver(GeminiRefiner.warned(record, code: GeminiRefiner.failedWarning, message: error.description))
                summary.unrefined += 1
                try queue.complete(id: item.id)
            }
        }
        return summary
    }
}
