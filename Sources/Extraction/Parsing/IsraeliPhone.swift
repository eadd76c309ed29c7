// The shapes an Israeli phone number can have once reduced to digits, so that a misread one
// ("05-2490440": a mobile prefix with a landline's length) is doubted instead of trusted.

enum IsraeliPhone {
    /// Landline area codes (9 digits in all: 0 + area + 7).
    private static let landlineAreas: Set<Character> = ["2", "3", "4", "8", "9"]
    /// Second digits of 10-digit numbers: mobile (05x) and VoIP/other networks (07x).
    private static let tenDigitPrefixes: Set<Character> = ["5", "7"]

    /// Whether `digits` (as the phone field writes them) can be an Israeli number: 02/03/04/08/09 and
    /// 7 more digits, 05x/07x and 7 more, 1-700/1-800/1-599 and 6 more, 972 without the trunk zero,
    /// or a 4-digit star number. Foreign numbers on an Israeli document fail too, and only lose
    /// confidence.
    static func isPlausible(_ digits: String) -> Bool {
        let characters = Array(digits)
        guard characters.allSatisfy(\.isASCIIDigit) else { return false }
        if characters.count == 4 { return true }
        if digits.hasPrefix("972") { return isPlausible("0" + digits.dropFirst(3)) }
        if digits.hasPrefix("1700") || digits.hasPrefix("1800") || digits.hasPrefix("1599") { return characters.count == 10 }
        guard characters.first == "0", characters.count >= 2 else { return false }
        switch characters.count {
        case 9: return landlineAreas.contains(characters[1])
        case 10: return tenDigitPrefixes.contains(characters[1])
        default: return false
        }
    }
}
