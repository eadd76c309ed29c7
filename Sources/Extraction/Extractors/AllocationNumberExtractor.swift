// The Tax Authority's allocation number (מספר הקצאה): nine digits near the invoice number.

import DocumentModel

enum AllocationNumberExtractor: FieldExtractor {
    static let fields: [FieldName] = [.allocationNumber]

    static let labels = KeywordSet(["מספר הקצאה", "מס' הקצאה", "הקצאה", "מספר אישור הקצאה", "ALLOCATION NO",
                                    "ALLOCATION NUMBER"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("מספר הקצאה: 123456789", .allocationNumber, "123456789", rule: .allocationNumberLabel),
        ExtractorExample("חשבונית מס מספר 10452", .allocationNumber, nil),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        context.layout.labelledValues(labels, read: IdentifierReader.read).compactMap { pair in
            guard (7...12).contains(pair.value.count) else { return nil }
            let candidate = Candidate(field: .allocationNumber, value: pair.value, rule: RuleID.allocationNumberLabel,
                                      strength: 0.85 * pair.placement.weight, words: pair.allWords)
            return pair.value.count == 9 ? candidate.passing(.nineDigits) : candidate.failing(.nineDigits)
        }
    }
}

extension RuleID {
    static let allocationNumberLabel = RuleID("allocation_number.label")
}
