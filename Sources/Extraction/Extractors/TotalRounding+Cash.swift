// Cash rounding to 5 sen (Malaysia): a receipt that prints a rounding row other than "0.00" rounds its
// payable total to a multiple of 0.05, so a total read or summed a cent or two off it ("60.31" above
// an unreadable "ROUNDING ADJ", subtotal + tax + a misread rounding = "153.37") stands for the
// nearest such multiple.

import DocumentModel
import Foundation

extension TotalRounding {
    /// True when a rounding row prints a rounding other than zero, or one OCR lost: the payable total
    /// was rounded. A printed "Rounding 0.00" says it was not (card payments keep the cents).
    var saysCashRounded: Bool {
        rows.contains { $0.amount.map { $0 != 0 } ?? true }
    }

    /// The candidate's amount moved to the nearest multiple of 0.05 when it lies one or two cents off
    /// it, as a candidate of its own a little stronger than the reading; nil when already rounded.
    static func cashRounded(_ candidate: Candidate) -> Candidate? {
        guard let amount = candidate.amount, let rounded = nearestCashRounded(amount), rounded != amount else {
            return nil
        }
        return Candidate(field: candidate.field, value: rounded.plainAmount, rule: candidate.rule.then(.cashRounded),
                         strength: candidate.strength + 0.02, words: candidate.words, amount: rounded)
    }

    /// The positive multiple of 0.05 within two cents of `value` (whole cents); nil when there is none.
    static func nearestCashRounded(_ value: Decimal) -> Decimal? {
        guard value > 0 else { return nil }
        let cents = NSDecimalNumber(decimal: value * 100).intValue
        guard Decimal(cents) == value * 100 else { return nil }
        let remainder = cents % 5
        let rounded = remainder <= 2 ? cents - remainder : cents + 5 - remainder
        return rounded > 0 ? Decimal(rounded) / 100 : nil
    }
}
