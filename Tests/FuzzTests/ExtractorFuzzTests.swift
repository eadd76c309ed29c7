// Property-based fuzzing of field extraction on arbitrary OCR output: random rows of words mixing
// receipt vocabulary (labels, amounts, dates, identifiers) with garbage, at random positions.
// Extraction must never crash, and whatever it emits must keep the output contract.

import DocumentModel
import Extraction
import Foundation
import Testing
import TestSupport

@Suite struct ExtractorFuzzTests {
    /// Words receipts are made of, so the fuzzer reaches the extractors' deeper paths.
    private static let vocabulary = [
        "סה\"כ", "לתשלום", "מע\"מ", "17%", "18%", "ח.פ", "עוסק", "מורשה", "תאריך:", "טל:", "אשראי", "עודף",
        "מזומן", "חשבונית", "מס", "קבלה", "לכבוד", "TOTAL", "SUBTOTAL", "VAT", "GST", "CASH", "CHANGE",
        "Date:", "Invoice", "No.", "****1234", "XXXX-XXXX-XXXX-", "₪", "$", "£", "RM", "ש\"ח",
        "12.50", "-3.63", "3.63-", "1,234.50", "0.00", "99999999.99", "14/03/2025", "31.12.24", "2025-02-30",
        "514756123", "51-475612-3", "03-5551234", "*6789", "+972-3-5551234", "GB", "123", "4567", "89",
    ]

    private func randomDocument(using generator: inout SeededGenerator) -> RecognizedDocument {
        let pageCount = Int.random(in: 1...2, using: &generator)
        let pages = (1...pageCount).map { number -> OCRPage in
            let width = Int.random(in: 1...3000, using: &generator), height = Int.random(in: 1...4000, using: &generator)
            let lines = (0..<Int.random(in: 0...30, using: &generator)).map { _ -> OCRLine in
                let words = (0..<Int.random(in: 0...8, using: &generator)).map { _ -> OCRWord in
                    let text = Bool.random(using: &generator)
                        ? Self.vocabulary.randomElement(using: &generator) ?? ""
                        : FuzzInput.word(using: &generator)
                    let x = Int.random(in: -50...width, using: &generator), y = Int.random(in: -50...height, using: &generator)
                    let box = BoundingBox(x0: x, y0: y, x1: x + Int.random(in: -5...400, using: &generator),
                                          y1: y + Int.random(in: -5...60, using: &generator))
                    return OCRWord(text: text, box: box, confidence: Double.random(in: -0.5...1.5, using: &generator))
                }
                return OCRLine(words: words)
            }
            return OCRPage(number: number, width: width, height: height,
                           textSource: Bool.random(using: &generator) ? .ocr : .textLayer, lines: lines)
        }
        return RecognizedDocument(pages: pages)
    }

    @Test func arbitraryOCRNeverCrashesAndKeepsTheContract() {
        var generator = SeededGenerator(seed: 0xF1E1D5)
        let extractor = ReceiptExtractor()
        let today = Date(timeIntervalSince1970: 1_790_000_000)
        for iteration in 0..<max(200, fuzzIterations / 10) {
            let document = randomDocument(using: &generator)
            let extraction = extractor.extract(document, today: today)
            for (field, value) in extraction.fields {
                #expect((0...1).contains(value.confidence), "iteration \(iteration): \(field) confidence \(value.confidence)")
                if field.isAmount {
                    #expect(value.value.range(of: #"^-?[0-9]+\.[0-9]{2}$"#, options: .regularExpression) != nil,
                            "iteration \(iteration): \(field) = \(value.value)")
                }
                if field == .date {
                    #expect(value.value.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"#, options: .regularExpression) != nil,
                            "iteration \(iteration): date = \(value.value)")
                }
                if field.isDigits {
                    #expect(value.value.allSatisfy(\.isASCII) && value.value.allSatisfy(\.isNumber),
                            "iteration \(iteration): \(field) = \(value.value)")
                }
            }
            #expect((0...1).contains(extraction.confidence))
        }
    }
}
