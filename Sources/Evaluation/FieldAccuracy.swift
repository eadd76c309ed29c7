// Per-field accuracy: correct / labelled for every field, overall and by variant, language,
// sub-collection and layout, plus pooled rows for all fields and for the key fields.

import DocumentModel

/// One row of the accuracy table.
public struct FieldAccuracyRow: Sendable, Codable, Hashable {
    /// A field name (`total`), or `key_fields` / `all_fields` for the pooled rows.
    public var field: String
    public var overall: Tally
    /// By the label's `variant` (`none` when a label has none); empty when no label has one.
    public var byVariant: [String: Tally]
    /// By the label's `language`; empty when no label has one.
    public var byLanguage: [String: Tally]
    /// By the first folder below the corpus root; empty when there are fewer than two.
    public var byCollection: [String: Tally]
    /// By the label's `layout` (the generator's template); empty when fewer than two are named.
    public var byLayout: [String: Tally]

    public init(field: String, overall: Tally = Tally(), byVariant: [String: Tally] = [:],
                byLanguage: [String: Tally] = [:], byCollection: [String: Tally] = [:],
                byLayout: [String: Tally] = [:]) {
        self.field = field; self.overall = overall; self.byVariant = byVariant
        self.byLanguage = byLanguage; self.byCollection = byCollection; self.byLayout = byLayout
    }

    /// Name of the pooled row over the key fields (`FieldName.key`).
    public static let keyFieldsRow = "key_fields"
    /// Name of the pooled row over every labelled field.
    public static let allFieldsRow = "all_fields"

    enum CodingKeys: String, CodingKey {
        case field, overall
        case byVariant = "by_variant"
        case byLanguage = "by_language"
        case byCollection = "by_collection"
        case byLayout = "by_layout"
    }

    mutating func count(_ outcome: FieldOutcome, in score: DocumentScore) {
        let groups = score.groups
        overall.count(correct: outcome.correct)
        byVariant[groups.variant, default: Tally()].count(correct: outcome.correct)
        byLanguage[groups.language, default: Tally()].count(correct: outcome.correct)
        byCollection[groups.collection, default: Tally()].count(correct: outcome.correct)
        byLayout[score.layout, default: Tally()].count(correct: outcome.correct)
    }
}

enum FieldAccuracy {
    /// Rows for every labelled field in schema order, then `key_fields` and `all_fields`.
    static func rows(_ scores: [DocumentScore]) -> [FieldAccuracyRow] {
        var perField: [FieldName: FieldAccuracyRow] = [:]
        var keyFields = FieldAccuracyRow(field: FieldAccuracyRow.keyFieldsRow)
        var allFields = FieldAccuracyRow(field: FieldAccuracyRow.allFieldsRow)
        for score in scores {
            for outcome in score.outcomes {
                perField[outcome.field, default: FieldAccuracyRow(field: outcome.field.rawValue)]
                    .count(outcome, in: score)
                if FieldName.key.contains(outcome.field) { keyFields.count(outcome, in: score) }
                allFields.count(outcome, in: score)
            }
        }
        var rows = perField.keys.sorted().compactMap { perField[$0] } + [keyFields, allFields]
        // Drop breakdowns that say nothing (only unlabelled groups, or one collection), decided
        // over the whole table so that every row has the same columns.
        let unlabelled: (String) -> Bool = { $0 == DocumentScore.unlabelledGroup }
        let dropVariant = allFields.byVariant.keys.allSatisfy(unlabelled)
        let dropLanguage = allFields.byLanguage.keys.allSatisfy(unlabelled)
        let dropCollection = allFields.byCollection.count < 2
        let dropLayout = allFields.byLayout.keys.filter { !unlabelled($0) }.count < 2
        for index in rows.indices {
            if dropVariant { rows[index].byVariant = [:] }
            if dropLanguage { rows[index].byLanguage = [:] }
            if dropCollection { rows[index].byCollection = [:] }
            if dropLayout { rows[index].byLayout = [:] }
        }
        return rows
    }
}
