// A logo's speck read as a short word ("וו", "ל", "01") beside the header's large text is no part
// of the business name or the title; short words of the text's own size stay. A square mark with the
// name's initials beside a name set on two lines, read as letters of the type's size level with
// neither line, does not stop the second line joining the first. A lone bracket or quote mark at the
// name's end is debris.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct LogoMarkTests {
    private static func word(_ text: String, x0: Int, x1: Int, y0: Int, y1: Int, confidence: Double = 0.9) -> OCRWord {
        OCRWord(text: text, box: BoundingBox(x0: x0, y0: y0, x1: x1, y1: y1), confidence: confidence)
    }

    /// A page of a name set on two lines right of a title (`nameLines`: each line's words), its
    /// issuer's rows under it and a total at the bottom.
    private static func twoLineNamePage(_ nameLines: [[OCRWord]], hebrew: Bool) -> RecognizedDocument {
        var lines = nameLines.map { OCRLine(words: $0) }
        let rows = hebrew ? ["רחוב הרצל 12 חדרה", "טל' 04-6221180", "עוסק מורשה 032145876"]
            : ["12 Harbor Way", "Norfolk, VA 23510", "(757) 555-0187"]
        for (index, text) in rows.enumerated() {
            let y = 500 + 52 * index
            let parts = text.split(separator: " ").map(String.init)
            lines.append(OCRLine(words: (hebrew ? parts.reversed() : parts).enumerated().map { position, part in
                word(part, x0: 1800 + 160 * position, x1: 1940 + 160 * position, y0: y, y1: y + 28)
            }))
        }
        lines.append(OCRLine(words: hebrew ? [word("1,203.00", x0: 320, x1: 480, y0: 1500, y1: 1530), word("סה\"כ", x0: 600, x1: 680, y0: 1500, y1: 1530)]
                                     : [word("Total", x0: 320, x1: 420, y0: 1500, y1: 1530), word("1,203.00", x0: 600, x1: 760, y0: 1500, y1: 1530)]))
        return RecognizedDocument(pages: [OCRPage(number: 1, width: 2600, height: 3500, textSource: .ocr, lines: lines)])
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

    /// A lone bracket, quote mark or degree sign read at the name's end (a rule's corner, a logo's
    /// edge) is no word of it, however tall its box.
    @Test(arguments: ["]", "’", "°", "“"])
    func aLoneMarkAtTheNamesEndIsNotPartOfIt(mark: String) {
        let header = [Self.word("מחסני", x0: 1814, x1: 1982, y0: 289, y1: 365),
                      Self.word("אונליין", x0: 1514, x1: 1780, y0: 288, y1: 366),
                      Self.word(mark, x0: 1440, x1: 1470, y0: 286, y1: 364)]
        let extraction = ReceiptExtractor().extract(Self.document(header: header), today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.businessName]?.value == "מחסני אונליין")
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

    @Test func aLogoMarkBesideATwoLineNameDoesNotCutTheNameInTwo() throws {
        // "סטודיו" over "לעיצוב גרפי" right, the title and the document number left, and the mark's
        // two letters read as "ב" and "b" right of the name, between its lines.
        var lines = [OCRLine(words: [Self.word("מס", x0: 320, x1: 414, y0: 295, y1: 339),
                                     Self.word("חשבונית", x0: 444, x1: 718, y0: 295, y1: 339),
                                     Self.word("סטודיו", x0: 2070, x1: 2241, y0: 289, y1: 348)]),
                     OCRLine(words: [Self.word("14-06850", x0: 320, x1: 477, y0: 368, y1: 396),
                                     Self.word("מסמך", x0: 490, x1: 584, y0: 371, y1: 402),
                                     Self.word("מס'", x0: 605, x1: 653, y0: 371, y1: 396),
                                     Self.word("גרפי", x0: 1936, x1: 2038, y0: 378, y1: 433),
                                     Self.word("לעיצוב", x0: 2060, x1: 2241, y0: 361, y1: 421),
                                     Self.word("b", x0: 2347, x1: 2384, y0: 333, y1: 405),
                                     Self.word("ב", x0: 2394, x1: 2435, y0: 353, y1: 405)])]
        for (index, text) in ["שד' סוקולוב 96", "צפת 4051592", "טל' 074-2142339", "ע.מ 147714836"].enumerated() {
            let y = 440 + 52 * index
            lines.append(OCRLine(words: text.split(separator: " ").reversed().enumerated().map { position, part in
                Self.word(String(part), x0: 2000 + 160 * position, x1: 2140 + 160 * position, y0: y, y1: y + 28)
            }))
        }
        lines.append(OCRLine(words: [Self.word("1,203.00", x0: 320, x1: 480, y0: 1500, y1: 1530),
                                     Self.word("סה\"כ", x0: 600, x1: 680, y0: 1500, y1: 1530)]))
        let document = RecognizedDocument(pages: [OCRPage(number: 1, width: 2600, height: 3500, textSource: .ocr, lines: lines)])
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.businessName]?.value == "סטודיו לעיצוב גרפי")
        // Set level with the name, short words far off it stay (a mark is a drawing of its own).
        let level = [Self.word("כלי", x0: 2300, x1: 2400, y0: 300, y1: 350), Self.word("בית", x0: 2100, x1: 2200, y0: 300, y1: 350),
                     Self.word("הדקל", x0: 1900, x1: 2050, y0: 300, y1: 350)]
        let row = try #require(Layout(document: RecognizedDocument(pages: [OCRPage(number: 1, width: 2600, height: 3500,
                                                                                   textSource: .ocr, lines: [OCRLine(words: level)])])).rows.first)
        #expect(NameWords.withoutLogoMark(row.words, suffixes: BusinessNameExtractor.legalSuffixes).count == 3)
    }

    /// The mark beside a name's second line of one word, read as two letters OCR is unsure of ("ee"
    /// right of "משכנתאות"): the line's type height is that word's.
    @Test func aMarkBesideANamesOneWordSecondLineIsNoPartOfIt() {
        let document = Self.twoLineNamePage([
            [Self.word("מיכל", x0: 1955, x1: 2064, y0: 355, y1: 396), Self.word("אברהם", x0: 1780, x1: 1932, y0: 355, y1: 409),
             Self.word("-", x0: 1736, x1: 1764, y0: 334, y1: 414), Self.word("ייעוץ", x0: 1554, x1: 1714, y0: 338, y1: 397),
             Self.word("חשבונית", x0: 716, x1: 996, y0: 360, y1: 404), Self.word("מס/קבלה", x0: 378, x1: 685, y0: 350, y1: 418)],
            [Self.word("ee", x0: 2168, x1: 2248, y0: 411, y1: 460, confidence: 0.47),
             Self.word("משכנתאות", x0: 1800, x1: 2064, y0: 439, y1: 481),
             Self.word("מס'", x0: 513, x1: 564, y0: 445, y1: 473), Self.word("514989", x0: 374, x1: 500, y0: 444, y1: 474)],
        ], hebrew: true)
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.businessName]?.value == "מיכל אברהם - ייעוץ משכנתאות")
    }

    /// A boxed mark OCR could not read ("MZ8M" at 0) beside the line with the legal form is no word
    /// of the name: the line above it is the name's start.
    @Test func anUnreadableMarkBesideANamesLineIsNoPartOfIt() {
        let document = Self.twoLineNamePage([
            [Self.word("Invoice", x0: 715, x1: 927, y0: 316, y1: 364), Self.word("Harbour", x0: 1802, x1: 2040, y0: 312, y1: 360)],
            [Self.word("No.", x0: 778, x1: 828, y0: 393, y1: 417), Self.word("99551", x0: 841, x1: 928, y0: 393, y1: 417),
             Self.word("HZ8L", x0: 1592, x1: 1726, y0: 372, y1: 428, confidence: 0),
             Self.word("Logistics", x0: 1801, x1: 2100, y0: 391, y1: 440), Self.word("LLC", x0: 2120, x1: 2256, y0: 394, y1: 440)],
        ], hebrew: false)
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.legalName]?.value == "Harbour Logistics LLC")
    }

    /// Four letters read surely, or an unsure run wider than a mark, stay where a mark would stand.
    @Test(arguments: [(text: "HZBL", confidence: 0.9, x0: 1592), (text: "HZ8L", confidence: 0.0, x0: 1500)])
    func wordsNoMarkCouldBeStay(text: String, confidence: Double, x0: Int) throws {
        let words = [Self.word(text, x0: x0, x1: 1726, y0: 372, y1: 428, confidence: confidence),
                     Self.word("Logistics", x0: 1801, x1: 2100, y0: 391, y1: 440), Self.word("LLC", x0: 2120, x1: 2256, y0: 394, y1: 440)]
        let row = try #require(Layout(document: RecognizedDocument(pages: [OCRPage(number: 1, width: 2600, height: 3500,
                                                                                   textSource: .ocr, lines: [OCRLine(words: words)])])).rows.first)
        #expect(NameWords.withoutLogoMark(row.words, suffixes: BusinessNameExtractor.legalSuffixes).count == 3)
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
