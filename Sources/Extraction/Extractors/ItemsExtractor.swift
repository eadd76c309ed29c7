// Purchased lines: rows between the header and the totals with a description and a line amount at
// the value end ("2 x 5.90 11.80", "1 PC * 9.00 0.00 9.00"); a description row followed by a
// numbers-only row is one item. A row whose only words are units ("0.356 lb X 4.30", "1.462 ק\"ג
// X 12.90") is the weighing of the item above, not an item; a quantity-times-price row ("2 x 53.00")
// gives the item above or below it the quantity and price that make its total; a number opening the
// row is its quantity ("4 Sticky Toffee Pudding 30.00"), unless the rows count 1, 2, 3; a row of
// words under an item's description, in its column, is the rest of it ("TORTILLA … 16.00" / "CHIPS").

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
        // A size stays in the description, an item code does not; a wrapped description is joined.
        ("WHOLE MILK 1 GAL | 4.79\nSKU-60807 THERMAL BOTTLE 750ML 1 89.90 | 89.90\nTORTILLA 4 4.00 | 16.00\nCHIPS\n"
         + "TOTAL | 110.69", ["WHOLE MILK 1 GAL", "THERMAL BOTTLE 750ML", "TORTILLA CHIPS"], ["4.79", "89.90", "16.00"]),
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

    /// The items of the rows between the header and the totals (`ItemTable`), up to a row that sums them.
    static func items(in context: ExtractionContext) -> [(item: LineItem, words: [LayoutWord])] {
        var table = ItemTable(layout: context.layout, language: context.language)
        let firstTotalsRow = firstTotalsRow(in: context.layout)
        for row in context.rows where row.index < firstTotalsRow { table.read(row) }
        return beforeTheirSum(table.finished())
    }

    /// Whether `rest` carries on the description of the item on `itemRow`: the row after `above` (the
    /// item's row or its description's last row so far), close under it, beginning where the
    /// description begins and ending before the item's numbers, with letters, no date and no label (a
    /// count under the last item: "ITEMS SOLD: 22").
    static func continues(_ rest: Row, description: [LayoutWord], of itemRow: Row, under above: Row) -> Bool {
        guard rest.index == above.index + 1, rest.page == itemRow.page, let first = description.first,
              let last = description.last, let lastPosition = itemRow.words.firstIndex(where: { $0.id == last.id }),
              rest.text.filter(\.isLetter).count >= 2, !rest.text.contains(":"),
              DateParser.dates(in: rest.text, monthFirst: false).isEmpty
        else { return false }
        let height = max(rest.typeHeight, 1)
        guard Double(rest.box.y0 - above.box.y1) < height else { return false }
        let numbers = itemRow.words[(lastPosition + 1)...]
        if itemRow.isRTL {
            return abs(Double(rest.box.x1 - first.box.x1)) <= height && numbers.allSatisfy { rest.box.x0 > $0.box.x1 }
        }
        return abs(Double(rest.box.x0 - first.box.x0)) <= height && numbers.allSatisfy { rest.box.x1 < $0.box.x0 }
    }

    /// The quantity a row opens with, before its description, when it prints no unit price ("4 Sticky
    /// Toffee Pudding 30.00", "1 כוס יין אדום 44.50", a weight "2.442 בננות 18.32"): a whole number
    /// up to 99, or a weight with three decimals (two would be a price).
    static func leadingQuantity(of row: Row) -> Decimal? {
        guard row.words.count >= 3, row.words[0].text.wholeMatch(of: Patterns.leadingQuantity) != nil,
              let quantity = Decimal(string: row.words[0].text), quantity > 0, quantity < 100,
              row.words[1].text.contains(where: \.isLetter),
              row.words[1].text.wholeMatch(of: Patterns.numberOrQuantityMark) == nil else { return nil }
        return quantity
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

    /// Marks OCR glues to a number's ends: a colon, brackets, a bar, quotes.
    static let strayMarks = CharacterSet(charactersIn: ":;)(}{][|'\"`")

    /// The signs of `Patterns.quantityTimesPrice`: a row without one is not searched for it.
    static let timesSigns: Set<Unicode.Scalar> = ["x", "X", "*", "×", "@"]

    /// Quantity and unit price when the row shows them: "2 x 4.50", "1 PC * 9.00", or two amounts
    /// and an integer whose product is the line total.
    static func quantityAndUnitPrice(row: Row, amounts: [Decimal], total: Decimal) -> (String?, String?) {
        let text = row.text
        if text.containsScalar(of: timesSigns), let match = text.firstMatch(of: Patterns.quantityTimesPrice),
           let quantity = Decimal(string: String(match.1)), let price = AmountParser.parse(String(match.2)) {
            return (quantity.plainQuantity, price.plainAmount)
        }
        // A mark OCR glued to a number is no part of it ("MARGHERITA PIZZA 2: 16.75 33.50", "3) 71.00").
        let numbers = row.words.compactMap { word -> (value: Decimal, places: Int, id: Int)? in
            let text = word.text.trimmingCharacters(in: strayMarks)
            guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." }), let value = Decimal(string: text), value > 0
            else { return nil }
            return (value, text.split(separator: ".").dropFirst().first?.count ?? 0, word.id)
        }
        if amounts.count >= 2 {
            let price = amounts[amounts.count - 2]
            for quantity in numbers where quantity.value < 1000 && AmountParser.agree(quantity.value * price, total) {
                return (quantity.value.plainQuantity, price.plainAmount)
            }
        }
        // A price with one digit misread ("מים מינרליים 4 16.96 67.60" for 16.90): a whole quantity
        // that makes the total at a price one digit from the printed one.
        if amounts.count >= 2, let misread = quantityAtMisreadPrice(amounts[amounts.count - 2], making: total,
                                                                    quantities: numbers.filter { $0.places == 0 }.map(\.value)) {
            return (misread.quantity.plainQuantity, misread.price.plainAmount)
        }
        // The quantity glued to the price when the gap between their columns was lost ("112.25 12.25"
        // for "1 12.25 12.25", "3.11.29 33.87" for "3 11.29 33.87").
        if let glued = row.words.dropLast().lazy.compactMap({ gluedQuantityAndPrice($0.text, making: total) }).first {
            return (glued.quantity.plainQuantity, glued.price.plainAmount)
        }
        // A rate of three or four decimals, charged per unit ("Electricity usage (kWh) 349 0.2911
        // 101.59", "18.129 4.552 82.52"): the price as printed, the total to the cent.
        for rate in numbers where (3...4).contains(rate.places) {
            for quantity in numbers where quantity.id != rate.id && quantity.places != 2
                && AmountParser.agree(quantity.value * rate.value, total, tolerance: 0.01) {
                return (quantity.value.plainQuantity, rate.value.description)
            }
        }
        // A price the same as the line's total is one unit's, its quantity's column lost in the reading
        // ("181.50 181.50 USB-C 65W מטען": "1" was not read).
        if amounts.count >= 2, amounts[amounts.count - 2] == total {
            return (Decimal(1).plainQuantity, total.plainAmount)
        }
        return (nil, nil)
    }

    /// Of `quantities`, a whole one from 2 to 99 that makes `total` at a price of whole cents that
    /// differs from the printed `price` in one digit.
    private static func quantityAtMisreadPrice(_ price: Decimal, making total: Decimal,
                                               quantities: [Decimal]) -> QuantityAtPrice? {
        for quantity in quantities where quantity >= 2 && quantity < 100 {
            guard let unit = Decimal(plainAmount: (total / quantity).plainAmount), unit * quantity == total,
                  AmountConsistency.differInOneDigit(unit, price) else { continue }
            return QuantityAtPrice(quantity: quantity, price: unit)
        }
        return nil
    }

    /// A word that is a whole quantity of one or two digits and a price run together, making `total`.
    private static func gluedQuantityAndPrice(_ text: String, making total: Decimal) -> QuantityAtPrice? {
        guard let match = text.wholeMatch(of: Patterns.gluedQuantityAndPrice) else { return nil }
        let digits = match.output.1.filter(\.isNumber), cents = match.output.2
        for split in 1...2 where split < digits.count {
            let whole = digits.dropFirst(split)
            guard whole == "0" || !whole.hasPrefix("0"), let quantity = Decimal(string: String(digits.prefix(split))),
                  quantity > 0, let price = Decimal(string: whole + "." + cents), price > 0,
                  AmountParser.agree(quantity * price, total) else { continue }
            return QuantityAtPrice(quantity: quantity, price: price)
        }
        return nil
    }

    /// A quantity and the unit price it is charged at, as a row prints them apart from the item's
    /// line: "2 x 53.00", "6X 4.79", "0.71 LB @ 0.50/LB", "*3 18.10" (a right-to-left row's "18.10 × 3").
    struct QuantityAtPrice {
        let quantity: Decimal
        let price: Decimal
    }

    /// The quantity and price a row with a times sign prints that make `total` (to the cent, as a
    /// weight rounds): a price of two decimals and another number, in either order; of two numbers
    /// with two decimals ("0.71 LB @ 0.50/LB") the first is the quantity.
    static func quantityAtPrice(in row: Row, making total: Decimal) -> QuantityAtPrice? {
        guard row.text.containsScalar(of: timesSigns) else { return nil }
        let numbers = row.text.matches(of: Patterns.plainNumber).compactMap { match -> (value: Decimal, places: Int)? in
            let text = String(match.output).replacingOccurrences(of: ",", with: ".")
            return Decimal(string: text).map { ($0, text.split(separator: ".").dropFirst().first?.count ?? 0) }
        }
        let pairs = numbers.indices.flatMap { q in numbers.indices.map { p in (q, p) } }.filter { q, p in
            q != p && numbers[p].places == 2 && numbers[q].value > 0 && numbers[p].value > 0
                && (numbers[q].places != 2 || q < p)
        }
        let ordered = pairs.filter { numbers[$0.0].places != 2 } + pairs.filter { numbers[$0.0].places == 2 }
        guard let (q, p) = ordered.first(where: { q, p in
            AmountParser.agree(numbers[q].value * numbers[p].value, total, tolerance: 0.01)
        }) else { return nil }
        return QuantityAtPrice(quantity: numbers[q].value, price: numbers[p].value)
    }

    /// A weighing row that prints its line total too: the quantity, price and total among its numbers.
    static func weighedLine(in row: Row) -> (quantity: Decimal, price: Decimal, total: Decimal)? {
        for total in row.amounts().map(\.value) where total > 0 {
            if let weighing = weighing(in: row, total: total), weighing.price != total {
                return (weighing.quantity, weighing.price, total)
            }
        }
        return nil
    }

    /// A quantity (up to three decimals) and a price of a weighing row whose product is `total`.
    static func weighing(in row: Row, total: Decimal?) -> QuantityAtPrice? {
        guard let total else { return nil }
        let quantities = row.words.compactMap { word -> Decimal? in
            guard word.text.wholeMatch(of: Patterns.weighedQuantity) != nil else { return nil }
            return Decimal(string: word.text.replacingOccurrences(of: ",", with: "."))
        }
        for price in row.amounts().map(\.value) where price > 0 {
            if let quantity = quantities.first(where: { $0 != price && AmountParser.agree($0 * price, total, tolerance: 0.01) }) {
                return QuantityAtPrice(quantity: quantity, price: price)
            }
        }
        return nil
    }

    /// The words that describe the item: from its first word with letters to its last one before the
    /// line's first amount (a percentage counts as a word: "חלב 3%"). A size or count inside the
    /// description stays ("קפה נמס 200 גר'", "WHOLE MILK 1 GAL", "Ribeye Steak 12oz"); a number
    /// before the first word (a quantity: "1 Iced Tea"), quantity marks ("x", "PC", "6X", "0.50/LB"),
    /// the numbers after the last word (quantity, price, total) and anything after a unit followed by
    /// a number (a weighing: "ק\"ג 0.990 X …") do not.
    static func description(of row: Row) -> [LayoutWord] {
        func describes(_ word: LayoutWord) -> Bool {
            (word.text.contains(where: \.isLetter) || word.text.wholeMatch(of: Patterns.percentage) != nil)
                && word.text.wholeMatch(of: Patterns.numberOrQuantityMark) == nil
                && word.text.wholeMatch(of: Patterns.quantityTimes) == nil && word.text.wholeMatch(of: Patterns.pricePerUnit) == nil
                && word.text.wholeMatch(of: Patterns.quantityTimesPriceWord) == nil
        }
        guard let first = row.words.firstIndex(where: describes) else { return [] }
        let amounts = Set(row.amounts().map(\.word.id))
        var end = row.words.endIndex
        for index in row.words.indices.dropFirst(first + 1) {
            let word = row.words[index]
            let weighing = !describes(word) && word.text.contains(where: \.isNumber)
                && units.matches(row.words[index - 1].tokens)
            if amounts.contains(word.id) || weighing {
                end = index
                break
            }
        }
        // A count of pieces after the name is its pack's size ("פיתות 10 יח'", "EGGS 12 PC"), not a quantity.
        func packSize(_ index: Int) -> Bool {
            index >= 2 && row.words[index].text.wholeMatch(of: Patterns.pieces) != nil
                && row.words[index - 1].text.wholeMatch(of: Patterns.packCount) != nil && describes(row.words[index - 2])
        }
        guard let last = row.words.indices[first..<end].last(where: { describes(row.words[$0]) || packSize($0) }) else { return [] }
        // An item code printed at either end is no part of the description ("SKU-60807 בקבוק תרמי",
        // "USB-C 65W מטען SKU-26006", "BOL5GJCQXR — Nonstick Pan"), nor a mark beside it.
        var described = row.words[first...last]
        func isEdge(_ word: LayoutWord) -> Bool {
            word.isItemCode || !word.text.contains { $0.isLetter || $0.isNumber }
        }
        while let edge = described.first, isEdge(edge) { described.removeFirst() }
        while let edge = described.last, isEdge(edge) { described.removeLast() }
        return described.contains(where: describes) ? Array(described) : []
    }
}

