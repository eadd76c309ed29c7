// A tip or service charge that was charged: printed between the total and the amount after it
// ("Total $88.54 / Gratuity 15.00 / Total $103.54", "Amount £197.87 / Discretionary service 12.5%
// 24.73 / Balance due £222.60"). The amount under it that is the total before plus the charge is
// what was paid, whatever its label says. A suggested tip, with no such amount under it, changes
// nothing. A charge printed under the VAT is also what a total summed from the subtotal and the VAT
// must add when the total's own row was not read (a white-on-black "Grand Total" band in a photo):
// "SUBTOTAL 34.75 / CA Tax 7.75% 2.69 / Tip Amount 5.21" was paid 42.65, not 37.44.

import DocumentModel
import Foundation

extension TotalExtractor {
    static let chargeLabels = KeywordSet(["TIP", "TIPS", "TIP AMOUNT", "GRATUITY", "SERVICE", "SERVICE CHARGE",
                                          "DISCRETIONARY SERVICE", "טיפ", "תשר", "דמי שירות", "שירות"])
    private static let suggested = KeywordSet(["SUGGESTED", "SUGGESTION", "GUIDE", "מומלץ", "הצעה"])

    /// For each charge row with one amount, under a labelled total (within three rows): the amount
    /// printed within three rows under the charge that equals that total plus the charge.
    static func totalsAfterCharges(in layout: Layout, totals: [LabelledTotal]) -> [Candidate] {
        let rows = layout.rows
        return rows.indices.compactMap { index -> Candidate? in
            let row = rows[index]
            guard row.contains(chargeLabels), !row.contains(suggested), row.amounts().count == 1,
                  let charge = row.amounts().first?.value, charge > 0,
                  let before = totals.filter({ total in
                      total.pair.row.page == row.page && (index - 3..<index).contains(total.pair.row.index)
                  }).max(by: { $0.pair.row.index < $1.pair.row.index })
            else { return nil }
            let under = rows[(index + 1)...].prefix(3).filter { $0.page == row.page }
            for next in under {
                guard let after = next.amounts().last(where: { AmountParser.agree($0.value, before.pair.value + charge, tolerance: 0.01) })
                else { continue }
                var candidate = Candidate(field: .total, value: after.value.plainAmount, rule: RuleID.totalAfterCharge,
                                          strength: 0.95, words: next.words, amount: after.value)
                candidate.charge = charge
                return candidate
            }
            return nil
        }
    }
}

extension TotalExtractor {
    /// The tip or service charged under the VAT: the first charge row (not a suggestion) with one
    /// positive amount within four rows under the VAT's row, on its page, and its row's index.
    static func charge(under vat: Candidate, in layout: Layout) -> (amount: Decimal, row: Int)? {
        guard let word = vat.words.last, let vatRow = layout.row(of: word) else { return nil }
        let under = layout.rows[(vatRow.index + 1)...].prefix(4).filter { $0.page == vatRow.page }
        for row in under where row.contains(chargeLabels) && !row.contains(suggested) {
            let amounts = row.amounts()
            guard amounts.count == 1, let charge = amounts.first?.value, charge > 0 else { return nil }
            return (charge, row.index)
        }
        return nil
    }
}

extension TotalExtractor {
    /// A service charge printed between the subtotal and the VAT, taxed with the subtotal ("SUB TOTAL
    /// 295.00 / SERVICE CHARGE 10% 29.50 / GST 6% 19.47": the GST is 6% of 324.50): the first charge
    /// row (not a suggestion) strictly between their rows on one page, when it holds one positive amount.
    static func charge(between subtotal: Candidate, and vat: Candidate, in layout: Layout) -> Decimal? {
        guard let subtotalWord = subtotal.words.last, let subtotalRow = layout.row(of: subtotalWord),
              let vatWord = vat.words.last, let vatRow = layout.row(of: vatWord),
              subtotalRow.page == vatRow.page, subtotalRow.index + 1 < vatRow.index else { return nil }
        for row in layout.rows[(subtotalRow.index + 1)..<vatRow.index] where row.contains(chargeLabels) && !row.contains(suggested) {
            let amounts = row.amounts()
            guard amounts.count == 1, let charge = amounts.first?.value, charge > 0 else { return nil }
            return charge
        }
        return nil
    }
}

extension RuleID {
    static let totalAfterCharge = RuleID("total.after_charge")
}
