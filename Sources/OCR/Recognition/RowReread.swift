// Re-reading whole printed rows of a page as single lines: the shared mechanics of the row repairs
// (`HebrewRowRepair`, `ColumnRowRepair`): where the header ends, a row's digits, the box read. Each
// box is padded by a quarter of its height so the second reading sees the whole glyphs.

import DocumentModel

enum RowReread {
    /// The page with each row in `rows` replaced by what `reread` makes of its box, where `accept`
    /// takes the second reading over the first (a row is kept when the second reading finds nothing).
    /// Returns the page and how many rows were replaced.
    static func replacing(_ rows: [Int], of page: OCRPage, reread: (BoundingBox) -> [OCRWord],
                          accept: (_ first: OCRLine, _ second: OCRLine) -> Bool) -> (page: OCRPage, replaced: Int) {
        var repaired = page
        var replaced = 0
        for index in rows {
            let line = page.lines[index]
            let box = paddedBox(of: line, in: page)
            let words = reread(box)
            guard !words.isEmpty else { continue }
            let second = OCRLine(words: words)
            if accept(line, second) {
                repaired.lines[index] = second
                replaced += 1
            }
        }
        return (repaired, replaced)
    }

    /// A row's box padded by a quarter of its height, within the page.
    static func paddedBox(of line: OCRLine, in page: OCRPage) -> BoundingBox { padded(line.box, in: page) }

    /// A box padded by a quarter of its height, within the page.
    static func padded(_ box: BoundingBox, in page: OCRPage) -> BoundingBox {
        let padding = max(2, box.height / 4)
        return BoundingBox(x0: max(0, box.x0 - padding), y0: max(0, box.y0 - padding),
                           x1: min(page.width, box.x1 + padding), y1: min(page.height, box.y1 + padding))
    }

    /// The top of the first row showing an amount, where a page's header ends (two fifths of the page
    /// down when no row shows one).
    static func headerBottom(of page: OCRPage) -> Double {
        Double(page.lines.filter { $0.words.contains(where: { showsAmount($0.text) }) }.map(\.box.y0).min()
            ?? page.height * 2 / 5)
    }

    /// Whether a word looks like an amount with two decimals ("12.90", "₪1,234.50").
    static func showsAmount(_ text: String) -> Bool {
        text.utf8.contains(where: { (0x30...0x39).contains($0) }) && text.range(of: #"\d[.,]\d\d(?!\d)"#, options: .regularExpression) != nil
    }

    /// The line's digits in reading order: what a second reading of a row must keep.
    static func digits(of line: OCRLine) -> String {
        String(line.text.unicodeScalars.filter { ("0"..."9").contains($0) })
    }

    static func isHebrewLetter(_ scalar: Unicode.Scalar) -> Bool { (0x05D0...0x05EA).contains(scalar.value) }

    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && scalar.properties.isAlphabetic }
}
