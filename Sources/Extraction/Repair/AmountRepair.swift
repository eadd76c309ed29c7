// OCR repair: an amount read with low confidence is re-read digits-only from its box. A different
// second reading is only a conjecture (rule `.repaired`, check `digits_reread`): the amount
// arithmetic must confirm it, because on faded thermal paper the re-reading is no surer than the
// first ("37.10" re-read as "87.10").

import DocumentModel
import Foundation

enum AmountRepair {
    /// Amounts read with less confidence than this are re-read.
    static let doubtfulConfidence = 0.85

    /// The re-reading of a doubtful amount's word, as a conjecture; nil when the word is not doubtful,
    /// does not itself show the candidate's value (sums, roundings), or reads the same again.
    static func conjecture(for candidate: Candidate, rereads: inout Rereads) -> Candidate? {
        guard candidate.field.isAmount, !candidate.isConjecture, !candidate.rule.isRepaired,
              let word = candidate.words.last, word.confidence < doubtfulConfidence,
              AmountParser.parseBesideLabel(word.text) == candidate.amount,
              let text = rereads.digits(page: word.page, box: word.box, accepting: {
                  AmountParser.parse($0.trimming(.whitespaces)) != nil
              }),
              let amount = AmountParser.parse(text.trimming(.whitespaces)),
              amount.plainAmount != candidate.value else { return nil }
        var conjecture = reread(candidate, as: amount)
        conjecture.isConjecture = true
        return conjecture
    }

    /// The candidate with the value a digits-only re-reading gave (`amount`, or its own value when
    /// its words were already repaired), marked as repaired.
    static func reread(_ candidate: Candidate, as amount: Decimal? = nil) -> Candidate {
        let amount = amount ?? candidate.amount
        var repaired = Candidate(field: candidate.field, value: amount?.plainAmount ?? candidate.value,
                                 rule: candidate.rule.then(.repaired), strength: candidate.strength,
                                 words: candidate.words, amount: amount)
        repaired.checksPassed = candidate.checksPassed + [.digitsReread]
        repaired.checksFailed = candidate.checksFailed
        return repaired
    }
}
