// Money amounts as printed ("1,234.50", "1.234,50", "₪ 12.90", "3.63-", "RM9.00") → Decimal.

import Foundation

enum AmountParser {
    /// Currency marks that may stick to an amount word; removed before parsing.
    private static let currencyAffixes = ["ש\"ח", "ש״ח", "שח", "₪", "$", "£", "€", "rm", "nis", "ils", "usd",
                                          "gbp", "eur", "myr"]

    /// The amount a single printed word shows, or nil when it is not an amount with two decimals.
    /// `allowWhole` also accepts whole numbers ("50"), for words right next to a money label.
    static func parse(_ word: String, allowWhole: Bool = false) -> Decimal? {
        var text = word.lowercased().trimmingCharacters(in: .whitespaces)
        for affix in currencyAffixes {
            if text.hasPrefix(affix) { text.removeFirst(affix.count) }
            if text.hasSuffix(affix) { text.removeLast(affix.count) }
        }
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: " :=*()[]|'\"“”«»~"))
        // Sentence punctuation after the cents ("21.20,") is not part of the amount.
        if text.range(of: #"\d[.,]\d{2}[.,]$"#, options: .regularExpression) != nil { text.removeLast() }
        var negative = false
        if text.hasPrefix("-") { negative = true; text.removeFirst() }
        if text.hasSuffix("-") { negative = true; text.removeLast() }
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: " :=*()[]|"))
        guard let plain = plainDigits(text, allowWhole: allowWhole),
              let value = Decimal(plainAmount: plain) else { return nil }
        return negative ? -value : value
    }

    /// "1,234.50" → "1234.50"; "1.234,50" and "12,50" → "1234.50" / "12.50"; nil otherwise.
    private static func plainDigits(_ text: String, allowWhole: Bool) -> String? {
        if text.wholeMatch(of: Patterns.groupedDotAmount) != nil || text.wholeMatch(of: Patterns.dotAmount) != nil {
            return text.replacingOccurrences(of: ",", with: "")
        }
        if text.wholeMatch(of: Patterns.groupedCommaAmount) != nil || text.wholeMatch(of: Patterns.commaAmount) != nil {
            return text.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
        }
        if allowWhole, text.wholeMatch(of: Patterns.wholeAmount) != nil { return text }
        return nil
    }

    /// Whether two amounts agree within `tolerance` (rounding: 0.02 by default).
    static func agree(_ lhs: Decimal, _ rhs: Decimal, tolerance: Decimal = 0.02) -> Bool {
        abs(lhs - rhs) <= tolerance
    }
}

extension Decimal {
    var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue }
}
