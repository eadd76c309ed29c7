// OCR repair before extraction: an item row whose line amount the first reading garbled ("CAESAR
// SALAD 1 $13205: $.13,95", "FISH & CHIPS 12S 52059-1525": a currency mark read into the digits) has
// the table's amount column, where it crosses the row, read again digits-only by the Latin model,
// and a single clean amount replaces the words there. The column is where the other rows of the
// table print their line amounts: the amount that ends each row read cleanly, two rows or more.
// Only rows between two items read cleanly are looked at (below the last one, a count or a total
// whose label OCR garbled reads as one: "~TotaQtyy"), and a row with a date, a time or a label of
// another kind is not an item's. Amounts read so are conjectures for the arithmetic, as
// `MoneyRowRepair`'s are.

import DocumentModel
import Foundation

enum ItemAmountRepair {
    /// Rows whose line amount was read cleanly that it takes to know the column.
    static let minimumCleanRows = 2

    /// The document with garbled line amounts replaced by their digits-only re-reading, and the
    /// boxes of the words that replaced them (per page).
    static func repair(_ document: RecognizedDocument, layout: Layout, rereads: inout Rereads)
        -> (document: RecognizedDocument, repaired: Set<PageBox>) {
        var replacements: [(page: Int, garbled: Set<BoundingBox>, word: OCRWord)] = []
        let end = ItemsExtractor.firstTotalsRow(in: layout)
        for page in Set(layout.rows.map(\.page)).sorted() {
            let rows = layout.rows.filter { $0.page == page && $0.index < end }
            let clean = rows.filter(endsInAmount)
            guard let column = amountColumn(of: rows), let first = clean.first?.index, let last = clean.last?.index
            else { continue }
            for row in rows where row.index > first && row.index < last && isGarbledItemRow(row, column: column) {
                let inColumn = row.words.filter { overlaps($0.box, column) }
                guard inColumn.allSatisfy({ $0.source == .ocr }),
                      let band = BoundingBox.union(inColumn.map(\.box)) else { continue }
                // The column only, not the garbled word's whole box: a currency mark OCR read into the
                // digits ("52059-1525" for "$13.95") stands left of it, and read with them it is a digit
                // more (a wider box read "$17.50" as "5017.50" on dev `doc_0116`).
                let region = BoundingBox(x0: column.lowerBound, y0: band.y0, x1: column.upperBound, y1: band.y1)
                guard let reading = rereads.digits(page: page, box: region, askingTheDocumentsModel: false,
                                                   accepting: { amount(in: $0) != nil }),
                      let amount = amount(in: reading) else { continue }
                let word = OCRWord(text: amount, box: region, confidence: inColumn.map(\.confidence).max() ?? 0)
                replacements.append((page, Set(inColumn.map(\.box)), word))
            }
        }
        return MoneyRowRepair.applying(replacements, to: document)
    }

    /// The x-range of the line amounts: the amounts that end the rows read cleanly (the last amount
    /// in reading order), when at least `minimumCleanRows` rows give one.
    static func amountColumn(of rows: [Row]) -> ClosedRange<Int>? {
        let ends = rows.filter(endsInAmount).compactMap { $0.amounts().last?.word.box }
        guard ends.count >= minimumCleanRows else { return nil }
        let x0s = ends.map(\.x0).sorted(), x1s = ends.map(\.x1).sorted()
        // The middle of the column's edges: one stray amount elsewhere does not widen it. Of fewer
        // than four rows the quartiles are the extremes: the median right edge, and the median left
        // edge moved left by half the median amount's width (amounts are right-aligned, of several widths).
        if ends.count >= 4 {
            let left = x0s[x0s.count / 4], right = x1s[(x1s.count * 3) / 4]
            return left < right ? left...right : nil
        }
        let right = x1s[x1s.count / 2], medianLeft = x0s[x0s.count / 2]
        guard medianLeft < right else { return nil }
        return (medianLeft - (right - medianLeft) / 2)...right
    }

    /// A row with letters whose last word with a digit is an amount: an item read cleanly.
    private static func endsInAmount(_ row: Row) -> Bool {
        row.words.contains(where: { $0.text.contains(where: \.isLetter) })
            && row.amounts().last.map { $0.word == row.words.last(where: { $0.text.contains(where: \.isNumber) }) } == true
    }

    /// A row with a description, print in the amount column that holds a digit, no amount read
    /// there, and nothing of another kind (a date, a label of the totals, payments or identifiers).
    private static func isGarbledItemRow(_ row: Row, column: ClosedRange<Int>) -> Bool {
        // The cheap tests first: most rows of a table are read cleanly.
        let inColumn = row.words.filter { overlaps($0.box, column) }
        return inColumn.contains(where: { $0.text.contains(where: \.isNumber) })
            && !inColumn.contains(where: { AmountParser.parse($0.text) != nil })
            && row.words.filter { !overlaps($0.box, column) }.map(\.text).joined().filter(\.isLetter).count >= 2
            && !row.contains(ItemsExtractor.notItems) && row.text.firstMatch(of: Patterns.time) == nil
            && DateParser.dates(in: row.text, monthFirst: false).isEmpty
    }

    private static func overlaps(_ box: BoundingBox, _ column: ClosedRange<Int>) -> Bool {
        let overlap = min(box.x1, column.upperBound) - max(box.x0, column.lowerBound)
        return overlap > 0 && overlap * 2 >= min(box.width, column.upperBound - column.lowerBound)
    }

    /// The one amount a reading shows, a stray mark before it taken off.
    private static func amount(in reading: String) -> String? {
        guard let amount = MoneyRowRepair.singleMarkedAmount(in: reading), amount > 0 else { return nil }
        return amount.plainAmount
    }
}
