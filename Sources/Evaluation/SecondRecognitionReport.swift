// The values the second recogniser gave (`--second-recogniser`): how many, and how many of the
// labelled ones are right — the promise its confidence ceiling (0.89) makes, checked on each set.

import DocumentModel

/// The fields whose value came from the second recogniser (`source: second_recogniser`).
public struct SecondRecognitionReport: Sendable, Codable, Hashable {
    /// Such values of labelled fields, and how many of them are right.
    public var labelled: Int
    public var right: Int
    /// Such values of fields the label leaves out.
    public var unlabelled: Int
    /// Their mean confidence (labelled and not).
    public var meanConfidence: Double

    enum CodingKeys: String, CodingKey {
        case labelled, right, unlabelled
        case meanConfidence = "mean_confidence"
    }

    /// Nil when no record has such a value.
    static func make(_ scores: [DocumentScore]) -> SecondRecognitionReport? {
        var report = SecondRecognitionReport(labelled: 0, right: 0, unlabelled: 0, meanConfidence: 0)
        var confidences: [Double] = []
        for score in scores {
            guard let record = score.sample.successfulRecord else { continue }
            for field in FieldName.allCases {
                guard let value = record[field], value.source == .secondRecogniser else { continue }
                confidences.append(value.confidence)
                if let outcome = score.outcomes.first(where: { $0.field == field }) {
                    report.labelled += 1
                    if outcome.correct { report.right += 1 }
                } else {
                    report.unlabelled += 1
                }
            }
        }
        guard !confidences.isEmpty else { return nil }
        report.meanConfidence = confidences.reduce(0, +) / Double(confidences.count)
        return report
    }
}
