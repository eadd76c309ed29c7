// Speed: documents per second over the run's wall time, seconds per document, and how the
// pipeline's time divides among its stages (from the records' `timings_ms`).

import Foundation

/// One pipeline stage's share of the summed stage time, or one step's share of its stage's.
public struct StageShare: Sendable, Codable, Hashable {
    /// A stage ("ocr") or a step within one ("ocr.page").
    public var stage: String
    /// Summed over every record.
    public var milliseconds: Int
    /// milliseconds / the sum over all stages; for a step, / its stage's milliseconds.
    public var share: Double
}

/// The speed section of the report.
public struct SpeedReport: Sendable, Codable, Hashable {
    public var documents: Int
    public var wallSeconds: Double
    /// documents / wall seconds (with several workers this exceeds 1 / mean seconds).
    public var documentsPerSecond: Double?
    /// Mean of the samples' `seconds`.
    public var meanSeconds: Double?
    /// 95th percentile (nearest rank) of the samples' `seconds`.
    public var p95Seconds: Double?
    /// Largest share first. A `total` key in `timings_ms` is not a stage and is left out.
    public var stages: [StageShare]
    /// The steps timed within stages (`timings_ms` keys "stage.step"), by stage in the order of
    /// `stages`, largest first within each.
    public var steps: [StageShare]

    enum CodingKeys: String, CodingKey {
        case documents, stages, steps
        case wallSeconds = "wall_seconds"
        case documentsPerSecond = "documents_per_second"
        case meanSeconds = "mean_seconds"
        case p95Seconds = "p95_seconds"
    }

    /// Keys of `timings_ms` that sum other keys rather than name a stage.
    static let nonStageKeys: Set<String> = ["total"]

    init(_ samples: [EvaluationSample], wallSeconds: Double) {
        documents = samples.count
        self.wallSeconds = wallSeconds
        documentsPerSecond = wallSeconds > 0 ? Double(samples.count) / wallSeconds : nil
        let seconds = samples.map(\.seconds)
        meanSeconds = seconds.isEmpty ? nil : seconds.reduce(0, +) / Double(seconds.count)
        p95Seconds = Self.percentile(95, of: seconds)
        var perStage: [String: Int] = [:], perStep: [String: Int] = [:]
        for sample in samples {
            for (key, milliseconds) in sample.record?.timingsMs ?? [:] where !Self.nonStageKeys.contains(key) {
                if key.contains(".") {
                    perStep[key, default: 0] += milliseconds
                } else {
                    perStage[key, default: 0] += milliseconds
                }
            }
        }
        let sum = perStage.values.reduce(0, +)
        stages = Self.shares(perStage, of: sum)
        steps = stages.flatMap { stage in
            Self.shares(perStep.filter { $0.key.hasPrefix(stage.stage + ".") }, of: stage.milliseconds)
        }
    }

    /// Each entry's share of `whole`, largest first (ties by name).
    private static func shares(_ milliseconds: [String: Int], of whole: Int) -> [StageShare] {
        milliseconds
            .map { StageShare(stage: $0.key, milliseconds: $0.value, share: whole > 0 ? Double($0.value) / Double(whole) : 0) }
            .sorted { ($0.milliseconds, $1.stage) > ($1.milliseconds, $0.stage) }
    }

    /// The nearest-rank percentile: the smallest value with at least `percent`% of values at or below it.
    static func percentile(_ percent: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
