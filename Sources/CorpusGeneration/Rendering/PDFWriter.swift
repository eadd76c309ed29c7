// Writes PDFs with cairo: real text layers, image-only pages, and image pages over hidden junk text.

import CPangoCairo
import Foundation

/// PDF output. Page sizes are the pixel sizes at the document's dpi, in points.
public enum PDFWriter {
    /// A PDF whose pages are drawn as text (a real, extractable text layer).
    /// - Throws: `CorpusError.writing` when cairo fails.
    public static func writeText(_ document: PrintedDocument, to path: String) throws {
        let renderer = PageRenderer(document: document)
        try withPDF(path: path) { surface, cairo in
            let measure = TextMeasurer(cairo: cairo, dpi: document.dpi, family: document.fontFamily)
            for page in document.pages {
                let placement = renderer.place(page, measure: measure)
                beginPage(surface, cairo, width: page.width, height: placement.height, dpi: document.dpi)
                renderer.draw(placement.rows, page: page, on: cairo, measure: measure)
                cairo_restore(cairo)
                cairo_show_page(cairo)
            }
        }
    }

    /// A PDF with one JPEG image per page and no text. With `hiddenText`, each page first draws
    /// that text (Latin junk such as an OCR without Hebrew produces) and then covers it with the image:
    /// the text is extractable but invisible.
    public static func writeImages(_ pages: [(jpeg: Data, width: Int, height: Int)], dpi: Double,
                                   hiddenText: [[String]]? = nil, to path: String) throws {
        try withPDF(path: path) { surface, cairo in
            for (index, page) in pages.enumerated() {
                beginPage(surface, cairo, width: page.width, height: page.height, dpi: dpi)
                if let lines = hiddenText?[index] {
                    let measure = TextMeasurer(cairo: cairo, dpi: dpi, family: "DejaVu Sans")
                    var top = Double(page.height) * 0.05
                    for line in lines {
                        let run = TextRun(text: line, x: 0, alignment: .left, size: 9, bold: false)
                        measure.show(run, at: Double(page.width) * 0.08, top: top, on: cairo)
                        top += measure.size(of: run).height * 1.15
                    }
                }
                try paintJPEG(page.jpeg, width: page.width, height: page.height, on: cairo)
                cairo_restore(cairo)
                cairo_show_page(cairo)
            }
        }
    }

    private static func withPDF(path: String, draw: (OpaquePointer, OpaquePointer) throws -> Void) throws {
        guard let surface = cairo_pdf_surface_create(path, 100, 100) else {
            throw CorpusError.writing(path: path, reason: "cairo could not create the PDF")
        }
        defer { cairo_surface_destroy(surface) }
        // Fixed metadata: no clock time in the file, so the corpus is reproducible.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2026-01-01T00:00:00")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2026-01-01T00:00:00")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "ReceiptVault corpus-generator")
        guard let cairo = cairo_create(surface) else { throw CorpusError.writing(path: path, reason: "no cairo context") }
        defer { cairo_destroy(cairo) }
        try draw(surface, cairo)
        cairo_surface_finish(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw CorpusError.writing(path: path, reason: String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
    }

    /// Sets the page size and scales user space to pixels.
    private static func beginPage(_ surface: OpaquePointer, _ cairo: OpaquePointer, width: Int, height: Int, dpi: Double) {
        let scale = 72 / dpi
        cairo_pdf_surface_set_size(surface, Double(width) * scale, Double(height) * scale)
        cairo_save(cairo)
        cairo_scale(cairo, scale, scale)
    }

    /// Paints JPEG bytes as the whole page; cairo embeds the JPEG stream itself (DCTDecode).
    private static func paintJPEG(_ jpeg: Data, width: Int, height: Int, on cairo: OpaquePointer) throws {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw CorpusError.rendering("cairo could not make a \(width)x\(height) image")
        }
        defer { cairo_surface_destroy(image) }
        guard let copy = malloc(jpeg.count) else { throw CorpusError.rendering("out of memory") }
        jpeg.withUnsafeBytes { source in if let base = source.baseAddress { memcpy(copy, base, jpeg.count) } }
        cairo_surface_set_mime_data(image, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self),
                                    UInt(jpeg.count), free, copy)
        cairo_set_source_surface(cairo, image, 0, 0)
        cairo_paint(cairo)
    }
}
