// The one owner of poppler-glib and cairo handles: every poppler/cairo/GLib call of the project
// lives in this file. A `PDFDocument` opens a PDF from memory and reports its pages; a `PDFPage`
// extracts its text layer with character boxes and rasterises itself onto a white grey image.
// `PDFWriter` turns page images into a PDF (the library's copy of a scanned or photographed document).

import CPoppler
import DocumentModel
import Foundation
import Imaging

/// SHA-256 through GLib (already linked for poppler), so no crypto package is needed.
public enum Checksum {
    /// The lowercase hex SHA-256 of `data`.
    public static func sha256(_ data: Data) -> String {
        data.withUnsafeBytes { buffer -> String in
            let base = buffer.bindMemory(to: UInt8.self).baseAddress
            guard let hex = g_compute_checksum_for_data(G_CHECKSUM_SHA256, base, gsize(buffer.count)) else { return "" }
            defer { g_free(hex) }
            return String(cString: hex)
        }
    }

    /// The SHA-256 of a whole file, read in 1 MB pieces (a huge file is never held in memory);
    /// nil when it is not a regular file or cannot be read.
    public static func sha256(ofFileAt path: FileSystemPath) -> String? {
        guard let file = try? RegularFile(path, display: ""), let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return nil }
        defer { g_checksum_free(checksum) }
        while true {
            guard let chunk = try? file.read(upTo: 1 << 20, display: "") else { return nil }
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { buffer in
                g_checksum_update(checksum, buffer.bindMemory(to: UInt8.self).baseAddress, gssize(buffer.count))
            }
        }
        guard let hex = g_checksum_get_string(checksum) else { return nil }
        return String(cString: hex)
    }
}

/// An open PDF. Not `Sendable`: a worker opens, reads and closes it.
public final class PDFDocument {
    fileprivate let document: OpaquePointer
    public let pageCount: Int
    public let path: String

    /// Opens a PDF from its bytes.
    /// - Throws: `IngestError.encryptedPDF`, `.corrupt` or `.noPages`.
    public init(data: Data, path: String) throws {
        let bytes = data.withUnsafeBytes { buffer in
            g_bytes_new(buffer.baseAddress, gsize(buffer.count))
        }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            defer { if error != nil { g_error_free(error) } }
            if let error, error.pointee.domain == poppler_error_quark(),
               error.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) {
                throw IngestError.encryptedPDF(path: path)
            }
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unreadable PDF"
            throw IngestError.corrupt(path: path, detail: message)
        }
        let count = Int(poppler_document_get_n_pages(document))
        guard count > 0 else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw IngestError.noPages(path: path)
        }
        self.document = document
        self.pageCount = count
        self.path = path
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// Page `index` (0-based).
    /// - Throws: `IngestError.corrupt` when poppler cannot open it.
    public func page(_ index: Int) throws -> PDFPage {
        guard let page = poppler_document_get_page(document, Int32(index)) else {
            throw IngestError.corrupt(path: path, detail: "page \(index + 1) cannot be opened")
        }
        return PDFPage(page, index: index, of: self)
    }

    /// Whether any page draws text with a font (a scanned PDF without a text layer draws none).
    /// poppler scans the pages' resources, not their content: ~0.6 ms a page with fonts, ~0.06
    /// without.
    public private(set) lazy var drawsText: Bool = {
        guard let info = poppler_font_info_new(document) else { return true }
        defer { poppler_font_info_free(info) }
        var fonts: OpaquePointer?
        let found = poppler_font_info_scan(info, Int32(pageCount), &fonts) != 0
        if let fonts { poppler_fonts_iter_free(fonts) }
        return found
    }()

    /// The linked poppler library's version, e.g. "22.12.0".
    public static var version: String { String(cString: poppler_get_version()) }
}

/// A PDF page's text layer: its words and how the page was turned to set them upright.
public struct PDFTextLayer: Sendable {
    public var page: OCRPage
    /// Clockwise quarter turns of the rendered page that the words' space is in: 0, or 1 and 3
    /// for a page whose text ran up or down.
    public var quarterTurns: Int
}

