// Which keywords of a large set can begin at a row token, looked up by the token's first and last
// letters instead of trying every keyword at every position (Israel's towns are some 200 keywords,
// matched against most header rows). The lookup only narrows the keywords to try: each is still
// matched in full (`KeywordSet`), so a set matches exactly what it matched without the index.

/// A large keyword set's keywords by the letters a row token that can begin one of them starts or ends with.
struct KeywordIndex: Sendable {
    /// Keywords (their positions in the set) by the first letter of their first token. A token that
    /// matches that first token starts with the same letter (equal, one misread letter inside a long
    /// Hebrew word), or with a one-letter Hebrew prefix and then that letter.
    private let byFirstLetter: ScalarLists
    /// Keywords whose first token may match one letter off at its start (a long Latin word within
    /// one edit, a short Latin word misread in a label of several words), by the last letter of
    /// that token: a token one edit from it starts or ends with the same letter.
    private let tolerantByLastLetter: ScalarLists

    init(_ keywords: [Keyword]) {
        var byFirstLetter: [Unicode.Scalar: [Int]] = [:], tolerantByLastLetter: [Unicode.Scalar: [Int]] = [:]
        for (position, keyword) in keywords.enumerated() {
            guard let first = keyword.tokens.first, let firstLetter = first.scalars.first,
                  let lastLetter = first.scalars.last else { continue }
            byFirstLetter[firstLetter, default: []].append(position)
            if Self.mayMatchWithFirstLetterWrong(keyword) { tolerantByLastLetter[lastLetter, default: []].append(position) }
        }
        self.byFirstLetter = ScalarLists(byFirstLetter)
        self.tolerantByLastLetter = ScalarLists(tolerantByLastLetter)
    }

    /// Calls `body` with the position of every keyword that may begin at `token`: all those that
    /// do and perhaps others, some more than once, in no particular order.
    func forEachCandidate(at token: String, _ body: (Int) -> Void) {
        let letters = token.unicodeScalars
        guard let first = letters.first, let last = letters.last else { return }
        byFirstLetter.forEach(at: first, body)
        if TolerantText.isHebrewPrefix(first), let second = letters.dropFirst().first {
            byFirstLetter.forEach(at: second, body)
        }
        tolerantByLastLetter.forEach(at: last, body)
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

/// Lists of keyword positions by letter, looked up without hashing for the letters nearly every
/// token starts and ends with (below U+0800: Latin, Greek, Cyrillic, Hebrew, Arabic): a table of
/// where each letter's positions start in one flat array. Other letters go through a dictionary.
struct ScalarLists: Sendable {
    /// Letters below this are in the table.
    private static let tableSize = 0x800
    /// `positions[starts[v]..<starts[v + 1]]` are the positions of the letter whose value is `v`.
    private let starts: [Int32]
    private let positions: [Int32]
    private let others: [Unicode.Scalar: [Int]]

    init(_ lists: [Unicode.Scalar: [Int]]) {
        let inTable = lists.filter { $0.key.value < Self.tableSize }
        // Each letter's count at the entry after its own, summed: where each letter's positions start.
        var starts = [Int32](repeating: 0, count: Self.tableSize + 1)
        for (letter, list) in inTable { starts[Int(letter.value) + 1] = Int32(list.count) }
        for value in 0..<Self.tableSize { starts[value + 1] += starts[value] }
        var positions = [Int32](repeating: 0, count: Int(starts[Self.tableSize]))
        for (letter, list) in inTable {
            for (offset, position) in list.enumerated() { positions[Int(starts[Int(letter.value)]) + offset] = Int32(position) }
        }
        self.starts = starts
        self.positions = positions
        others = lists.filter { $0.key.value >= Self.tableSize }
    }

    /// Calls `body` with each position listed under `letter`.
    func forEach(at letter: Unicode.Scalar, _ body: (Int) -> Void) {
        let value = Int(letter.value)
        guard value < Self.tableSize else { others[letter]?.forEach(body); return }
        for index in Int(starts[value])..<Int(starts[value + 1]) { body(Int(positions[index])) }
    }
}
