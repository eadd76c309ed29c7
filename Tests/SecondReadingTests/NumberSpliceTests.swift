// Where the second recogniser's numbers go in Tesseract's reading of a page (lines as PP-OCR reads
// them, each character with its span).

import DocumentModel
@testable import SecondReading
import Testing

struct NumberSpliceTests {
    private static func word(_ text: String, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ confidence: Double = 0.9) -> OCRWord {
        OCRWord(text: text, box: BoundingBox(x0: x0, y0: y0, x1: x1, y1: y1), confidence: confidence)
    }

    /// A line read from `x0`, each character 10 pixels wide.
    private static func read(_ text: String, x0: Int, y0: Int, y1: Int, confidence: Double = 0.98) -> RecognisedLine {
        let characters = text.enumerated().map { index, character in
            RecognisedLine.Character(character: character, x0: x0 + 10 * index, x1: x0 + 10 * (index + 1))
        }
        return RecognisedLine(characters: characters, box: BoundingBox(x0: x0, y0: y0, x1: x0 + 10 * text.count, y1: y1),
                              confidence: confidence)
    }

    private static func page(_ lines: [OCRLine]) -> OCRPage {
        OCRPage(number: 1, width: 1000, height: 1000, textSource: .ocr, lines: lines)
    }

    @Test func aLatinPagesNumberTakesThePlaceOfTheDigitsUnderIt() {
        let total = OCRLine(words: [Self.word("TOTAL", 100, 500, 160, 520), Self.word("2B.B9", 165, 500, 212, 520, 0.4)])
        let spliced = NumberSplice.splicing([Self.read("TOTAL 28.89", x0: 100, y0: 498, y1: 522)], into: Self.page([total]))
        // Every word with a digit is a token on a Latin page; the words without one stay Tesseract's.
        #expect(spliced.lines.map(\.text) == ["TOTAL 28.89"])
        #expect(spliced.lines[0].words[1].box == BoundingBox(x0: 160, y0: 498, x1: 210, y1: 522))
        #expect(spliced.lines[0].words[1].confidence == 0.98)
    }

    @Test func aHebrewPageTakesDigitsAloneNotLettersReadAsLatin() {
        let total = OCRLine(words: [Self.word("סה\"כ", 600, 500, 680, 520), Self.word("274.2", 100, 500, 160, 520, 0.5)])
        let other = OCRLine(words: [Self.word("קופה", 600, 100, 680, 120), Self.word("מזומן", 500, 100, 580, 120)])
        let spliced = NumberSplice.splicing([Self.read("n\"w274.20", x0: 100, y0: 500, y1: 520)], into: Self.page([other, total]))
        // The row reads right to left: the label first, the number after it.
        #expect(spliced.lines[1].words.map(\.text) == ["סה\"כ", "274.20"])
        #expect(spliced.lines[1].words[1].box.x0 == 130)
    }

    @Test func aSureLongNumberThatTheSecondReadingOnlyLengthensStays() {
        // "ח.פ 511667107" read by PP-OCR as "5116671079.n": the label glued to the number.
        let company = OCRLine(words: [Self.word("ח.פ", 300, 100, 340, 120), Self.word("511667107", 100, 100, 200, 120, 0.95)])
        let line = Self.page([company, OCRLine(words: [Self.word("קופה", 600, 300, 680, 320)])])
        let spliced = NumberSplice.splicing([Self.read("5116671079.n", x0: 100, y0: 100, y1: 120)], into: line)
        #expect(spliced.lines[0].words.map(\.text) == ["ח.פ", "511667107"])
    }

    @Test func aNumberWithNoRowUnderItIsARowOfItsOwnInItsPlace() {
        let lines = [OCRLine(words: [Self.word("Date", 100, 100, 150, 120)]), OCRLine(words: [Self.word("Thanks", 100, 700, 180, 720)])]
        let spliced = NumberSplice.splicing([Self.read("1,234.50", x0: 400, y0: 400, y1: 420)], into: Self.page(lines))
        #expect(spliced.lines.map(\.text) == ["Date", "1,234.50", "Thanks"])
    }

    @Test func aDateGluedToATimeIsTwoWords() {
        let line = RecognisedLine(characters: Self.read("15/05/2616:16:34", x0: 0, y0: 0, y1: 20).characters,
                                  box: BoundingBox(x0: 0, y0: 0, x1: 160, y1: 20), confidence: 0.9)
        let words = NumberSplice.tokens(of: line, hebrew: true)
        #expect(words.map(\.text) == ["15/05/26", "16:16:34"])
        #expect(words.map(\.box.x0) == [0, 80])
    }

    @Test func aLineWithoutDigitsChangesNothing() {
        let page = Self.page([OCRLine(words: [Self.word("TOTAL", 100, 500, 160, 520), Self.word("12.00", 400, 500, 450, 520)])])
        #expect(NumberSplice.splicing([Self.read("TOTAL", x0: 100, y0: 500, y1: 520)], into: page) == page)
    }

    @Test func linesReadOnAPageBeforeItsEnlargementArePutOnTheEnlargedPage() {
        let line = Self.read("12", x0: 10, y0: 20, y1: 30).scaled(by: 2)
        #expect(line.box == BoundingBox(x0: 20, y0: 40, x1: 60, y1: 60))
        #expect(line.characters.map(\.x0) == [20, 40])
    }

    @Test func onlyALineWithADigitAnUnsureWordOrNoWordOfTesseractsIsWorthReading() {
        let page = Self.page([
            OCRLine(words: [Self.word("קופה", 600, 100, 680, 120, 0.95), Self.word("ראשית", 500, 100, 580, 120, 0.9)]),
            OCRLine(words: [Self.word("סה\"כ", 600, 300, 680, 320, 0.95), Self.word("12.00", 100, 300, 160, 320, 0.97)]),
            OCRLine(words: [Self.word("תודה", 600, 500, 680, 520, 0.6)]),
        ])
        #expect(!NumberSplice.mayChange(BoundingBox(x0: 490, y0: 95, x1: 690, y1: 125), of: page))
        #expect(NumberSplice.mayChange(BoundingBox(x0: 90, y0: 295, x1: 170, y1: 325), of: page))
        #expect(NumberSplice.mayChange(BoundingBox(x0: 590, y0: 495, x1: 690, y1: 525), of: page))
        #expect(NumberSplice.mayChange(BoundingBox(x0: 100, y0: 700, x1: 300, y1: 730), of: page))
    }
}
