// The header read by its print: a name printed large keeps only its own column (a tagline in small
// print beside it is not the name, a big "INVOICE" title beside it is not either, a monogram logo
// beside it neither), and rows of specks above the header do not push the name and address out of
// the rows searched.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct HeaderColumnTests {
    private static func word(_ text: String, x0: Int, x1: Int, y0: Int, y1: Int, confidence: Double = 0.95) -> OCRWord {
        OCRWord(text: text, box: BoundingBox(x0: x0, y0: y0, x1: x1, y1: y1), confidence: confidence)
    }

    /// A row of words laid out right to left (`rightToLeft`) or left to right from `x`, `height` tall.
    private static func row(_ text: String, y: Int, height: Int = 40, x: Int, rightToLeft: Bool,
                            confidence: Double = 0.95) -> [OCRWord] {
        var edge = x
        return text.split(separator: " ").map { part in
            let width = 22 * part.count + 10
            defer { edge += rightToLeft ? -(width + 20) : width + 20 }
            return rightToLeft ? word(String(part), x0: edge - width, x1: edge, y0: y, y1: y + height, confidence: confidence)
                : word(String(part), x0: edge, x1: edge + width, y0: y, y1: y + height, confidence: confidence)
        }
    }

    private static func extract(_ lines: [[OCRWord]]) -> [FieldName: String] {
        let page = OCRPage(number: 1, width: 2480, height: 3508, textSource: .ocr, lines: lines.map { OCRLine(words: $0) })
        return ReceiptExtractor().extract(RecognizedDocument(pages: [page]), today: SyntheticReceipt.day("2025-06-30"))
            .fields.mapValues(\.value)
    }

    private static let hebrewBody: [[OCRWord]] = [
        row("עוסק מורשה מס' 066142290", y: 400, x: 2300, rightToLeft: true),
        row("האלון 22, מבשרת ציון", y: 470, x: 2300, rightToLeft: true),
        row("תאריך: 04/08/2024", y: 700, x: 2300, rightToLeft: true),
        row("סה\"כ לתשלום 20,521.80", y: 1400, x: 2300, rightToLeft: true),
    ]

    private static let englishBody: [[OCRWord]] = [
        row("78 River Rd", y: 680, x: 450, rightToLeft: false),
        row("Seattle, WA 98117", y: 730, x: 450, rightToLeft: false),
        row("Date: 04/08/2024", y: 850, x: 450, rightToLeft: false),
        row("Total 120.00", y: 1400, x: 450, rightToLeft: false),
    ]

    @Test func aMarkReadInsideAWordIsNoColumnGap() {
        // The dots of the "i"s of "Brightpath" and "Light" read as a line of their own (boxes as OCR
        // gave them on a photo): the gap after the first dot is measured from "Brightpath"'s right
        // edge, not from the dot's, so the name is one run of words, not "Power & . Light Inc.".
        let dots = [Self.word(".", x0: 755, x1: 769, y0: 433, y1: 447, confidence: 0.43),
                    Self.word(".", x0: 1483, x1: 1497, y0: 432, y1: 446, confidence: 0.58)]
        let name = [Self.word("Brightpath", x0: 655, x1: 1066, y0: 433, y1: 502),
                    Self.word("Power", x0: 1090, x1: 1322, y0: 433, y1: 488),
                    Self.word("&", x0: 1345, x1: 1402, y0: 432, y1: 487),
                    Self.word("Light", x0: 1426, x1: 1625, y0: 432, y1: 500),
                    Self.word("Inc.", x0: 1648, x1: 1786, y0: 432, y1: 487)]
        #expect(Self.layoutRow(dots + name).segments.count == 1)
        let fields = Self.extract([dots, name] + Self.englishBody)
        #expect(fields[.businessName]?.hasPrefix("Brightpath Power &") == true)
        // Two columns a wide gap apart are still two runs.
        let columns = Self.layoutRow(Self.row("Nest Supply", y: 424, x: 200, rightToLeft: false)
            + Self.row("INVOICE", y: 424, x: 2100, rightToLeft: false))
        #expect(columns.segments.map { $0.map(\.text) } == [["Nest", "Supply"], ["INVOICE"]])
    }

    @Test func theDocumentsNumberInTheOtherColumnIsNoHouseNumber() {
        // The title and number on the left, the issuer on the right, its street lost in the reading
        // (read as debris beside the number, under 0.5 and dropped): "No. INV-2026-0452" sits over
        // no part of the town's line, so it is not the address's first line.
        let lines = [
            Self.row("INVOICE", y: 250, height: 44, x: 536, rightToLeft: false)
                + Self.row("Keystone Plumbing Inc.", y: 230, height: 58, x: 1310, rightToLeft: false),
            Self.row("No. INV-2026-0452", y: 329, height: 24, x: 509, rightToLeft: false),
            Self.row("Philadelphia, PA 19168", y: 359, height: 31, x: 1310, rightToLeft: false),
            Self.row("EIN 56-9225471", y: 400, height: 31, x: 1310, rightToLeft: false),
            Self.row("Date: 06/11/2026", y: 600, x: 1196, rightToLeft: false),
            Self.row("Total 2,275.56", y: 1400, x: 1500, rightToLeft: false),
        ]
        #expect(Self.extract(lines)[.address] == "Philadelphia, PA 19168")
    }

    /// One layout row of `words`, as the extractors see it.
    private static func layoutRow(_ words: [OCRWord]) -> Row {
        Row(index: 0, page: 1, words: words.enumerated().map { LayoutWord(id: $0.offset, word: $0.element, page: 1, source: .ocr) },
            verticalFraction: 0.01)
    }

    @Test func aNameInLargeTypeWrappedBesideTheTitleIsJoined() {
        let lines = [
            Self.row("Nest", y: 424, height: 77, x: 701, rightToLeft: false)
                + Self.row("INVOICE", y: 438, height: 51, x: 2118, rightToLeft: false),
            Self.row("Supply", y: 506, height: 72, x: 701, rightToLeft: false)
                + Self.row("Invoice # INV65464", y: 527, height: 28, x: 2085, rightToLeft: false),
            Self.row("Co.", y: 590, height: 52, x: 703, rightToLeft: false),
        ]
        #expect(Self.extract(lines + Self.englishBody)[.businessName] == "Nest Supply Co.")
        // Hebrew letters rise and fall little: at the same line pitch, a name in smaller type (35 px
        // for 75 px a line) leaves a gap wider than its words are tall.
        for (nameHeight, titleHeight) in [(70, 50), (35, 60)] {
            let hebrew = [
                Self.row("מחסני", y: 258, height: nameHeight, x: 1993, rightToLeft: true)
                    + Self.row("חשבונית מס / קבלה", y: 250, height: titleHeight, x: 690, rightToLeft: true),
                Self.row("הבית", y: 333, height: nameHeight, x: 1993, rightToLeft: true)
                    + Self.row("מספר 12-38814", y: 346, height: 20, x: 435, rightToLeft: true),
            ]
            #expect(Self.extract(hebrew + Self.hebrewBody)[.businessName] == "מחסני הבית")
        }
    }

    @Test func aLineOfTheTitlesColumnBetweenTheNamesTwoLinesDoesNotEndIt() {
        // "Click" / "Outlet" in large type on the left; the title column's lines on the right fall
        // between them, and a rule's speck far off makes a row of its own.
        let english = [
            Self.row("Click", y: 253, height: 56, x: 568, rightToLeft: false)
                + Self.row("Tax Invoice", y: 271, height: 52, x: 2425, rightToLeft: false),
            [Self.word("|", x0: 1873, x1: 1876, y0: 325, y1: 329)],
            Self.row("Outlet", y: 345, height: 56, x: 566, rightToLeft: false)
                + Self.row("Receipt # INV-2024-5013", y: 365, height: 37, x: 2388, rightToLeft: false),
        ]
        #expect(Self.extract(english + Self.englishBody)[.businessName] == "Click Outlet")
        let hebrew = [
            Self.row("קבלה", y: 193, height: 72, x: 1832, rightToLeft: true)
                + Self.row("יעל רוזן -", y: 190, height: 60, x: 593, rightToLeft: true),
            Self.row("1", y: 263, height: 52, x: 750, rightToLeft: true),
            Self.row("מס' מסמך 50-67741", y: 302, height: 30, x: 1986, rightToLeft: true)
                + Self.row("תרגום ועריכה", y: 293, height: 45, x: 591, rightToLeft: true),
        ]
        #expect(Self.extract(hebrew + Self.hebrewBody)[.businessName] == "יעל רוזן - תרגום ועריכה")
    }

    @Test func aTradeThatHoldsATitlesWordGoesOnTheName() {
        // A bookkeeper's name wrapped under itself: "חשבונות" (accounts) is one letter from "חשבונית"
        // (an invoice), and no title beside the name's second line.
        let hebrew = [
            Self.row("עידו ביטון - הנהלת", y: 150, height: 50, x: 2159, rightToLeft: true)
                + Self.row("חשבונית מס/קבלה", y: 146, height: 60, x: 1041, rightToLeft: true),
            Self.row("חשבונות", y: 234, height: 60, x: 2158, rightToLeft: true)
                + Self.row("מס' 514989", y: 245, height: 30, x: 589, rightToLeft: true),
        ]
        let fields = Self.extract(hebrew + Self.hebrewBody)
        #expect(fields[.businessName] == "עידו ביטון - הנהלת חשבונות")
        #expect(fields[.docType] == "tax_invoice_receipt")
        // An accountant's office holds "חשבון" (a bill): still a tax invoice under its own title.
        let accountant = [Self.row("משרד רואי חשבון טופ-ליין בע\"מ", y: 250, height: 50, x: 2300, rightToLeft: true)
            + Self.row("חשבונית מס", y: 250, height: 60, x: 800, rightToLeft: true)]
        let page = OCRPage(number: 1, width: 2480, height: 3508, textSource: .ocr,
                           lines: (accountant + Self.hebrewBody).map { OCRLine(words: $0) })
        let office = ReceiptExtractor().extract(RecognizedDocument(pages: [page]), today: SyntheticReceipt.day("2025-06-30")).fields
        #expect(office[.businessName]?.value == "משרד רואי חשבון טופ-ליין בע\"מ")
        #expect(office[.businessName]?.region == .issuerHeader)
        #expect(office[.docType]?.value == "tax_invoice")
    }

    @Test func aBoxsRuleBesideTheNameIsNoColumnOfType() {
        // "תדלוק צומת יגור" inside a box: the box's far edge read as "|", taller than the name.
        let header = [Self.row("תדלוק צומת יגור", y: 150, height: 44, x: 1900, rightToLeft: true)
            + [Self.word("|", x0: 200, x1: 203, y0: 140, y1: 200)]]
        #expect(Self.extract(header + Self.hebrewBody)[.businessName] == "תדלוק צומת יגור")
    }

    @Test func aMonogramBesideAStackedNameIsTheLogo() {
        let english = [
            Self.row("Meridian", y: 167, height: 80, x: 1719, rightToLeft: false)
                + Self.row("Invoice", y: 175, height: 78, x: 592, rightToLeft: false),
            [Self.word("MT", x0: 1501, x1: 1644, y0: 224, y1: 322)]
                + Self.row("Translations LLC", y: 249, height: 79, x: 1719, rightToLeft: false)
                + Self.row("No. 99551", y: 260, height: 42, x: 659, rightToLeft: false),
        ]
        #expect(Self.extract(english + Self.englishBody)[.businessName] == "Meridian Translations LLC")
        let hebrew = [
            Self.row("רשת", y: 239, height: 76, x: 1992, rightToLeft: true)
                + Self.row("חשבונית מס", y: 249, height: 75, x: 617, rightToLeft: true),
            [Self.word("רא", x0: 2090, x1: 2191, y0: 296, y1: 394)]
                + Self.row("אינטרנט", y: 317, height: 76, x: 1992, rightToLeft: true),
        ]
        #expect(Self.extract(hebrew + Self.hebrewBody)[.businessName] == "רשת אינטרנט")
    }

    @Test func initialsOfOneLineAreAnAbbreviationNotALogo() {
        let header = [Self.row("Northstar Accounting LLC", y: 213, height: 45, x: 214, rightToLeft: false),
                      Self.row("9397 Park Avenue, New York, NY 10030", y: 276, height: 24, x: 214, rightToLeft: false),
                      Self.row("Date: 04/08/2024", y: 500, x: 214, rightToLeft: false),
                      Self.row("Total 120.00", y: 1400, x: 214, rightToLeft: false)]
        #expect(Self.extract(header)[.address] == "9397 Park Avenue, New York, NY 10030")
    }

    @Test func theDocumentsNumberInAColumnBesideTheAddressIsNotPartOfIt() {
        let lines = [
            // The number sits lower than the street beside it: the two are separate rows.
            Self.row("INVOICE", y: 217, height: 43, x: 493, rightToLeft: false)
                + Self.row("Keystone Plumbing Inc.", y: 199, height: 56, x: 1278, rightToLeft: false),
            Self.row("80 Mill Road", y: 278, height: 23, x: 1277, rightToLeft: false)
                + Self.row("No. INV-2026-0452", y: 297, height: 23, x: 466, rightToLeft: false),
            Self.row("Philadelphia, PA 19168", y: 328, height: 23, x: 1277, rightToLeft: false),
            Self.row("EIN 56-9225471", y: 377, height: 23, x: 1277, rightToLeft: false),
            Self.row("Date: 06/11/2026", y: 500, height: 23, x: 1277, rightToLeft: false),
            Self.row("Total 120.00", y: 1400, height: 23, x: 1277, rightToLeft: false),
        ]
        #expect(Self.extract(lines)[.address] == "80 Mill Road, Philadelphia, PA 19168")
    }

    @Test func aRuleMarkBesideALargeNameDoesNotStopItsSecondLine() {
        // A box's edge read as "|" right of the name's first line: the name is still flush with its
        // second line, and the mark is no word of it.
        let lines = [
            [Self.word("|", x0: 2330, x1: 2338, y0: 228, y1: 308, confidence: 0.4)]
                + Self.row("אסף בן דוד -", y: 228, height: 80, x: 2231, rightToLeft: true),
            Self.row("אינסטלציה ושיפוצים", y: 320, height: 80, x: 2231, rightToLeft: true),
        ] + Self.hebrewBody
        #expect(Self.extract(lines)[.businessName] == "אסף בן דוד - אינסטלציה ושיפוצים")
    }

    @Test func theRegisteredNameUnderALargeTradingNameIsNotItsEnd() {
        let lines = [
            Self.row("דלקן השרון", y: 228, height: 80, x: 2231, rightToLeft: true),
            Self.row("השרון רשתות בע\"מ", y: 320, height: 60, x: 2231, rightToLeft: true),
        ]
        #expect(Self.extract(lines + Self.hebrewBody)[.businessName] == "דלקן השרון")
    }

    @Test func aTaglineInSmallPrintBesideTheNameIsNotTheName() {
        let header = Self.row("רונן שטרן - שיפוצים ובנייה", y: 228, height: 80, x: 2231, rightToLeft: true)
            + Self.row("קבלן רשום - סיווג ג'1", y: 260, height: 40, x: 553, rightToLeft: true)
        #expect(Self.extract([header] + Self.hebrewBody)[.businessName] == "רונן שטרן - שיפוצים ובנייה")
    }

    @Test func columnsOfTheSamePrintStayOneName() {
        let header = Self.row("רונן שטרן - שיפוצים ובנייה", y: 228, height: 60, x: 2231, rightToLeft: true)
            + Self.row("קבלן רשום", y: 233, height: 55, x: 553, rightToLeft: true)
        #expect(Self.extract([header] + Self.hebrewBody)[.businessName] == "רונן שטרן - שיפוצים ובנייה קבלן רשום")
    }

    @Test func aBigTitleBesideTheNameIsNotTheName() {
        let header = Self.row("Sammy Maystone", y: 228, height: 43, x: 203, rightToLeft: false)
            + [Self.word("INVOICE", x0: 1908, x1: 2395, y0: 190, y1: 310)]
        let body = [Self.row("12 High Street, Leeds LS1 4AP", y: 330, x: 203, rightToLeft: false),
                    Self.row("Date: 14/03/2022", y: 500, x: 203, rightToLeft: false),
                    Self.row("Total 120.00", y: 1400, x: 203, rightToLeft: false)]
        #expect(Self.extract([header] + body)[.businessName] == "Sammy Maystone")
    }

    @Test func specksBesideTheNameAreNotPartOfIt() {
        let name = Self.row("Bee i .", y: 690, height: 60, x: 100, rightToLeft: false, confidence: 0.1)
            + Self.row("PAGOH REST AND SERVICE AREA", y: 700, x: 900, rightToLeft: false)
        let rest = [Self.row("LOT R1, KWS REHAT & RAWAT PAGOH ARAH UTARA,", y: 750, x: 900, rightToLeft: false),
                    Self.row("84600 PAGOH, JOHOR", y: 800, x: 900, rightToLeft: false),
                    Self.row("Date: 23/03/2018", y: 900, x: 900, rightToLeft: false),
                    Self.row("TOTAL 10.00", y: 1400, x: 900, rightToLeft: false)]
        #expect(Self.extract([name] + rest)[.businessName] == "PAGOH REST AND SERVICE AREA")
    }

    @Test func rowsOfSpecksDoNotPushTheHeaderOutOfReach() {
        // A dark logo read as fourteen rows of noise, then the name and the address.
        let specks = (0..<14).map { Self.row("ate g pi", y: 40 + 45 * $0, height: 30, x: 100, rightToLeft: false, confidence: 0.2) }
        let header = [Self.row("PAGOH REST AND SERVICE AREA", y: 700, x: 900, rightToLeft: false),
                      Self.row("LOT R1, KWS REHAT & RAWAT PAGOH ARAH UTARA,", y: 750, x: 900, rightToLeft: false),
                      Self.row("84600 PAGOH, JOHOR", y: 800, x: 900, rightToLeft: false),
                      Self.row("Date: 23/03/2018", y: 900, x: 900, rightToLeft: false),
                      Self.row("TOTAL 10.00", y: 1400, x: 900, rightToLeft: false)]
        let fields = Self.extract(specks + header)
        #expect(fields[.address] == "LOT R1, KWS REHAT & RAWAT PAGOH ARAH UTARA, 84600 PAGOH, JOHOR")
    }
}
