// Trust by group: how far a user may rely on the confidences and on `review: auto`, overall and per
// variant and folder. A confidence is a promise about documents never seen, so it is reported beside
// accuracy for each kind of document, not only pooled (a good pool can hide a group it fails).

import DocumentModel

/// The trust figures of one group of documents.
public struct TrustRow: Sendable, Codable, Hashable {
    /// `all`, a variant (`phone_photo`), or a folder (`sroie`).
    public var group: String
    public var documents: Int
    /// Precision and coverage at the auto threshold, and the calibration error, of the group's fields.
    public var precisionAtThreshold: Double?
    public var coverageAtThreshold: Double?
    public var expectedCalibrationError: Double?
    /// Documents the reader marked `auto` (nobody needs to look).
    public var autoDocuments: Int
    /// The labelled fields of the `auto` documents and how many of them are right: the promise `auto` makes.
    public var autoFields: Tally

    enum CodingKeys: String, CodingKey {
        case group, documents
        case precisionAtThreshold = "precision_at_threshold"
        case coverageAtThreshold = "coverage_at_threshold"
        case expectedCalibrationError = "expected_calibration_error"
        case autoDocuments = "auto_documents"
        case autoFields = "auto_fields"
    }

    init(group: String, scores: [DocumentScore]) {
        self.group = group
        documents = scores.count
        let calibration = CalibrationReport.make(scores)
        precisionAtThreshold = calibration.precisionAtThreshold
        coverageAtThreshold = calibration.coverageAtThreshold
        expectedCalibrationError = calibration.expectedCalibrationError
        let auto = scores.filter { $0.sample.successfulRecord?.review == .auto }
        autoDocuments = auto.count
        autoFields = auto.flatMap(\.outcomes).reduce(into: Tally()) { $0.count(correct: $1.correct) }
    }

    /// One row for all documents, then one per variant and one per folder (when there are several).
    static func rows(_ scores: [DocumentScore]) -> [TrustRow] {
        var rows = [TrustRow(group: "all", scores: scores)]
        for key in [\DocumentScore.groups.variant, \DocumentScore.groups.collection] {
            let groups = Dictionary(grouping: scores) { $0[keyPath: key] }
            guard groups.count > 1 else { continue }
            rows += groups.keys.sorted().map { TrustRow(group: $0, scores: groups[$0] ?? []) }
        }
        return rows
    }
}
