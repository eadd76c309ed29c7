// Runs a job per input on N worker threads, each owning one `DocumentProcessor` (and so one
// Tesseract engine) for its whole life, and hands results back one at a time, in completion order.
// Threads rather than tasks: Leptonica and Tesseract handles must stay on the thread that made them.

import Foundation
import Synchronization

struct WorkerPool: Sendable {
    let configuration: PipelineConfiguration
    let workers: Int

    /// Calls `work` for every index in `0..<count` on some worker, then `deliver` with its result
    /// under a lock (so `deliver` may update shared state and print), then `followUp` on the same
    /// worker, outside the lock (slow optional work that must not hold the result back). Returns
    /// when all are done.
    /// - Throws: the processor's start error when no worker could start.
    func run<Result: Sendable>(count: Int,
                               work: @escaping @Sendable (Int, DocumentProcessor) -> Result,
                               deliver: @escaping @Sendable (Int, Result) -> Void,
                               followUp: (@Sendable (Int, Result, DocumentProcessor) -> Void)? = nil) throws {
        Allocator.configureForBatch()
        let state = Mutex(PoolState())
        let group = DispatchGroup()
        let threads = min(max(1, workers), max(1, count))
        for _ in 0..<threads {
            group.enter()
            let thread = Thread { [configuration] in
                defer { group.leave() }
                let processor: DocumentProcessor
                do {
                    processor = try DocumentProcessor(configuration: configuration)
                } catch {
                    state.withLock { $0.startErrors.append(error) }
                    return
                }
                while let index = state.withLock({ $0.take(below: count) }) {
                    let result = work(index, processor)
                    state.withLock { _ in deliver(index, result) }
                    followUp?(index, result, processor)
                    Allocator.returnFreedMemory()
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        let errors = state.withLock { $0.startErrors }
        if errors.count == threads, let first = errors.first { throw first }
    }
}

private struct PoolState: ~Copyable {
    var next = 0
    var startErrors: [any Error] = []

    mutating func take(below count: Int) -> Int? {
        guard next < count else { return nil }
        defer { next += 1 }
        return next
    }
}
