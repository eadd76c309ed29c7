// Reads an identifier printed after a label: "514756123", "51-475612-3", "51 475 6123", "GB 123 4567 89".
// Digit groups are printed left to right even inside a right-to-left row, so a run of groups is
// joined in the order of their boxes on the page, not in the row's reading order.

import Foundation

enum IdentifierReader {
    /// Words between a label and its number: a country prefix, "No", and Hebrew's "מס'"/"מספר"
    /// ("עוסק פטור מס' 034215673").
    private static let prefixes: Set<String> = ["gb", "no", "#", "no.", "nr", "nr.", ":", "-", "my", "מס'", "מס׳", "מס",
                                                "מספר"]
    /// Marks around a number's word: "(No.", "123456]", "#:".
    private static let wrapping = CharacterSet(charactersIn: ":;,.()[]#")

    /// The digits of the first run of number-like words (up to four), with those words.
    static func read(_ words: [LayoutWord]) -> (String, [LayoutWord])? {
        var digits = ""
        var used: [LayoutWord] = []
        for word in words {
            let text = word.text.trimming(wrapping)
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
        guard digits.count >= 4 else { return nil }
        return (printedOrder(used).map { $0.text.digitsOnly }.joined(), used)
    }

    /// The words of a run of digit groups from left to right on the page.
    static func printedOrder(_ words: [LayoutWord]) -> [LayoutWord] {
        words.sorted { $0.box.midX < $1.box.midX }
    }

    /// The digits of the groups joined right to left: the order OCR sometimes gives when it reads
    /// the groups of a left-to-right number inside a right-to-left row as separate words.
    static func reversedGroups(_ words: [LayoutWord]) -> String {
        printedOrder(words).reversed().map { $0.text.digitsOnly }.joined()
    }

    /// Digits glued to a prefix or a separator: "GB123456789", ":514756123", "No.12345".
    private static func gluedDigits(_ text: String) -> String? {
        guard let match = text.firstMatch(of: Patterns.gluedIdentifier) else { return nil }
        let digits = String(match.1).digitsOnly
        return digits.count >= 4 ? digits : nil
    }
}
