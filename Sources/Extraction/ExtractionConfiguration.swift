// The knobs of extraction: review thresholds and the confidence model's parameters.

import DocumentModel

/// Review thresholds and calibration parameters.
public struct ExtractionConfiguration: Sendable {
    /// `auto` when every present key field has at least this confidence.
    public var autoThreshold: Double
    /// `manual` when the total or the date is missing or below this confidence.
    public var manualThreshold: Double
    /// The logistic confidence model.
    public var calibration: CalibrationParameters

    public init(autoThreshold: Double = 0.9, manualThreshold: Double = 0.5,
                calibration: CalibrationParameters = .fitted) {
        self.autoThreshold = autoThreshold; self.manualThreshold = manualThreshold; self.calibration = calibration
    }

    public static let `default` = ExtractionConfiguration()

    /// The review status of a document from its fields' confidences.
    func review(_ fields: [FieldName: FieldValue]) -> ReviewStatus {
        for required in [FieldName.total, .date] {
            guard let value = fields[required], value.confidence >= manualThreshold else { return .manual }
        }
        let keyConfidences = FieldName.key.compactMap { fields[$0]?.confidence }
        return keyConfidences.allSatisfy { $0 >= autoThreshold } ? .auto : .review
    }

    /// Document confidence: the lowest confidence among present key fields (0 when none).
    func documentConfidence(_ fields: [FieldName: FieldValue]) -> Double {
        FieldName.key.compactMap { fields[$0]?.confidence }.min() ?? 0
    }
}