/// One page of an open PDF, which it keeps open. poppler lays a page's text out once and keeps it
/// with the page: the first selection does it, or the first render does it on the way (the text
/// then costs nothing more), and every later selection reads the same layout. Not `Sendable`.
public final class PDFPage {
    private let page: OpaquePointer
    private let document: PDFDocument   // the page lives only as long as its document
    public let index: Int
    /// The page's size in points (1/72 inch).
    public let size: (width: Double, height: Double)

    fileprivate init(_ page: OpaquePointer, index: Int, of document: PDFDocument) {
        self.page = page
        self.document = document
        self.index = index
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        self.size = (width, height)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
    }

    private var path: String { document.path }

    /// The page's text layer as words and lines, in the pixel space of a render at `dpi`;
    /// an empty page when the PDF carries no text there. A page whose text runs down or up is set
    /// upright (`TextLayerTurn`): its words are in the space of the render turned `quarterTurns`
    /// clockwise.
    ///
    /// - Parameter missedPrint: boxes (pixels at `dpi`) of print an earlier read of this page did not
    ///   account for. The page is read once more towards each box's bottom-left corner: the only way
    ///   poppler gives the final line of a right-to-left page's last text block when that block is
    ///   not the one nearest the page's bottom-left corner (see `selections`). Not for a turned page.
    public func textLayer(dpi: Double = 300, missedPrint: [BoundingBox] = []) -> PDFTextLayer {
        let scale = dpi / 72
        let ends = missedPrint.map { (x: Double($0.x0) / scale, y: Double($0.y1) / scale) }
        let selections = Self.selections(width: size.width, height: size.height, reaching: ends)
            .compactMap(selectedGlyphs)
        var glyphs = TextLayerGlyphs.merged(selections)
        var (width, height) = size
        let turns = TextLayerTurn.quarterTurns(of: glyphs)
        if turns != 0 {
            glyphs = TextLayerTurn.turned(glyphs, quarterTurns: turns, width: width, height: height)
            (width, height) = (height, width)
        }
        let lines = TextLayerWords.lines(glyphs: glyphs, scale: scale)
        let page = OCRPage(number: index + 1, width: Int((width * scale).rounded()),
                           height: Int((height * scale).rounded()), textSource: .textLayer, lines: lines)
        return PDFTextLayer(page: page, quarterTurns: turns)
    }

    /// Selections (rectangles from a first to a second corner, in points) whose glyphs together are
    /// the whole text layer of a page — all but at most the final line of a right-to-left page's
    /// last block, which a selection ending at one of `ends` (the bottom-left of print still missing)
    /// reaches.
    ///
    /// poppler-glib gives text only through selections, and a selection runs, in poppler's reading
    /// order, from the text block nearest its first corner to the block nearest its second; a corner
    /// beyond all the text where the page's reading starts picks the first block, one beyond the
    /// bottom-right the last. So poppler's own whole-page selection, top-left to bottom-right, reads a
    /// left-to-right page fully but starts a right-to-left one at whatever block lies nearest the
    /// top-left corner (often a column of amounts halfway down) and drops every block read before it.
    /// A right-to-left page must be selected from beyond its top-right corner, and then no end point
    /// both picks the last block and reads that block's final line (an end clamped to the block's
    /// right edge selects nothing of it). Hence three selections: top-left to bottom-right (a whole
    /// left-to-right page), top-right to bottom-right (a right-to-left page but the last block's final
    /// line) and top-right to bottom-left (a right-to-left page up to the block nearest the bottom-left
    /// corner, in full; usually that is the last block).
    static func selections(width: Double, height: Double, reaching ends: [(x: Double, y: Double)] = []) -> [PopplerRectangle] {
        let far = 10 * max(width, height, 1)   // beyond any text, even text set off the page
        return [PopplerRectangle(x1: -far, y1: -far, x2: far, y2: far),
                PopplerRectangle(x1: far, y1: -far, x2: far, y2: far),
                PopplerRectangle(x1: far, y1: -far, x2: -far, y2: far)]
            + ends.map { PopplerRectangle(x1: far, y1: -far, x2: $0.x, y2: $0.y) }
    }

