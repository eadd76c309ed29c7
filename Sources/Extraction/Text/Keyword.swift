// Keywords as printed ("סה\"כ לתשלום", "TOTAL (INCL GST)") matched tolerantly against a row's tokens.

import Foundation

/// One printed label or word, matched as a run of tolerant tokens.
struct Keyword: Sendable, Hashable {
    let printed: String
    let tokens: [KeywordToken]

    init(_ printed: String) {
        self.printed = printed
        tokens = TolerantText.tokens(printed).map(KeywordToken.init)
    }
}

/// A keyword's token with what tolerant matching asks of it worked out once, not at every
/// comparison (`TolerantText.tokenMatches`).
struct KeywordToken: Sendable, Hashable {
    let text: String
    /// Three letters or more: a one-letter Hebrew prefix before it still matches.
    let takesPrefix: Bool
    /// Five lower-case Latin letters or more: one edit away still matches.
    let isLongLatin: Bool
    /// Six Hebrew letters or more: one misread letter inside still matches.
    let isLongHebrew: Bool
    let scalars: [Unicode.Scalar]

    init(_ text: String) {
        self.text = text
        let bytes = text.utf8
        scalars = Array(text.unicodeScalars)
        takesPrefix = scalars.count >= 3
        isLongLatin = bytes.count >= 5 && bytes.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
        isLongHebrew = bytes.count >= 12 && scalars.count >= 6 && text.allSatisfy(\.isHebrew)
    }
}

/// A group of keywords that mean the same thing, e.g. every way to print "total payable".
struct KeywordSet: Sendable {
    let keywords: [Keyword]

    init(_ printed: [String]) {
        keywords = printed.map(Keyword.init).filter { !$0.tokens.isEmpty }
    }

    /// The first (longest) match of any keyword in `tokens`, as a range of token indices.
    func firstMatch(in tokens: [String]) -> Range<Int>? {
        var best: Range<Int>?
        for keyword in keywords {
            guard let range = Self.match(keyword.tokens, in: tokens) else { continue }
            if let current = best, current.count >= range.count { continue }
            best = range
        }
        return best
    }

    /// The match that begins earliest in `tokens` (the longest of those beginning there).
    func earliestMatch(in tokens: [String]) -> Range<Int>? {
        var best: Range<Int>?
        for keyword in keywords {
            guard let range = Self.match(keyword.tokens, in: tokens) else { continue }
            if let current = best, current.lowerBound < range.lowerBound
                || (current.lowerBound == range.lowerBound && current.count >= range.count) { continue }
            best = range
        }
        return best
    }

    /// Whether any keyword occurs in the tokens.
    func matches(_ tokens: [String]) -> Bool { firstMatch(in: tokens) != nil }

    /// Whether any keyword occurs in a plain text.
    func matches(text: String) -> Bool { matches(TolerantText.tokens(text)) }

    /// Where `keyword` occurs in `tokens`. In a label of several words one short Latin word may have
    /// one misread letter ("Oue date" for "Due date") when the others match: a longer word already
    /// survives one edit on its own (`TolerantText.tokenMatches`), a lone short one would not.
    private static func match(_ keyword: [KeywordToken], in tokens: [String]) -> Range<Int>? {
        guard !keyword.isEmpty, tokens.count >= keyword.count else { return nil }
        var start = 0
        while start + keyword.count <= tokens.count {
            var misreadAllowed = keyword.count > 1
            var offset = 0
            while offset < keyword.count {
                let token = tokens[start + offset], word = keyword[offset]
                if TolerantText.tokenMatches(token, keyword: word) {
                    offset += 1
                } else if misreadAllowed, isOneLetterMisread(token, of: word.text) {
                    misreadAllowed = false
                    offset += 1
                } else {
                    break
                }
            }
            if offset == keyword.count { return start..<(start + keyword.count) }
            start += 1
        }
        return nil
    }

    /// A Latin word of three or four letters read with one letter wrong ("oue" for "due").
    private static func isOneLetterMisread(_ token: String, of word: String) -> Bool {
        let a = token.utf8, b = word.utf8
        guard a.count == b.count, (3...4).contains(b.count) else { return false }
        var differences = 0
        for (x, y) in zip(a, b) {
            guard (0x61...0x7A).contains(x), (0x61...0x7A).contains(y) else { return false }
            if x != y { differences += 1 }
        }
        return differences == 1
    }
}
