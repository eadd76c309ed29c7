// Wall-clock milliseconds per preparation step, for the benchmark and the record's timings.

import Foundation

/// Accumulates the time spent in named steps.
struct StepTimer {
    private(set) var milliseconds: [String: Double] = [:]

    mutating func time<T>(_ step: String, _ work: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { milliseconds[step, default: 0] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
        return try work()
    }
}
