// A total of last resort when no total row was read: the printed subtotal before tax, plus the tax
// row, plus the rounding row ("SUB-TOTAL (EX) 26.00 / TOTAL TAX 1.56 / ROUNDING -0.01" → 27.55).

import DocumentModel
import Foundation

extension TotalExtractor {
    /// The rule of the summed total (its repaired and rounded variants extend it).
    static let sumOfPartsRule = RuleID.totalSumOfParts

    /// The sum of the last subtotal, tax and rounding rows, when a subtotal and a tax amount are both
    /// printed and no labelled total was found.
    static func sumOfParts(in layout: Layout) -> Candidate? {
        let summaryRows = layout.taxSummaryRows
        let rows = layout.rows.filter {
            !summaryRows.contains($0.index) && !$0.amounts().isEmpty && !$0.contains(Vocabulary.tendered)
                && !$0.contains(Vocabulary.savings)
        }
        let subtotals = rows.filter { $0.contains(SubtotalExtractor.labels) }
        let taxes = rows.filter { isTaxRow($0) && !$0.contains(notTotal) }
        let roundings = rows.filter { $0.contains(TotalRounding.labels) }
        guard let subtotal = subtotals.last?.amounts().last, let tax = taxes.last?.amounts().last,
              subtotal.value > 0, tax.value >= 0, tax.value < subtotal.value else { return nil }
        let rounding = roundings.last?.amounts().last
        let sum = subtotal.value + tax.value + (rounding?.value ?? 0)
        return Candidate(field: .total, value: sum.plainAmount, rule: sumOfPartsRule, strength: 0.4,
                         words: [subtotal.word, tax.word] + (rounding.map { [$0.word] } ?? []), amount: sum)
    }
}
