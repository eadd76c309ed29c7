// Rows of a page whose printed rows slope (a photo straightened from a quad a shadow cut, curled
// paper): the amount at a row's right end, half a row lower than its label, stays on the label's row.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct RowSlopeTests {
    /// A row printed from x = 60, words 40 px tall set 40 px apart, falling `slope` px per px of x
    /// from `y` at x = 0.
    private static func line(_ parts: [(String, Int, Int)], y: Int, slope: Double) -> OCRLine {
        OCRLine(words: parts.map { text, x0, x1 in
            let top = y + Int((slope * Double(x0 + x1) / 2).rounded())
            return OCRWord(text: text, box: BoundingBox(x0: x0, y0: top, x1: x1, y1: top + 40), confidence: 0.95)
        })
    }

    /// The totals of a receipt 1,300 px wide, rows 62 px apart (as on a straightened phone photo).
    private static func receipt(slope: Double) -> RecognizedDocument {
        let rows: [[(String, Int, Int)]] = [
            [("Wellcare", 300, 600), ("Chemist", 640, 900)],
            [("Tel:", 60, 170), ("0117", 210, 320), ("496", 360, 440), ("0732", 480, 590)],
            [("18/02/2026", 60, 370), ("15:04", 1130, 1260)],
            [("Throat", 60, 240), ("Lozenges", 280, 520), ("5.84", 1160, 1265)],
            [("Plasters", 60, 300), ("3.00", 1160, 1265)],
            [("Ibuprofen", 60, 340), ("1.99", 1160, 1262)],
            [("Total", 60, 210), ("excl.", 250, 390), ("VAT", 430, 520), ("9.03", 1150, 1253)],
            [("VAT", 60, 150), ("20%", 190, 280), ("1.80", 1150, 1252)],
            [("TOTAL", 60, 210), ("£10.83", 1090, 1252)],
        ]
        let lines = rows.enumerated().map { index, parts in line(parts, y: 100 + 62 * index, slope: slope) }
        return RecognizedDocument(pages: [OCRPage(number: 1, width: 1311, height: 1000, textSource: .ocr, lines: lines)])
    }

    @Test func thePagesSlopeIsTheMedianOfItsLongLines() {
        #expect(abs(RowSlope.slope(of: Self.receipt(slope: 0.04).pages[0]) - 0.04) < 0.002)
        #expect(RowSlope.slope(of: Self.receipt(slope: -0.03).pages[0]) < -0.028)
        // Rows that slope less than RowSlope.level are level, as they always were.
        #expect(RowSlope.slope(of: Self.receipt(slope: 0.003).pages[0]) == 0)
    }

    @Test func anAmountHalfARowLowerThanItsLabelStaysOnItsRow() {
        let layout = Layout(document: Self.receipt(slope: 0.04))
        let texts = layout.rows.map(\.text)
        #expect(texts.contains { $0.hasPrefix("VAT 20%") && $0.hasSuffix("1.80") })
        #expect(texts.contains { $0.hasPrefix("TOTAL") && $0.hasSuffix("£10.83") })
        let fields = ReceiptExtractor().extract(Self.receipt(slope: 0.04), today: SyntheticReceipt.day("2026-06-30")).fields
        #expect(fields[.total]?.value == "10.83")
        #expect(fields[.vatAmount]?.value == "1.80")
        #expect(fields[.subtotal]?.value == "9.03")
    }

    @Test func levelRowsAreGroupedAsBefore() {
        let level = Layout(document: Self.receipt(slope: 0))
        #expect(level.rows.count == 9)
        #expect(level.rows.map(\.text) == Layout(document: Self.receipt(slope: 0.003)).rows.map(\.text))
    }
}
