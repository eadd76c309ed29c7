// Numeric dates OCR garbled in ways a date label can vouch for, each put back to what was printed:
// - a month OCR cannot have printed: "09/61/2019", the month's leading "0" read as a "6" (or an "8",
//   "9"; a leading "1" as a "7"). A month's tens digit is 0 or 1, so the misread glyph is put back;
// - a year in the future: "23/03/2078", the decade's "1" read as a "7" (the commonest confusion of
//   thin thermal digits), put back only when that makes a year that has already come;
// - separators lost or read as "1": "251212018" for "25/12/2018". The run is a four-digit year after
//   day and month, with a "1" that stood for a slash before or after the month; every way of reading
//   it must give the same day, or it is left alone.
// Only a date beside its label is repaired this way: the repaired text must still parse as a date.

enum LabelledDateMisreads {
    /// Glyphs OCR reads for a month's tens digit, and the digit each stands for.
    private static let monthTensLookalikes: [Character: Character] = ["6": "0", "8": "0", "9": "0", "7": "1"]
    /// Glyphs OCR reads for a year's decade digit, and the digit each stands for.
    private static let decadeLookalikes: [Character: Character] = ["7": "1"]

    /// The word as the date it was printed as, or nil when it is not one of the misreads above.
    /// - Parameter currentYear: the latest year a repaired year may have.
    static func repaired(_ text: String, monthFirst: Bool, currentYear: Int) -> String? {
        // The first two need a date's two separators ("." "/" "-", a character each): a word with
        // fewer is not matched against their expressions.
        guard text.unicodeScalars.lazy.filter({ $0 == "." || $0 == "/" || $0 == "-" }).count >= 2 else {
            return separatorsRepaired(text, monthFirst: monthFirst, currentYear: currentYear)
        }
        return monthRepaired(text, monthFirst: monthFirst) ?? decadeRepaired(text, currentYear: currentYear)
            ?? separatorsRepaired(text, monthFirst: monthFirst, currentYear: currentYear)
    }

    /// "09/61/2019" → "09/01/2019": the month's tens digit put back when the month (second part, or
    /// first when `monthFirst`) cannot be one and becomes one.
    static func monthRepaired(_ text: String, monthFirst: Bool) -> String? {
        guard let match = text.wholeMatch(of: Patterns.dateParts) else { return nil }
        var parts = [String(match.1), String(match.3)]
        let monthIndex = monthFirst ? 0 : 1
        let month = parts[monthIndex]
        guard month.count == 2, let value = Int(month), value > 12, let tens = month.first,
              let digit = monthTensLookalikes[tens] else { return nil }
        let fixed = String(digit) + month.dropFirst()
        guard let fixedValue = Int(fixed), (1...12).contains(fixedValue) else { return nil }
        parts[monthIndex] = fixed
        return parts[0] + String(match.2) + parts[1] + String(match.4) + String(match.5)
    }

    /// "23/03/2078" → "23/03/2018": a four-digit year after `currentYear` whose decade digit, put
    /// back, makes a year no later than it.
    static func decadeRepaired(_ text: String, currentYear: Int) -> String? {
        guard let match = text.wholeMatch(of: Patterns.twentiesYear),
              let year = Int("20" + match.3 + match.4), year > currentYear,
              let decade = match.3.first.flatMap({ decadeLookalikes[$0] }),
              let fixed = Int("20\(decade)" + match.4), fixed <= currentYear else { return nil }
        return String(match.1) + String(fixed)
    }

    /// "251212018" → "25/12/2018": a run of 8 to 10 digits ending in a year from 2000 to
    /// `currentYear`, before it day and month with at most one "1" standing for a separator on
    /// either side of the month; nil when the readings disagree or none is a day and month.
    static func separatorsRepaired(_ text: String, monthFirst: Bool, currentYear: Int) -> String? {
        guard (8...10).contains(text.count), text.allSatisfy(\.isASCIIDigit) else { return nil }
        let digits = Array(text)
        let yearText = String(digits.suffix(4))
        guard let year = Int(yearText), (2000...currentYear).contains(year) else { return nil }
        let head = digits.dropLast(4)
        // Where day and month sit in the head: "ddmm", "dd1mm" or "ddmm1", "dd1mm1".
        let layouts: [(first: Range<Int>, second: Range<Int>, separators: [Int])] = switch head.count {
        case 4: [(0..<2, 2..<4, [])]
        case 5: [(0..<2, 3..<5, [2]), (0..<2, 2..<4, [4])]
        case 6: [(0..<2, 3..<5, [2, 5])]
        default: []
        }
        var readings = Set<String>()
        for layout in layouts where layout.separators.allSatisfy({ head[head.startIndex + $0] == "1" }) {
            let first = String(head[(head.startIndex + layout.first.lowerBound)..<(head.startIndex + layout.first.upperBound)])
            let second = String(head[(head.startIndex + layout.second.lowerBound)..<(head.startIndex + layout.second.upperBound)])
            let (day, month) = monthFirst ? (second, first) : (first, second)
            guard let dayValue = Int(day), let monthValue = Int(month), (1...31).contains(dayValue),
                  (1...12).contains(monthValue) else { continue }
            readings.insert(monthFirst ? "\(month)/\(day)/\(yearText)" : "\(day)/\(month)/\(yearText)")
        }
        return readings.count == 1 ? readings.first : nil
    }
}
