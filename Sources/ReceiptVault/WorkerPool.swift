// Runs a job per input on N worker threads, each owning one `DocumentProcessor` (and so one
// Tesseract engine) for its whole life, and hands results back one at a time, in completion order.
// Threads rather than tasks: Leptonica and Tesseract handles must stay on the thread that made them.
//
// A watchdog on the calling thread gives up on a job that runs past `stallLimit` (OCR has its own
// deadline; this catches a stage that has none, such as a pathological pattern in extraction): it
// delivers the job's `stalled` result, leaves the stuck thread and its engine behind, and starts a
// fresh worker in its place, so one input can never stall a batch.

import DocumentModel
import Foundation
import Pipeline
import Synchronization

struct WorkerPool: Sendable {
    let configuration: PipelineConfiguration
    let workers: Int
    /// Seconds a job may run before the pool gives up on it: well past the document time limit, so
    /// that OCR's own deadline (a cleaner `timeout` record from the worker) fires first.
    var stallLimit: Double

    init(configuration: PipelineConfiguration, workers: Int, stallLimit: Double? = nil) {
        self.configuration = configuration
        self.workers = workers
        self.stallLimit = stallLimit ?? max(2 * configuration.documentTimeLimit, configuration.documentTimeLimit + 60)
    }

    /// Calls `work` for every index in `0..<count` on some worker, then `deliver` with its result
    /// under a lock (so `deliver` may update shared state and print), then `followUp` on the same
    /// worker, outside the lock (slow optional work that must not hold the result back). A job given
    /// up on is delivered as `stalled(index, seconds)` instead. Returns when every job is delivered
    /// and every worker not given up on has finished.
    /// - Throws: the processor's start error when no worker could start.
    func run<Result: Sendable>(count: Int,
                               work: @escaping @Sendable (Int, DocumentProcessor) -> Result,
                               stalled: @escaping @Sendable (Int, Double) -> Result,
                               deliver: @escaping @Sendable (Int, Result) -> Void,
                               followUp: (@Sendable (Int, Result, DocumentProcessor) -> Void)? = nil) throws {
        Allocator.configureForBatch()
        let state = Mutex(PoolState())
        let workerEnded = DispatchSemaphore(value: 0)

        @Sendable func startWorker() {
            let id = state.withLock { $0.enlist() }
            let thread = Thread { [configuration] in
                defer {
                    state.withLock { $0.discharge(id) }
                    workerEnded.signal()
                }
                let processor: DocumentProcessor
                do {
                    processor = try DocumentProcessor(configuration: configuration)
                } catch {
                    state.withLock { $0.startErrors.append(error) }
                    return
                }
                while let index = state.withLock({ $0.take(below: count, worker: id) }) {
                    let result = work(index, processor)
                    let kept = state.withLock { state in
                        guard state.finish(worker: id) else { return false }
                        deliver(index, result)
                        return true
                    }
                    // Given up on while it ran: its result went out as stalled, and its engine may
                    // be in any state, so this thread ends here.
                    guard kept else { return }
                    followUp?(index, result, processor)
                    Allocator.returnFreedMemory()
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }

        for _ in 0..<min(max(1, workers), max(1, count)) { startWorker() }
        while true {
            _ = workerEnded.wait(timeout: .now() + .seconds(1))
            let (givenUp, finished) = state.withLock { state in
                let givenUp = state.abandonStalledJobs(after: stallLimit)
                for (index, seconds) in givenUp { deliver(index, stalled(index, seconds)) }
                return (givenUp.count, state.liveWorkers == 0)
            }
            // A replacement keeps the pool at strength while jobs remain.
            for _ in 0..<givenUp where !state.withLock({ $0.isDrained(count) }) { startWorker() }
            if finished && givenUp == 0 { break }
        }
        let (delivered, errors) = state.withLock { ($0.delivered, $0.startErrors) }
        if delivered < count, let first = errors.first { throw first }
    }
}

private struct PoolState: ~Copyable {
    var next = 0
    var startErrors: [any Error] = []
    /// Workers started and not yet ended or given up on.
    var liveWorkers = 0
    var delivered = 0
    private var lastWorkerID = 0
    /// The job each worker is on, and when it began.
    private var running: [Int: (index: Int, began: DispatchTime)] = [:]
    private var abandoned: Set<Int> = []

    mutating func enlist() -> Int {
        lastWorkerID += 1
        liveWorkers += 1
        return lastWorkerID
    }

    /// A worker ends (its jobs are done, or it could not start); one given up on was counted out already.
    mutating func discharge(_ worker: Int) {
        if !abandoned.contains(worker) { liveWorkers -= 1 }
    }

    func isDrained(_ count: Int) -> Bool { next >= count }

    mutating func take(below count: Int, worker: Int) -> Int? {
        guard next < count else { return nil }
        defer { next += 1 }
        running[worker] = (next, .now())
        return next
    }

    /// The worker's job is done; false when the pool had given up on it.
    mutating func finish(worker: Int) -> Bool {
        running[worker] = nil
        guard !abandoned.contains(worker) else { return false }
        delivered += 1
        return true
    }

    /// Gives up on every job running longer than `limit` seconds: its worker is counted out, and the
    /// job is returned (with its seconds so far) to be delivered as stalled.
    mutating func abandonStalledJobs(after limit: Double) -> [(index: Int, seconds: Double)] {
        let now = DispatchTime.now().uptimeNanoseconds
        var givenUp: [(index: Int, seconds: Double)] = []
        for (worker, job) in running {
            let seconds = Double(now - job.began.uptimeNanoseconds) / 1e9
            guard seconds > limit else { continue }
            running[worker] = nil
            abandoned.insert(worker)
            liveWorkers -= 1
            delivered += 1
            givenUp.append((job.index, seconds))
        }
        return givenUp
    }
}

extension DocumentRecord {
    /// The record of a document the worker pool gave up on after `seconds`.
    static func stalled(path: String, seconds: Double) -> DocumentRecord {
        .failure(source: DocumentRecord.Source(path: path), code: "timeout",
                 message: "\(path): still being read after \(Int(seconds)) s, in a stage without its own time limit; "
                     + "the batch went on without it — please report the file")
    }
}
