// Items F1: predicted line items matched to labelled ones by line total, as multisets (the total is
// what a bookkeeper checks first); then, of the items matched, how many have their description,
// quantity and unit price right — what a tool fed the items needs beside the totals, and what an
// item table's columns decide (the price column read as the quantity, a quantity lost).

import DocumentModel
import Foundation

/// Counts of labelled, predicted and matched line items, with precision, recall and F1, and the
/// matched items' descriptions, quantities and unit prices right.
public struct ItemsTally: Sendable, Codable, Hashable {
    public var labelled: Int
    public var predicted: Int
    /// Size of the multiset intersection of the two lists of line totals (compared as decimals).
    public var matched: Int
    /// Matched items whose description is the label's (similarity ≥ 0.85, as names are scored).
    public var described = 0
    /// Matched items whose label gives a quantity, and of them those read with that quantity.
    public var quantityLabelled = 0
    public var quantityRight = 0
    /// Matched items whose label gives a unit price, and of them those read with that price.
    public var unitPriceLabelled = 0
    public var unitPriceRight = 0

    public init(labelled: Int = 0, predicted: Int = 0, matched: Int = 0) {
        self.labelled = labelled; self.predicted = predicted; self.matched = matched
    }

    /// Matches items by line total as `init(labelledTotals:predictedTotals:)` does, a labelled item
    /// pairing with the unmatched predicted item of its total whose description is the most alike,
    /// then compares each pair's description, quantity and unit price.
    public init(labelled: [DocumentLabel.Item], predicted: [LineItem]) {
        self.init(labelled: labelled.count, predicted: predicted.count)
        var unmatched = predicted.compactMap { item in ValueNormalisation.decimal(item.total).map { (item, $0) } }
        for item in labelled {
            guard let total = ValueNormalisation.decimal(item.total) else { continue }
            let sameTotal = unmatched.indices.filter { unmatched[$0].1 == total }
            guard let index = sameTotal.max(by: { a, b in
                Self.likeness(item.description, unmatched[a].0.description) < Self.likeness(item.description, unmatched[b].0.description)
            }) else { continue }
            let read = unmatched.remove(at: index).0
            matched += 1
            if FieldComparison.textSimilar(item.description, read.description) { described += 1 }
            if let quantity = item.quantity {
                quantityLabelled += 1
                if let got = read.quantity, FieldComparison.decimalsMatch(quantity, got) { quantityRight += 1 }
            }
            if let price = item.unitPrice {
                unitPriceLabelled += 1
                if let got = read.unitPrice, FieldComparison.decimalsMatch(price, got) { unitPriceRight += 1 }
            }
        }
    }

    private static func likeness(_ a: String, _ b: String) -> Double {
        TextSimilarity.ratio(ValueNormalisation.comparableText(a), ValueNormalisation.comparableText(b))
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

    /// described / matched; nil when nothing matched.
    public var descriptionAccuracy: Double? { Self.share(described, of: matched) }
    /// Of the matched items whose label gives a quantity, those read with it; nil when none.
    public var quantityAccuracy: Double? { Self.share(quantityRight, of: quantityLabelled) }
    /// Of the matched items whose label gives a unit price, those read with it; nil when none.
    public var unitPriceAccuracy: Double? { Self.share(unitPriceRight, of: unitPriceLabelled) }

    private static func share(_ part: Int, of whole: Int) -> Double? { whole > 0 ? Double(part) / Double(whole) : nil }

    static func + (lhs: ItemsTally, rhs: ItemsTally) -> ItemsTally {
        var sum = ItemsTally(labelled: lhs.labelled + rhs.labelled, predicted: lhs.predicted + rhs.predicted,
                             matched: lhs.matched + rhs.matched)
        sum.described = lhs.described + rhs.described
        sum.quantityLabelled = lhs.quantityLabelled + rhs.quantityLabelled
        sum.quantityRight = lhs.quantityRight + rhs.quantityRight
        sum.unitPriceLabelled = lhs.unitPriceLabelled + rhs.unitPriceLabelled
        sum.unitPriceRight = lhs.unitPriceRight + rhs.unitPriceRight
        return sum
    }

    enum CodingKeys: String, CodingKey {
        case labelled, predicted, matched, precision, recall, f1, described
        case quantityLabelled = "quantity_labelled", quantityRight = "quantity_right"
        case unitPriceLabelled = "unit_price_labelled", unitPriceRight = "unit_price_right"
    }

    /// Reads reports written before the matched items' columns were counted (no such keys: 0).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(labelled: try container.decode(Int.self, forKey: .labelled),
                  predicted: try container.decode(Int.self, forKey: .predicted),
                  matched: try container.decode(Int.self, forKey: .matched))
        described = try container.decodeIfPresent(Int.self, forKey: .described) ?? 0
        quantityLabelled = try container.decodeIfPresent(Int.self, forKey: .quantityLabelled) ?? 0
        quantityRight = try container.decodeIfPresent(Int.self, forKey: .quantityRight) ?? 0
        unitPriceLabelled = try container.decodeIfPresent(Int.self, forKey: .unitPriceLabelled) ?? 0
        unitPriceRight = try container.decodeIfPresent(Int.self, forKey: .unitPriceRight) ?? 0
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(labelled, forKey: .labelled)
        try container.encode(predicted, forKey: .predicted)
        try container.encode(matched, forKey: .matched)
        try container.encodeIfPresent(precision, forKey: .precision)
        try container.encodeIfPresent(recall, forKey: .recall)
        try container.encodeIfPresent(f1, forKey: .f1)
        try container.encode(described, forKey: .described)
        try container.encode(quantityLabelled, forKey: .quantityLabelled)
        try container.encode(quantityRight, forKey: .quantityRight)
        try container.encode(unitPriceLabelled, forKey: .unitPriceLabelled)
        try container.encode(unitPriceRight, forKey: .unitPriceRight)
    }
}
