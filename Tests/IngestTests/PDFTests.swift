import DocumentModel
import Foundation
@testable import Ingest
import Testing
import TestSupport

/// A one-page PDF with a Helvetica text layer at 14 pt.
func minimalPDF(lines: [String]) -> Data { TextPDF.make(lines: lines) }

@Suite struct PDFTests {
    @Test func textLayerGivesWordsWithBoxesInPagePixels() throws {
        let pdf = try PDFDocument(data: minimalPDF(lines: ["Invoice 2041", "Total due 12.50"]), path: "t.pdf")
        #expect(pdf.pageCount == 1)
        let page = try pdf.page(0).textLayer(dpi: 300).page
        #expect(page.width == 2550 && page.height == 3300)
        #expect(page.lines.map(\.text) == ["Invoice 2041", "Total due 12.50"])
        let total = try #require(page.words.first { $0.text == "Total" })
        // 72 pt from the left at 300 dpi is 300 px; the second baseline is 90 pt from the top.
        #expect(abs(total.box.x0 - 300) < 10)
        #expect(total.box.y1 > 300 && total.box.y1 < 420)
    }

    @Test func renderPaintsWhitePageWithInk() throws {
        let pdf = try PDFDocument(data: minimalPDF(lines: ["Total 12.50"]), path: "t.pdf")
        let image = try pdf.page(0).render(dpi: 100)
        #expect(image.width == 850 && image.height == 1100 && image.depth == 8)
    }

    @Test func renderRespectsThePixelLimit() throws {
        let pdf = try PDFDocument(data: minimalPDF(lines: ["x"]), path: "t.pdf")
        #expect(throws: IngestError.self) { try pdf.page(0).render(dpi: 300, maxPixels: 1000) }
    }

    @Test func garbageIsACorruptPDF() {
        #expect(throws: IngestError.self) { try PDFDocument(data: Data("%PDF-1.4\ngarbage".utf8), path: "bad.pdf") }
    }
}
