// Items F1: predicted line items matched to labelled ones by line total, as multisets.
// Descriptions are not compared: OCR mangles them, and the total is what a bookkeeper checks.

import Foundation

/// Counts of labelled, predicted and matched line items, with precision, recall and F1.
public struct ItemsTally: Sendable, Codable, Hashable {
    public var labelled: Int
    public var predicted: Int
    /// Size of the multiset intersection of the two lists of line totals (compared as decimals).
    public var matched: Int

    public init(labelled: Int = 0, predicted: Int = 0, matched: Int = 0) {
        self.labelled = labelled; self.predicted = predicted; self.matched = matched
    }

    /// Matches line totals as multisets: each labelled total can be matched by one predicted
    /// total with the same decimal value. Totals that do not parse never match.
    public init(labelledTotals: [String], predictedTotals: [String]) {
        var remaining: [Decimal: Int] = [:]
        for total in labelledTotals {
            if let value = ValueNormalisation.decimal(total) { remaining[value, default: 0] += 1 }
        }
        var matched = 0
        for total in predictedTotals {
            guard let value = ValueNormalisation.decimal(total), let count = remaining[value], count > 0
            else { continue }
            remaining[value] = count - 1
            matched += 1
        }
        self.init(labelled: labelledTotals.count, predicted: predictedTotals.count, matched: matched)
    }

    /// matched / predicted; nil when nothing was predicted.
    public var precision: Double? { predicted > 0 ? Double(matched) / Double(predicted) : nil }
    /// matched / labelled; nil when nothing is labelled.
    public var recall: Double? { labelled > 0 ? Double(matched) / Double(labelled) : nil }
    /// 2·matched / (labelled + predicted); nil when both are empty.
    public var f1: Double? {
        labelled + predicted > 0 ? 2 * Double(matched) / Double(labelled + predicted) : nil
    }

    static func + (lhs: ItemsTally, rhs: ItemsTally) -> ItemsTally {
        ItemsTally(labelled: lhs.labelled + rhs.labelled, predicted: lhs.predicted + rhs.predicted,
                   matched: lhs.matched + rhs.matched)
    }

    enum CodingKeys: String, CodingKey { case labelled, predicted, matched, precision, recall, f1 }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(labelled: try container.decode(Int.self, forKey: .labelled),
                  predicted: try container.decode(Int.self, forKey: .predicted),
                  matched: try container.decode(Int.self, forKey: .matched))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(labelled, forKey: .labelled)
        try container.encode(predicted, forKey: .predicted)
        try container.encode(matched, forKey: .matched)
        try container.encodeIfPresent(precision, forKey: .precision)
        try container.encodeIfPresent(recall, forKey: .recall)
        try container.encodeIfPresent(f1, forKey: .f1)
    }
}
