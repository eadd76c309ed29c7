// Confidence calibration: does a field emitted with confidence 0.9 turn out right 90% of the time?
//
// A judged prediction is an emitted field whose rightness is known: a labelled field the output
// emitted (right or wrong by `FieldComparison`), or, for `complete: true` labels, a field the
// label says the document does not show (always wrong). Fields not emitted carry no confidence
// and are not predictions.
//   reliability table  10 bins of width 0.1 over confidence ([0.9, 1.0] closed): count, mean
//                      confidence, observed accuracy
//   ECE                Σ over bins of (bin count / predictions) · |accuracy − mean confidence|
//   precision@t        right judged predictions with confidence ≥ t / judged predictions with
//                      confidence ≥ t: how often an "auto-filed" value is right
//   coverage@t         labelled fields emitted with confidence ≥ t (right or wrong) / labelled
//                      fields: the share of the work that would be filed without a look

/// One judged prediction: the value's confidence and whether it was right.
public struct JudgedPrediction: Sendable, Hashable {
    public var confidence: Double
    public var correct: Bool
    /// False for spurious fields (emitted, not labelled), which count for precision but not coverage.
    public var labelled: Bool

    public init(confidence: Double, correct: Bool, labelled: Bool = true) {
        self.confidence = confidence; self.correct = correct; self.labelled = labelled
    }
}

/// One bin of the reliability table.
public struct ReliabilityBin: Sendable, Codable, Hashable {
    public var lower: Double
    public var upper: Double
    public var count: Int
    /// Mean confidence of the bin's predictions; nil for an empty bin.
    public var meanConfidence: Double?
    /// Share of the bin's predictions that were right; nil for an empty bin.
    public var accuracy: Double?

    enum CodingKeys: String, CodingKey {
        case lower, upper, count, accuracy
        case meanConfidence = "mean_confidence"
    }
}

/// The calibration section of the report.
public struct CalibrationReport: Sendable, Codable, Hashable {
    public var bins: [ReliabilityBin]
    /// Judged predictions in the table.
    public var predictions: Int
    /// Nil when there are no predictions.
    public var expectedCalibrationError: Double?
    /// The confidence at which a value would be filed without review.
    public var threshold: Double
    /// Judged predictions with confidence ≥ threshold.
    public var confidentPredictions: Int
    public var precisionAtThreshold: Double?
    /// Labelled fields in the whole evaluation (the denominator of coverage).
    public var labelledFields: Int
    public var coverageAtThreshold: Double?

    enum CodingKeys: String, CodingKey {
        case bins, predictions, threshold
        case expectedCalibrationError = "expected_calibration_error"
        case confidentPredictions = "confident_predictions"
        case precisionAtThreshold = "precision_at_threshold"
        case labelledFields = "labelled_fields"
        case coverageAtThreshold = "coverage_at_threshold"
    }

    /// The number of bins of the reliability table.
    public static let binCount = 10
    /// The default auto-filing threshold.
    public static let defaultThreshold = 0.9

    /// Calibration of `predictions`, with `labelledFields` labelled fields in all.
    public init(predictions: [JudgedPrediction], labelledFields: Int, threshold: Double = defaultThreshold) {
        var grouped = [[JudgedPrediction]](repeating: [], count: Self.binCount)
        for prediction in predictions {
            let clamped = min(max(prediction.confidence, 0), 1)
            grouped[min(Int(clamped * Double(Self.binCount)), Self.binCount - 1)].append(prediction)
        }
        bins = grouped.enumerated().map { index, members in
            let count = Double(members.count)
            return ReliabilityBin(
                lower: Double(index) / Double(Self.binCount), upper: Double(index + 1) / Double(Self.binCount),
                count: members.count,
                meanConfidence: members.isEmpty ? nil : members.map(\.confidence).reduce(0, +) / count,
                accuracy: members.isEmpty ? nil : Double(members.filter(\.correct).count) / count)
        }
        self.predictions = predictions.count
        expectedCalibrationError = predictions.isEmpty ? nil : bins.reduce(0) { sum, bin in
            guard let confidence = bin.meanConfidence, let accuracy = bin.accuracy else { return sum }
            return sum + Double(bin.count) / Double(predictions.count) * abs(accuracy - confidence)
        }
        self.threshold = threshold
        let confident = predictions.filter { $0.confidence >= threshold }
        confidentPredictions = confident.count
        precisionAtThreshold = confident.isEmpty ? nil
            : Double(confident.filter(\.correct).count) / Double(confident.count)
        self.labelledFields = labelledFields
        coverageAtThreshold = labelledFields == 0 ? nil
            : Double(confident.filter(\.labelled).count) / Double(labelledFields)
    }

    /// The judged predictions of the scored documents.
    static func make(_ scores: [DocumentScore]) -> CalibrationReport {
        var predictions: [JudgedPrediction] = []
        for score in scores {
            for outcome in score.outcomes {
                guard let confidence = outcome.confidence else { continue }
                predictions.append(JudgedPrediction(confidence: confidence, correct: outcome.correct))
            }
            for field in score.spurious {
                predictions.append(JudgedPrediction(confidence: field.confidence, correct: false, labelled: false))
            }
        }
        return CalibrationReport(predictions: predictions,
                                 labelledFields: scores.reduce(0) { $0 + $1.outcomes.count })
    }
}
