// A logo's speck read as a short word ("וו", "ל", "01") beside the header's large text is no part
// of the business name or the title; short words of the text's own size stay.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct LogoMarkTests {
    private static func word(_ text: String, x0: Int, x1: Int, y0: Int, y1: Int) -> OCRWord {
        OCRWord(text: text, box: BoundingBox(x0: x0, y0: y0, x1: x1, y1: y1), confidence: 0.9)
    }

    private static func document(header: [OCRWord]) -> RecognizedDocument {
        var lines = [OCRLine(words: header)]
        // The rest of the page: body text a third of the header's height.
        for (index, text) in ["עוסק מורשה 514403773", "תאריך: 15/09/2024", "סה\"כ לתשלום 117.00"].enumerated() {
            let y = 400 + 200 * index
            lines.append(OCRLine(words: text.split(separator: " ").enumerated().map { position, part in
                word(String(part), x0: 1800 - 260 * position, x1: 2000 - 260 * position, y0: y, y1: y + 24)
            }))
        }
        return RecognizedDocument(pages: [OCRPage(number: 1, width: 2400, height: 3000, textSource: .ocr, lines: lines)])
    }

    @Test func aSpeckBesideTheNameIsNotPartOfIt() {
        let header = [Self.word("מוסך", x0: 1814, x1: 1982, y0: 289, y1: 365),
                      Self.word("האחים", x0: 1544, x1: 1780, y0: 288, y1: 346),
                      Self.word("בע\"מ", x0: 1146, x1: 1328, y0: 274, y1: 350),
                      Self.word("וו", x0: 1097, x1: 1124, y0: 294, y1: 318)]
        let extraction = ReceiptExtractor().extract(Self.document(header: header), today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.businessName]?.value == "מוסך האחים בע\"מ")
    }

    @Test func aSpeckInsideATitleDoesNotSplitIt() {
        let header = [Self.word("חשבונית", x0: 2167, x1: 2363, y0: 266, y1: 303),
                      Self.word("ל", x0: 2155, x1: 2165, y0: 266, y1: 282),
                      Self.word("מס", x0: 2080, x1: 2147, y0: 266, y1: 303),
                      Self.word("גלנט", x0: 783, x1: 921, y0: 251, y1: 320),
                      Self.word("תקשורת", x0: 492, x1: 752, y0: 270, y1: 334),
                      Self.word("בע\"מ", x0: 289, x1: 467, y0: 269, y1: 319)]
        let extraction = ReceiptExtractor().extract(Self.document(header: header), today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.docType]?.value == "tax_invoice")
        #expect(extraction.fields[.businessName]?.value == "גלנט תקשורת בע\"מ")
    }

    @Test func shortWordsOfTheTextsOwnSizeStay() {
        let words = [Self.word("PAGOH", x0: 10, x1: 200, y0: 100, y1: 140), Self.word("REST", x0: 220, x1: 360, y0: 100, y1: 140),
                     Self.word("&", x0: 380, x1: 400, y0: 104, y1: 136), Self.word("No", x0: 420, x1: 470, y0: 110, y1: 140),
                     Self.word("x", x0: 490, x1: 505, y0: 115, y1: 140)]
        let layout = Layout(document: RecognizedDocument(pages: [OCRPage(number: 1, width: 1000, height: 1000, textSource: .ocr,
                                                                         lines: [OCRLine(words: words)])]))
        #expect(layout.rows.first?.text == "PAGOH REST & No x")
    }
}
