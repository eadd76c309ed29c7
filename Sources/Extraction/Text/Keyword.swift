// Keywords as printed ("סה\"כ לתשלום", "TOTAL (INCL GST)") matched tolerantly against a row's tokens.

import Foundation

/// One printed label or word, matched as a run of tolerant tokens.
struct Keyword: Sendable, Hashable {
    let printed: String
    let tokens: [String]

    init(_ printed: String) {
        self.printed = printed
        tokens = TolerantText.tokens(printed)
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

    private static func match(_ keyword: [String], in tokens: [String]) -> Range<Int>? {
        guard let first = keyword.first, tokens.count >= keyword.count else { return nil }
        var start = 0
        while start + keyword.count <= tokens.count {
            if TolerantText.tokenMatches(tokens[start], keyword: first) {
                var offset = 1
                while offset < keyword.count, TolerantText.tokenMatches(tokens[start + offset], keyword: keyword[offset]) {
                    offset += 1
                }
                if offset == keyword.count { return start..<(start + keyword.count) }
            }
            start += 1
        }
        return nil
    }
}
