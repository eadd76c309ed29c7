// A page read as the given rows of words, for tests of what the OCR stage decides from a reading.

import DocumentModel

extension OCRPage {
    /// Rows 50 px apart, words 100 px apart, every word read at 0.8 confidence.
    static func rows(_ rows: [String]) -> OCRPage {
        OCRPage(number: 1, width: 1000, height: 1400, textSource: .ocr, lines: rows.enumerated().map { index, row in
            OCRLine(words: row.split(separator: " ").enumerated().map { column, text in
                OCRWord(text: String(text), box: BoundingBox(x0: 100 * column, y0: 50 * index, x1: 100 * column + 90,
                                                             y1: 50 * index + 30), confidence: 0.8)
            })
        })
    }
}
