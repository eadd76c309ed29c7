// Normal forms: decimals from dataset spellings, digits, phones, and folded Hebrew/English text.

@testable import Evaluation
import Foundation
import Testing

@Suite struct ValueNormalisationTests {
    @Test(arguments: [
        ("1,234.50", "1234.5"), ("$60.44", "60.44"), ("Eur154,40", "154.40"), ("24,65", "24.65"),
        ("₪ 1 234,50", "1234.50"), ("1.234.567", "1234567"), ("1,234", "1234"), ("RM9.00", "9"),
        ("-3.63", "-3.63"), ("(12.00)", "-12"), ("1.234,56", "1234.56"),
    ])
    func decimalsParseDatasetSpellings(text: String, plain: String) {
        #expect(ValueNormalisation.decimal(text) == Decimal(string: plain))
    }

    @Test func decimalIsNilWithoutDigits() {
        #expect(ValueNormalisation.decimal("N/A") == nil)
        #expect(ValueNormalisation.decimal("") == nil)
    }

    @Test func digitsKeepOnlyDigits() {
        #expect(ValueNormalisation.digits("DE 232 446 240") == "232446240")
        #expect(ValueNormalisation.digits("ח.פ. 51-234567-8") == "512345678")
        #expect(ValueNormalisation.digits("٣٤٥") == "345")
        #expect(ValueNormalisation.digits("no digits") == "")
    }

    @Test func phonesInInternationalFormBecomeNational() {
        #expect(ValueNormalisation.phoneDigits("+972-3-1234567") == "031234567")
        #expect(ValueNormalisation.phoneDigits("00972 52 123 4567") == "0521234567")
        #expect(ValueNormalisation.phoneDigits("03-1234567") == "031234567")
        #expect(ValueNormalisation.phoneDigits("(212) 972-1234") == "2129721234")
    }

    @Test func hebrewNiqqudGershayimAndPunctuationAreRemoved() {
        let pointed = "מִסְעֶדֶת הַשּׁוּק בע\u{05F4}מ"
        let plain = "מסעדת השוק בע\"מ"
        #expect(ValueNormalisation.comparableText(pointed) == "מסעדתהשוקבעמ")
        #expect(ValueNormalisation.comparableText(pointed) == ValueNormalisation.comparableText(plain))
        // Presentation form SHIN WITH DAGESH AND SHIN DOT decomposes under NFKC and loses its points.
        #expect(ValueNormalisation.comparableText("\u{FB2C}וק") == "שוק")
    }

    @Test func caseWidthAndBidiMarksAreFolded() {
        #expect(ValueNormalisation.comparableText("\u{200F}BOOK TA .K (Taman) SDN. BHD") == "booktaktamansdnbhd")
        #expect(ValueNormalisation.comparableText("ＡＢＣ １２") == "abc12")
        #expect(ValueNormalisation.comparableText("Café") == "café")
    }
}