    /// The glyphs of one selection of the page, boxes in points; nil when poppler's text and boxes
    /// do not pair up.
    private func selectedGlyphs(_ selection: PopplerRectangle) -> [TextLayerGlyph]? {
        var area = selection
        guard let rawText = poppler_page_get_selected_text(page, POPPLER_SELECTION_GLYPH, &area) else { return nil }
        defer { g_free(rawText) }
        var rectangles: UnsafeMutablePointer<PopplerRectangle>?
        var count: guint = 0
        guard poppler_page_get_text_layout_for_area(page, &area, &rectangles, &count) != 0, let rectangles else { return [] }
        defer { g_free(rectangles) }
        let boxes = (0..<Int(count)).map { index in
            GlyphBox(x0: rectangles[index].x1, y0: rectangles[index].y1, x1: rectangles[index].x2, y1: rectangles[index].y2)
        }
        return TextLayerGlyphs.paired(text: String(cString: rawText), boxes: boxes)
    }

    /// Renders the page onto white at `dpi` and returns it as an 8-bit grey image. The page is drawn
    /// in horizontal bands of at most `bandBytes` of colour pixels, each turned grey as soon as it is
    /// drawn, so a full-page colour surface (35 MB for A4 at 300 dpi) is never held; the grey result is
    /// the same as one full-page render.
    /// - Throws: `IngestError.tooLarge` when the render would exceed `maxPixels`.
    public func render(dpi: Double = 300, maxPixels: Int = IngestLimits.default.maxPixels,
                       bandBytes: Int = PDFPage.renderBandBytes) throws -> Image {
        let (width, height) = try renderSize(dpi: dpi, maxPixels: maxPixels)
        let image = try Image.gray(width: width, height: height)
        let bandRows = max(1, min(height, bandBytes / (4 * width)))
        for top in stride(from: 0, to: height, by: bandRows) {
            let rows = top..<min(height, top + bandRows)
            try rendering(dpi: dpi, width: width, rows: rows) { pixels, stride in
                image.storeGray(fromRGB24: pixels, stride: stride, rows: rows)
            }
        }
        return image
    }

    /// The largest colour band `render` draws at once: a third of an A4 page at 300 dpi. Each band
    /// draws the whole page clipped to it, so a scanned page's embedded image is decoded once per
    /// band: three bands cost ~70 ms per scanned page (~8% of a scanned PDF's reading time) and
    /// lower its peak by ~13 MB (measured on the corpus's scanned PDFs).
    public static let renderBandBytes = 12 << 20

    /// Renders the page at a low resolution and returns how dark each pixel is: row-major bytes,
    /// 0 white … 255 black. Used to see where the page has ink that its text layer lacks.
    public func inkMap(dpi: Double = 50) throws -> (darkness: [UInt8], width: Int, height: Int) {
        let (width, height) = try renderSize(dpi: dpi, maxPixels: IngestLimits.default.maxPixels)
        return try rendering(dpi: dpi, width: width, rows: 0..<height) { pixels, stride in
            var darkness = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let rgb = row[x]
                    // White, most of a page, has no darkness: the map starts at 0.
                    if rgb & 0xFF_FFFF == 0xFF_FFFF { continue }
                    let grey = ((rgb >> 16) & 0xFF) * 299 + ((rgb >> 8) & 0xFF) * 587 + (rgb & 0xFF) * 114
                    darkness[y * width + x] = UInt8(255 - min(255, (grey + 500) / 1000))
                }
            }
            return (darkness, width, height)
        }
    }

    /// The pixel size of the page rendered at `dpi`.
    /// - Throws: `IngestError.corrupt` for a page without a size, `.tooLarge` over `maxPixels`.
    private func renderSize(dpi: Double, maxPixels: Int) throws -> (width: Int, height: Int) {
        let scale = dpi / 72
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0 else { throw IngestError.corrupt(path: path, detail: "page \(index + 1) has no size") }
        guard width * height <= maxPixels else {
            throw IngestError.tooLarge(path: path, detail: "page \(index + 1) is \(width)×\(height) px at \(Int(dpi)) dpi", exceeded: .pixels)
        }
        return (width, height)
    }

    /// Renders rows `rows` of the page (at `dpi`, `width` pixels wide) onto white into a cairo RGB24
    /// surface and hands its pixels and stride to `body`.
    private func rendering<T>(dpi: Double, width: Int, rows: Range<Int>,
                              _ body: (UnsafeRawPointer, Int) throws -> T) throws -> T {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(rows.count)) else {
            throw IngestError.tooLarge(path: path, detail: "cannot allocate a \(width)×\(rows.count) band of page \(index + 1)", exceeded: .memory)
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            throw IngestError.tooLarge(path: path, detail: "cannot allocate a \(width)×\(rows.count) band of page \(index + 1)", exceeded: .memory)
        }
        defer { cairo_destroy(context) }
        cairo_set_source_rgb(context, 1, 1, 1)   // transparent pages read as garbage: paint white first
        cairo_paint(context)
        cairo_translate(context, 0, -Double(rows.lowerBound))
        cairo_scale(context, dpi / 72, dpi / 72)
        poppler_page_render(page, context)
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw IngestError.corrupt(path: path, detail: "page \(index + 1) rendered no pixels")
        }
        return try body(UnsafeRawPointer(pixels), Int(cairo_image_surface_get_stride(surface)))
    }
}

