// Key-field and all-field accuracy of each capture variant in each language: whether phone photos
// fail in Hebrew, in English or in both — a table a held-out set may be read by, where the per-field
// table gives the variants and the languages only one at a time. With how the fields missed: no
// value given (the reading lost it: an imaging or OCR failure) or a wrong value, sure or not (the
// choice among readings: an extraction failure).

import DocumentModel

/// The documents of one variant in one language and their fields right.
public struct VariantLanguageRow: Sendable, Codable, Hashable {
    public var variant: String
    public var language: String
    public var documents: Int
    /// Pooled over the key fields (`FieldName.key`).
    public var keyFields: Tally
    /// Pooled over every labelled field.
    public var allFields: Tally
    /// Labelled fields given no value.
    public var missing: Int
    /// Labelled fields given a wrong value at or above the trust threshold.
    public var confidentWrong: Int

    public init(variant: String, language: String, documents: Int = 0, keyFields: Tally = Tally(),
                allFields: Tally = Tally(), missing: Int = 0, confidentWrong: Int = 0) {
        self.variant = variant; self.language = language; self.documents = documents
        self.keyFields = keyFields; self.allFields = allFields
        self.missing = missing; self.confidentWrong = confidentWrong
    }

    /// Labelled fields given a wrong value below the trust threshold.
    public var unsureWrong: Int { allFields.labelled - allFields.correct - missing - confidentWrong }

    enum CodingKeys: String, CodingKey {
        case variant, language, documents, missing
        case keyFields = "key_fields"
        case allFields = "all_fields"
        case confidentWrong = "confident_wrong"
    }
}

enum VariantLanguage {
    /// A row per variant and language, sorted by both; none unless the labels name at least two
    /// variants or two languages and every document names both (otherwise the per-field table says it all).
    static func rows(_ scores: [DocumentScore], threshold: Double = CalibrationReport.defaultThreshold)
        -> [VariantLanguageRow] {
        let labelled = scores.filter { $0.groups.variant != DocumentScore.unlabelledGroup
            && $0.groups.language != DocumentScore.unlabelledGroup }
        guard !labelled.isEmpty, labelled.count == scores.count,
              Set(labelled.map(\.groups.variant)).count > 1 || Set(labelled.map(\.groups.language)).count > 1
        else { return [] }
        var rows: [String: VariantLanguageRow] = [:]
        for score in labelled {
            let (variant, language, _) = score.groups
            var row = rows["\(variant)/\(language)"] ?? VariantLanguageRow(variant: variant, language: language)
            row.documents += 1
            for outcome in score.outcomes {
                if FieldName.key.contains(outcome.field) { row.keyFields.count(correct: outcome.correct) }
                row.allFields.count(correct: outcome.correct)
                if outcome.got == nil {
                    row.missing += 1
                } else if !outcome.correct, (outcome.confidence ?? 0) >= threshold {
                    row.confidentWrong += 1
                }
            }
            rows["\(variant)/\(language)"] = row
        }
        return rows.values.sorted { ($0.variant, $0.language) < ($1.variant, $1.language) }
    }
}
