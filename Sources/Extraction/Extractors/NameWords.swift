// The part of a header row that can be a business name: without a label before it ("Dimiliki:",
// "Sold By :"), a document title beside it ("FACTUUR.", "… Invoice"), what follows another label
// ("… (CO.REG: 933109-X)", "TEL 03-…"), registration numbers ("(169669-A)"), e-mail or web addresses.

import DocumentModel

enum NameWords {
    /// Document titles printed on the name's row: every title `DocTypeExtractor` knows ("חשבון עסקה
    /// עדי ברק - הובלות", "Brightpath Broadband Statement") and a few it does not type.
    static let titles = KeywordSet(DocTypeExtractor.titles.flatMap { $0.0.keywords.map(\.printed) }
                                   + ["SIMPLIFIED TAX INVOICE", "GUEST CHECK", "FACTUUR", "FACTURE", "FACTURA",
                                      "TAX INVOICE / RECEIPT"], except: DocTypeExtractor.tradeWords)
    /// Labels that are also words of names ("מינימרקט טל ומטר": טל is dew): a word of the name when
    /// no label mark is on it or follows it ("טל'", "Tel:", "TEL : 03-…") and no number follows it.
    private static let wordLikeLabels = KeywordSet(["טל", "TEL", "פקס", "FAX"])

    /// The row's name words, or nil when nothing of the row can be a name. `stripped` tells whether a
    /// title or label was removed (the rest must then be a name of two words or more, or carry a suffix).
    /// A label of `otherRows` followed by a word of `suffixes` is part of the name ("סופר השכונה בע\"מ").
    static func of(_ words: [LayoutWord], otherRows: KeywordSet,
                   suffixes: KeywordSet) -> (words: [LayoutWord], stripped: Bool)? {
        var words = words.filter { word in
            !word.text.contains("@") && !["www.", ".com", "http"].contains { word.text.lowercased().contains($0) }
        }
        var stripped = false
        // "Dimiliki: BANH MI CAFE SDN BHD": a label ending in a colon near the start of the row.
        if let colon = words.prefix(4).lastIndex(where: { $0.text.hasSuffix(":") }) {
            let label = words[...colon].filter { $0.text.contains(where: \.isLetter) }
            let rest = words[(colon + 1)...].flatMap { $0.text.filter(\.isLetter) }
            if (1...2).contains(label.count), rest.count >= 3 {
                words.removeSubrange(...colon)
                stripped = true
            }
        }
        if let title = match(titles, in: words), title.lowerBound == 0 || title.upperBound == words.count {
            words.removeSubrange(column(of: title, in: words))
            stripped = true
        }
        if let other = match(otherRows, in: words), !isWordInName(other, of: words),
           !words[other.upperBound...].contains(where: { suffixes.matches($0.tokens) }) {
            guard other.lowerBound > 0 else { return nil }
            words.removeSubrange(other.lowerBound...)
            stripped = true
        }
        // "(B199K)", "(728515-M)": a registration number in parentheses after the name.
        while let last = words.last, last.text.contains(where: \.isNumber),
              last.text.contains("(") || last.text.contains(")") {
            words.removeLast()
        }
        return words.isEmpty ? nil : (words, stripped)
    }

    /// The least gap, in the name's type heights, that sets a logo apart from the name beside it: the
    /// words of one line stand a space apart (a third of their height), a logo stands clear of them.
    static let logoGap = 1.0
    /// How far off the name's line a logo's centre stands, in type heights.
    static let offLine = 0.25

    /// The most letters or digits a logo's mark is read as when OCR reads it as letters ("ס", "b").
    static let markLetters = 3
    /// The widest, in type heights, a mark OCR could not read (every word of it under
    /// `unreadableMark` confidence) may be, whatever it was read as: a boxed "MT" read "MZ8M" at 0.
    static let unreadableMarkWidth = 3.0
    /// The confidence under which a word is one OCR could not read.
    static let unreadableMark = 0.5
    /// The fewest letters or digits of a word too long to be a mark's reading.
    static let longWordLetters = 5

    /// The height of a line's one word of `longWordLetters` or more, when it has exactly one (a
    /// name's second line, "משכנתאות", beside a mark read "ee").
    private static func loneLongWordHeight(_ words: [LayoutWord]) -> Double? {
        let long = words.filter { $0.legibleCount >= longWordLetters }
        return long.count == 1 ? Double(long[0].box.height) : nil
    }

