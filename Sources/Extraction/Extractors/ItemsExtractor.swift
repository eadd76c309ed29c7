// Purchased lines: rows between the header and the totals with a description and a line amount at
// the value end ("2 x 5.90 11.80", "1 PC * 9.00 0.00 9.00"); a description row followed by a
// numbers-only row is one item. A row whose only words are units ("0.356 lb X 4.30", "1.462 ק\"ג
// X 12.90") is the weighing of the item above, not an item.

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
                                  "THANK", "תודה", "NET", "NETT", "NET AMOUNT"]).keywords).map(\.printed))
    /// Units of weight, volume and count that a weighing row prints beside its quantity.
    static let units = KeywordSet(["ק\"ג", "קג", "גרם", "ליטר", "מ\"ק", "יח'", "lb", "lbs", "kg", "g", "gal", "L", "ml",
                                   "oz", "m3", "ea", "pcs", "pc"])

    static let examples: [(text: String, descriptions: [String], totals: [String])] = [
        ("חלב 3% | 6.90\nלחם אחיד 2 x 4.50 | 9.00\nסה\"כ לתשלום | 15.90", ["חלב 3%", "לחם אחיד"], ["6.90", "9.00"]),
        ("KF MODELLING CLAY KIDDY FISH\n1 PC * 9.00 0.00 9.00\nTotal : 9.00", ["KF MODELLING CLAY KIDDY FISH"], ["9.00"]),
        ("CHICKEN BREAST | 1.53\n0.356 lb X 4.30\nPOTATO CHIPS | 4.30\nNet | 5.83\nVAT 20% | 1.17\nTotal | 7.00",
         ["CHICKEN BREAST", "POTATO CHIPS"], ["1.53", "4.30"]),
        ("עגבניות | 7.96\n1.234 ק\"ג X 6.45\nחלב 3% | 6.90\nסה\"כ לתשלום | 14.86", ["עגבניות", "חלב 3%"], ["7.96", "6.90"]),
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
            let lettered = descriptionWords.filter { $0.text.contains(where: \.isLetter) }
            if !lettered.isEmpty, lettered.allSatisfy({ units.matches($0.tokens) }) {
                // The weighing of the item above: its quantity and unit price when they make its total.
                if let previous = items.indices.last, items[previous].0.quantity == nil,
                   let weighing = weighing(in: row, total: Decimal(plainAmount: items[previous].0.total)) {
                    items[previous].0.quantity = "\(weighing.quantity)"   // "0.356": a weight keeps its three decimals
                    items[previous].0.unitPrice = weighing.price.plainAmount
                }
                pendingDescription = nil
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

    /// A quantity (up to three decimals) and a price of a weighing row whose product is `total`.
    private static func weighing(in row: Row, total: Decimal?) -> (quantity: Decimal, price: Decimal)? {
        guard let total else { return nil }
        let quantities = row.words.compactMap { word -> Decimal? in
            guard word.text.wholeMatch(of: Patterns.weighedQuantity) != nil else { return nil }
            return Decimal(string: word.text.replacingOccurrences(of: ",", with: "."))
        }
        for price in row.amounts().map(\.value) where price > 0 {
            if let quantity = quantities.first(where: { $0 != price && AmountParser.agree($0 * price, total, tolerance: 0.01) }) {
                return (quantity, price)
            }
        }
        return nil
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
