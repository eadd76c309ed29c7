// A page rendered in bands is pixel for pixel the page rendered in one piece: text and a scanned
// page's embedded image alike, whatever the band height.

import Foundation
import Imaging
@testable import Ingest
import Testing

@Suite struct PDFBandRenderTests {
    /// A scanned receipt from the corpus: one page, a 300 ppi greyscale JPEG covering it.
    static let scannedPDF = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Corpus/documents/en-0004-image_pdf.pdf").standardizedFileURL

    @Test(arguments: [1 << 16, 1 << 20, 3 << 20])
    func bandsOfAnyHeightGiveTheSameGreyPage(bandBytes: Int) throws {
        let text = try PDFDocument(data: minimalPDF(lines: ["Invoice 2041", "Total due 12.50"]), path: "t.pdf")
        let scan = try PDFDocument(data: Data(contentsOf: Self.scannedPDF), path: Self.scannedPDF.lastPathComponent)
        for pdf in [text, scan] {
            let whole = try pdf.page(0).render(dpi: 150, bandBytes: .max).grayPixels()
            let banded = try pdf.page(0).render(dpi: 150, bandBytes: bandBytes)
            #expect(try banded.grayPixels() == whole, "\(pdf.path) in bands of \(bandBytes) bytes")
        }
    }

    @Test func aBudgetBelowOneRowDrawsARowAtATime() throws {
        let pdf = try PDFDocument(data: minimalPDF(lines: ["Total 12.50"]), path: "t.pdf")
        let banded = try pdf.page(0).render(dpi: 30, bandBytes: 1)
        #expect(banded.width == 255 && banded.height == 330)
        #expect(try banded.grayPixels() == pdf.page(0).render(dpi: 30, bandBytes: .max).grayPixels())
    }
}
