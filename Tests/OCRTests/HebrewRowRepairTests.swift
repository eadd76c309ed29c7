// Which rows of a Hebrew page are read again, and when the second reading replaces the first
// (rows as the corpus's Hebrew scans were read: the header in large type, then the items).

import DocumentModel
@testable import OCR
import Testing

struct HebrewRowRepairTests {
    /// A line of words laid out right to left from x = 900, 100 px per word, at height `y`.
    private static func line(_ texts: [String], y: Int) -> OCRLine {
        OCRLine(words: texts.enumerated().map { index, text in
            OCRWord(text: text, box: BoundingBox(x0: 800 - 100 * index, y0: y, x1: 890 - 100 * index, y1: y + 30),
                    confidence: 0.8)
        })
    }

    private static func page(_ lines: [OCRLine]) -> OCRPage {
        OCRPage(number: 1, width: 1000, height: 1400, textSource: .ocr, lines: lines)
    }

    private static let receipt = page([
        line(["\"ya", "(2009)", "ברוש", "DANA"], y: 80),          // פארם ברוש (2009) בע"מ, garbled
        line(["רח'", "הרצל", "90,", "באר", "שבע"], y: 130),
        line(["info@shop.co.il", "דוא\"ל"], y: 180),
        line(["ANNAN", "200", "גר'", "10.00"], y: 400),               // an item row below the header
        line(["סה\"כ", "לתשלום", "358.01"], y: 700),
    ])

    @Test func headerRowsMixingHebrewWithLatinLetterWordsAreReadAgain() {
        #expect(HebrewRowRepair.rowsToReread(Self.receipt) == [0])
    }

    @Test func rowsBelowTheFirstAmountAreLeftAlone() {
        let rows = HebrewRowRepair.rowsToReread(Self.receipt)
        #expect(!rows.contains(3))
    }

    @Test func aLatinPageIsNotAHebrewPage() {
        let english = Self.page([Self.line(["TESCO", "STORES", "LTD", "ו"], y: 80), Self.line(["TOTAL", "12.00"], y: 400)])
        #expect(HebrewRowRepair.rowsToReread(english).isEmpty)
    }

    @Test func aSecondReadingInHebrewWithTheSameDigitsReplacesTheRow() {
        let first = Self.line(["\"ya", "(2009)", "ברוש", "DANA"], y: 80)
        let second = Self.line(["בע\"מ", "(2009)", "ברוש", "פארם"], y: 80)
        #expect(HebrewRowRepair.isBetter(second, than: first))
    }

    @Test func aSecondReadingThatChangesTheDigitsIsRefused() {
        let first = Self.line(["רח'", "הגפן", "106,", "כפר", "“NAD"], y: 80)
        let second = Self.line(["רח'", "הגפן", "106,", "כפר", "סבא", "0"], y: 80)
        #expect(!HebrewRowRepair.isBetter(second, than: first))
    }

    @Test func aLatinWordReadLatinAgainKeepsTheRow() {
        let first = Self.line(["Tel", "03-5551234", "טלפון"], y: 80)
        #expect(!HebrewRowRepair.isBetter(first, than: first))
    }

    @Test func wordsWithDigitsAreNotLatinLetterWords() {
        #expect(HebrewRowRepair.latinWordCount(Self.line(["קרם", "SPF50", "n\"yn"], y: 80)) == 1)
    }

    @Test func replacingKeepsRowsTheSecondReadingDoesNotImprove() {
        let page = Self.receipt
        let result = RowReread.replacing([0, 1], of: page, reread: { box in
            [OCRWord(text: box.y0 < 100 ? "בע\"מ" : "x", box: box, confidence: 0.9)]
        }, accept: { first, second in second.text.contains("בע\"מ") && !first.text.contains("בע\"מ") })
        #expect(result.replaced == 1)
        #expect(result.page.lines[0].text == "בע\"מ")
        #expect(result.page.lines[1] == page.lines[1])
    }

    /// Reads a row as `plain` says, or as `forced` says when Latin letters are excluded.
    private static func reading(plain: OCRLine, forced: OCRLine) -> (BoundingBox, String) -> [OCRWord] {
        { _, excluded in excluded.isEmpty ? plain.words : forced.words }
    }

    @Test func aRowStillLatinIsReadWithLatinLettersExcludedWhenTesseractIsAsSure() {
        let first = Self.line(["רח'", "אחד", "DVN", "65,", "מודיעין"], y: 80)
        var forced = Self.line(["רח'", "אחד", "העם", "65,", "מודיעין"], y: 80)
        forced.words = forced.words.map { OCRWord(text: $0.text, box: $0.box, confidence: 0.9) }
        let result = HebrewRowRepair.repair(Self.page([first]), rows: [0], read: Self.reading(plain: first, forced: forced))
        #expect(result.replaced == 1)
        #expect(result.page.lines[0].text == "רח' אחד העם 65, מודיעין")
    }

    @Test func printedLatinForcedIntoHebrewIsUnsureAndRefused() {
        let first = Self.line(["Tel", "03-5551234", "טלפון"], y: 80)
        var forced = Self.line(["טל", "03-5551234", "טלפון"], y: 80)
        forced.words = forced.words.map { OCRWord(text: $0.text, box: $0.box, confidence: 0.4) }
        let result = HebrewRowRepair.repair(Self.page([first]), rows: [0], read: Self.reading(plain: first, forced: forced))
        #expect(result.replaced == 0)
        #expect(result.page.lines[0] == first)
    }
}
