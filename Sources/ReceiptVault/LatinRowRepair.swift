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
        RowReread.replacing(rows, of: page, reread: reread) { _, _ in true }.page
    }

    private static func isHebrewLetter(_ scalar: Unicode.Scalar) -> Bool { RowReread.isHebrewLetter(scalar) }
}
