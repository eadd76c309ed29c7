// Fits the logistic confidence model (shared feature weights + one intercept per field) to labelled
// outcomes by gradient descent with a small L2 penalty, and writes it as Swift source.

import DocumentModel
import Foundation

/// One extracted field and whether it matched its label.
public struct CalibrationSample: Sendable {
    public let field: FieldName
    public let features: ConfidenceFeatures
    public let correct: Bool
    /// A veto check failed: the reported confidence is capped whatever the model says.
    public let vetoed: Bool
    /// The highest confidence the value may have whatever its features say (1: none).
    public let ceiling: Double
    /// False for a spurious field (extracted, but a complete label says the document does not show it).
    public let labelled: Bool

    public init(field: FieldName, features: ConfidenceFeatures, correct: Bool, vetoed: Bool = false,
                ceiling: Double = 1, labelled: Bool = true) {
        self.field = field; self.features = features; self.correct = correct
        self.vetoed = vetoed; self.ceiling = ceiling; self.labelled = labelled
    }

    /// The confidence `parameters` give this field, as the extractor would report it.
    public func confidence(with parameters: CalibrationParameters) -> Double {
        ConfidenceModel.confidence(field: field, features: features, vetoed: vetoed, ceiling: ceiling,
                                   parameters: parameters)
    }
}

public enum CalibrationFit {
    /// Fields with fewer samples share the default intercept and the shared weights.
    static let minimumFieldSamples = 15

    /// Fits parameters by gradient descent on the log loss, starting from zero: shared weights with a
    /// small L2 penalty, per-field intercepts, and per-field weight adjustments with a stronger
    /// penalty (`fieldL2`) so that a field departs from the shared weights only as far as its own
    /// samples show. Per-field gradients are averaged over the field's own samples.
    public static func fit(_ samples: [CalibrationSample], iterations: Int = 3000, learningRate: Double = 0.3,
                           l2: Double = 0.001, fieldL2: Double = 0.02) -> CalibrationParameters {
        let featureCount = ConfidenceFeatures.names.count
        guard !samples.isEmpty else {
            return CalibrationParameters(weights: Array(repeating: 0, count: featureCount), intercepts: [:],
                                         defaultIntercept: 0)
        }
        let counts = Dictionary(grouping: samples, by: \.field.rawValue).mapValues(\.count)
        let ownFields = counts.filter { $0.value >= minimumFieldSamples }.keys.sorted()
        let slot = Dictionary(uniqueKeysWithValues: ownFields.enumerated().map { ($1, $0) })
        let defaultSlot = ownFields.count
        let sampleSlots = samples.map { slot[$0.field.rawValue] ?? defaultSlot }
        let slotCounts = (0...defaultSlot).map { index in Double(max(sampleSlots.filter { $0 == index }.count, 1)) }
        let features = samples.map { sample in
            (0..<featureCount).map { $0 < sample.features.values.count ? sample.features.values[$0] : 0 }
        }
        let targets = samples.map { $0.correct ? 1.0 : 0.0 }
        var weights = Array(repeating: 0.0, count: featureCount)
        var intercepts = Array(repeating: 0.0, count: defaultSlot + 1)
        var adjustments = Array(repeating: Array(repeating: 0.0, count: featureCount), count: defaultSlot)
        let n = Double(samples.count)
        for _ in 0..<iterations {
            var gradWeights = Array(repeating: 0.0, count: featureCount)
            var gradIntercepts = Array(repeating: 0.0, count: defaultSlot + 1)
            var gradAdjustments = Array(repeating: Array(repeating: 0.0, count: featureCount), count: defaultSlot)
            for index in samples.indices {
                let slot = sampleSlots[index]
                let x = features[index]
                var linear = intercepts[slot]
                for j in 0..<featureCount {
                    linear += (weights[j] + (slot < defaultSlot ? adjustments[slot][j] : 0)) * x[j]
                }
                let error = 1 / (1 + exp(-linear)) - targets[index]
                gradIntercepts[slot] += error
                for j in 0..<featureCount {
                    gradWeights[j] += error * x[j]
                    if slot < defaultSlot { gradAdjustments[slot][j] += error * x[j] }
                }
            }
            for j in 0..<featureCount { weights[j] -= learningRate * (gradWeights[j] / n + l2 * weights[j]) }
            for slot in 0...defaultSlot { intercepts[slot] -= learningRate * gradIntercepts[slot] / slotCounts[slot] }
            for slot in 0..<defaultSlot {
                for j in 0..<featureCount {
                    adjustments[slot][j] -= learningRate * (gradAdjustments[slot][j] / slotCounts[slot]
                                                            + fieldL2 * adjustments[slot][j])
                }
            }
        }
        // Without samples of its own, the default takes the mean of the fitted intercepts.
        var defaultIntercept = intercepts[defaultSlot]
        if sampleSlots.allSatisfy({ $0 < defaultSlot }), !ownFields.isEmpty {
            defaultIntercept = intercepts.prefix(defaultSlot).reduce(0, +) / Double(defaultSlot)
        }
        return CalibrationParameters(
            weights: weights,
            intercepts: Dictionary(uniqueKeysWithValues: ownFields.enumerated().map { ($1, intercepts[$0]) }),
            defaultIntercept: defaultIntercept,
            fieldWeights: Dictionary(uniqueKeysWithValues: ownFields.enumerated().map { ($1, adjustments[$0]) }))
    }

    /// Expected calibration error over ten equal-width confidence bins.
    public static func expectedCalibrationError(_ outcomes: [(confidence: Double, correct: Bool)]) -> Double {
        guard !outcomes.isEmpty else { return 0 }
        var error = 0.0
        for bin in 0..<10 {
            let low = Double(bin) / 10, high = Double(bin + 1) / 10
            let members = outcomes.filter { $0.confidence >= low && ($0.confidence < high || (bin == 9 && $0.confidence <= 1)) }
            guard !members.isEmpty else { continue }
            let meanConfidence = members.map(\.confidence).reduce(0, +) / Double(members.count)
            let accuracy = Double(members.filter(\.correct).count) / Double(members.count)
            error += Double(members.count) / Double(outcomes.count) * abs(meanConfidence - accuracy)
        }
        return error
    }

    /// The parameters as the Swift source of `CalibrationParameters+Fitted.swift`.
    public static func swiftSource(_ parameters: CalibrationParameters, sampleCount: Int, corpus: String) -> String {
        func number(_ value: Double) -> String { String(format: "%.4f", value) }
        func list(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ", ") + "]" }
        let intercepts = parameters.intercepts.sorted { $0.key < $1.key }
            .map { "            \"\($0.key)\": \(number($0.value))," }.joined(separator: "\n")
        let fieldWeights = parameters.fieldWeights.sorted { $0.key < $1.key }
            .map { "            \"\($0.key)\": \(list($0.value))," }.joined(separator: "\n")
        return """
        // Generated by `swift run calibrate fit` — do not edit by hand. Fitted on \(sampleCount) labelled fields
        // of \(corpus).
        // Feature order: \(ConfidenceFeatures.names.joined(separator: ", ")).

        extension CalibrationParameters {
            /// The fitted parameters the extractor uses by default.
            public static let fitted = CalibrationParameters(
                weights: \(list(parameters.weights)),
                intercepts: [
        \(intercepts.isEmpty ? "            :" : intercepts)
                ],
                defaultIntercept: \(number(parameters.defaultIntercept)),
                fieldWeights: [
        \(fieldWeights.isEmpty ? "            :" : fieldWeights)
                ]
            )
        }

        """
    }
}
