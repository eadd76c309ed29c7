// Hand-placed word layouts for the card, payment, invoice-number, VAT-rate and phone rules whose
// evidence is geometric (words OCR broke apart, listed right to left, specks of noise in a row).

import DocumentModel
@testable import Extraction
import Foundation
import Testing

/// Builds a one-page document from words placed by hand: (text, x0, x1) per row, rows 40 px apart.
enum PlacedWords {
    static func document(_ rows: [[(String, Int, Int)]], confidence: Double = 0.9) -> RecognizedDocument {
        let lines = rows.enumerated().map { index, words in
            OCRLine(words: words.map { text, x0, x1 in
                OCRWord(text: text, box: BoundingBox(x0: x0, y0: 40 + index * 40, x1: x1, y1: 66 + index * 40),
                        confidence: confidence)
            })
        }
        return RecognizedDocument(pages: [OCRPage(number: 1, width: 1000, height: 80 + rows.count * 40,
                                                  textSource: .ocr, lines: lines)])
    }

    static func extract(_ rows: [[(String, Int, Int)]]) -> Extraction {
        ReceiptExtractor().extract(document(rows), today: SyntheticReceipt.day("2025-06-30"))
    }
}

@Suite struct PaymentAndNumberRuleTests {
    @Test func maskListedRightToLeftIsReadByPosition() {
        // "****8617" under a Hebrew payment row: OCR lists the digits first and splits the stars.
        let extraction = PlacedWords.extract([
            [("אשראי", 860, 960), ("אמריקן", 740, 850), ("אקספרס", 620, 730), ("1159.65", 40, 160)],
            [("8617", 892, 960), ("**", 851, 881), ("**", 809, 840)],
        ])
        #expect(extraction.fields[.cardLast4]?.value == "8617")
        #expect(extraction.fields[.cardLast4]?.rule == "card_last4.masked_damaged")
        #expect(extraction.fields[.paymentMethod]?.value == "credit_card")
    }

    @Test func maskBrokenIntoGroupsIsJoined() {
        let extraction = PlacedWords.extract([
            [("אשרא'", 860, 960), ("ויזה", 780, 850), ("495.45", 40, 160)],
            [("XXXX", 568, 643), ("-", 658, 667), ("8308", 684, 761), ("-", 545, 553), ("%%א)", 463, 531),
             ("-", 433, 439), ("XXXX", 332, 411)],
        ])
        #expect(extraction.fields[.cardLast4]?.value == "8308")
        #expect(extraction.fields[.paymentMethod]?.value == "credit_card")
    }

    @Test func starsFarFromDigitsAreNotACard() {
        // A decorative row of stars and, far across the row, a number: not one printed mask.
        let extraction = PlacedWords.extract([[("********", 40, 200), ("1234", 800, 870)]])
        #expect(extraction.fields[.cardLast4] == nil)
    }

    @Test func longRuleOfStarsIsReadInPassing() {
        // A tape's rule of 47 asterisks (a PDF text layer gives it as one word): no card, and read
        // at once (the mask pattern once tried every way of cutting such a run, for minutes).
        let rule = String(repeating: "*", count: 47)
        let extraction = PlacedWords.extract([[(rule, 40, 900)], [("אשראי", 700, 800), ("XXXX-XXXX-XXXX-1234", 40, 400)]])
        #expect(extraction.fields[.cardLast4]?.value == "1234")
        #expect(rule.firstMatch(of: Patterns.maskedCard) == nil)
    }

    @Test func geresheForYodStillMatchesHebrewKeywords() {
        let cardWords = KeywordSet.withYodMisreadings(["כרטיס", "המסתיים"])
        #expect(cardWords.matches(text: "כרט'ס המסת''ם 6550-2"))
        #expect(KeywordSet.yodMisreadings(of: "ויזה").isEmpty, "a three-letter variant would be another word")
        #expect(KeywordSet.yodMisreadings(of: "אשראי") == ["אשרא'"])
    }

