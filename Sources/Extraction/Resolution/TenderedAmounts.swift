// Cash handed over and change given back: their difference is what was paid, a check on the total
// (and a total of last resort when no total label was read).

import DocumentModel
import Foundation

struct TenderedAmounts {
    private static let change = KeywordSet(["עודף", "CHANGE", "CHANGE DUE", "Rückgeld"])
    private static let cash = KeywordSet(["מזומן", "CASH", "TENDERED", "AMOUNT PAID", "PAID AMOUNT", "שולם", "התקבל",
                                          "Gegeben"])

    let tendered: Decimal
    let change: Decimal
    /// The words of both amounts and their labels.
    let words: [LayoutWord]

    /// The last cash and change rows of the document; nil unless both are printed.
    init?(layout: Layout) {
        guard let change = layout.labelledAmounts(Self.change, allowNextRow: false).last,
              let cash = layout.labelledAmounts(Self.cash, excluding: Self.change, allowNextRow: false).last,
              cash.value >= change.value else { return nil }
        tendered = cash.value
        self.change = change.value
        words = cash.allWords + change.allWords
    }

    /// What was paid: tendered minus change (nil when nothing was tendered).
    var paid: Decimal? { tendered > change ? tendered - change : nil }
}
