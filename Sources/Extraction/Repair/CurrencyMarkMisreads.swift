// OCR repair by conjecture: a currency mark printed before an amount is often read as digits
// ("₪3,916.98" → "13,916.98", "₪99.95" → "1999.95", "$12.50" → "812.50"). For each amount whose
// reading starts with such digits, the amount without them is proposed as a conjecture, which the
// amount arithmetic alone can confirm (subtotal + VAT = total, VAT = rate × subtotal, items sum).

import DocumentModel
import Foundation

enum CurrencyMarkMisreads {
    /// How Tesseract reads currency marks glued to a figure: "₪" as "1", "19" or (on grainy scans)
    /// "6", "$" as "8" or "5".
    static let markReadings = ["19", "1", "6", "8", "5"]

    /// Conjectures for an amount candidate: its value with a leading currency-mark reading removed.
    /// None on a Malaysian document: its mark "RM" is letters, which OCR does not read as a digit, so
    /// a leading "1" there is a digit of the amount ("11.40", not "RM1.40").
    static func conjectures(for candidate: Candidate, country: Country) -> [Candidate] {
        guard country != .malaysia, candidate.field.isAmount, let word = candidate.words.last,
              let printed = AmountParser.parse(word.text), printed == candidate.amount, printed > 0 else { return [] }
        let text = word.text.trimming(.whitespaces)
        return markReadings.compactMap { mark -> Candidate? in
            guard text.hasPrefix(mark), let amount = AmountParser.parse(String(text.dropFirst(mark.count))),
                  amount > 0, amount != printed else { return nil }
            var conjecture = Candidate(field: candidate.field, value: amount.plainAmount,
                                       rule: candidate.rule.then(.currencyMarkDropped), strength: candidate.strength,
                                       words: candidate.words, amount: amount)
            conjecture.isConjecture = true
            conjecture.checksPassed = candidate.checksPassed
            return conjecture
        }
    }
}
