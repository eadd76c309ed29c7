// Turns an input document into its pages one at a time: a PDF page's trusted text layer, or a
// page image (a rasterised PDF page, or a frame of an image file) for the imaging stage and OCR.
// Pages are produced lazily so a long document never holds more than one page image.

import DocumentModel
import Foundation
import Imaging
import Ingest

/// One page as it enters the reading stages.
enum PageContent {
    case textLayer(OCRPage, verdict: String)
    case image(Image, resolution: Int, decision: String?)
}

/// The pages of one input document.
struct PageSource {
    let input: InputDocument
    let pageCount: Int
    private let pdf: PDFDocument?
    private let tiffPages: [Image]?
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
            self.pdf = pdf; self.tiffPages = nil; self.pageCount = pdf.pageCount
        case .tiff:
            try Self.checkHeader(input, limits: limits)
            let pages: [Image]
            do { pages = try Image.tiffPages(encoded: input.data) } catch {
                throw IngestError.corrupt(path: input.displayPath, detail: "the TIFF cannot be decoded")
            }
            guard pages.count <= limits.maxPages else {
                throw IngestError.tooManyPages(path: input.displayPath, pages: pages.count, limit: limits.maxPages)
            }
            self.pdf = nil; self.tiffPages = pages; self.pageCount = pages.count
        default:
            try Self.checkHeader(input, limits: limits)
            self.pdf = nil; self.tiffPages = nil; self.pageCount = 1
        }
    }

    /// Page `index` (0-based): the text layer when it is plausible, otherwise a page image.
    func page(_ index: Int) throws -> PageContent {
        let dpi = configuration.rasterDPI
        if let pdf {
            let layer = pdf.textLayer(index, dpi: Double(dpi))
            let verdict = TextLayerPlausibility.judge(layer)
            if verdict.isPlausible { return .textLayer(layer, verdict: verdict.reason) }
            let image = try pdf.render(index, dpi: Double(dpi), maxPixels: configuration.limits.maxPixels)
            return .image(image, resolution: dpi, decision: "text layer not used: \(verdict.reason)")
        }
        if let tiffPages { return .image(tiffPages[index], resolution: dpi, decision: nil) }
        let decoded: Image
        do {
            decoded = try Image(encoded: input.data)
        } catch {
            throw IngestError.corrupt(path: input.displayPath, detail: "the \(input.mediaType.rawValue) image cannot be decoded")
        }
        // A photo stored sideways is turned upright as its EXIF Orientation says.
        if input.mediaType == .jpeg, let orientation = JPEGStructure.exifOrientation(input.data), orientation != 1 {
            return .image(try decoded.upright(exifOrientation: orientation), resolution: dpi,
                          decision: "exif_orientation:\(orientation)")
        }
        return .image(decoded, resolution: dpi, decision: nil)
    }

    /// Refuses images whose declared size is over the pixel limit, before any pixel is decoded.
    private static func checkHeader(_ input: InputDocument, limits: IngestLimits) throws {
        guard let header = ImageHeader(encoded: input.data) else {
            throw IngestError.corrupt(path: input.displayPath, detail: "the image header cannot be read")
        }
        guard header.width > 0, header.height > 0 else {
            throw IngestError.corrupt(path: input.displayPath, detail: "the image declares no size")
        }
        guard header.pixelCount <= limits.maxPixels else {
            throw IngestError.tooLarge(path: input.displayPath,
                                       detail: "\(header.width)×\(header.height) pixels, limit \(limits.maxPixels)")
        }
    }
}
