// Which keywords of a large set can begin at a row token, looked up by the token's first and last
// letters instead of trying every keyword at every position (Israel's towns are some 200 keywords,
// matched against most header rows). The lookup only narrows the keywords to try: each is still
// matched in full (`KeywordSet`), so a set matches exactly what it matched without the index.

/// A large keyword set's keywords by the letters a row token that can begin one of them starts or ends with.
struct KeywordIndex: Sendable {
    /// Keywords (their positions in the set) by the first letter of their first token. A token that
    /// matches that first token starts with the same letter (equal, one misread letter inside a long
    /// Hebrew word), or with a one-letter Hebrew prefix and then that letter.
    private let byFirstLetter: [Unicode.Scalar: [Int]]
    /// Keywords whose first token may match one letter off at its start (a long Latin word within
    /// one edit, a short Latin word misread in a label of several words), by the last letter of
    /// that token: a token one edit from it starts or ends with the same letter.
    private let tolerantByLastLetter: [Unicode.Scalar: [Int]]

    init(_ keywords: [Keyword]) {
        var byFirstLetter: [Unicode.Scalar: [Int]] = [:], tolerantByLastLetter: [Unicode.Scalar: [Int]] = [:]
        for (position, keyword) in keywords.enumerated() {
            guard let first = keyword.tokens.first, let firstLetter = first.scalars.first,
                  let lastLetter = first.scalars.last else { continue }
            byFirstLetter[firstLetter, default: []].append(position)
            if Self.mayMatchWithFirstLetterWrong(keyword) { tolerantByLastLetter[lastLetter, default: []].append(position) }
        }
        self.byFirstLetter = byFirstLetter
        self.tolerantByLastLetter = tolerantByLastLetter
    }

    /// Calls `body` with the position of every keyword that may begin at `token`: all those that
    /// do and perhaps others, some more than once, in no particular order.
    func forEachCandidate(at token: String, _ body: (Int) -> Void) {
        let letters = token.unicodeScalars
        guard let first = letters.first, let last = letters.last else { return }
        byFirstLetter[first]?.forEach(body)
        if TolerantText.hebrewPrefixes.contains(first), let second = letters.dropFirst().first {
            byFirstLetter[second]?.forEach(body)
        }
        tolerantByLastLetter[last]?.forEach(body)
    }

    /// Whether the keyword's first token can match a token whose first letter differs from its own
    /// (`TolerantText.tokenMatches`' one edit in a long Latin word, `KeywordSet`'s one misread letter
    /// in a short Latin word of a label of several words).
    private static func mayMatchWithFirstLetterWrong(_ keyword: Keyword) -> Bool {
        guard let first = keyword.tokens.first else { return false }
        let isShortLatin = (3...4).contains(first.text.utf8.count) && first.text.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
        return first.isLongLatin || (keyword.tokens.count > 1 && isShortLatin)
    }
}
