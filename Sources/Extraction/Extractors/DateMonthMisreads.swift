// A month OCR cannot have printed: "09/61/2019" beside "Date", where the month's leading "0" came out
// as a "6" (or an "8", "9"; a leading "1" as a "7"). A month's tens digit is 0 or 1, so the misread
// glyph is put back; only a date its label vouches for is repaired this way.

enum DateMonthMisreads {
    /// Glyphs OCR reads for a month's tens digit, and the digit each stands for.
    private static let tensLookalikes: [Character: Character] = ["6": "0", "8": "0", "9": "0", "7": "1"]

    /// The word with the month's tens digit put back when the word is a numeric date whose month
    /// (second part, or first when `monthFirst`) cannot be one and becomes one; nil otherwise.
    static func repaired(_ text: String, monthFirst: Bool) -> String? {
        guard let match = text.wholeMatch(of: /(\d{1,2})([.\/-])(\d{1,2})([.\/-])(\d{4}|\d{2})/) else { return nil }
        var parts = [String(match.1), String(match.3)]
        let monthIndex = monthFirst ? 0 : 1
        let month = parts[monthIndex]
        guard month.count == 2, let value = Int(month), value > 12, let tens = month.first,
              let digit = tensLookalikes[tens] else { return nil }
        let fixed = String(digit) + month.dropFirst()
        guard let fixedValue = Int(fixed), (1...12).contains(fixedValue) else { return nil }
        parts[monthIndex] = fixed
        return parts[0] + String(match.2) + parts[1] + String(match.4) + String(match.5)
    }
}
