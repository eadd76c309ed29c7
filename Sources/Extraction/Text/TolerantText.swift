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
    ///
    /// A text whose every scalar is a character of its own (`ScalarKinds`: ASCII, Latin-1, Hebrew
    /// letters, general punctuation, currency signs; nearly every word OCR or a text layer gives) is
    /// tokenised scalar by scalar, the same tokens `characterTokens` makes of it without breaking it
    /// into grapheme clusters (a third of the time a text PDF spent extracting, `perf`).
    static func tokens(_ text: String) -> [String] {
        scalarTokens(text) ?? characterTokens(text)
    }

    /// `tokens` by grapheme clusters: the definition, for any text.
    static func characterTokens(_ text: String) -> [String] {
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

    /// `tokens` scalar by scalar; nil when a scalar of `text` is not one `ScalarKinds` knows, or a
    /// token is one of `unfoldedWords`' folds (`characterTokens` then decides).
    static func scalarTokens(_ text: String) -> [String]? {
        let kinds = ScalarKinds.table
        var scalars: [(kind: ScalarKinds.Kind, folded: Unicode.Scalar)] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard let entry = kinds.entry(scalar) else { return nil }
            scalars.append(entry)
        }
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        var currentIsDigits = false
        func finish() -> Bool {
            let token = String(current)
            current = String.UnicodeScalarView()
            guard !foldedUnfoldedWords.contains(token) else { return false }
            tokens.append(misreadWords[token] ?? token)
            return true
        }
        for (index, scalar) in scalars.enumerated() {
            switch scalar.kind {
            case .letter, .digit:
                let isDigit = scalar.kind == .digit
                if !current.isEmpty && isDigit != currentIsDigits { guard finish() else { return nil } }
                currentIsDigits = isDigit
                current.append(scalar.folded)
            case .innerMark where !current.isEmpty && !currentIsDigits
                && scalars[(index + 1)...].first(where: { $0.kind != .innerMark })?.kind == .letter:
                continue
            default:
                if !current.isEmpty { guard finish() else { return nil } }
            }
        }
        if !current.isEmpty { guard finish() else { return nil } }
        return tokens
    }

    /// What `characterTokens` makes of each scalar that is always a character of its own — no
    /// combining mark, joiner, carriage return or other scalar that clusters with a neighbour is among
    /// them —, asked of `Character` itself once: letter, digit (`isNumber`), inner mark or other, and
    /// its lower-cased, folded form.
    struct ScalarKinds: Sendable {
        enum Kind: Sendable { case letter, digit, innerMark, other }

        /// The blocks looked up: ASCII and Latin-1 (without the carriage return), the Hebrew letters
        /// and their punctuation (not its points), general punctuation from the hyphen on (not the
        /// joiners and direction marks before it), currency signs.
        static let blocks: [ClosedRange<UInt32>] = [0x00...0xFF, 0x05D0...0x05F4, 0x2010...0x2027, 0x20A0...0x20BF]

        static let table = ScalarKinds()

        private let entries: [[(kind: Kind, folded: Unicode.Scalar)?]]

        private init() {
            entries = Self.blocks.map { block in
                block.map { value -> (kind: Kind, folded: Unicode.Scalar)? in
                    guard value != 0x0D, let scalar = Unicode.Scalar(value) else { return nil }
                    let lowered = String(Character(scalar)).lowercased()
                    guard lowered.unicodeScalars.count == 1, let character = lowered.first,
                          let loweredScalar = lowered.unicodeScalars.first, !(character.isLetter && character.isNumber)
                    else { return nil }
                    let kind: Kind = character.isNumber ? .digit : character.isLetter ? .letter
                        : innerMarks.contains(character) ? .innerMark : .other
                    let folded = hebrewFolds[character]?.unicodeScalars.first ?? loweredScalar
                    return (kind, folded)
                }
            }
        }

        func entry(_ scalar: Unicode.Scalar) -> (kind: Kind, folded: Unicode.Scalar)? {
            let value = scalar.value
            for (block, entries) in zip(Self.blocks, entries) where block.contains(value) {
                return entries[Int(value - block.lowerBound)]
            }
            return nil
        }
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
           isHebrewPrefix(first), tokenBytes.dropFirst(2).elementsEqual(keywordBytes) {
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

    /// Whether `scalar` is a Hebrew one-letter prefix (as, to, the, and, that, from), folded like the
    /// text; a switch, not a set: it is asked for nearly every token.
    static func isHebrewPrefix(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "כ", "ל", "ה", "ו", "ש", "מ": true
        default: false
        }
    }

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
