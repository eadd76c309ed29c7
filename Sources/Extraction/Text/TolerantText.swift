// Folds OCR text into a tolerant matching form: gershayim/geresh variants, final letters and
// Hebrew look-alike letters collapse, so `סה״כ`, `סה"כ` and `סח"כ` all match the same keyword.

import Foundation

enum TolerantText {
    /// Hebrew letters OCR confuses, each mapped to one representative (also final forms).
    private static let hebrewFolds: [Character: Character] = [
        "ח": "ה", "ת": "ה",
        "ז": "ו", "ן": "ו", "י": "ו",
        "ר": "ד",
        "ב": "כ", "ך": "כ",
        "ם": "ס",
        "ץ": "צ", "ף": "פ",
    ]

    /// Quote-like marks inside a word (`סה"כ`, `ח.פ`, `מס'`) that are dropped before matching.
    static let innerMarks: Set<Character> = ["\"", "'", "״", "׳", "”", "“", "’", "‘", "`", ".", "´"]

    /// The word's matching tokens: lower-cased, folded runs of letters or of digits.
    /// Marks between letters are dropped (`ח.פ`, `n"”yn` → one token); other punctuation separates tokens.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsDigits = false
        var start = 0
        let characters = Array(text.lowercased())
        func finish(at end: Int) {
            tokens.append(unfolded(current, from: characters[start..<end]))
            current = ""
        }
        for (index, character) in characters.enumerated() {
            if character.isLetter || character.isNumber {
                let isDigit = character.isNumber
                if !current.isEmpty && isDigit != currentIsDigits { finish(at: index) }
                if current.isEmpty { start = index }
                currentIsDigits = isDigit
                current.append(hebrewFolds[character] ?? character)
            } else if innerMarks.contains(character), !current.isEmpty, !currentIsDigits,
                      let next = characters[(index + 1)...].first(where: { !innerMarks.contains($0) }), next.isLetter {
                continue
            } else if !current.isEmpty {
                finish(at: index)
            }
        }
        if !current.isEmpty { finish(at: characters.count) }
        return tokens.map { misreadWords[$0] ?? $0 }
    }

    /// Words the folds would merge with another word that means something else, kept as printed:
    /// "חשבונות" (accounts, as in a bookkeeper's "הנהלת חשבונות") folds onto "חשבונית" (an invoice).
    /// A printed word keeps no fold, so no folded keyword token matches it.
    private static let unfoldedWords: Set<String> = ["חשבונות"]
    private static let foldedUnfoldedWords = Set(unfoldedWords.map { String($0.map { hebrewFolds[$0] ?? $0 }) })

    /// `token`, or the word as printed in `printed` when it is one of `unfoldedWords`.
    private static func unfolded(_ token: String, from printed: ArraySlice<Character>) -> String {
        guard foldedUnfoldedWords.contains(token) else { return token }
        let word = String(printed.filter { $0.isLetter })
        return unfoldedWords.contains(word) ? word : token
    }

    /// Whole words OCR often reads in another script or with a look-alike final letter, folded
    /// like the text: `מע"מ` (VAT) read as `n"yn`, `A"YN` or `מע"ם`.
    private static let misreadWords: [String: String] = ["nyn": "מעמ", "ayn": "מעמ", "מעס": "מעמ"]

    /// Whether a row token matches a keyword token: equal, equal after a one-letter Hebrew prefix
    /// (ב ל ה ו ש מ כ), or (for Latin tokens of five letters or more) one edit apart.
    static func tokenMatches(_ token: String, keyword: KeywordToken) -> Bool {
        // Compared in UTF-8 bytes and scalars, never characters: tokens are letters and digits without
        // combining marks, and grapheme breaking and canonical-equivalence comparison were half of
        // extraction's time. A Hebrew letter is two bytes.
        let tokenBytes = token.utf8, keywordBytes = keyword.text.utf8
        if tokenBytes.count == keywordBytes.count, tokenBytes.elementsEqual(keywordBytes) { return true }
        if tokenBytes.count == keywordBytes.count + 2, keyword.takesPrefix, let first = token.unicodeScalars.first,
           hebrewPrefixes.contains(first), tokenBytes.dropFirst(2).elementsEqual(keywordBytes) {
            return true
        }
        if keyword.isLongLatin {
            // One edit away, unless the token is a word in its own right ("charge" is no misread of
            // "change", nor "paper" of "payer": `confusableWords`).
            return abs(tokenBytes.count - keywordBytes.count) <= 1 && withinOneEdit(Array(tokenBytes), Array(keywordBytes))
                && !confusableWords.contains(token)
        }
        // Long Hebrew words survive one misread letter inside them ("חשבונ'ת" for "חשבונית"); the first
        // and last letters must agree, so a prefixed or suffixed word ("מתאריך") stays another word.
        guard keyword.isLongHebrew else { return false }
        let tokenScalars = token.unicodeScalars
        guard tokenScalars.first == keyword.scalars.first, tokenScalars.last == keyword.scalars.last,
              abs(tokenScalars.count - keyword.scalars.count) <= 1 else { return false }
        return withinOneEdit(Array(tokenScalars), keyword.scalars)
    }

    /// Whether two byte strings are at most one substitution, insertion or deletion apart: the
    /// common prefix and suffix must cover all but one byte of the longer.
    static func withinOneEdit<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Bool {
        guard abs(a.count - b.count) <= 1 else { return false }
        let shorter = min(a.count, b.count)
        var prefix = 0
        while prefix < shorter, a[prefix] == b[prefix] { prefix += 1 }
        if prefix == shorter { return true }
        var suffix = 0
        while suffix < shorter - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return prefix + suffix >= max(a.count, b.count) - 1
    }

    /// Hebrew one-letter prefixes, folded like the text.
    static let hebrewPrefixes: Set<Unicode.Scalar> = ["כ", "ל", "ה", "ו", "ש", "מ"]

    /// Levenshtein distance, stopping early above `limit`.
    static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let a = Array(lhs), b = Array(rhs)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1,
                                 previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

extension Character {
    /// A Hebrew letter (U+05D0…U+05EA).
    var isHebrew: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return (0x05D0...0x05EA).contains(scalar.value)
    }

    /// A Latin letter (ASCII).
    var isLatinLetter: Bool { isASCII && isLetter }
}
