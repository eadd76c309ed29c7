// One proposed value for a field, with the evidence behind it: the rule that found it, the words it
// came from, and the cross-checks it passed or failed. The resolver chooses among candidates.

import DocumentModel
import Foundation

struct Candidate: Sendable {
    let field: FieldName
    /// The normalised value as the contract writes it.
    let value: String
    /// The rule that found the value and what was done to it since ("total.label.same_row").
    let rule: Rule
    /// The rule's prior strength (0...1): how often this kind of evidence is right.
    var strength: Double
    /// The words the value (and its label) came from.
    let words: [LayoutWord]
    /// The parsed amount, for money fields.
    var amount: Decimal?
    var checksPassed: [Check] = []
    var checksFailed: [Check] = []
    /// True for a value inferred from a likely misreading (see `CurrencyMarkMisreads`): it is only
    /// reported when the amount arithmetic confirms it.
    var isConjecture = false
    /// A tip or service charge a total includes beyond subtotal + VAT (see `TotalExtractor.totalsAfterCharges`).
    var charge: Decimal?

    init(field: FieldName, value: String, rule: Rule, strength: Double, words: [LayoutWord],
         amount: Decimal? = nil) {
        self.field = field; self.value = value; self.rule = rule; self.strength = strength
        self.words = words; self.amount = amount
    }

    /// A candidate as its rule found it, nothing done to it yet.
    init(field: FieldName, value: String, rule: RuleID, strength: Double, words: [LayoutWord],
         amount: Decimal? = nil) {
        self.init(field: field, value: value, rule: Rule(rule), strength: strength, words: words, amount: amount)
    }

    /// Ranking score: the rule's strength moved by the checks that rank (`Check.ranks`).
    var score: Double {
        strength + 0.15 * Double(Set(checksPassed.filter(\.ranks)).count) - 0.35 * Double(Set(checksFailed).count)
    }

    var page: Int { words.first?.page ?? 1 }
    var box: BoundingBox? { BoundingBox.union(words.filter { $0.page == page }.map(\.box)) }
    /// The lowest OCR confidence of the words that hold a letter or digit: a stray mark OCR read
    /// between them (";", "‘", "|") is no part of the value.
    var ocrConfidence: Double {
        let legible = words.filter { $0.text.contains { $0.isLetter || $0.isNumber } }
        return (legible.isEmpty ? words : legible).map(\.confidence).min() ?? 0
    }
    var source: FieldSource { words.first?.source ?? .ocr }

    /// Whether an amount check passed and none failed.
    var isConfirmedByArithmetic: Bool {
        checksPassed.contains(where: \.isArithmetic) && !checksFailed.contains(where: \.isArithmetic)
    }

    func passing(_ check: Check) -> Candidate {
        var copy = self
        if !copy.checksPassed.contains(check) { copy.checksPassed.append(check) }
        return copy
    }

    func failing(_ check: Check) -> Candidate {
        var copy = self
        if !copy.checksFailed.contains(check) { copy.checksFailed.append(check) }
        return copy
    }
}
