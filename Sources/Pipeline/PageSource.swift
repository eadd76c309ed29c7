// Turns an input document into its pages one at a time: a PDF page's trusted text layer, or a
// page image (a rasterised PDF page, or a frame of an image file) for the imaging stage and OCR.
// Pages are produced lazily so a long document never holds more than one page image.

import DocumentModel
import Foundation
import Imaging
import Ingest

/// One page as it enters the reading stages.
enum PageContent {
    case textLayer(PDFTextLayer, verdict: String)
    /// `scale` is the image's size relative to the input's pixels (below 1 when decoded reduced).
    case image(Image, resolution: Int, decision: String?, scale: Double = 1)
}

/// The pages of one input document.
struct PageSource {
    let input: InputDocument
    let pageCount: Int
    private let pdf: PDFDocument?
    /// Whether the pages come from a PDF (an image page of one is a scan saved as a PDF).
    var isPDF: Bool { pdf != nil }
    private let isTIFF: Bool
    /// A single image's declared size, read once when the document is opened (nil for a PDF or TIFF).
    private let header: ImageHeader?
    private let configuration: PipelineConfiguration

    /// Opens the document and counts its pages, checking the limits before decoding pixels.
    init(_ input: InputDocument, configuration: PipelineConfiguration) throws {
        self.input = input
        self.configuration = configuration
        let limits = configuration.limits
        switch input.mediaType {
        case .pdf:
            let pdf = try PDFDocument(data: input.data, path: input.displayPath)
            guard pdf.pageCount <= limits.maxPages else {
                throw IngestError.tooManyPages(path: input.displayPath, pages: pdf.pageCount, limit: limits.maxPages)
            }
            self.pdf = pdf; self.isTIFF = false; self.header = nil; self.pageCount = pdf.pageCount
        case .tiff:
            // Every page's count and size are checked before any page is decoded.
            guard let count = Image.tiffPageCount(encoded: input.data), count > 0 else {
                throw IngestError.corrupt(path: input.displayPath, detail: "the TIFF's pages cannot be read")
            }
            guard count <= limits.maxPages else {
                throw IngestError.tooManyPages(path: input.displayPath, pages: count, limit: limits.maxPages)
            }
            for page in 0..<count {
                try Self.check(Image.tiffPageHeader(encoded: input.data, page: page), of: input, limits: limits,
                               page: count > 1 ? page + 1 : nil)
            }
            self.pdf = nil; self.isTIFF = true; self.header = nil; self.pageCount = count
        default:
            let header = Self.header(of: input)
            try Self.check(header, of: input, limits: limits, page: nil)
            self.pdf = nil; self.isTIFF = false; self.header = header; self.pageCount = 1
        }
    }

