// Which ink bands are read again as skipped rows (uncovered, of a row's height, a word wide), and
// which readings of them are taken as text.

import DocumentModel
import Imaging
@testable import OCR
import Testing

struct SkippedRowRecoveryTests {
    private static func word(_ text: String, x: Int, y: Int, height: Int = 30, confidence: Double = 0.95) -> OCRWord {
        OCRWord(text: text, box: BoundingBox(x0: x, y0: y, x1: x + 90, y1: y + height), confidence: confidence)
    }

    /// A receipt read without its double-height total row (y 400–460).
    private static let page = OCRPage(number: 1, width: 1000, height: 1400, textSource: .ocr, lines: [
        OCRLine(words: [word("SUNFISH", x: 400, y: 100)]),
        OCRLine(words: [word("SALTED", x: 50, y: 300), word("8.50", x: 800, y: 300)]),
        OCRLine(words: [word("CHANGE", x: 50, y: 500), word("71.30", x: 800, y: 500)]),
    ])

    private static let bands = [
        InkBands.Band(x0: 400, x1: 490, y0: 100, y1: 130),     // read: SUNFISH
        InkBands.Band(x0: 50, x1: 890, y0: 400, y1: 460),      // skipped: the total in large type
        InkBands.Band(x0: 50, x1: 890, y0: 600, y1: 604),      // a ruled line, too thin
        InkBands.Band(x0: 0, x1: 1000, y0: 0, y1: 400),        // a dark margin, far too tall
        InkBands.Band(x0: 300, x1: 330, y0: 700, y1: 730),     // a speck, too narrow
    ]

    @Test func onlyTheUncoveredRowSizedBandIsRead() throws {
        let rows = SkippedRowRecovery.rowsToRead(Self.page, bands: Self.bands)
        #expect(rows.map(\.band) == [BoundingBox(x0: 50, y0: 400, x1: 890, y1: 460)])
        let padded = try #require(rows.first?.padded)
        #expect(padded.x0 < 50 && padded.y0 < 400 && padded.x1 > 890 && padded.y1 > 460)
    }

    @Test func aSureReadingIsAddedInReadingOrderWithinItsBand() throws {
        let rows = SkippedRowRecovery.rowsToRead(Self.page, bands: Self.bands)
        let result = SkippedRowRecovery.recover(Self.page, rows: rows) { box in
            [Self.word("SUBTOTAL", x: 50, y: box.y0, height: box.height), Self.word("28.70", x: 700, y: box.y0, height: box.height),
             Self.word("|", x: 990, y: box.y0, height: box.height, confidence: 0.6)]
        }
        #expect(result.added == 1)
        #expect(result.page.lines.map(\.text) == ["SUNFISH", "SALTED 8.50", "SUBTOTAL 28.70", "CHANGE 71.30"])
        let added = try #require(result.page.lines.first { $0.text.hasPrefix("SUBTOTAL") })
        #expect(added.words.allSatisfy { $0.box.y0 >= 400 && $0.box.y1 <= 460 })
    }

    @Test func noiseIsNotTakenForARow() {
        #expect(!SkippedRowRecovery.accepts([Self.word("SSsSSS", x: 0, y: 0, confidence: 0.0),
                                              Self.word("r=s==-", x: 100, y: 0, confidence: 0.0)]))
        #expect(!SkippedRowRecovery.accepts([Self.word("ee", x: 0, y: 0, confidence: 0.3),
                                              Self.word("Oe", x: 100, y: 0, confidence: 0.5)]))
        #expect(!SkippedRowRecovery.accepts([Self.word("3", x: 0, y: 0, confidence: 0.86), Self.word("|", x: 100, y: 0)]))
        #expect(SkippedRowRecovery.accepts([Self.word("TOTAL", x: 0, y: 0), Self.word("RM", x: 100, y: 0),
                                             Self.word("64.15", x: 200, y: 0, confidence: 0.86)]))
    }
}
