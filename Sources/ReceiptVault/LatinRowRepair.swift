// Tesseract reading with heb+eng puts stray Hebrew letters into Latin-script pages ("צוף Ri RM",
// "MR .צ.0.1 (JOHOR) SDN BHD"), which breaks totals, dates and names on English receipts. On a page
// whose letters are overwhelmingly Latin, the rows holding Hebrew letters are re-read with the
// English model alone, one row at a time; the rest of the page is left as it was read.

import DocumentModel

enum LatinRowRepair {
    /// Indexes of the rows to re-read: rows with Hebrew letters on a page that is at least 90%
    /// Latin letters (and has enough letters to judge).
    static func rowsToReread(_ page: OCRPage) -> [Int] {
        var hebrew = 0, latin = 0
        for scalar in page.text.unicodeScalars {
            if isHebrewLetter(scalar) { hebrew += 1 } else if scalar.isASCII && scalar.properties.isAlphabetic { latin += 1 }
        }
        guard latin >= 40, hebrew > 0, Double(hebrew) < 0.1 * Double(hebrew + latin) else { return [] }
        return page.lines.indices.filter { page.lines[$0].text.unicodeScalars.contains(where: isHebrewLetter) }
    }

    /// The page with each row in `rows` replaced by what `reread` makes of its box (kept as it was
    /// when the second reading finds nothing).
    static func repair(_ page: OCRPage, rows: [Int], reread: (BoundingBox) -> [OCRWord]) -> OCRPage {
        var repaired = page
        for index in rows {
            let line = page.lines[index]
            let padding = max(2, line.box.height / 4)
            let box = BoundingBox(x0: max(0, line.box.x0 - padding), y0: max(0, line.box.y0 - padding),
                                  x1: min(page.width, line.box.x1 + padding), y1: min(page.height, line.box.y1 + padding))
            let words = reread(box)
            if !words.isEmpty { repaired.lines[index] = OCRLine(words: words) }
        }
        return repaired
    }

    private static func isHebrewLetter(_ scalar: Unicode.Scalar) -> Bool { (0x05D0...0x05EA).contains(scalar.value) }
}