    /// Page `index` (0-based): the text layer when it is plausible, otherwise a page image.
    func page(_ index: Int) throws -> PageContent {
        let dpi = configuration.rasterDPI
        if let pdf {
            let page = try pdf.page(index)
            let reading = try textLayer(of: page, drawsText: pdf.drawsText)
            if let layer = reading.layer { return .textLayer(layer, verdict: reading.reason) }
            let drawing = Self.drawing(page, at: dpi)
            let image = try page.render(dpi: Double(drawing.dpi), maxPixels: configuration.limits.maxPixels)
            let decision = "text layer not used: \(reading.reason)" + (drawing.note.map { "; \($0)" } ?? "")
            return .image(image, resolution: drawing.dpi, decision: decision)
        }
        // A large JPEG or HEIC photo is decoded reduced (`ImageHeader.decodeReduction`).
        let reduction = input.mediaType == .jpeg || input.mediaType == .heic ? header?.decodeReduction ?? 1 : 1
        let decoded: Image
        do {
            switch input.mediaType {
            case .jpeg where reduction > 1: decoded = try Image(jpeg: input.data, reduction: reduction)
            // Decoded upright: libheif applies the file's rotation and mirroring boxes.
            case .heic: decoded = try Image(heif: input.data, reduction: reduction)
            default: decoded = isTIFF ? try Image(tiffPage: index, encoded: input.data) : try Image(encoded: input.data)
            }
        } catch let ImagingError.libraryMissing(library, reason) {
            throw IngestError.libraryMissing(path: input.displayPath, library: library, package: HEIFInfo.package, reason: reason)
        } catch {
            throw IngestError.corrupt(path: input.displayPath, detail: "the \(input.mediaType.rawValue) image cannot be decoded")
        }
        // A JPEG photo stored sideways is turned upright as its EXIF Orientation says.
        let reduced = reduction > 1 ? "\(input.mediaType == .heic ? "heic" : "jpeg")_decoded_at_1/\(reduction)" : nil
        let scale = 1 / Double(reduction)
        if input.mediaType == .jpeg, let orientation = JPEGStructure.exifOrientation(input.data), orientation != 1 {
            let decision = ([reduced, "exif_orientation:\(orientation)"] as [String?]).compactMap { $0 }.joined(separator: ", ")
            return .image(try decoded.upright(exifOrientation: orientation), resolution: dpi / reduction,
                          decision: decision, scale: scale)
        }
        return .image(decoded, resolution: dpi / reduction, decision: reduced, scale: scale)
    }

    /// The PDF page's text layer when it is plausible and covers the page's print, with why it is
    /// trusted; otherwise no layer and why not.
    ///
    /// When the PDF draws text (`drawsText`), the ink map is rendered first: poppler lays the text
    /// out while rendering and the selections then read that layout, where reading the layer first
    /// would lay the page out twice (a quarter of poppler's instructions for a text PDF, measured with
    /// callgrind on dev's text PDFs). A scan without fonts is read the other way round, so its empty
    /// layer costs no render.
    private func textLayer(of page: PDFPage, drawsText: Bool) throws -> (layer: PDFTextLayer?, reason: String) {
        let dpi = Double(configuration.rasterDPI)
        let earlyInkMap = drawsText ? try page.inkMap(dpi: Self.inkDPI) : nil
        var layer = page.textLayer(dpi: dpi)
        var verdict = TextLayerPlausibility.judge(layer.page)
        guard verdict.isPlausible else { return (nil, verdict.reason) }
        // The ink map as the words lie: turned as a sideways layer was.
        let rendered = try earlyInkMap ?? page.inkMap(dpi: Self.inkDPI)
        let turns = layer.quarterTurns
        let inkMap = turns % 2 == 0 ? rendered
            : (darkness: TextLayerTurn.turned(rendered.darkness, width: rendered.width, height: rendered.height,
                                              quarterTurns: turns),
               width: rendered.height, height: rendered.width)
        var coverage = textCoverage(of: layer.page, inkMap: inkMap)
        let missed = coverage < 1 ? TextLayerCoverage.uncoveredPrint(darkness: inkMap.darkness, width: inkMap.width,
                                                                      height: inkMap.height, words: inkBoxes(of: layer.page)) : []
        if !missed.isEmpty, turns == 0 {
            // Read once more towards the print the layer missed (the end of a right-to-left page's
            // last text block comes only that way).
            let retry = page.textLayer(dpi: dpi, missedPrint: missed.map { pageBox(inkBox: $0) })
            let retryVerdict = TextLayerPlausibility.judge(retry.page)
            let retryCoverage = textCoverage(of: retry.page, inkMap: inkMap)
            if retryVerdict.isPlausible, retry.quarterTurns == 0, retryCoverage > coverage {
                layer = retry; verdict = retryVerdict; coverage = retryCoverage
            }
        }
        guard coverage >= TextLayerCoverage.minimumShare else {
            return (nil, "covers only \(Int(coverage * 100))% of the page's bands of print")
        }
        return (layer, "\(verdict.reason), covers \(Int(coverage * 100))% of the bands of print")
    }

