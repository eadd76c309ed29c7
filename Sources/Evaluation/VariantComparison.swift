// Key-field accuracy of each capture variant against the clean scans of the same documents:
// "photo vs clean" and "noisy vs clean" with the document content held fixed. Documents pair up by
// base id: `he-0001-photo` and `he-0001-clean_scan` share `he-0001` (the id minus `-<variant>`).

import DocumentModel

/// A variant's key-field accuracy next to that of the same documents' clean scans.
public struct PairedTally: Sendable, Codable, Hashable {
    public var variant: Tally
    public var clean: Tally

    /// variant accuracy − clean accuracy (negative when the variant is worse); nil when either is unknown.
    public var delta: Double? {
        guard let a = variant.accuracy, let b = clean.accuracy else { return nil }
        return a - b
    }

    enum CodingKeys: String, CodingKey { case variant, clean, delta }

    public init(variant: Tally = Tally(), clean: Tally = Tally()) {
        self.variant = variant; self.clean = clean
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(variant: try container.decode(Tally.self, forKey: .variant),
                  clean: try container.decode(Tally.self, forKey: .clean))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(variant, forKey: .variant)
        try container.encode(clean, forKey: .clean)
        try container.encodeIfPresent(delta, forKey: .delta)
    }
}

/// One row of the comparison: a variant (`photo`, `noisy_scan`, ...) against clean scans.
public struct VariantComparisonRow: Sendable, Codable, Hashable {
    public var variant: String
    /// Documents of this variant that have a clean scan with the same base id.
    public var documents: Int
    /// Pooled over the key fields.
    public var keyFields: PairedTally
    /// Per key field (`total`, `date`, `vat_amount`, `company_id`, `card_last4`).
    public var byField: [String: PairedTally]

    enum CodingKeys: String, CodingKey {
        case variant, documents
        case keyFields = "key_fields"
        case byField = "by_field"
    }
}

enum VariantComparison {
    static let cleanVariant = "clean_scan"

    /// The base id of a sample: its id without the trailing `-<variant>`, nil when it has no such suffix.
    static func baseID(of sample: EvaluationSample) -> String? {
        guard let variant = sample.label.variant, sample.id.hasSuffix("-" + variant) else { return nil }
        return String(sample.id.dropLast(variant.count + 1))
    }

    /// A row per non-clean variant that has at least one document paired with a clean scan.
    static func rows(_ scores: [DocumentScore]) -> [VariantComparisonRow] {
        var cleanByBase: [String: DocumentScore] = [:]
        for score in scores where score.sample.label.variant == cleanVariant {
            if let base = baseID(of: score.sample) { cleanByBase[base] = score }
        }
        var rows: [String: VariantComparisonRow] = [:]
        for score in scores {
            guard let variant = score.sample.label.variant, variant != cleanVariant,
                  let base = baseID(of: score.sample), let clean = cleanByBase[base] else { continue }
            var row = rows[variant] ?? VariantComparisonRow(variant: variant, documents: 0,
                                                            keyFields: PairedTally(), byField: [:])
            row.documents += 1
            for outcome in score.outcomes where FieldName.key.contains(outcome.field) {
                row.keyFields.variant.count(correct: outcome.correct)
                row.byField[outcome.field.rawValue, default: PairedTally()].variant.count(correct: outcome.correct)
            }
            for outcome in clean.outcomes where FieldName.key.contains(outcome.field) {
                row.keyFields.clean.count(correct: outcome.correct)
                row.byField[outcome.field.rawValue, default: PairedTally()].clean.count(correct: outcome.correct)
            }
            rows[variant] = row
        }
        return rows.values.sorted { $0.variant < $1.variant }
    }
}
