// Maps a field's features to a calibrated probability with a logistic model: shared feature
// weights plus one intercept per field, fitted by `swift run calibrate fit` (CalibrationParameters.swift).

import DocumentModel
import Foundation

/// Parameters of the logistic confidence model.
public struct CalibrationParameters: Sendable, Hashable, Codable {
    /// One weight per feature (`ConfidenceFeatures.names`).
    public var weights: [Double]
    /// Intercept per field (`FieldName.rawValue`); `default` for fields without one.
    public var intercepts: [String: Double]
    public var defaultIntercept: Double

    public init(weights: [Double], intercepts: [String: Double], defaultIntercept: Double) {
        self.weights = weights; self.intercepts = intercepts; self.defaultIntercept = defaultIntercept
    }

    /// The probability the value is right.
    public func probability(field: FieldName, features: ConfidenceFeatures) -> Double {
        let linear = (intercepts[field.rawValue] ?? defaultIntercept)
            + zip(weights, features.values).map(*).reduce(0, +)
        return 1 / (1 + exp(-linear))
    }
}

/// Turns a field's features into its reported confidence: the logistic model, capped when a
/// veto check failed, rounded to three places.
public enum ConfidenceModel {
    /// Checks whose failure means the value cannot be trusted whatever else says.
    static let vetoChecks: Set<String> = ["check_digit", "mod97", "rate_valid_for_date", "nine_digits"]
    /// The highest confidence a value with a failed veto check may have.
    public static let vetoCeiling = 0.4

    static func confidence(field: FieldName, resolved: ResolvedField, parameters: CalibrationParameters) -> Double {
        confidence(field: field, features: ConfidenceFeatures(resolved), vetoed: isVetoed(resolved),
                   parameters: parameters)
    }

    /// The confidence of a field with these features; `vetoed` when a veto check failed.
    public static func confidence(field: FieldName, features: ConfidenceFeatures, vetoed: Bool,
                                  parameters: CalibrationParameters) -> Double {
        let probability = parameters.probability(field: field, features: features)
        let capped = vetoed ? min(probability, vetoCeiling) : probability
        return (capped * 1000).rounded() / 1000
    }

    static func isVetoed(_ resolved: ResolvedField) -> Bool {
        !vetoChecks.isDisjoint(with: resolved.candidate.checksFailed)
    }
}