    /// The resolution a PDF page is drawn at: `dpi`, or less for a page larger than any prepared page
    /// (a poster, a scan whose page size is its pixel count in points), drawn no larger than
    /// preparation keeps a page (`PagePreparer.defaultMaxPixels`), with what the record says of it.
    static func drawing(_ page: PDFPage, at dpi: Int) -> (dpi: Int, note: String?) {
        let squareInches = page.size.width * page.size.height / (72 * 72)
        let fitting = Int((Double(PagePreparer.defaultMaxPixels) / max(1e-6, squareInches)).squareRoot().rounded(.down))
        guard fitting < dpi else { return (dpi, nil) }
        let millimetres = { (points: Double) in Int((points / 72 * 25.4).rounded()) }
        let drawn = max(1, fitting)
        return (drawn, "drawn at \(drawn) dpi, a \(millimetres(page.size.width)) × \(millimetres(page.size.height)) mm page")
    }

    /// The resolution of the render that shows where a page has ink (a few milliseconds per page).
    private static let inkDPI = 50.0

    /// The share of the page's inked rows that the text layer's words account for.
    private func textCoverage(of layer: OCRPage, inkMap: (darkness: [UInt8], width: Int, height: Int)) -> Double {
        TextLayerCoverage.coveredShare(darkness: inkMap.darkness, width: inkMap.width, height: inkMap.height,
                                       words: inkBoxes(of: layer))
    }

    /// The layer's word boxes in the pixels of the ink map.
    private func inkBoxes(of layer: OCRPage) -> [BoundingBox] {
        let factor = Self.inkDPI / Double(configuration.rasterDPI)
        return layer.words.map { word in
            BoundingBox(x0: Int(Double(word.box.x0) * factor), y0: Int(Double(word.box.y0) * factor),
                        x1: Int((Double(word.box.x1) * factor).rounded(.up)), y1: Int((Double(word.box.y1) * factor).rounded(.up)))
        }
    }

    /// A box of the ink map in the pixels of the page at the raster resolution.
    private func pageBox(inkBox box: BoundingBox) -> BoundingBox {
        let factor = Double(configuration.rasterDPI) / Self.inkDPI
        return BoundingBox(x0: Int(Double(box.x0) * factor), y0: Int(Double(box.y0) * factor),
                           x1: Int(Double(box.x1) * factor), y1: Int(Double(box.y1) * factor))
    }

    /// The input image's declared size: a JPEG's from its frame header (read in Swift, so a damaged
    /// one is refused without libjpeg printing on standard error), a HEIC's from libheif (as
    /// displayed, read without decoding), other formats' from Leptonica.
    private static func header(of input: InputDocument) -> ImageHeader? {
        switch input.mediaType {
        case .jpeg:
            JPEGStructure.frameSize(input.data).map {
                ImageHeader(width: $0.width, height: $0.height, bitsPerSample: 8, samplesPerPixel: $0.components)
            }
        case .heic: ImageHeader(heif: input.data)
        default: ImageHeader(encoded: input.data)
        }
    }

    /// Refuses images whose declared size is over the pixel limit, before any pixel is decoded.
    private static func check(_ header: ImageHeader?, of input: InputDocument, limits: IngestLimits, page: Int?) throws {
        let which = page.map { "page \($0): " } ?? ""
        guard let header else {
            throw IngestError.corrupt(path: input.displayPath, detail: "\(which)the image header cannot be read")
        }
        guard header.width > 0, header.height > 0 else {
            throw IngestError.corrupt(path: input.displayPath, detail: "\(which)the image declares no size")
        }
        guard header.pixelCount <= limits.maxPixels else {
            throw IngestError.tooLarge(path: input.displayPath,
                                       detail: "\(which)\(header.width)×\(header.height) pixels, limit \(limits.maxPixels)", exceeded: .pixels)
        }
    }
}
