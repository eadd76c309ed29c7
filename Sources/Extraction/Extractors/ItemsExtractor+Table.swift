// The items table read row by row (`ItemsExtractor.items(in:)`): what each kind of row does to the
// items read so far.

import DocumentModel
import Foundation

/// The items read so far from the rows between the header and the totals, and what the rows above
/// the next one left for it.
struct ItemTable {
    private let layout: Layout
    /// A Hebrew (or mixed) document's descriptions read right to left, whatever their row's letters.
    private let hebrewDocument: Bool
    private(set) var items: [(item: LineItem, words: [LayoutWord])] = []
    /// A row of words without amounts: the description of a numbers-only row below, or the rest of
    /// the description above.
    private var pendingDescription: Row?
    /// A quantity-and-price row that fits no item above it, for the item below.
    private var quantityAbove: Row?
    /// The last item's row and description, when the item was described on its own row, and the last
    /// row its description runs on to.
    private var lastDescribed: (row: Row, description: [LayoutWord], lastRow: Row)?
    /// The items whose quantity is the number their row opens with (`ItemsExtractor.leadingQuantity(of:)`).
    private var quantityOpens: [Int] = []

    init(layout: Layout, language: String) {
        self.layout = layout
        hebrewDocument = language != "en"
    }

    /// The words of a description as a phrase (`ItemsExtractor.phrase(_:rightToLeft:)`).
    private func phrase(_ words: [LayoutWord]) -> String {
        ItemsExtractor.phrase(words, rightToLeft: hebrewDocument && words.contains { $0.hebrewLetters > 0 })
    }

    /// Reads one row: a row that is no item, a quantity-and-price row, a row of words, a weighing or
    /// an item's line.
    mutating func read(_ row: Row) {
        if row.contains(ItemsExtractor.notItems) || row.words.contains(where: layout.isCustomer) {
            pendingDescription = nil
            return
        }
        let amounts = row.amounts()
        let description = ItemsExtractor.description(of: row)
        if description.isEmpty, pendingDescription == nil, row.text.containsScalar(of: ItemsExtractor.timesSigns) {
            readQuantityAtPrice(row)
        } else if amounts.isEmpty {
            // A row of words under another is the last item's description going on ("LAUNDRY 13.79" /
            // "DETERGENT" / "92OZ") or this one's.
            if let rest = pendingDescription { continueDescription(with: rest) }
            // Header rows have no amounts: they can only be the description of a numbers-only row below.
            pendingDescription = !description.isEmpty && DateParser.dates(in: row.text, monthFirst: false).isEmpty ? row : nil
        } else if isWeighing(description) {
            readWeighing(row)
        } else {
            readLine(row, amounts: amounts, description: description)
        }
    }

    /// The items read, once the last row is: a row of words left under the last item is the rest of
    /// its description, and numbers opening every row in the order 1, 2, 3 … number the lines, they
    /// are no quantities.
    mutating func finished() -> [(item: LineItem, words: [LayoutWord])] {
        if let rest = pendingDescription { continueDescription(with: rest) }
        pendingDescription = nil
        if quantityOpens.count >= 2, quantityOpens.enumerated().allSatisfy({ items[$0.element].item.quantity == "\($0.offset + 1)" }) {
            for index in quantityOpens { items[index].item.quantity = nil }
        }
        return items
    }

    /// "2 x 53.00" under "סלט קיסר 106.00" ("2X6.79": no amount of its own): the quantity and price of
    /// the item above, when they make its total; else of the item below ("2 X 8.29" over "SUNSCREEN
    /// SPF 50 16.58").
    private mutating func readQuantityAtPrice(_ row: Row) {
        if let line = lastItemUnpriced().flatMap({ ItemsExtractor.quantityAtPrice(in: row, making: $0) }) {
            items[items.count - 1].item.priced(by: line)
        } else {
            quantityAbove = row
        }
    }

    /// A row whose only words are units: a weighing ("0.356 lb X 4.30", "1.462 ק\"ג X 12.90").
    private func isWeighing(_ description: [LayoutWord]) -> Bool {
        let lettered = description.filter { $0.text.contains(where: \.isLetter) }
        return !lettered.isEmpty && lettered.allSatisfy { ItemsExtractor.units.matches($0.tokens) }
    }

