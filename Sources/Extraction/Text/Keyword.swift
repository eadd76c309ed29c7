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
    /// Where a large set's keywords can begin (nil for a small set, where trying each is as quick).
    private let index: KeywordIndex?

    /// Phrases that hold a keyword and mean something else, as their tokens: matched exactly, they
    /// match none of the set's keywords.
    private let exceptions: [[String]]

    /// Sets of this many keywords or more are looked up through a `KeywordIndex`.
    static let indexedSize = 8

    /// A set of the keywords `printed`; the words of `except` — matched exactly, not tolerantly — are
    /// never taken for one of them ("רואי חשבון", accountants, holds "חשבון", a bill).
    init(_ printed: [String], except: [String] = []) {
        keywords = printed.map(Keyword.init).filter { !$0.tokens.isEmpty }
        index = keywords.count >= Self.indexedSize ? KeywordIndex(keywords) : nil
        exceptions = except.map(TolerantText.tokens).filter { !$0.isEmpty }
    }

    /// `tokens` with the exceptions' words blanked out: a blank token matches no keyword, and the
    /// other tokens keep their places.
    private func withoutExceptions(_ tokens: [String]) -> [String] {
        guard !exceptions.isEmpty else { return tokens }
        var tokens = tokens
        for exception in exceptions where exception.count <= tokens.count {
            for start in 0...(tokens.count - exception.count) where tokens[start..<(start + exception.count)].elementsEqual(exception) {
                tokens.replaceSubrange(start..<(start + exception.count), with: repeatElement("", count: exception.count))
            }
        }
        return tokens
    }

    /// The first (longest) match of any keyword in `tokens`, as a range of token indices: of the
    /// longest keywords that occur, the one listed first, where it first occurs.
    func firstMatch(in tokens: [String]) -> Range<Int>? {
        let tokens = withoutExceptions(tokens)
        guard let index else { return scanForFirstMatch(in: tokens) }
        var best: (keyword: Int, range: Range<Int>)?
        for start in tokens.indices {
            index.forEachCandidate(at: tokens[start]) { position in
                let length = keywords[position].tokens.count
                if let best, best.range.count > length || (best.range.count == length && best.keyword <= position) { return }
                if Self.matches(keywords[position].tokens, at: start, in: tokens) { best = (position, start..<(start + length)) }
            }
        }
        return best?.range
    }

    /// The match that begins earliest in `tokens` (the longest of those beginning there).
    func earliestMatch(in tokens: [String]) -> Range<Int>? {
        let tokens = withoutExceptions(tokens)
        guard let index else { return scanForEarliestMatch(in: tokens) }
        for start in tokens.indices {
            var best: Int?
            index.forEachCandidate(at: tokens[start]) { position in
                let length = keywords[position].tokens.count
                if let best, keywords[best].tokens.count > length || (keywords[best].tokens.count == length && best <= position) { return }
                if Self.matches(keywords[position].tokens, at: start, in: tokens) { best = position }
            }
            if let best { return start..<(start + keywords[best].tokens.count) }
        }
        return nil
    }

    /// `firstMatch` by trying every keyword at every position (what the index must agree with).
    func scannedFirstMatch(in tokens: [String]) -> Range<Int>? { scanForFirstMatch(in: withoutExceptions(tokens)) }

    /// `earliestMatch` by trying every keyword at every position.
    func scannedEarliestMatch(in tokens: [String]) -> Range<Int>? { scanForEarliestMatch(in: withoutExceptions(tokens)) }

    /// `scannedFirstMatch` over tokens whose exceptions are already blanked out.
    private func scanForFirstMatch(in tokens: [String]) -> Range<Int>? {
        var best: Range<Int>?
        for keyword in keywords {
            guard let range = Self.match(keyword.tokens, in: tokens) else { continue }
            if let current = best, current.count >= range.count { continue }
            best = range
        }
        return best
    }

    /// `scannedEarliestMatch` over tokens whose exceptions are already blanked out.
    private func scanForEarliestMatch(in tokens: [String]) -> Range<Int>? {
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
    func matches(_ tokens: [String]) -> Bool {
        let tokens = withoutExceptions(tokens)
        guard let index else { return scanForFirstMatch(in: tokens) != nil }
        for start in tokens.indices {
            var found = false
            index.forEachCandidate(at: tokens[start]) { position in
                if !found, Self.matches(keywords[position].tokens, at: start, in: tokens) { found = true }
            }
            if found { return true }
        }
        return false
    }

    /// Whether any keyword occurs in a plain text.
    func matches(text: String) -> Bool { matches(TolerantText.tokens(text)) }

    /// Whether one of the keywords (codes such as "USD", "RM") stands in the word's text on its own
    /// or beside an amount ("USD", "(RM)", "RM41.43", "12.90ש\"ח"), not among the letters of a
    /// product code that happen to spell it ("BOM3RM1D2S", an online shop's item number, holds "RM").
    func namedAlone(in text: String) -> Bool {
        text.split { !$0.isLetter && !$0.isNumber && !TolerantText.innerMarks.contains($0) }.contains { run in
            let tokens = TolerantText.tokens(String(run))
            return tokens.filter { $0.first?.isLetter == true }.count == 1 && matches(tokens)
        }
    }

    /// Where `keyword` occurs in `tokens`. In a label of several words one short Latin word may have
    /// one misread letter ("Oue date" for "Due date") when the others match: a longer word already
    /// survives one edit on its own (`TolerantText.tokenMatches`), a lone short one would not.
    private static func match(_ keyword: [KeywordToken], in tokens: [String]) -> Range<Int>? {
        guard !keyword.isEmpty, tokens.count >= keyword.count else { return nil }
        for start in 0...(tokens.count - keyword.count) where matches(keyword, at: start, in: tokens) {
            return start..<(start + keyword.count)
        }
        return nil
    }

    /// Whether `keyword` occurs in `tokens` beginning at `start`.
    private static func matches(_ keyword: [KeywordToken], at start: Int, in tokens: [String]) -> Bool {
        guard start + keyword.count <= tokens.count else { return false }
        var misreadAllowed = keyword.count > 1
        for (offset, word) in keyword.enumerated() {
            let token = tokens[start + offset]
            if TolerantText.tokenMatches(token, keyword: word) { continue }
            guard misreadAllowed, isOneLetterMisread(token, of: word.text) else { return false }
            misreadAllowed = false
        }
        return true
    }

    /// A Latin word of three or four letters read with one letter wrong ("oue" for "due"), unless
    /// the token is another label's word ("reg" is no misread of "ref": `confusableShortWords`).
    private static func isOneLetterMisread(_ token: String, of word: String) -> Bool {
        let a = token.utf8, b = word.utf8
        guard a.count == b.count, (3...4).contains(b.count), !TolerantText.confusableShortWords.contains(token)
        else { return false }
        var differences = 0
        for (x, y) in zip(a, b) {
            guard (0x61...0x7A).contains(x), (0x61...0x7A).contains(y) else { return false }
            if x != y { differences += 1 }
        }
        return differences == 1
    }
}
