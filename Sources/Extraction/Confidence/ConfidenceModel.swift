// Maps a field's features to a calibrated probability with a logistic model: shared feature
// weights, one intercept per field and per-field adjustments of the weights (a passed check means
// more for a company number than for a name), fitted by `swift run calibrate fit`.

import DocumentModel
import Foundation

/// Parameters of the logistic confidence model.
public struct CalibrationParameters: Sendable, Hashable, Codable {
    /// One weight per feature (`ConfidenceFeatures.names`).
    public var weights: [Double]
    /// Intercept per field (`FieldName.rawValue`); `default` for fields without one.
    public var intercepts: [String: Double]
    public var defaultIntercept: Double
    /// Per field, what to add to each shared weight (absent: nothing).
    public var fieldWeights: [String: [Double]]

    public init(weights: [Double], intercepts: [String: Double], defaultIntercept: Double,
                fieldWeights: [String: [Double]] = [:]) {
        self.weights = weights; self.intercepts = intercepts; self.defaultIntercept = defaultIntercept
        self.fieldWeights = fieldWeights
    }

    /// The probability the value is right.
    public func probability(field: FieldName, features: ConfidenceFeatures) -> Double {
        let field = Self.modelled(field)
        var linear = intercepts[field.rawValue] ?? defaultIntercept
        let adjustments = fieldWeights[field.rawValue] ?? []
        for (index, value) in features.values.enumerated() where index < weights.count {
            linear += (weights[index] + (index < adjustments.count ? adjustments[index] : 0)) * value
        }
        return 1 / (1 + exp(-linear))
    }
}

extension CalibrationParameters {
    /// The field whose fitted parameters a field's confidence uses: `legal_name` has no labels yet to be
    /// fitted on, and is found by the same evidence as a business name with a legal form.
    static func modelled(_ field: FieldName) -> FieldName {
        field == .legalName ? .businessName : field
    }
}

/// Turns a field's features into its reported confidence: the logistic model, capped when a
/// veto check failed, rounded to three places.
public enum ConfidenceModel {
    /// The highest confidence a value with a failed veto check may have.
    public static let vetoCeiling = 0.4

    /// The highest confidence of an issuer's name found outside the issuer's header and footer.
    public static let displacedNameCeiling = 0.85

    /// The confidence of a field with these features; `vetoed` when a veto check failed, and at most
    /// `ceiling` (see `ReceiptExtractor.disagreementCeiling`).
    ///
    /// The issuer prints its name in its header (or footer); a "name" found in another region — the
    /// captions of the document's meta ("Hotel Details Check In Check Out Rooms"), the items — is never
    /// sure. No document the model was fitted on has its name elsewhere, so the fit cannot weigh the
    /// region feature for names; this ceiling is a prior in its place.
    public static func confidence(field: FieldName, features: ConfidenceFeatures, vetoed: Bool, ceiling: Double = 1,
                                  parameters: CalibrationParameters) -> Double {
        var probability = min(parameters.probability(field: field, features: features), ceiling)
        if vetoed { probability = min(probability, vetoCeiling) }
        if [.businessName, .legalName].contains(field), !features.isInExpectedRegion {
            probability = min(probability, displacedNameCeiling)
        }
        return (probability * 1000).rounded() / 1000
    }

    static func isVetoed(_ resolved: ResolvedField) -> Bool {
        resolved.candidate.checksFailed.contains(where: \.isVeto)
    }
}