    /// The weighing of the description row above, with the line's total ("ק\"ג 0.755 X 36.90 27.86"
    /// under "חזה עוף טרי"); else of the item above, when its quantity and unit price make its total
    /// ("0.356 lb X 4.30", "0.71 LB @ 0.50/LB").
    private mutating func readWeighing(_ row: Row) {
        if let described = pendingDescription, let line = ItemsExtractor.weighedLine(in: row) {
            let words = described.words + row.words
            var item = LineItem(description: phrase(described.words),
                                total: line.total.plainAmount, page: row.page, bbox: BoundingBox.union(words.map(\.box)))
            item.priced(by: ItemsExtractor.QuantityAtPrice(quantity: line.quantity, price: line.price))
            item.confidence = words.map(\.confidence).min()
            items.append((item, words))
        } else if let total = lastItemUnpriced(),
                  let line = ItemsExtractor.weighing(in: row, total: total) ?? ItemsExtractor.quantityAtPrice(in: row, making: total) {
            items[items.count - 1].item.priced(by: line)
        }
        pendingDescription = nil
    }

    /// A line with its amount: an item described on its row, or a numbers-only row described by the
    /// row of words above it. A negative line amount is a discount's (`ItemsExtractor.discounts(in:from:)`),
    /// not a thing bought.
    private mutating func readLine(_ row: Row, amounts: [(value: Decimal, word: LayoutWord)], description: [LayoutWord]) {
        var itemDescription = phrase(description)
        var words = row.words
        let describedHere = itemDescription.filter(\.isLetter).count >= 2
        if !describedHere, let previous = pendingDescription {
            itemDescription = phrase(previous.words)
            words = previous.words + row.words
        } else if let rest = pendingDescription {
            continueDescription(with: rest)
        }
        pendingDescription = nil
        lastDescribed = nil
        guard itemDescription.filter(\.isLetter).count >= 2, let last = amounts.last, last.value >= 0 else { return }
        var item = LineItem(description: itemDescription, total: last.value.plainAmount,
                            page: row.page, bbox: BoundingBox.union(words.map(\.box)))
        let (quantity, unitPrice) = ItemsExtractor.quantityAndUnitPrice(row: row, amounts: amounts.map(\.value), total: last.value)
        // "14.80 2 X 7.40": the line total is the amount the quantity and price make, wherever it
        // stands (of one unit, the price itself is no such evidence: "1X 111.30 36.75 72.35" is discounted).
        if let quantity = quantity.flatMap({ Decimal(string: $0) }), quantity != 1,
           let price = unitPrice.flatMap({ AmountParser.parse($0) }), !AmountParser.agree(quantity * price, last.value),
           let total = amounts.first(where: { AmountParser.agree(quantity * price, $0.value) }) {
            item.total = total.value.plainAmount
        }
        item.quantity = quantity
        item.unitPrice = unitPrice
        if quantity == nil, let above = quantityAbove.flatMap({ ItemsExtractor.quantityAtPrice(in: $0, making: last.value) }) {
            item.priced(by: above)
        } else if quantity == nil, amounts.count == 1, let leading = ItemsExtractor.leadingQuantity(of: row) {
            item.quantity = leading.plainQuantity
            quantityOpens.append(items.count)
        }
        quantityAbove = nil
        if describedHere { lastDescribed = (row, description, row) }
        item.confidence = words.map(\.confidence).min()
        items.append((item, words))
    }

    /// The last item's total when it has no quantity yet.
    private func lastItemUnpriced() -> Decimal? {
        guard let last = items.last, last.item.quantity == nil else { return nil }
        return Decimal(plainAmount: last.item.total)
    }

    /// A row without amounts under an item, set in its description's column, is the rest of that
    /// description ("TORTILLA 4 4.00 16.00" over "CHIPS") — when the row below it is no line of
    /// numbers that the row describes.
    private mutating func continueDescription(with rest: Row) {
        guard let (itemRow, description, above) = lastDescribed, !items.isEmpty,
              ItemsExtractor.continues(rest, description: description, of: itemRow, under: above) else { return }
        lastDescribed?.lastRow = rest
        let index = items.count - 1
        items[index].item.description += " " + phrase(rest.words)
        items[index].words += rest.words
        items[index].item.bbox = BoundingBox.union(items[index].words.map(\.box))
    }
}