/// Writes page images as a PDF through cairo's PDF surface: one page per image, sized by the
/// image's resolution, the pixels embedded as JPEG (small files, no re-encoding by cairo).
public enum PDFWriter {
    /// The PDF bytes of `pages`.
    /// - Throws: `ImagingError.operationFailed` when there is no page or cairo reports an error.
    public static func pdf(pages: [Image], jpegQuality: Int = 80) throws -> Data {
        guard let first = pages.first else { throw ImagingError.operationFailed("write PDF: no page to write") }
        let sink = PDFByteSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let (firstWidth, firstHeight) = pointSize(first)
        guard let surface = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PDFByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque(), firstWidth, firstHeight) else { throw ImagingError.operationFailed("write PDF: cannot create a PDF surface") }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw ImagingError.operationFailed("write PDF: cannot create a cairo context") }
        defer { cairo_destroy(context) }
        for page in pages {
            let (width, height) = pointSize(page)
            cairo_pdf_surface_set_size(surface, width, height)
            let image = try imageSurface(page, jpegQuality: jpegQuality)
            defer { cairo_surface_destroy(image) }
            cairo_save(context)
            cairo_scale(context, width / Double(page.width), height / Double(page.height))
            cairo_set_source_surface(context, image, 0, 0)
            cairo_paint(context)
            cairo_restore(context)
            cairo_show_page(context)
        }
        cairo_surface_finish(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, !sink.data.isEmpty else {
            throw ImagingError.operationFailed("write PDF: " + String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        return sink.data
    }

    /// The page's size in PDF points (1/72 inch) at its resolution (300 dpi when unknown).
    private static func pointSize(_ image: Image) -> (Double, Double) {
        let dpi = Double(image.resolution > 0 ? image.resolution : 300)
        return (Double(image.width) * 72 / dpi, Double(image.height) * 72 / dpi)
    }

    /// A cairo RGB24 surface of the page's grey pixels, carrying its JPEG bytes for the PDF backend.
    private static func imageSurface(_ page: Image, jpegQuality: Int) throws -> OpaquePointer {
        let pixels = try page.grayPixels()
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(pixels.width), Int32(pixels.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw ImagingError.operationFailed("write PDF: cannot allocate a \(pixels.width)×\(pixels.height) page")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.values.withUnsafeBufferPointer { gray in
            for y in 0..<pixels.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<pixels.width {
                    let value = UInt32(gray[y * pixels.width + x])
                    row[x] = 0xFF00_0000 | value << 16 | value << 8 | value
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        let jpeg = try (page.depth == 8 ? page : page.grayscale()).jpegData(quality: jpegQuality)
        if let copy = malloc(jpeg.count) {
            jpeg.copyBytes(to: copy.assumingMemoryBound(to: UInt8.self), count: jpeg.count)
            // cairo frees the copy with the surface; on failure it keeps nothing and the pixels are embedded instead.
            if cairo_surface_set_mime_data(surface, "image/jpeg", copy.assumingMemoryBound(to: UInt8.self),
                                           UInt(jpeg.count), { free($0) }, copy) != CAIRO_STATUS_SUCCESS {
                free(copy)
            }
        }
        return surface
    }
}

/// Collects the bytes cairo's PDF surface writes.
private final class PDFByteSink {
    var data = Data()
}
