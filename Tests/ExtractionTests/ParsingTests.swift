// Hand-written edge cases of the parsers and the tolerant matcher.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct ParsingTests {
    @Test(arguments: [("1,234.50", "1234.50"), ("1.234,50", "1234.50"), ("₪12.90", "12.90"), ("3.63-", "-3.63"),
                      ("-3.63", "-3.63"), ("RM9.00", "9.00"), ("12.90ש\"ח", "12.90"), ("$60.44", "60.44")])
    func amounts(_ printed: String, _ plain: String) {
        #expect(AmountParser.parse(printed)?.plainAmount == plain)
    }

    @Test(arguments: ["12", "14/03/2025", "03-5551234", "abc", "1.2.3"])
    func notAmounts(_ printed: String) {
        #expect(AmountParser.parse(printed) == nil)
    }

    @Test(arguments: [("f¥338.81", "338.81"), (".£102.37", "102.37"), ("19263,970.58", "263970.58"),
                      ("1912.50", "1912.50")])
    func amountsBesideALabelSurviveJunkBeforeThem(_ printed: String, _ plain: String) {
        #expect(AmountParser.parseBesideLabel(printed)?.plainAmount == plain)
    }

    /// Digits before a figure are only junk when they break the thousands grouping; a stray digit
    /// with a dot ("8.00.00") is not stripped.
    @Test(arguments: ["15522", "8.00.00", "23:07", "-x12.50"])
    func garbledFiguresAreNotGuessed(_ printed: String) {
        #expect(AmountParser.parseBesideLabel(printed) == nil)
    }

    @Test func datesDayFirstMonthFirstAndTwoDigitYears() {
        #expect(DateParser.dates(in: "14/3/25 12:31", monthFirst: false).map(\.iso) == ["2025-03-14"])
        #expect(DateParser.dates(in: "03/04/2025", monthFirst: true).map(\.iso) == ["2025-03-04"])
        #expect(DateParser.dates(in: "03/04/2025", monthFirst: false).map(\.iso) == ["2025-04-03"])
        #expect(DateParser.dates(in: "2025-03-14", monthFirst: true).map(\.iso) == ["2025-03-14"])
        #expect(DateParser.dates(in: "31/02/2025", monthFirst: false).isEmpty)
        #expect(DateParser.dates(in: "Dec 25, 2018", monthFirst: false).map(\.iso) == ["2018-12-25"])
    }

    /// A month name is looked for in every run of letters, also after an ordinal glued to it, before
    /// the month-name patterns run; a text without one gives only its numeric dates.
    @Test func monthNamesWhereverThePatternsCanTakeThem() {
        #expect(DateParser.dates(in: "1stjan 2022", monthFirst: false).map(\.iso) == ["2022-01-01"])
        #expect(DateParser.dates(in: "1er juillet 2015", monthFirst: false).map(\.iso) == ["2015-07-01"])
        #expect(DateParser.dates(in: "7 de mayo de 2014", monthFirst: false).map(\.iso) == ["2014-05-07"])
        #expect(DateParser.dates(in: "14 במרץ 2025", monthFirst: false).map(\.iso) == ["2025-03-14"])
        #expect(DateParser.dates(in: "25 DECEMBFR 2018", monthFirst: false).map(\.iso) == ["2018-12-25"])
        #expect(DateParser.dates(in: "Table 12 Guests 2024", monthFirst: false).isEmpty)
        #expect(DateParser.datesEitherOrder(in: "03/04/2025 Mar 5, 2025").map(\.iso)
                    == ["2025-04-03", "2025-03-04", "2025-03-05"])
    }

    @Test func prefiltersNeverTurnAwayWhatThePatternsMatch() {
        // A pattern needing n digits runs only where the text has n numeric scalars: every digit
        // `\d` takes counts, Arabic-Indic and a keycap's base included.
        #expect("****1234".numericScalarCount == 4)
        #expect("١٢٣٤٥".numericScalarCount == 5 && "١٢٣٤٥".contains(Patterns.postcode))
        #expect("1\u{FE0F}\u{20E3}".numericScalarCount == 1)
        #expect(String(repeating: "*", count: 47).numericScalarCount == 0)
        #expect("2 × 4.50".containsScalar(of: ["x", "X", "*", "×"]) && !"2 4.50".containsScalar(of: ["x", "X", "*", "×"]))
        // The card patterns still find a card behind their prefilter.
        #expect("XXXX-XXXX-XXXX-1234".firstMatch(of: Patterns.maskedCard)?.1 == "1234")
        #expect(PlacedWords.extract([[("אשראי", 700, 800), ("****1234", 40, 200)]]).fields[.cardLast4]?.value == "1234")
    }

    @Test func israeliAndUKCheckDigits() {
        #expect(IdentifierChecks.isValidIsraeliID("514756121"))
        #expect(!IdentifierChecks.isValidIsraeliID("514756123"))
        #expect(IdentifierChecks.isValidIsraeliID("39337423"))  // left-padded to 039337423
        #expect(IdentifierChecks.isValidUKVAT("123456782"))
        #expect(!IdentifierChecks.isValidUKVAT("123456789"))
    }

    @Test func indianGSTINCheckCharacter() {
        #expect(IdentifierChecks.isValidGSTIN("06AABCO6063D1ZQ"))
        #expect(IdentifierChecks.isValidGSTIN("27AAACR5055K1Z7"))
        #expect(!IdentifierChecks.isValidGSTIN("06AABCO6063D1ZR"))   // check character misread
        #expect(!IdentifierChecks.isValidGSTIN("06AABC06063D1ZQ"))   // a letter of the PAN read as a digit
    }

    @Test func aGSTINFailingItsCheckIsNeverConfident() throws {
        let document = SyntheticReceipt.document("OYO Hotels\nGSTIN: 06AABCO6063D1ZR\nTotal | 1939.00")
        let field = try #require(ReceiptExtractor().extract(document).fields[.companyID])
        #expect(field.value == "06AABCO6063D1ZR")
        #expect(field.confidence <= ConfidenceModel.vetoCeiling)
    }

    @Test func tolerantHebrewKeywords() {
        let total = KeywordSet(["סה\"כ לתשלום"])
        #expect(total.matches(text: "סה״כ לתשלום"))     // gershayim U+05F4
        #expect(total.matches(text: "סח\"כ לתשלום"))     // ה read as ח
        #expect(total.matches(text: "סה”כ לתשלוס"))      // curly quote, ם read as ס
        #expect(!total.matches(text: "סה\"כ חיסכון"))
        #expect(KeywordSet(["אשראי"]).matches(text: "אשראו"))
        #expect(KeywordSet(["כרטיס"]).matches(text: "בכרטיס"))   // one-letter prefix
        #expect(KeywordSet(["AMOUNT"]).matches(text: "AMOUHT"))  // one OCR edit in a long Latin word
        #expect(!KeywordSet(["TOTAL"]).matches(text: "TOTALLY WRONG"))
        let vat = KeywordSet(["מע\"מ"])
        #expect(vat.matches(text: "n\"yn 18%") && vat.matches(text: "A\"YN") && vat.matches(text: "מע\"ם"))
        #expect(!vat.matches(text: "nylon"))
    }

    @Test func aKeywordSetsExceptionsAreMatchedExactlyAndMatchNothing() {
        let titles = KeywordSet(["חשבונית", "חשבון"], except: ["רואי חשבון"])
        #expect(KeywordSet(["חשבון"]).matches(text: "משרד רואי חשבון"))
        #expect(!titles.matches(text: "משרד רואי חשבון"))
        #expect(titles.matches(text: "חשבונ'ת מס"))                     // a misread title is still one
        #expect(titles.firstMatch(in: TolerantText.tokens("רואי חשבון חשבונית מס")) == 2..<3)
        #expect(titles.earliestMatch(in: TolerantText.tokens("רואי חשבון 1 חשבון")) == 3..<4)
    }

    @Test func aLongKeywordSurvivesAMisreadButNotAnotherWord() {
        #expect(KeywordSet(["CHANGE"]).matches(text: "CHANQE 4.00"))          // one letter misread
        #expect(!KeywordSet(["CHANGE"]).matches(text: "SERVICE CHARGE 4.00"))  // a word of its own
        #expect(KeywordSet(["CHARGE"]).matches(text: "SERVICE CHARGE 4.00"))
        #expect(!KeywordSet(["PAYER"]).matches(text: "Copy paper A4 (box)"))
        #expect(!KeywordSet(["SUMME"]).matches(text: "SUMMER DRESS 128.58"))
        #expect(KeywordSet(["SERVICE"]).matches(text: "SERVICES"))            // its plural still matches
        #expect(KeywordSet(["REF NO"]).matches(text: "REP NO: 5521"))          // a short word misread
        #expect(!KeywordSet(["REF NO"]).matches(text: "CO. REG NO: 1101083-T"))  // another label's word
    }

    @Test func aWordTheFoldsWouldMergeWithAnotherStaysItself() {
        // י and ו fold together (OCR confuses them): "חשבונות" (accounts) would be "חשבונית" (an invoice).
        #expect(!KeywordSet(["חשבונית"]).matches(text: "הנהלת חשבונות"))
        #expect(KeywordSet(["הנהלת חשבונות"]).matches(text: "הנהלת חשבונות"))
        #expect(KeywordSet(["חשבונית"]).matches(text: "חשבונות מס".replacingOccurrences(of: "ות", with: "ית")))
        #expect(TolerantText.tokens("לחשבונות.") == TolerantText.tokens("לחשבונית"))   // a prefixed form folds as before
    }

    @Test func rowsAreReclusteredAcrossSplitLines() {
        // One printed row that OCR returned as two lines (label block and amount column).
        let label = OCRLine(words: [OCRWord(text: "TOTAL", box: BoundingBox(x0: 10, y0: 100, x1: 80, y1: 120), confidence: 0.9)])
        let amount = OCRLine(words: [OCRWord(text: "9.00", box: BoundingBox(x0: 400, y0: 102, x1: 450, y1: 121), confidence: 0.9)])
        let other = OCRLine(words: [OCRWord(text: "CASH", box: BoundingBox(x0: 10, y0: 130, x1: 70, y1: 150), confidence: 0.9)])
        let layout = Layout(document: RecognizedDocument(pages: [OCRPage(number: 1, width: 500, height: 300,
                                                                          textSource: .ocr, lines: [label, other, amount])]))
        #expect(layout.rows.map(\.text) == ["TOTAL 9.00", "CASH"])
    }
}
