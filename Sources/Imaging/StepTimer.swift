// Wall-clock milliseconds per step of a stage (preparation's, recognition's), for the benchmark and
// the record's timings.

import Foundation

/// Accumulates the time spent in named steps.
public struct StepTimer {
    public private(set) var milliseconds: [String: Double] = [:]

    public init() {}

    public mutating func time<T>(_ step: String, _ work: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { milliseconds[step, default: 0] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
        return try work()
    }

    /// Adds steps timed elsewhere (another stage's own timer), each under `prefix` + its name.
    public mutating func add(_ timings: [String: Double], prefix: String = "") {
        for (step, milliseconds) in timings { self.milliseconds[prefix + step, default: 0] += milliseconds }
    }
}
