// Renders a page of a PrintedDocument into an 8-bit gray image through a cairo image surface.

import CPangoCairo

/// Rasterises pages at the document's resolution, black print on white paper.
public enum RasterRenderer {
    /// One gray image per page.
    /// - Throws: `CorpusError.rendering` when cairo cannot make a surface of the page's size.
    public static func render(_ document: PrintedDocument) throws -> [GrayImage] {
        try document.pages.map { try render(page: $0, of: document) }
    }

    static func render(page: PrintedPage, of document: PrintedDocument) throws -> GrayImage {
        let renderer = PageRenderer(document: document)
        // A scratch surface to measure on, then the real one at the measured height.
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8, 8)
        defer { cairo_surface_destroy(scratch) }
        guard let scratchContext = cairo_create(scratch) else { throw CorpusError.rendering("no cairo context") }
        defer { cairo_destroy(scratchContext) }
        let placement = renderer.place(page, measure: TextMeasurer(cairo: scratchContext, dpi: document.dpi,
                                                                   family: document.fontFamily))
        let height = placement.height
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(page.width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw CorpusError.rendering("cairo could not make a \(page.width)x\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { throw CorpusError.rendering("no cairo context") }
        defer { cairo_destroy(cairo) }
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        let measure = TextMeasurer(cairo: cairo, dpi: document.dpi, family: document.fontFamily)
        renderer.draw(placement.rows, page: page, on: cairo, measure: measure)
        cairo_surface_flush(surface)
        return grayPixels(of: surface, width: page.width, height: height)
    }

    /// The green channel of an RGB24 surface (the page is black on white, so any channel is gray).
    private static func grayPixels(of surface: OpaquePointer, width: Int, height: Int) -> GrayImage {
        var image = GrayImage(width: width, height: height)
        guard let data = cairo_image_surface_get_data(surface) else { return image }
        let stride = Int(cairo_image_surface_get_stride(surface))
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { words in
            for y in 0..<height {
                let row = y * stride / 4
                for x in 0..<width {
                    image.pixels[y * width + x] = UInt8((words[row + x] >> 8) & 0xFF)
                }
            }
        }
        return image
    }
}
