// Label–value pairs: a label's value is on the same row after it in reading order (left of a Hebrew
// label, right of an English one), else before it on the row, else at the start of the next row.

import DocumentModel
import Foundation

/// Where a value sat relative to its label.
enum Placement: String, Sendable {
    case sameRow = "same_row"
    case sameRowBefore = "same_row_before"
    case nextRow = "next_row"

    /// How much to trust a value found in this place, relative to `sameRow`.
    var weight: Double {
        switch self {
        case .sameRow: 1
        case .sameRowBefore: 0.8
        case .nextRow: 0.75
        }
    }
}

struct LabelledValue<Value> {
    let row: Row
    let label: [LayoutWord]
    let value: Value
    let valueWords: [LayoutWord]
    let placement: Placement

    var allWords: [LayoutWord] { label + valueWords }
}

extension Layout {
    /// For every row where a label of `labels` occurs (and none of `excluding`): the value `read`
    /// finds after the label, or before it, or on the next row.
    /// `read` gets the candidate words (nearest to the label first) and returns the value with its words.
    func labelledValues<Value>(
        _ labels: KeywordSet, excluding: KeywordSet? = nil, allowNextRow: Bool = true,
        nextRowExcluding: KeywordSet? = nil, read: (_ words: [LayoutWord]) -> (Value, [LayoutWord])?
    ) -> [LabelledValue<Value>] {
        var found: [LabelledValue<Value>] = []
        for row in rows {
            guard let match = row.match(labels) else { continue }
            if let excluding, row.contains(excluding) { continue }
            let label = Array(row.words[match])
            if let (value, words) = read(Array(row.wordsAfter(match))) {
                found.append(LabelledValue(row: row, label: label, value: value, valueWords: words, placement: .sameRow))
            } else if let again = row.match(labels, after: match.upperBound),
                      let (value, words) = read(Array(row.wordsAfter(again))) {
                found.append(LabelledValue(row: row, label: Array(row.words[again]), value: value, valueWords: words,
                                           placement: .sameRow))
            } else if let (value, words) = read(Array(row.wordsBefore(match).reversed())) {
                found.append(LabelledValue(row: row, label: label, value: value, valueWords: words,
                                           placement: .sameRowBefore))
            } else if allowNextRow, let next = self.row(after: row), !next.contains(labels),
                      !(nextRowExcluding.map(next.contains) ?? false),
                      let (value, words) = read(next.words) {
                found.append(LabelledValue(row: row, label: label, value: value, valueWords: words, placement: .nextRow))
            }
        }
        return found
    }

    /// Like `labelledValues`, for money: the amount farthest on the value side of the label (never
    /// one on a next row that has a money label of its own).
    func labelledAmounts(_ labels: KeywordSet, excluding: KeywordSet? = nil,
                         allowNextRow: Bool = true) -> [LabelledValue<Decimal>] {
        labelledValues(labels, excluding: excluding, allowNextRow: allowNextRow,
                       nextRowExcluding: Vocabulary.moneyLabels) { words in
            let amounts = words.compactMap { word in AmountParser.parseBesideLabel(word.text).map { ($0, word) } }
            return amounts.last.map { ($0.0, [$0.1]) }
        }
    }
}
