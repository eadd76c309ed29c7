// Scores one sample: each labelled field right or wrong, the spurious fields, the items match.
// Every report section is computed from these per-document scores.

import DocumentModel

/// How one labelled field of one document came out.
struct FieldOutcome: Sendable, Hashable {
    var field: FieldName
    var expected: String
    /// The output value, nil when the field was not emitted or the document failed.
    var got: String?
    var confidence: Double?
    /// The rule the output value came from.
    var rule: String?
    var correct: Bool
}

/// A field the output emitted although the (complete) label says the document does not show it.
struct SpuriousField: Sendable, Hashable {
    var field: FieldName
    var got: String
    var confidence: Double
}

/// One document's score.
struct DocumentScore: Sendable {
    var sample: EvaluationSample
    /// Labelled fields in schema order.
    var outcomes: [FieldOutcome]
    /// Only for complete labels; empty otherwise.
    var spurious: [SpuriousField]
    /// Only when the label lists items.
    var items: ItemsTally?

    init(_ sample: EvaluationSample) {
        self.sample = sample
        let record = sample.successfulRecord
        outcomes = sample.label.fields.keys.sorted().compactMap { field in
            guard let expected = sample.label[field] else { return nil }
            let value = record?[field]
            return FieldOutcome(field: field, expected: expected, got: value?.value,
                                confidence: value?.confidence, rule: value?.rule,
                                correct: FieldComparison.matches(field, expected: expected, got: value?.value))
        }
        if sample.label.complete == true, let record {
            spurious = FieldName.allCases.compactMap { field in
                guard sample.label.saysAbsent(field), let value = record[field] else { return nil }
                return SpuriousField(field: field, got: value.value, confidence: value.confidence)
            }
        } else {
            spurious = []
        }
        items = sample.label.items.map { labelled in
            ItemsTally(labelled: labelled, predicted: record?.items ?? [])
        }
    }

    var wrongOutcomes: [FieldOutcome] { outcomes.filter { !$0.correct } }

    /// The variant, language and collection this document is counted under.
    var groups: (variant: String, language: String, collection: String) {
        (sample.label.variant ?? Self.unlabelledGroup, sample.label.language ?? Self.unlabelledGroup,
         sample.collection ?? Self.unlabelledGroup)
    }

    /// The layout (template) this document is counted under.
    var layout: String { sample.label.layout ?? Self.unlabelledGroup }

    /// The group name for documents whose label does not say.
    static let unlabelledGroup = "none"
}
