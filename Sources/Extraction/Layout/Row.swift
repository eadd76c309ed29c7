// A printed row re-built from word boxes: words in reading order (right to left for Hebrew rows),
// with keyword matching that reports which words a label covers and which words hold its value.

import DocumentModel
import Foundation

struct Row: Sendable {
    /// Index of the row in `Layout.rows` (document order: page, then top to bottom).
    let index: Int
    let page: Int
    /// True when the row reads right to left (more Hebrew than Latin letters).
    let isRTL: Bool
    /// Words in reading order.
    let words: [LayoutWord]
    let box: BoundingBox
    /// Vertical position of the row within its page's text, 0 at the top, 1 at the bottom.
    let verticalFraction: Double
    /// The row's tokens with the position of the word each came from.
    let tokens: [String]
    let tokenWord: [Int]
    /// The row's text in reading order: its words joined by spaces.
    let text: String
    /// The words that are amounts with two decimals, parsed, in reading order.
    private let amountWords: [(value: Decimal, word: LayoutWord)]

    init(index: Int, page: Int, words unordered: [LayoutWord], verticalFraction: Double) {
        // An e-mail or web address, or an item's code ("BOSGBMRX5D", "SKU-26006"), is Latin in any
        // row: it does not decide the row's direction.
        let prose = unordered.filter { !$0.isWebAddress && !$0.isItemCode }
        let hebrew = prose.map { Double($0.hebrewLetters) * $0.confidence }.reduce(0, +)
        let latin = prose.map { Double($0.latinLetters) * $0.confidence }.reduce(0, +)
        let rightToLeft = hebrew > latin
        isRTL = rightToLeft
        let ordered = unordered.sorted { rightToLeft ? $0.box.midX > $1.box.midX : $0.box.midX < $1.box.midX }
        words = rightToLeft ? Self.latinRunsLeftToRight(ordered) : ordered
        self.index = index
        self.page = page
        box = BoundingBox.union(unordered.map(\.box)) ?? BoundingBox(x0: 0, y0: 0, x1: 0, y1: 0)
        self.verticalFraction = verticalFraction
        var tokens: [String] = []
        var tokenWord: [Int] = []
        for (position, word) in words.enumerated() {
            tokens += word.tokens
            tokenWord += Array(repeating: position, count: word.tokens.count)
        }
        self.tokens = tokens
        self.tokenWord = tokenWord
        text = words.map(\.text).joined(separator: " ")
        amountWords = words.compactMap { word in AmountParser.parse(word.text).map { ($0, word) } }
    }

    /// A right-to-left row's words with each run of Latin words read left to right, as the bidi
    /// algorithm reads an embedded left-to-right phrase ("אמצעי תשלום Google Pay", not "… Pay Google").
    /// Numbers keep the row's direction: their order in a Hebrew row is what the extractors read.
    private static func latinRunsLeftToRight(_ words: [LayoutWord]) -> [LayoutWord] {
        var result: [LayoutWord] = []
        var run: [LayoutWord] = []
        for word in words {
            if word.latinLetters > 0 && word.hebrewLetters == 0 && !word.text.contains(where: \.isNumber) {
                run.append(word)
            } else {
                result += run.reversed()
                run = []
                result.append(word)
            }
        }
        return result + run.reversed()
    }

    /// The row's runs of words left to right, split where the gap between neighbours is wider than
    /// four times the row's height (columns printed side by side on one line). A gap is measured from
    /// the run's right edge so far, not from the last word's: a mark OCR read inside a word's box (the
    /// dot of an "i" taken for a line of its own, ". Brightpath Power & . Light Inc.") is no column.
    var segments: [[LayoutWord]] {
        let byX = words.sorted { $0.box.x0 < $1.box.x0 }
        let wideGap = max(Double(box.height) * 4, 1)
        var segments: [[LayoutWord]] = []
        var right = Int.min
        for word in byX {
            if !segments.isEmpty, Double(word.box.x0 - right) <= wideGap {
                segments[segments.count - 1].append(word)
                right = max(right, word.box.x1)
            } else {
                segments.append([word])
                right = word.box.x1
            }
        }
        return segments
    }

    /// Nothing but words OCR was unsure of (under 0.5): specks, smudges and logo texture, not print.
    var isSpecks: Bool { words.allSatisfy { $0.confidence < 0.5 } }

    var meanConfidence: Double {
        words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }

    /// Where a keyword of `set` occurs: the positions (in `words`) of the words it covers.
    func match(_ set: KeywordSet) -> ClosedRange<Int>? {
        guard let range = set.firstMatch(in: tokens) else { return nil }
        return tokenWord[range.lowerBound]...tokenWord[range.upperBound - 1]
    }

    func contains(_ set: KeywordSet) -> Bool { set.matches(tokens) }

    /// Where a keyword of `set` occurs after the word at `position` (a label printed twice on one
    /// row: "TAX INVOICE / חשבונית מס   Invoice No.: 20917").
    func match(_ set: KeywordSet, after position: Int) -> ClosedRange<Int>? {
        guard let start = tokenWord.firstIndex(where: { $0 > position }),
              let range = set.firstMatch(in: Array(tokens[start...])) else { return nil }
        return tokenWord[start + range.lowerBound]...tokenWord[start + range.upperBound - 1]
    }

    /// Words after the label in reading order: the value side (left of a Hebrew label, right of an
    /// English one).
    func wordsAfter(_ label: ClosedRange<Int>) -> ArraySlice<LayoutWord> {
        words[(label.upperBound + 1)...]
    }

    /// Words before the label in reading order.
    func wordsBefore(_ label: ClosedRange<Int>) -> ArraySlice<LayoutWord> {
        words[..<label.lowerBound]
    }

    /// How large the row's print is: the median height of its words that hold a letter or a digit (a
    /// box's edge or a rule read as "|" beside a header's name stands taller than the name), or its
    /// box's height when none does.
    var typeHeight: Double {
        let legible = words.filter { $0.text.contains { $0.isLetter || $0.isNumber } }
        return legible.isEmpty ? Double(box.height) : legible.medianHeight
    }

    /// The amounts of the row with their words, in reading order.
    func amounts(allowWhole: Bool = false) -> [(value: Decimal, word: LayoutWord)] {
        guard allowWhole else { return amountWords }
        return words.compactMap { word in AmountParser.parse(word.text, allowWhole: allowWhole).map { ($0, word) } }
    }
}
