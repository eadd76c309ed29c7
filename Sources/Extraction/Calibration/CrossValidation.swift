// Honest calibration figures: k-fold cross-validation by document group. Each fold's confidences
// come from a model fitted without that fold's documents, so the figures say how the model does on
// documents it has not seen (in-sample figures flatter it).

import DocumentModel
import Foundation

/// The calibration samples of one group of documents that must stay in one fold (a base document
/// and its variants: a photo of a document must not be judged by a model fitted on its scan).
public struct SampleGroup: Sendable {
    public let key: String
    public let samples: [CalibrationSample]

    public init(key: String, samples: [CalibrationSample]) {
        self.key = key; self.samples = samples
    }
}

public enum CrossValidation {
    /// Every sample with its group's key and the confidence a model fitted on the other folds gives it.
    /// Groups go to folds by a stable hash of their key, so the split never depends on input order.
    public static func outOfSample(_ groups: [SampleGroup], folds: Int,
                                   fit: ([CalibrationSample]) -> CalibrationParameters)
        -> [(group: String, sample: CalibrationSample, confidence: Double)] {
        let foldCount = max(folds, 2)
        let foldOf = Dictionary(groups.map { ($0.key, fold(of: $0.key, count: foldCount)) }, uniquingKeysWith: { a, _ in a })
        var results: [(group: String, sample: CalibrationSample, confidence: Double)] = []
        for held in 0..<foldCount {
            let training = groups.filter { foldOf[$0.key] != held }.flatMap(\.samples)
            let heldOut = groups.filter { foldOf[$0.key] == held }
            guard heldOut.contains(where: { !$0.samples.isEmpty }) else { continue }
            let parameters = fit(training)
            results += heldOut.flatMap { group in group.samples.map { (group.key, $0, $0.confidence(with: parameters)) } }
        }
        return results
    }

    /// The fold of a group: FNV-1a of its key modulo the fold count.
    static func fold(of key: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }
}