    @Test func noiseSpecksDoNotSplitARow() {
        // "=" and "©" a few pixels tall, at the top of the VAT row, used to start bands of their own.
        let words = [
            OCRWord(text: "=", box: BoundingBox(x0: 946, y0: 674, x1: 949, y1: 677), confidence: 0.3),
            OCRWord(text: "מע\"מ", box: BoundingBox(x0: 854, y0: 648, x1: 925, y1: 674), confidence: 0.9),
            OCRWord(text: "17%", box: BoundingBox(x0: 791, y0: 650, x1: 841, y1: 672), confidence: 0.9),
            OCRWord(text: ",", box: BoundingBox(x0: 400, y0: 656, x1: 403, y1: 659), confidence: 0.3),
            OCRWord(text: "©", box: BoundingBox(x0: 192, y0: 649, x1: 195, y1: 652), confidence: 0.3),
            OCRWord(text: "12.92", box: BoundingBox(x0: 106, y0: 650, x1: 169, y1: 671), confidence: 0.9),
        ]
        let document = RecognizedDocument(pages: [OCRPage(number: 1, width: 1000, height: 1000, textSource: .ocr,
                                                          lines: [OCRLine(words: words)])])
        let layout = Layout(document: document)
        let vatRow = layout.rows.first { $0.words.contains { $0.text == "17%" } }
        #expect(vatRow?.words.contains { $0.text == "מע\"מ" } == true)
        #expect(vatRow?.words.contains { $0.text == "12.92" } == true)
    }

    @Test func israeliPhoneShapes() {
        for valid in ["035551234", "0521234567", "0771234567", "1700700700", "97235551234", "6789"] {
            #expect(IsraeliPhone.isPlausible(valid), "\(valid)")
        }
        for invalid in ["052490440", "012556949", "994926917", "511648107", "03555123"] {
            #expect(!IsraeliPhone.isPlausible(invalid), "\(invalid)")
        }
    }

    @Test func implausibleIsraeliPhoneLosesToAPlausibleOne() {
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("""
            קפה שקד בע"מ
            טל. 05-2490440
            מוקד הזמנות טל: 03-5551234
            חשבונית מס 1373
            """), today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.phone]?.value == "035551234")
    }
}

@Suite struct TaxTableColumnTests {
    /// saeco's tax table: the tax under "BTW bedrag", a rate row and a totals row.
    private static let table: [[(String, Int, Int)]] = [
        [("Factuur", 500, 580), ("totaal", 590, 650), ("EUR", 660, 700), ("49,99", 880, 940)],
        [("BTW", 40, 90), ("%", 100, 115), ("Grondslag", 300, 420), ("BTW", 560, 610), ("bedrag", 620, 700),
         ("Totaal", 860, 940)],
        [("21%", 40, 90), ("41,31", 340, 400), ("8,68", 600, 650), ("49,99", 880, 940)],
        [("41,31", 340, 400), ("8,68", 600, 650), ("49,99", 880, 940)],
    ]

    @Test func theTaxIsReadUnderItsColumnHeader() {
        let extraction = PlacedWords.extract(Self.table)
        #expect(extraction.fields[.vatAmount]?.value == "8.68")
        #expect(extraction.fields[.vatAmount]?.rule == "vat_amount.tax_table_column")
    }

    @Test func aTableWithOneRowPerRateAndNoTotalsRowGivesTheColumnsSum() {
        let rows: [[(String, Int, Int)]] = [
            [("Grondslag", 300, 420), ("BTW", 560, 610), ("bedrag", 620, 700), ("Totaal", 860, 940)],
            [("9%", 40, 80), ("10,00", 340, 400), ("0,90", 600, 650), ("10,90", 880, 940)],
            [("21%", 40, 80), ("20,00", 340, 400), ("4,20", 600, 650), ("24,20", 880, 940)],
        ]
        let column = TaxTableColumn.vatAmount(in: Layout(document: PlacedWords.document(rows)))
        #expect(column?.value == Decimal(string: "5.10"))
    }

    @Test func noHeaderNoColumn() {
        let rows = Array(Self.table.dropFirst(2))
        #expect(TaxTableColumn.vatAmount(in: Layout(document: PlacedWords.document(rows))) == nil)
    }
}
