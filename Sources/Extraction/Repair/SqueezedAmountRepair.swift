// OCR repair before extraction: an amount the first reading squeezed into a digit or two — "0" in a
// box as wide as the "871.00" printed there, or "0" beside a currency word that swallowed the rest
// ("637.50 ש\"ח" read "ש\"ח 0", the currency word's box as wide as both) — is read again digits-only
// over the word, the unread gaps beside it and a short neighbour, and a single clean amount that
// ends in the digit becomes the word's text (its box and its neighbours stay as read). The box gives
// it away: a digit is about 0.6 times as wide as it is tall, and these are 1.4 to 4 times. Any row,
// labelled or not (an item's price, a total whose label was garbled too), after `MoneyRowRepair`
// has read the value sides of money rows that show no amount.
// Fields read from such an amount are conjectures the amount arithmetic must confirm.

import DocumentModel
import Foundation

enum SqueezedAmountRepair {
    /// A word of at most this many digits is looked at.
    static let maximumDigits = 2
    /// …when its box is at least this many times as wide as it is tall, per digit (a digit is ~0.6).
    static let minimumWidthToHeight = 1.2
    /// How far beside it, in heights, the rest of the print is looked for.
    static let reach = 3
    /// A neighbour read with it has at most this many characters and no digit.
    static let maximumNeighbourLength = 4

    /// The document with squeezed amounts replaced by their digits-only re-reading, and the boxes of
    /// the words so repaired (per page).
    static func repair(_ document: RecognizedDocument, rereads: inout Rereads)
        -> (document: RecognizedDocument, repaired: Set<PageBox>) {
        var repaired = document, boxes: Set<PageBox> = []
        for (pageIndex, page) in document.pages.enumerated() where page.textSource == .ocr {
            for (lineIndex, line) in page.lines.enumerated() {
                var words = line.words
                for (index, word) in line.words.enumerated() where isSqueezed(word) {
                    let stretch = self.stretch(of: word, in: line.words, pageWidth: page.width)
                    // Not asked of the document's model, which misread it first: where it read
                    // an amount the Latin model had not, the Latin reading held it behind a mark
                    // (".7.67", "/7.99"), which `amount(in:keeping:)` takes off.
                    guard let reading = rereads.digits(page: page.number, box: stretch, askingTheDocumentsModel: false,
                                                       accepting: { amount(in: $0, keeping: word.text) != nil }),
                          let amount = amount(in: reading, keeping: word.text) else { continue }
                    words[index].text = amount
                    boxes.insert(PageBox(page: page.number, box: word.box))
                }
                if words != line.words { repaired.pages[pageIndex].lines[lineIndex] = OCRLine(words: words) }
            }
        }
        return (repaired, boxes)
    }

    /// One or two digits in a box wide enough for several.
    static func isSqueezed(_ word: OCRWord) -> Bool {
        let height = Double(word.box.height), digits = word.text.count
        return height > 0 && digits > 0 && digits <= maximumDigits && word.text.allSatisfy(\.isASCIIDigit)
            && Double(word.box.width) >= minimumWidthToHeight * height * Double(digits)
    }

    /// The stretch of the line read again: the squeezed word, the unread gap on each side up to the
    /// next word (at most `reach` heights: "1,801.00" read as "0" for its last four glyphs, the rest
    /// unread), and a neighbour within reach that may have swallowed the rest of the print (at most
    /// `maximumNeighbourLength` characters, no digit: "ש\"ח" as wide as "637.50 ש\"ח").
    static func stretch(of word: OCRWord, in words: [OCRWord], pageWidth: Int) -> BoundingBox {
        let height = word.box.height, reach = reach * height
        let others = words.filter { $0 != word }
        let left = others.filter { $0.box.x1 <= word.box.x0 + height / 2 }.max { $0.box.x1 < $1.box.x1 }
        let right = others.filter { $0.box.x0 >= word.box.x1 - height / 2 }.min { $0.box.x0 < $1.box.x0 }
        func mayHoldTheRest(_ neighbour: OCRWord, gap: Int) -> Bool {
            gap <= reach && neighbour.text.count <= maximumNeighbourLength && !neighbour.text.contains(where: \.isNumber)
        }
        var box = word.box
        if let left, mayHoldTheRest(left, gap: word.box.x0 - left.box.x1) {
            box = box.union(left.box)
        } else {
            // A neighbour overlapping the word does not cut into it.
            box.x0 = min(word.box.x0, max(left.map { $0.box.x1 + 1 } ?? 0, word.box.x0 - reach))
        }
        if let right, mayHoldTheRest(right, gap: right.box.x0 - word.box.x1) {
            box = box.union(right.box)
        } else {
            box.x1 = max(word.box.x1, min(right.map { $0.box.x0 - 1 } ?? pageWidth, word.box.x1 + reach))
        }
        return box
    }

    /// The one amount the reading shows (a stray mark before it taken off: ".7.67", "/7.99"), when
    /// it ends in the digits the first reading saw (the last glyphs of the print are what it read:
    /// "0" of "871.00", "7" of "345.47"). Of 252 single amounts read again over such words of dev and
    /// `Corpus/`, 248 ended so; the other 4 held the digits elsewhere, two of them misread ("59.23"
    /// for "969.23", "1159.65" for "₪159.65").
    static func amount(in reading: String, keeping digits: String) -> String? {
        guard let amount = MoneyRowRepair.singleMarkedAmount(in: reading).map({ abs($0).plainAmount }),
              amount.hasSuffix(digits) else { return nil }
        return amount
    }
}
