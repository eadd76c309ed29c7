import DocumentModel
@testable import Ingest
import Testing

private func page(_ lines: [String]) -> OCRPage {
    OCRPage(number: 1, width: 1000, height: 1000, textSource: .textLayer, lines: lines.enumerated().map { row, line in
        OCRLine(words: line.split(separator: " ").enumerated().map { column, word in
            OCRWord(text: String(word), box: BoundingBox(x0: column * 80, y0: row * 30, x1: column * 80 + 70, y1: row * 30 + 25), confidence: 0.99)
        })
    })
}

@Suite struct TextLayerPlausibilityTests {
    @Test func englishInvoiceIsPlausible() {
        let verdict = TextLayerPlausibility.judge(page(["Invoice number 2041", "Date 03/14/2025", "Total due $12.50", "Thank you for your order"]))
        #expect(verdict.isPlausible, "\(verdict.reason)")
    }

    @Test func hebrewInLogicalOrderIsPlausible() {
        let verdict = TextLayerPlausibility.judge(page(["חשבונית מס 2041", "סה\"כ לתשלום 118.00", "תודה ולהתראות", "שולם במזומן"]))
        #expect(verdict.isPlausible, "\(verdict.reason)")
    }

    @Test func hebrewInVisualOrderIsNot() {
        // The same words reversed, as some producers store them: final letters come first.
        let verdict = TextLayerPlausibility.judge(page(["תינובשח סמ", "םולשתל כ\"הס 118.00", "תוארהלו הדות", "ןמוזמב םלוש"]))
        #expect(!verdict.isPlausible)
        #expect(verdict.reason.contains("reversed"))
    }

    @Test func hebrewReadAsLatinIsNot() {
        // What an OCR without Hebrew makes of a Hebrew receipt.
        let verdict = TextLayerPlausibility.judge(page(["D'7W) NN'AWN 2041", #"0"Dn NINNN 118.00"#, "D'NIN) NT1N", "JN1INI D71W"]))
        #expect(!verdict.isPlausible)
    }

    @Test func emptyLayerIsNot() {
        #expect(!TextLayerPlausibility.judge(page([])).isPlausible)
    }
}
