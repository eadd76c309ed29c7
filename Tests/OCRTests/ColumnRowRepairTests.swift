// Which header lines join two columns, which of their parts are read again, and when the second
// reading replaces a part (geometry as `dev/`'s a4 invoices were read: a name in the right column
// beside the title, the name's second line beside the document's number).

import DocumentModel
@testable import OCR
import Testing

struct ColumnRowRepairTests {
    private static func word(_ text: String, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ confidence: Double = 0.93) -> OCRWord {
        OCRWord(text: text, box: BoundingBox(x0: x0, y0: y0, x1: x1, y1: y1), confidence: confidence)
    }

    /// "קבלה" (the title, left) and "יעל רוזן -" (the name, right) read as one line, the name garbled.
    private static let joined = OCRLine(words: [
        word("קבלה", 1654, 193, 1832, 265), word("ינגל", 498, 187, 593, 250, 0.64), word("רוזן", 386, 205, 474, 264, 0.91),
        word("-", 343, 228, 362, 234),
    ])
    private static let address = OCRLine(words: [word("ת.ד.", 537, 369, 596, 390), word("4894,", 437, 364, 524, 396),
                                                 word("בני", 381, 369, 422, 390), word("ברק", 306, 369, 367, 399)])
    /// An item row below the first amount: its columns are a table's, not the header's.
    private static let item = OCRLine(words: [word("תרגום", 1500, 1200, 1650, 1240, 0.6), word("2", 900, 1200, 920, 1240),
                                              word("201.80", 200, 1200, 320, 1240)])

    private static func page(_ lines: [OCRLine]) -> OCRPage {
        OCRPage(number: 1, width: 2479, height: 3508, textSource: .ocr, lines: lines)
    }

    @Test func aHeaderLineJoiningTwoColumnsIsSplitAtTheGap() {
        let found = ColumnRowRepair.linesToReread(Self.page([Self.joined, Self.address, Self.item]))
        #expect(found.map(\.line) == [0])
        #expect(found.first?.parts.map(\.wordIndexes) == [[1, 2, 3], [0]])
    }

    @Test func theUnsurePartIsReadAgainAndReplacedTheSurePartIsNot() {
        var asked: [BoundingBox] = []
        let result = ColumnRowRepair.repair(Self.page([Self.joined]), lines: ColumnRowRepair.linesToReread(Self.page([Self.joined]))) { box in
            asked.append(box)
            return [Self.word("יעל", 496, 190, 593, 252, 0.95), Self.word("רוזן", 386, 205, 474, 264, 0.95),
                    Self.word("-", 343, 228, 362, 234, 0.95)]
        }
        #expect(asked.count == 1 && asked[0].x1 < 1000)
        #expect(result.replaced == 1)
        // The line keeps its reading order: the title's part first, as Tesseract gave it.
        #expect(result.page.lines[0].text == "קבלה יעל רוזן -")
    }

    @Test func aReadingReachingBeyondThePartOrChangingItsDigitsIsRefused() {
        let part = OCRLine(words: [Self.word("Nov", 140, 796, 182, 838, 0.7), Self.word("20,", 194, 803, 237, 832)])
        let edge = OCRLine(words: [Self.word("INov", 118, 796, 182, 838, 0.9), Self.word("20,", 194, 803, 237, 832, 0.97)])
        #expect(!ColumnRowRepair.staysWithin(edge, part.box))
        let digits = OCRLine(words: [Self.word("Nov", 140, 796, 182, 838, 0.9), Self.word("26,", 194, 803, 237, 832, 0.97)])
        #expect(ColumnRowRepair.staysWithin(digits, part.box))
        #expect(!ColumnRowRepair.isBetter(digits, than: part))
        let same = OCRLine(words: [Self.word("Nov", 141, 797, 182, 838, 0.95), Self.word("20,", 194, 803, 237, 832, 0.97)])
        #expect(ColumnRowRepair.isBetter(same, than: part))
    }

    /// "No. INV-2026-0452" (left) joined with the issuer's "80 Mill Road" (right, higher), which
    /// came out as "ee" at 0.35 (dev doc_0062 rescanned at 170 dpi): debris without a digit is
    /// replaced by a sure reading with digits; debris with digits, or a reading that is not sure, is not.
    @Test func debrisWithoutDigitsIsReplacedByASureReadingWithDigits() {
        let debris = OCRLine(words: [Self.word("ee", 1308, 310, 1480, 334, 0.35)])
        let street = OCRLine(words: [Self.word("80", 1308, 310, 1340, 334, 0.96),
                                     Self.word("Mill", 1350, 310, 1410, 334, 0.97),
                                     Self.word("Road", 1420, 310, 1480, 334, 0.96)])
        #expect(ColumnRowRepair.isBetter(street, than: debris))
        let unsure = OCRLine(words: street.words.map { Self.word($0.text, $0.box.x0, $0.box.y0, $0.box.x1, $0.box.y1, 0.7) })
        #expect(!ColumnRowRepair.isBetter(unsure, than: debris))
        let time = OCRLine(words: [Self.word("15", 600, 400, 640, 430, 0.3), Self.word("46:09", 650, 400, 750, 430, 0.4)])
        let otherTime = OCRLine(words: [Self.word("16", 600, 400, 640, 430, 0.9),
                                        Self.word("46°09", 650, 400, 750, 430, 0.9)])
        #expect(!ColumnRowRepair.isBetter(otherTime, than: time))
    }

    @Test func aLineWithoutAColumnGapOrSpecksAloneAreLeftAlone() {
        #expect(ColumnRowRepair.columnParts(of: Self.address, pageWidth: 2479).isEmpty == false)
        #expect(ColumnRowRepair.columnParts(of: Self.address, pageWidth: 2479).count == 1)
        #expect(!ColumnRowRepair.isDoubtful([Self.word(":", 235, 399, 238, 402, 0.2)]))
        #expect(ColumnRowRepair.isDoubtful([Self.word("ינגל", 498, 187, 593, 250, 0.64)]))
    }
}
