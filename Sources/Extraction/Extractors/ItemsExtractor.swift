// Purchased lines: rows between the header and the totals with a description and a line amount at
// the value end ("2 x 5.90 11.80", "1 PC * 9.00 0.00 9.00"); a description row followed by a
// numbers-only row is one item. A row whose only words are units ("0.356 lb X 4.30", "1.462 ק\"ג
// X 12.90") is the weighing of the item above, not an item.

import DocumentModel
import Foundation

enum ItemsExtractor {
    /// Rows that are not items: totals, tax, payments, dates, identifiers.
    static let notItems =
        KeywordSet((TotalExtractor.payableLabels.keywords + TotalExtractor.plainLabels.keywords
                    + SubtotalExtractor.labels.keywords + VATExtractor.labels.keywords
                    + Vocabulary.tendered.keywords + Vocabulary.balances.keywords + Vocabulary.dateLabels.keywords
                    + Vocabulary.savings.keywords
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
        ("שוקו בשקית 1 ל'\n14.80 2 X 7.40\nחזה עוף טרי\nק\"ג 0.755 X 36.90 | 27.86\nהנחת מועדון | 10.00-\n"
         + "סה\"כ לתשלום | 32.66", ["שוקו בשקית 1 ל'", "חזה עוף טרי"], ["14.80", "27.86"]),
        // A customer's word inside a description is no customer block ("work at the customer's site").
        ("עיצוב לוגו | 206.00\nעבודה - אתר הלקוח | 369.90\nסה\"כ לתשלום | 575.90", ["עיצוב לוגו", "עבודה - אתר הלקוח"],
         ["206.00", "369.90"]),
        // A negative line amount is a discount, whatever its words.
        ("Keyboard | 120.00\nMouse | 45.00\nPromo code VIP20 | -33.00\nTotal | 132.00", ["Keyboard", "Mouse"],
         ["120.00", "45.00"]),
        // A row that sums the rows above it ends the table, whatever its label.
        ("Burger | 12.50\nFries | 4.00\nCola | 3.50\nFOOD & DRINK | 20.00\nService 10% | 2.00\nTotal | 22.00",
         ["Burger", "Fries", "Cola"], ["12.50", "4.00", "3.50"]),
    ]

    /// The index of the first row of the totals in `layout` (nothing from there on is an item).
    static func firstTotalsRow(in layout: Layout) -> Int {
        layout.rows.first {
            $0.page == layout.lastPage && ($0.contains(TotalExtractor.payableLabels)
                                           || $0.contains(TotalExtractor.plainLabels)
                                           || $0.contains(SubtotalExtractor.labels)) && !$0.amounts().isEmpty
        }?.index ?? layout.rows.count
    }

    /// The discounts printed among the items ("הנחת מועדון 10.00-", "קוד קופון SAVE10 -10.52": a row
    /// whose line amount is negative, whatever its words, from the first item's row to the totals):
    /// not items, but what the items sum to less them is the total. Negative. A negative amount above
    /// the items (a balance brought forward in the header) is no discount of theirs.
    static func discounts(in context: ExtractionContext, from firstItemRow: Int) -> Decimal {
        let end = firstTotalsRow(in: context.layout)
        return context.rows.filter { $0.index > firstItemRow && $0.index < end }
            .compactMap { $0.amounts().last?.value }.filter { $0 < 0 }.reduce(0, +)
    }

    static func items(in context: ExtractionContext) -> [(item: LineItem, words: [LayoutWord])] {
        let excluded = notItems
        let firstTotalsRow = firstTotalsRow(in: context.layout)
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
                // The weighing of the description row above, with the line's total ("ק\"ג 0.755 X
                // 36.90 27.86" under "חזה עוף טרי"); else of the item above, when its quantity and unit
                // price make its total.
                if let described = pendingDescription, let line = weighedLine(in: row) {
                    var item = LineItem(description: described.words.map(\.text).joined(separator: " "),
                                        total: line.total.plainAmount, page: row.page,
                                        bbox: BoundingBox.union((described.words + row.words).map(\.box)))
                    item.quantity = "\(line.quantity)"
                    item.unitPrice = line.price.plainAmount
                    item.confidence = (described.words + row.words).map(\.confidence).min()
                    items.append((item, described.words + row.words))
                } else if let previous = items.indices.last, items[previous].0.quantity == nil,
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
            // A negative line amount is a discount's (see `discounts(in:from:)`), not a thing bought.
            guard itemDescription.filter(\.isLetter).count >= 2, let last = amounts.last, last.value >= 0 else { continue }
            var item = LineItem(description: itemDescription, total: last.value.plainAmount,
                                page: row.page, bbox: BoundingBox.union(words.map(\.box)))
            let (quantity, unitPrice) = quantityAndUnitPrice(row: row, amounts: amounts.map(\.value), total: last.value)
            // "14.80 2 X 7.40": the line total is the amount the quantity and price make, wherever it
            // stands (of one unit, the price itself is no such evidence: "1X 111.30 36.75 72.35" is discounted).
            if let quantity = quantity.flatMap({ Decimal(string: $0) }), quantity != 1,
               let price = unitPrice.flatMap({ AmountParser.parse($0) }), !AmountParser.agree(quantity * price, last.value),
               let total = amounts.first(where: { AmountParser.agree(quantity * price, $0.value) }) {
                item.total = total.value.plainAmount
            }
            item.quantity = quantity
            item.unitPrice = unitPrice
            item.confidence = words.map(\.confidence).min()
            items.append((item, words))
        }
        return beforeTheirSum(items)
    }

    /// The items above the first one whose amount is the sum of the three or more above it: that row
    /// sums the table ("FOOD & DRINK 76.99", "Gross 41.97", a total whose label OCR garbled), and
    /// what follows it was not bought either — unless more than `mostItemsAfterTheirSum` rows follow
    /// (round prices sum by chance: "Coffee 3.00 / Tea 3.00 / Juice 3.00 / Cake 9.00 / …"; a summing row
    /// is followed by a charge or two at most: on the four sets no cut had more after it).
    private static func beforeTheirSum(_ items: [(item: LineItem, words: [LayoutWord])]) -> [(item: LineItem, words: [LayoutWord])] {
        var sum: Decimal = 0
        for (index, entry) in items.enumerated() {
            guard let total = Decimal(plainAmount: entry.item.total) else { continue }
            if index >= 3, total > 0, AmountParser.agree(total, sum), items.count - index - 1 <= Self.mostItemsAfterTheirSum {
                return Array(items[..<index])
            }
            sum += total
        }
        return items
    }

    static let mostItemsAfterTheirSum = 2

    /// The signs of `Patterns.quantityTimesPrice`: a row without one is not searched for it.
    private static let timesSigns: Set<Unicode.Scalar> = ["x", "X", "*", "×"]

    /// Quantity and unit price when the row shows them: "2 x 4.50", "1 PC * 9.00", or two amounts
    /// and an integer whose product is the line total.
    private static func quantityAndUnitPrice(row: Row, amounts: [Decimal], total: Decimal) -> (String?, String?) {
        let text = row.text
        if text.containsScalar(of: timesSigns), let match = text.firstMatch(of: Patterns.quantityTimesPrice),
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

    /// A weighing row that prints its line total too: the quantity, price and total among its numbers.
    private static func weighedLine(in row: Row) -> (quantity: Decimal, price: Decimal, total: Decimal)? {
        for total in row.amounts().map(\.value) where total > 0 {
            if let weighing = weighing(in: row, total: total), weighing.price != total {
                return (weighing.quantity, weighing.price, total)
            }
        }
        return nil
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
