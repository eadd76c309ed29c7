// The evidence a field's confidence is computed from, as numbers: the rule's strength, the OCR
// confidence of its words, checks passed and failed, the margin over the runner-up, support, the
// mean OCR confidence of the whole document (a poor photo makes every field less certain), and how
// many amount sums the value closes — a check digit or a clean reading proves a value was read
// right, a closing sum also that it is the amount its role says — and whether the value sits in a
// region of the document its role expects (`DocumentStructure`).

import DocumentModel

/// The features of one extracted field, in the order the calibration parameters use.
public struct ConfidenceFeatures: Sendable, Hashable, Codable {
    public static let names = ["rule_strength", "ocr_confidence", "checks_passed", "checks_failed", "margin", "support",
                               "document_ocr_confidence", "arithmetic_checks", "in_expected_region"]

    public var values: [Double]

    public init(values: [Double]) { self.values = values }

    /// Whether the value sits in a region its role expects (true when no region is known, or the
    /// features predate the region feature).
    public var isInExpectedRegion: Bool {
        guard let index = Self.names.firstIndex(of: "in_expected_region"), index < values.count else { return true }
        return values[index] != 0
    }

    init(_ resolved: ResolvedField, documentConfidence: Double, inExpectedRegion: Bool) {
        let candidate = resolved.candidate
        values = [
            min(max(candidate.strength, 0), 1.2),
            candidate.ocrConfidence,
            Double(min(Set(candidate.checksPassed).count, 3)),
            Double(min(Set(candidate.checksFailed).count, 3)),
            resolved.margin,
            Double(min(resolved.support - 1, 3)),
            documentConfidence,
            Double(min(Set(candidate.checksPassed.filter(\.isArithmetic)).count, 2)),
            inExpectedRegion ? 1 : 0,
        ]
    }
}
