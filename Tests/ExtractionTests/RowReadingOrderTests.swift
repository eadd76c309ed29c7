// A Hebrew row is read right to left, but a Latin phrase inside it left to right, as the bidi
// algorithm reads it: "אמצעי תשלום Google Pay" names the wallet, not "Pay Google".

import DocumentModel
@testable import Extraction
import Testing

@Suite struct RowReadingOrderTests {
    /// Words laid out on one line as a page shows them, from the right edge leftwards.
    private static func row(_ visualRightToLeft: [String]) -> Row {
        var edge = 2000
        let words = visualRightToLeft.enumerated().map { index, text in
            let width = 24 * text.count
            defer { edge -= width + 30 }
            return LayoutWord(id: index, word: OCRWord(text: text, box: BoundingBox(x0: edge - width, y0: 100, x1: edge, y1: 140),
                                                        confidence: 0.95), page: 1, source: .ocr)
        }
        return Row(index: 0, page: 1, words: words, verticalFraction: 0.8)
    }

    @Test func aLatinPhraseInAHebrewRowReadsLeftToRight() {
        // Printed "אמצעי תשלום Google Pay": from the right edge, אמצעי, תשלום, then Pay, Google.
        let wallet = Self.row(["אמצעי", "תשלום", "Pay", "Google"])
        #expect(wallet.text == "אמצעי תשלום Google Pay")
        #expect(Set(PaymentMethodExtractor.methodMatches(in: wallet).map(\.0)) == ["digital_wallet"])
        // Numbers keep the row's order, as the extractors read them.
        #expect(Self.row(["טל'", "5717", "215", "53", "972+"]).text == "טל' 5717 215 53 972+")
        #expect(Self.row(["שולם", "באמצעות", "Pay", "Apple", "52.00"]).text == "שולם באמצעות Apple Pay 52.00")
    }

    @Test func anItemCodeDoesNotTurnAHebrewRow() {
        // Printed "מנורת שולחן LED", its price, then its code in a column of its own: the code's
        // nine Latin letters and LED's three outnumber the Hebrew ten, and the row read left to
        // right gave "BOSGBMRX5D 120.00 LED שולחן מנורת".
        let item = Self.row(["מנורת", "שולחן", "LED", "120.00", "BOSGBMRX5D"])
        #expect(item.isRTL)
        #expect(item.text == "מנורת שולחן LED 120.00 BOSGBMRX5D")
    }
}