    /// The words without a logo's letters at either end: a run of at most three letters or digits in
    /// all (or one OCR could not read, no wider than `unreadableMarkWidth` type heights), standing
    /// `logoGap` type heights or more apart from the rest of the words and centred `offLine` type
    /// heights or more above or below their line (a square or round mark with the name's initials,
    /// spanning the two lines of the name beside it, read as "ס" and "b" beside "ל יצוב ברק", as "ee"
    /// beside "חשבונות", as "MZ8M" beside "Translations LLC"), whose other words hold three letters or
    /// more. A legal form (`suffixes`: "בע\"מ", "LLC") is never a logo. The type height is the median
    /// height of the words with three or more letters or digits (`legibleTypeHeight`), or, on a line
    /// with one word of five or more ("משכנתאות", a name's second line), that word's height; without
    /// either nothing is dropped.
    static func withoutLogoMark(_ words: [LayoutWord], suffixes: KeywordSet) -> [LayoutWord] {
        guard let height = words.legibleTypeHeight ?? loneLongWordHeight(words) else { return words }
        let gap = logoGap * height
        var byX = words.sorted { $0.box.x0 < $1.box.x0 }
        func isMark(_ run: ArraySlice<LayoutWord>) -> Bool {
            guard !suffixes.matches(run.flatMap(\.tokens)) else { return false }
            if run.map(\.legibleCount).reduce(0, +) <= markLetters { return true }
            guard run.allSatisfy({ $0.confidence < unreadableMark }), let box = BoundingBox.union(run.map(\.box)) else { return false }
            return Double(box.width) <= unreadableMarkWidth * height
        }
        func dropRun(fromLeft: Bool) {
            let ordered = fromLeft ? byX : byX.reversed()
            for end in 1..<ordered.count {
                let run = ordered[..<end], rest = ordered[end...]
                guard isMark(run) else { return }
                let (inner, outer) = (ordered[end], ordered[end - 1])
                let between = fromLeft ? inner.box.x0 - outer.box.x1 : outer.box.x0 - inner.box.x1
                if Double(between) >= gap {
                    guard rest.map({ $0.text.filter(\.isLetter).count }).reduce(0, +) >= 3 else { return }
                    // Not set on the line: a logo is a drawing of its own, as tall as the type or
                    // taller and level with neither line of the name it stands beside ("LLC" or
                    // "בע\"מ" set far off the name stays; so does a word a slanted row lowers).
                    guard let mark = BoundingBox.union(run.map(\.box)), Double(mark.height) >= height,
                          abs(Double(mark.y0 + mark.y1 - inner.box.y0 - inner.box.y1) / 2) >= offLine * height
                    else { return }
                    let dropped = Set(run.map(\.id))
                    byX.removeAll { dropped.contains($0.id) }
                    return
                }
            }
        }
        dropRun(fromLeft: true)
        dropRun(fromLeft: false)
        let kept = Set(byX.map(\.id))
        return words.filter { kept.contains($0.id) }
    }

    /// Whether the matched label is one of `wordLikeLabels` standing as a word of the name.
    private static func isWordInName(_ match: Range<Int>, of words: [LayoutWord]) -> Bool {
        guard match.count == 1, wordLikeLabels.matches(words[match.lowerBound].tokens) else { return false }
        let marks = ":.'\"׳"
        let after = words[match.upperBound...]
        return !words[match.lowerBound].text.contains(where: marks.contains)
            && after.first.map { !$0.text.contains(where: \.isLetter) } != true
            && !after.contains { $0.text.contains(where: \.isNumber) }
    }

    /// The title's words with the rest of its column: the words set apart from the name with it
    /// ("Click Direct        Order Receipt": "Order" goes with the title, not the name).
    private static func column(of title: Range<Int>, in words: [LayoutWord]) -> Range<Int> {
        let height = words.medianHeight
        func apart(_ a: LayoutWord, _ b: LayoutWord) -> Bool {
            Double(a.box.horizontalGap(to: b.box)) > columnGap * height
        }
        var (start, end) = (title.lowerBound, title.upperBound)
        if start > 0 {
            while start > 0, !apart(words[start - 1], words[start]) { start -= 1 }
        } else {
            while end < words.count, !apart(words[end - 1], words[end]) { end += 1 }
        }
        let range = start..<end
        // A title set close to the name's words is only itself.
        return range.count == words.count ? title : range
    }

    /// How far apart, in word heights, two columns of one row stand.
    static let columnGap = 2.0

    /// The earliest match of `labels` among the words, as a range of word positions.
    private static func match(_ labels: KeywordSet, in words: [LayoutWord]) -> Range<Int>? {
        let tokens = words.flatMap(\.tokens)
        let tokenWord = words.enumerated().flatMap { position, word in Array(repeating: position, count: word.tokens.count) }
        guard let range = labels.earliestMatch(in: tokens) else { return nil }
        return tokenWord[range.lowerBound]..<(tokenWord[range.upperBound - 1] + 1)
    }
}
