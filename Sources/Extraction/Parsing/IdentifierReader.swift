// Reads an identifier printed after a label: "514756123", "51-475612-3", "51 475 6123", "GB 123 4567 89".

import Foundation

enum IdentifierReader {
    private static let prefixes: Set<String> = ["gb", "no", "#", "no.", "nr", "nr.", ":", "-", "my"]

    /// The digits of the first run of number-like words (up to four), with those words.
    static func read(_ words: [LayoutWord]) -> (String, [LayoutWord])? {
        var digits = ""
        var used: [LayoutWord] = []
        for word in words {
            let text = word.text.trimmingCharacters(in: CharacterSet(charactersIn: ":;,.()[]#"))
            if used.isEmpty && (text.isEmpty || prefixes.contains(text.lowercased())) { continue }
            let isNumberLike = !text.isEmpty && text.allSatisfy { $0.isASCIIDigit || $0 == "-" }
            if isNumberLike {
                digits += text.digitsOnly
                used.append(word)
                if used.count == 4 || digits.count >= 12 { break }
            } else if used.isEmpty, let glued = gluedDigits(text) {
                return (glued, [word])
            } else {
                break
            }
        }
        return digits.count >= 4 ? (digits, used) : nil
    }

    /// Digits glued to a prefix or a separator: "GB123456789", ":514756123", "No.12345".
    private static func gluedDigits(_ text: String) -> String? {
        guard let match = text.firstMatch(of: Patterns.gluedIdentifier) else { return nil }
        let digits = String(match.1).digitsOnly
        return digits.count >= 4 ? digits : nil
    }
}
