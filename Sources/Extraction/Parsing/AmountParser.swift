// Money amounts as printed ("1,234.50", "1.234,50", "₪ 12.90", "3.63-", "RM9.00") → Decimal.

import Foundation

enum AmountParser {
    /// Currency marks that may stick to an amount word; removed before parsing.
    private static let currencyAffixes = ["ש\"ח", "ש״ח", "שח", "₪", "$", "£", "€", "rm", "nis", "ils", "usd",
                                          "gbp", "eur", "myr"]
    /// Marks around an amount word ("(12.90)", "|12.90|", "“12.90”"), made once: a word with a digit
    /// is parsed several times a document.
    private static let wrapping = CharacterSet(charactersIn: " :=*()[]|'\"“”«»~")
    /// Marks left once a sign is taken off ("-(12.90)").
    private static let wrappingAfterSign = CharacterSet(charactersIn: " :=*()[]|")
    private static let minus = CharacterSet(charactersIn: "-")

    /// The amount a single printed word shows, or nil when it is not an amount with two decimals.
    /// `allowWhole` also accepts whole numbers ("50"), for words right next to a money label.
    static func parse(_ word: String, allowWhole: Bool = false) -> Decimal? {
        // Most words of a page have no digit: they are turned away before any text is copied.
        guard word.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        // A word of digits, points and commas alone (most amounts) has no currency mark, wrapping
        // or sign to take off: the case folding and trimming (with the parse, 12% of extraction's
        // instructions on check's recordings) are left out for it.
        let bare = word.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }
        var text = bare ? word : unwrapped(word)
        // Sentence punctuation after the cents ("21.20,") is not part of the amount.
        if text.last == "." || text.last == ",", endsInCentsAndMark(text) { text.removeLast() }
        var negative = false
        if !bare {
            if text.hasPrefix("-") { negative = true; text.removeFirst() }
            if text.hasSuffix("-") { negative = true; text.removeLast() }
            text = text.trimming(wrappingAfterSign)
        }
        guard let plain = plainDigits(text, allowWhole: allowWhole),
              let value = Decimal(plainAmount: plain) else { return nil }
        return negative ? -value : value
    }

    /// Whether the text ends in a digit, a point or comma, two digits and a point or comma ("21.20,"):
    /// what `\d[.,]\d{2}[.,]$` finds, a digit being any decimal digit (`\d` of a regular expression).
    static func endsInCentsAndMark(_ text: String) -> Bool {
        let last = text.unicodeScalars.suffix(5)
        guard last.count == 5 else { return false }
        let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .decimalNumber }
        let isMark = { (scalar: Unicode.Scalar) in scalar == "." || scalar == "," }
        return zip(last, [isDigit, isMark, isDigit, isDigit, isMark]).allSatisfy { scalar, test in test(scalar) }
    }

    /// The word lower-cased without the currency marks and wrapping around its amount.
    private static func unwrapped(_ word: String) -> String {
        var text = word.lowercased().trimming(.whitespaces)
        for affix in currencyAffixes {
            if text.hasPrefix(affix) { text.removeFirst(affix.count) }
            if text.hasSuffix(affix) { text.removeLast(affix.count) }
        }
        return text.trimming(wrapping)
    }

    /// The amount a word next to a money label shows, allowing for OCR junk: a doubled point
    /// ("13..34"), up to two
    /// stray characters ("f¥338.81", ".£102.37"), or a currency mark read as digits that breaks the
    /// thousands grouping ("19263,970.58" for "₪263,970.58" — a first group never has four digits).
    static func parseBesideLabel(_ word: String) -> Decimal? {
        if let amount = parse(word) { return amount }
        if word.contains(".."), let amount = parse(word.replacingOccurrences(of: "..", with: ".")) { return amount }
        let characters = Array(word.trimming(.whitespaces))
        for dropped in 1...2 where characters.count > dropped + 3 {
            let junk = characters.prefix(dropped), rest = String(characters.dropFirst(dropped))
            if junk.contains("-") { return nil }
            guard let amount = parse(rest) else { continue }
            if junk.allSatisfy(\.isNumber) ? isGrouped(rest) : !junk.contains(where: \.isNumber) { return amount }
        }
        return nil
    }

    /// Whether an amount is printed with thousands separators ("263,970.58", "1.234,50").
    private static func isGrouped(_ text: String) -> Bool {
        let trimmed = text.trimming(minus)
        return trimmed.wholeMatch(of: Patterns.groupedDotAmount) != nil
            || trimmed.wholeMatch(of: Patterns.groupedCommaAmount) != nil
    }

    /// "1,234.50" → "1234.50"; "1.234,50" and "12,50" → "1234.50" / "12.50"; nil otherwise.
    private static func plainDigits(_ text: String, allowWhole: Bool) -> String? {
        text.utf8.allSatisfy { $0 < 0x80 } ? asciiPlainDigits(text, allowWhole: allowWhole)
            : plainDigitsByPattern(text, allowWhole: allowWhole)
    }

    /// `plainDigitsByPattern` for a text of ASCII alone, where `\d` is 0–9: its runs of digits and
    /// the single marks between them read once, in place of five regular expressions.
    static func asciiPlainDigits(_ text: String, allowWhole: Bool) -> String? {
        var runs: [Int] = [0], marks: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): runs[runs.count - 1] += 1
            case UInt8(ascii: "."), UInt8(ascii: ","):
                guard runs[runs.count - 1] > 0 else { return nil }
                marks.append(byte)
                runs.append(0)
            default: return nil
            }
        }
        guard let last = runs.last, last > 0 else { return nil }
        guard let decimalMark = marks.last else { return allowWhole && last <= 6 ? text : nil }
        // The cents: two digits after the last mark; before it, one run (`\d+`) or groups of three
        // behind one to three digits, each after the other mark (`\d{1,3}(,\d{3})+`).
        guard last == 2 else { return nil }
        let groupMark = decimalMark == UInt8(ascii: ".") ? UInt8(ascii: ",") : UInt8(ascii: ".")
        if marks.count > 1 {
            guard runs[0] <= 3, runs.dropFirst().dropLast().allSatisfy({ $0 == 3 }),
                  marks.dropLast().allSatisfy({ $0 == groupMark }) else { return nil }
        }
        let digits = text.utf8.map { $0 == groupMark ? nil : $0 == decimalMark ? UInt8(ascii: ".") : $0 }.compactMap { $0 }
        return String(decoding: digits, as: UTF8.self)
    }

    /// `plainDigits` by its definition: the amount patterns matched against the whole text.
    static func plainDigitsByPattern(_ text: String, allowWhole: Bool) -> String? {
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
