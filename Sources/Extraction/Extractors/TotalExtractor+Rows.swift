// Where a total label's amount must not come from: a column of a table row, the row under the label
// when that row belongs to another label or is a table row; and, for documents without decimals, the
// whole number after a currency mark ("Grand Total Rs 1939").

import DocumentModel
import Foundation

extension TotalExtractor {
    /// A row of a table with several money columns ("TOTAL: 16.98 1.02": net and tax): the label's
    /// value is smaller than another amount on the row, so it is a column, not the sum.
    static func isTableRow(_ pair: LabelledValue<Decimal>) -> Bool {
        pair.row.amounts().contains { $0.value > pair.value && !pair.valueWords.contains($0.word) }
    }

    /// A value found on the row under the label that has a label of its own before it ("Grand Total"
    /// then "(GST included: RM2.21)"), or that is one of several amounts of a table row under a column
    /// header ("QTY PRICE AMOUNT" then "2 3.30 6.60"): it is not the label's total.
    static func belongsToNextLabel(_ pair: LabelledValue<Decimal>, in layout: Layout) -> Bool {
        guard pair.placement == .nextRow, let next = layout.row(after: pair.row),
              let valueIndex = next.words.firstIndex(where: { pair.valueWords.contains($0) }) else { return false }
        if next.amounts().count >= 2 { return true }
        let before = next.words[..<valueIndex].filter { !currencyMarks.matches($0.tokens) }
        return before.map { $0.text.filter(\.isLetter).count }.reduce(0, +) >= 3
    }

    /// Currency words printed beside an amount (symbols such as "$" stick to the amount's word).
    static let currencyMarks = KeywordSet(["RM", "MYR", "RS", "INR", "USD", "EUR", "GBP", "NIS", "ILS", "ש\"ח",
                                           "שח"])

    /// "Grand Total Rs 1939": a whole number right after a currency mark on a payable row, for
    /// documents that print no decimals.
    static func wholeAmountsAfterCurrency(in layout: Layout, excluding: KeywordSet)
        -> [LabelledTotal] {
        guard layout.rows.allSatisfy({ $0.amounts().isEmpty }) else { return [] }
        return layout.labelledValues(payableLabels, excluding: excluding, allowNextRow: false) { words in
            guard !words.contains(where: { AmountParser.parse($0.text) != nil }) else { return nil }
            for (mark, number) in zip(words, words.dropFirst()) where currencyMarks.matches(mark.tokens) {
                if let value = AmountParser.parse(number.text, allowWhole: true), value > 0 {
                    return (value, [mark, number])
                }
            }
            return nil
        }.filter { !isTaxRow($0.row) }.map { ($0, RuleID.totalPayableWholeAmount, 0.75) }
    }
}
