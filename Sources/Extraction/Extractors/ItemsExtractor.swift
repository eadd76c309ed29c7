// Purchased lines: rows between the header and the totals with a description and a line amount at
// the value end ("2 x 5.90 11.80", "1 PC * 9.00 0.00 9.00"); a description row followed by a
// numbers-only row is one item.

import DocumentModel
import Foundation

enum ItemsExtractor {
    /// Rows that are not items: totals, tax, payments, dates, identifiers.
    private static let notItems =
        KeywordSet((TotalExtractor.payableLabels.keywords + TotalExtractor.plainLabels.keywords
                    + SubtotalExtractor.labels.keywords + VATExtractor.labels.keywords
                    + Vocabulary.tendered.keywords + Vocabulary.balances.keywords + Vocabulary.dateLabels.keywords
                    + CardLast4Extractor.cardWords.keywords + PaymentMethodExtractor.methods.flatMap(\.0.keywords)
                    + KeywordSet(["ROUNDING", "ROUNDING ADJ", "עיגול", "TEL", "טל", "ח.פ", "ע.מ", "עוסק", "GST", "REG",
                                  "THANK", "תודה"]).keywords).map(\.printed))

    static let examples: [(text: String, descriptions: [String], totals: [String])] = [
        ("חלב 3% | 6.90\nלחם אחיד 2 x 4.50 | 9.00\nסה\"כ לתשלום | 15.90", ["חלב 3%", "לחם אחיד"], ["6.90", "9.00"]),
        ("KF MODELLING CLAY KIDDY FISH\n1 PC * 9.00 0.00 9.00\nTotal : 9.00", ["KF MODELLING CLAY KIDDY FISH"], ["9.00"]),
    ]

    static func items(in context: ExtractionContext) -> [(item: LineItem, words: [LayoutWord])] {
        let excluded = notItems
        let firstTotalsRow = context.rows.first {
            $0.page == context.layout.lastPage && ($0.contains(TotalExtractor.payableLabels)
                                                   || $0.contains(TotalExtractor.plainLabels)
                                                   || $0.contains(SubtotalExtractor.labels)) && !$0.amounts().isEmpty
        }?.index ?? context.rows.count
        var items: [(LineItem, [LayoutWord])] = []
        var pendingDescription: Row?
        // Header rows have no amounts: they can only be the description of a numbers-only row below.
        for row in context.rows where row.index < firstTotalsRow {
            if row.contains(excluded) || row.words.contains(where: context.layout.isCustomer) {
                pendingDescription = nil
                continue
            }
            let amounts = row.amounts()
            let descriptionWords = description(of: row)
            if amounts.isEmpty {
                pendingDescription = descriptionWords.count >= 1 && DateParser.dates(in: row.text, monthFirst: false).isEmpty
                    ? row : nil
                continue
            }
            var itemDescription = descriptionWords.map(\.text).joined(separator: " ")
            var words = row.words
            if itemDescription.filter(\.isLetter).count < 2, let previous = pendingDescription {
                itemDescription = previous.words.map(\.text).joined(separator: " ")
                words = previous.words + row.words
            }
            pendingDescription = nil
            guard itemDescription.filter(\.isLetter).count >= 2, let last = amounts.last else { continue }
            var item = LineItem(description: itemDescription, total: last.value.plainAmount,
                                page: row.page, bbox: BoundingBox.union(words.map(\.box)))
            let (quantity, unitPrice) = quantityAndUnitPrice(row: row, amounts: amounts.map(\.value), total: last.value)
            item.quantity = quantity
            item.unitPrice = unitPrice
            item.confidence = words.map(\.confidence).min()
            items.append((item, words))
        }
        return items
    }

    /// Quantity and unit price when the row shows them: "2 x 4.50", "1 PC * 9.00", or two amounts
    /// and an integer whose product is the line total.
    private static func quantityAndUnitPrice(row: Row, amounts: [Decimal], total: Decimal) -> (String?, String?) {
        let text = row.text
        if let match = text.firstMatch(of: Patterns.quantityTimesPrice),
           let quantity = Decimal(string: String(match.1)), let price = AmountParser.parse(String(match.2)) {
            return (quantity.plainQuantity, price.plainAmount)
        }
        guard amounts.count >= 2 else { return (nil, nil) }
        let price = amounts[amounts.count - 2]
        for word in row.words {
            guard let quantity = Decimal(string: word.text), word.text.allSatisfy({ $0.isNumber || $0 == "." }),
                  quantity > 0, quantity < 1000 else { continue }
            if AmountParser.agree(quantity * price, total) { return (quantity.plainQuantity, price.plainAmount) }
        }
        return (nil, nil)
    }

    /// The words before the first number or quantity mark that follows some text.
    private static func description(of row: Row) -> [LayoutWord] {
        var words: [LayoutWord] = []
        for word in row.words {
            let isNumber = AmountParser.parse(word.text, allowWhole: true) != nil
                || word.text.wholeMatch(of: Patterns.numberOrQuantityMark) != nil
            if isNumber && words.contains(where: { $0.text.contains(where: \.isLetter) }) { break }
            if !isNumber { words.append(word) }
        }
        return words.contains { $0.text.contains(where: \.isLetter) } ? words : []
    }
}

extension Decimal {
    /// A quantity as printed plainly: "2", "1.5".
    var plainQuantity: String {
        let text = plainAmount
        if text.hasSuffix(".00") { return String(text.dropLast(3)) }
        return text.hasSuffix("0") ? String(text.dropLast()) : text
    }
}
