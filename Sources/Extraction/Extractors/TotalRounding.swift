// Rounding rows between two totals ("Total 49.39 / Rounding Adj 0.01 / Total 49.40"): the total
// printed after the rounding, when the two differ by the rounding, is the amount actually paid; when
// no total follows the rounding row, the total before it plus the rounding is.

import DocumentModel
import Foundation

struct TotalRounding {
    static let labels = KeywordSet(["ROUNDING", "ROUNDING ADJ", "ROUNDING ADJUSTMENT", "ROUND ADJ", "RND ADJ",
                                    "עיגול", "עיגול אגורות", "Rundung", "Arrondi"])
    /// Rows that name a total as well ("TOTAL AFTER ROUNDING") are totals, not rounding rows.
    private static let totalWords = KeywordSet(["TOTAL", "סה\"כ", "NETT", "Summe"])

    /// The rounding rows with the rounding they print (nil when OCR lost it), unsigned, and its words.
    let rows: [(row: Row, amount: Decimal?)]
    private let words: [Int: LayoutWord]

    init(layout: Layout) {
        let found = layout.rows.filter { $0.contains(Self.labels) && !$0.contains(Self.totalWords) }
        rows = found.map { row in (row, row.amounts().last.map { abs($0.value) }) }
        words = Dictionary(found.compactMap { row in row.amounts().last.map { (row.index, $0.word) } }) { first, _ in first }
    }

    /// The totals no printed total follows: for each rounding row with a rounding other than zero,
    /// the last total above it (within four rows) plus or minus the rounding, the sign chosen so that
    /// the sum is a multiple of 0.05 (cash rounding), with the words of the total and the rounding.
    func unprintedRoundedTotals(_ totals: [LabelledValue<Decimal>]) -> [(total: LabelledValue<Decimal>, value: Decimal,
                                                                          words: [LayoutWord])] {
        rows.compactMap { rounding, amount in
            guard let amount, amount > 0, let word = words[rounding.index] else { return nil }
            let near = totals.filter { $0.row.page == rounding.page && abs($0.row.index - rounding.index) <= 4 }
            guard !near.contains(where: { $0.row.index > rounding.index }),
                  let before = near.filter({ $0.row.index < rounding.index }).max(by: { $0.row.index < $1.row.index }),
                  let value = [before.value - amount, before.value + amount].first(where: Self.isCashRounded)
            else { return nil }
            return (before, value, before.allWords + [word])
        }
    }

    private static func isCashRounded(_ value: Decimal) -> Bool {
        let cents = NSDecimalNumber(decimal: value * 100).intValue
        return value > 0 && cents % 5 == 0
    }

    /// What the rounding rows say of the totals after them: the rows whose total differs from a total
    /// before the rounding row by that rounding (by at most 0.10 when the rounding is unreadable), and
    /// the rows whose total differs from every earlier total by something else (a misread total).
    func check(_ totals: [LabelledValue<Decimal>]) -> (rounded: Set<Int>, contradicted: Set<Int>) {
        var rounded: Set<Int> = [], contradicted: Set<Int> = []
        for (rounding, amount) in rows {
            let before = totals.filter {
                $0.row.page == rounding.page && $0.row.index < rounding.index && $0.row.index >= rounding.index - 4
            }
            let after = totals.filter {
                $0.row.page == rounding.page && $0.row.index > rounding.index && $0.row.index <= rounding.index + 4
            }
            guard !before.isEmpty else { continue }
            for total in after {
                let differences = before.map { abs(total.value - $0.value) }
                let byRounding = differences.contains { difference in
                    difference > 0 && (amount.map { abs(difference - $0) <= 0.005 } ?? (difference <= 0.1))
                }
                if byRounding {
                    rounded.insert(total.row.index)
                } else if let amount, !differences.contains(where: { abs($0 - amount) <= 0.005 }) {
                    contradicted.insert(total.row.index)
                }
            }
        }
        return (rounded, contradicted.subtracting(rounded))
    }
}