extension ItemsExtractor {
    /// A description's words as they are meant to be read. Right to left, the words run from the
    /// right, but a run of words without Hebrew letters that holds a Latin one reads left to right,
    /// its numbers with it ("מטען USB-C 65W", "ויטמין D3 1000 יח'"), as the bidi algorithm lays out
    /// a Latin phrase and the number after it: even in a row whose Latin letters outnumber its Hebrew
    /// ones (which a row reads left to right). A run of numbers alone keeps the right-to-left order,
    /// and a Latin word OCR was unsure of stands where it is: it is mostly a Hebrew word misread ("גר'"
    /// as "“a", "qa").
    static func phrase(_ words: [LayoutWord], rightToLeft: Bool) -> String {
        guard rightToLeft else { return words.map(\.text).joined(separator: " ") }
        var ordered: [LayoutWord] = []
        var run: [LayoutWord] = []
        func endRun() {
            ordered += run.contains { $0.latinLetters > 0 } ? run.reversed() : run
            run = []
        }
        for word in words.sorted(by: { $0.box.midX > $1.box.midX }) {
            if word.hebrewLetters == 0 && (word.latinLetters == 0 || word.confidence >= surelyLatin) {
                run.append(word)
            } else {
                endRun()
                ordered.append(word)
            }
        }
        endRun()
        return ordered.map(\.text).joined(separator: " ")
    }

    /// The confidence from which a Latin word in a Hebrew description is taken for Latin.
    static let surelyLatin = 0.8
}

extension LineItem {
    /// The item with the quantity and unit price a row prints for it.
    mutating func priced(by line: ItemsExtractor.QuantityAtPrice) {
        quantity = line.quantity.plainQuantity
        unitPrice = line.price.plainAmount
    }
}

extension Decimal {
    /// A quantity as printed plainly: "2", "1.5", "0.513" (a weight keeps its three places).
    var plainQuantity: String {
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 3, .plain)
        return rounded.description
    }
}
