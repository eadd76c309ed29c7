// Measures how long each pipeline stage takes, for `timings_ms` and the benchmarks.

import Foundation
import Imaging

/// Accumulates wall time per named stage.
struct StageClock {
    private(set) var milliseconds: [String: Int] = [:]
    /// The steps within stages, by "stage.step" (`ocr.page`, `ocr.rereads`, …).
    private var steps = StepTimer()
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

    /// Runs `body` on `input`, which it takes over (and may let go of before it returns: a page's
    /// raster), adding its duration to `stage`. A closure capturing `input` instead would keep it
    /// alive until `body` returned.
    mutating func time<Input, T>(_ stage: String, handing input: consuming Input,
                                 to body: (consuming Input) throws -> T) rethrows -> T {
        onStage?(stage)
        let begin = DispatchTime.now()
        defer { milliseconds[stage, default: 0] += Self.elapsed(since: begin) }
        return try body(input)
    }

    /// Runs `body`, adding its duration to `stage` and to its step `step`.
    mutating func time<T>(_ stage: String, step: String, _ body: () throws -> T) rethrows -> T {
        var timer = StepTimer()
        defer { steps.add(timer.milliseconds, prefix: stage + ".") }
        return try timer.time(step) { try time(stage, body) }
    }

    /// Adds the durations of steps timed within `stage` (a stage's own `StepTimer`).
    mutating func note(_ stepMilliseconds: [String: Double], within stage: String) {
        steps.add(stepMilliseconds, prefix: stage + ".")
    }

    /// Seconds since the clock started.
    var elapsedSeconds: Double { Double(Self.elapsed(since: start)) / 1000 }

    /// The stage times, their steps' and `total`.
    var withTotal: [String: Int] {
        var result = milliseconds
        for (step, milliseconds) in steps.milliseconds { result[step] = Int(milliseconds.rounded()) }
        result["total"] = Self.elapsed(since: start)
        return result
    }

    private static func elapsed(since begin: DispatchTime) -> Int {
        Int((DispatchTime.now().uptimeNanoseconds - begin.uptimeNanoseconds) / 1_000_000)
    }
}
