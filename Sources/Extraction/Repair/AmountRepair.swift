// OCR repair: an amount read with low confidence is re-read digits-only from its box; a clean
// second reading replaces the first and the rule id says so (`.repaired`, check `digits_reread`).

import DocumentModel
import Foundation

enum AmountRepair {
    /// Amounts read with less confidence than this are re-read.
    static let doubtfulConfidence = 0.85

    static func repair(_ candidate: Candidate, with reader: any RegionReader) -> Candidate {
        guard candidate.field.isAmount, !candidate.rule.hasSuffix(".repaired"), let word = candidate.words.last, word.confidence < doubtfulConfidence,
              let text = reader.readDigits(page: word.page, box: word.box, accepting: {
                  AmountParser.parse($0.trimmingCharacters(in: .whitespaces)) != nil
              }),
              let amount = AmountParser.parse(text.trimmingCharacters(in: .whitespaces)),
              amount.plainAmount != candidate.value else { return candidate }
        return reread(candidate, as: amount)
    }

    /// The candidate with the value a digits-only re-reading gave (`amount`, or its own value when
    /// its words were already repaired), marked as repaired.
    static func reread(_ candidate: Candidate, as amount: Decimal? = nil) -> Candidate {
        let amount = amount ?? candidate.amount
        var repaired = Candidate(field: candidate.field, value: amount?.plainAmount ?? candidate.value,
                                 rule: candidate.rule + ".repaired", strength: candidate.strength,
                                 words: candidate.words, amount: amount)
        repaired.checksPassed = candidate.checksPassed + ["digits_reread"]
        repaired.checksFailed = candidate.checksFailed
        return repaired
    }
}
