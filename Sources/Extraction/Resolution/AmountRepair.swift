// OCR repair: an amount read with low confidence is re-read digits-only from its box; a clean
// second reading replaces the first and the rule id says so.

import DocumentModel

enum AmountRepair {
    /// Amounts read with less confidence than this are re-read.
    static let doubtfulConfidence = 0.85

    static func repair(_ candidate: Candidate, with reader: any RegionReader) -> Candidate {
        guard candidate.field.isAmount, let word = candidate.words.last, word.confidence < doubtfulConfidence,
              let text = reader.readDigits(page: word.page, box: word.box),
              let amount = AmountParser.parse(text.trimmingCharacters(in: .whitespaces)),
              amount.plainAmount != candidate.value else { return candidate }
        var repaired = Candidate(field: candidate.field, value: amount.plainAmount, rule: candidate.rule + ".repaired",
                                 strength: candidate.strength, words: candidate.words, amount: amount)
        repaired.checksPassed = candidate.checksPassed + ["digits_reread"]
        repaired.checksFailed = candidate.checksFailed
        return repaired
    }
}
