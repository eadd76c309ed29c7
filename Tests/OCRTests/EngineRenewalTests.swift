// Which pages oversize a Tesseract engine: a thin rule across the page does, printed rows do not.

import DocumentModel
@testable import OCR
import Testing

struct EngineRenewalTests {
    private static func page(lines boxes: [BoundingBox]) -> OCRPage {
        OCRPage(number: 1, width: 2400, height: 3400, textSource: .ocr,
                lines: boxes.map { OCRLine(words: [OCRWord(text: "x", box: $0, confidence: 0.9)], box: $0) })
    }

    @Test func aFullWidthRowOfPrintedTextKeepsTheEngine() {
        // 2,252 × 24 px: the widest row of the corpus's first 100 documents (~3,400 network columns).
        let rows = [BoundingBox(x0: 100, y0: 300, x1: 2352, y1: 324), BoundingBox(x0: 100, y0: 340, x1: 900, y1: 364)]
        #expect(!EngineRenewal.isNeeded(after: Self.page(lines: rows)))
    }

    @Test func aThinRuleAcrossThePageRenewsIt() {
        // A dashed separator read as "LLL": 1,931 × 14 px (~5,000 network columns).
        let rows = [BoundingBox(x0: 100, y0: 300, x1: 900, y1: 324), BoundingBox(x0: 176, y0: 1110, x1: 2107, y1: 1124)]
        #expect(EngineRenewal.isNeeded(after: Self.page(lines: rows)))
    }

    @Test func aLineWithoutHeightIsIgnored() {
        #expect(!EngineRenewal.isNeeded(after: Self.page(lines: [BoundingBox(x0: 0, y0: 10, x1: 2000, y1: 10)])))
    }
}
