// A tip or service charge that was charged: printed between the total and the amount after it
// ("Total $88.54 / Gratuity 15.00 / Total $103.54", "Amount £197.87 / Discretionary service 12.5%
// 24.73 / Balance due £222.60"). The amount under it that is the total before plus the charge is
// what was paid, whatever its label says. A suggested tip, with no such amount under it, changes
// nothing.

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

extension RuleID {
    static let totalAfterCharge = RuleID("total.after_charge")
}
