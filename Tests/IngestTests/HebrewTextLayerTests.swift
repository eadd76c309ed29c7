import DocumentModel
import Foundation
@testable import Ingest
import Testing

/// Hebrew invoices of the committed corpus whose PDFs carry a complete text layer (made by cairo
/// and pango, as invoicing software makes them).
@Suite struct HebrewTextLayerTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/documents")

    private func open(_ name: String) throws -> PDFDocument {
        try PDFDocument(data: try Data(contentsOf: Self.corpus.appendingPathComponent(name)), path: name)
    }

    private func coverage(_ page: OCRPage, of pdf: PDFDocument) throws -> (share: Double, missed: [BoundingBox]) {
        let map = try pdf.page(0).inkMap(dpi: 50)
        let boxes = page.words.map { word in
            BoundingBox(x0: word.box.x0 / 6, y0: word.box.y0 / 6, x1: (word.box.x1 + 5) / 6, y1: (word.box.y1 + 5) / 6)
        }
        return (TextLayerCoverage.coveredShare(darkness: map.darkness, width: map.width, height: map.height, words: boxes),
                TextLayerCoverage.uncoveredPrint(darkness: map.darkness, width: map.width, height: map.height, words: boxes)
                    .map { BoundingBox(x0: $0.x0 * 6, y0: $0.y0 * 6, x1: $0.x1 * 6, y1: $0.y1 * 6) })
    }

    @Test func everyBlockIsReadWithWordsInReadingOrder() throws {
        let pdf = try open("he-0003-text_pdf.pdf")
        let page = try pdf.page(0).textLayer(dpi: 300).page
        let lines = page.lines.map(\.text)
        // The header, which poppler's own whole-page selection drops, comes first.
        #expect(lines.first == "עולם ברוש בע\"מ")
        #expect(lines.contains("טלפון: 04-2567755 פקס: 02-5048156"))
        #expect(lines.contains("פרטי בנק: בנק לאומי (10) סניף 146 חשבון 868462"))
        #expect(lines.contains("סה\"כ לתשלום NIS 73,593.47"))
        #expect(lines.last == "חתימה: ________________")
        // Words of a Hebrew row run right to left on the page.
        let header = try #require(page.lines.first)
        #expect(zip(header.words, header.words.dropFirst()).allSatisfy { $0.box.x0 > $1.box.x1 })
        #expect(try coverage(page, of: pdf).share == 1)
    }

    @Test func theLastLineOfTheLastBlockIsReadTowardsTheInkItLeftUncovered() throws {
        let pdf = try open("he-0075-text_pdf.pdf")
        let footer = "ניתן להחזיר מוצרים תוך 14 יום. שירות לקוחות: 04-9624770"
        let first = try pdf.page(0).textLayer(dpi: 300).page
        #expect(!first.lines.map(\.text).contains(footer))
        let (share, missed) = try coverage(first, of: pdf)
        #expect(share < 1 && share >= TextLayerCoverage.minimumShare)
        let again = try pdf.page(0).textLayer(dpi: 300, missedPrint: missed).page
        #expect(again.lines.map(\.text).contains(footer))
        #expect(try coverage(again, of: pdf).share == 1)
    }

    /// `PageSource` renders a text PDF's ink map before reading its layer, so that poppler lays the
    /// text out once: the layer read from the render's layout must be the one a fresh page gives.
    @Test func theLayerReadAfterARenderIsTheLayerOfAFreshPage() throws {
        for name in ["he-0003-text_pdf.pdf", "he-0075-text_pdf.pdf"] {
            let pdf = try open(name)
            let fresh = try pdf.page(0).textLayer(dpi: 300).page
            let rendered = try pdf.page(0)
            let (_, missed) = try coverage(fresh, of: pdf)
            _ = try rendered.inkMap(dpi: 50)
            let afterRender = rendered.textLayer(dpi: 300).page
            #expect(afterRender.lines.map(\.text) == fresh.lines.map(\.text), "\(name)")
            #expect(afterRender.words.map(\.box) == fresh.words.map(\.box), "\(name)")
            // The retry towards missed print reads the same kept layout.
            #expect(try rendered.textLayer(dpi: 300, missedPrint: missed).page.lines.map(\.text)
                    == pdf.page(0).textLayer(dpi: 300, missedPrint: missed).page.lines.map(\.text), "\(name)")
        }
        #expect(try open("he-0003-text_pdf.pdf").drawsText)
        #expect(try !open("en-0004-image_pdf.pdf").drawsText)
    }
}
