import Foundation
import Pipeline
@testable import ReceiptVault
import Synchronization
import Testing

@Suite struct WorkerPoolTests {
    @Test func aJobThatNeverEndsIsGivenUpOnAndAFreshWorkerDoesTheRest() throws {
        let configuration = try PipelineConfiguration.locating(tessdata: nil)
        let stuck = DispatchSemaphore(value: 0)
        let results = Mutex<[Int: String]>([:])
        let start = DispatchTime.now()
        // One worker: only the replacement the watchdog starts can do jobs 1 and 2.
        try WorkerPool(configuration: configuration, workers: 1, stallLimit: 1).run(
            count: 3,
            work: { index, _ in
                // Stuck for far longer than the limit (a bounded wait, so that a pool without its
                // watchdog fails this test instead of hanging it).
                if index == 0 { _ = stuck.wait(timeout: .now() + 20) }
                return "read \(index)"
            },
            stalled: { index, seconds in "gave up on \(index) after \(seconds >= 1 ? "≥1" : "<1") s" },
            deliver: { index, result in results.withLock { $0[index] = result } })
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        stuck.signal()

        #expect(results.withLock { $0 } == [0: "gave up on 0 after ≥1 s", 1: "read 1", 2: "read 2"])
        #expect(seconds < 10)
    }

    @Test func jobsWithinTheLimitAreAllDeliveredOnce() throws {
        let configuration = try PipelineConfiguration.locating(tessdata: nil)
        let deliveries = Mutex<[Int]>([])
        try WorkerPool(configuration: configuration, workers: 2, stallLimit: 60).run(
            count: 5,
            work: { index, _ in index * 10 },
            stalled: { _, _ in -1 },
            deliver: { _, result in deliveries.withLock { $0.append(result) } })
        #expect(deliveries.withLock { $0.sorted() } == [0, 10, 20, 30, 40])
    }
}
