// Measures how long each pipeline stage takes, for `timings_ms` and the benchmarks.

import Foundation

/// Accumulates wall time per named stage.
struct StageClock {
    private(set) var milliseconds: [String: Int] = [:]
    /// Milliseconds of the steps within a stage, by "stage.step" (`ocr.page`, `ocr.rereads`, …).
    private var steps: [String: Double] = [:]
    private let start = DispatchTime.now()
    /// Told the name of each stage as it begins (the batch's progress display shows it).
    let onStage: (@Sendable (String) -> Void)?

    init(onStage: (@Sendable (String) -> Void)? = nil) {
        self.onStage = onStage
    }

    /// Runs `body`, adding its duration to `stage`.
    mutating func time<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        onStage?(stage)
        let begin = DispatchTime.now()
        defer { milliseconds[stage, default: 0] += Self.elapsed(since: begin) }
        return try body()
    }

    /// Runs `body`, adding its duration to `stage` and to its step `step`.
    mutating func time<T>(_ stage: String, step: String, _ body: () throws -> T) rethrows -> T {
        let begin = DispatchTime.now()
        defer { steps["\(stage).\(step)", default: 0] += Double(DispatchTime.now().uptimeNanoseconds - begin.uptimeNanoseconds) / 1e6 }
        return try time(stage, body)
    }

    /// Adds the durations of steps timed within `stage` (a stage's own `StepTimer`).
    mutating func note(_ stepMilliseconds: [String: Double], within stage: String) {
        for (step, milliseconds) in stepMilliseconds { steps["\(stage).\(step)", default: 0] += milliseconds }
    }

    /// Seconds since the clock started.
    var elapsedSeconds: Double { Double(Self.elapsed(since: start)) / 1000 }

    /// The stage times, their steps' and `total`.
    var withTotal: [String: Int] {
        var result = milliseconds
        for (step, milliseconds) in steps { result[step] = Int(milliseconds.rounded()) }
        result["total"] = Self.elapsed(since: start)
        return result
    }

    private static func elapsed(since begin: DispatchTime) -> Int {
        Int((DispatchTime.now().uptimeNanoseconds - begin.uptimeNanoseconds) / 1_000_000)
    }
}
