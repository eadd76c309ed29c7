// The re-read stage: answers extraction's requests to read boxes of a page again (see
// `RereadRequest`) with the worker's engines, in place digits-only (the Latin model first: heb+eng
// reads "₪483.34" as "4", eng reads it whole but sometimes reads nothing where heb+eng succeeds; on a
// page the Latin model read, only with it) or cut out onto a white margin, and a row cut out as one
// line of text (in the model the page was read with). Holds the prepared page images of one document.

import DocumentModel
import Imaging

/// The page images of one document and the engines to read them again with.
public struct PageRereader {
    private let engines: WorkerEngines
    private var pages: [Int: (image: Image, resolution: Int, latin: Bool)] = [:]

    public init(engines: WorkerEngines) {
        self.engines = engines
    }


    /// The engine that reads isolated boxes: the Latin-only one when the worker has it (the Hebrew
    /// model misreads digits: "03" as "05", "****9531" as "1").
    private var isolatedEngine: (any OCREngine)? { engines.latin?.engine ?? engines.document.engine }

    /// Keeps page `number`'s image, and whether it was read with the English model (`latin`). Only
    /// the last page (the totals zone) and the pages of short documents are kept, so memory does not
    /// grow with a long document; boxes of other pages read as nothing.
    public mutating func keep(_ image: Image, resolution: Int, latin: Bool, page number: Int, of pageCount: Int) {
        guard pageCount <= 3 || number == pageCount else { return }
        pages[number] = (image, resolution, latin)
    }

    /// Lets page `number`'s image go: boxes of it read as nothing until an image is kept for it again.
    public mutating func letGo(ofPage number: Int) {
        pages[number] = nil
    }

    /// Every request's reading (a nil text where nothing was read).
    public func answers(to requests: [RereadRequest]) -> [Rereading] {
        defer { engines.letGoOfPages() }
        return requests.map { request in
            let (page, box) = (request.page, request.box)
            switch request.kind {
            case .digits:
                return Rereading(request, text: readDigits(page: page, box: box, with: engines.latin?.engine ?? engines.document.engine))
            case .digitsDocumentModel:
                // A worker with one model read the box with it already; a page the English model read
                // (its script probe or its reading found it Latin) is not asked in the document's.
                let asked = engines.latin != nil && pages[page]?.latin == false
                return Rereading(request, text: asked ? readDigits(page: page, box: box, with: engines.document.engine) : nil)
            case .digitsAlone:
                return Rereading(request, text: readDigitsAlone(page: page, box: box))
            case .trailingDigits:
                return Rereading(request, text: readTrailingDigits(page: page, box: box, count: request.count ?? 4,
                                                                   finding: GlyphColumns.trailingTallGlyphs))
            case .maskedDigits:
                return Rereading(request, text: readTrailingDigits(page: page, box: box, count: request.count ?? 4,
                                                                   finding: GlyphColumns.digitsAfterMask))
            case .lineAlone:
                return Rereading(request, text: readLineAlone(page: page, box: box))
            }
        }
    }

    /// The box read in place digits-only by `engine`.
    private func readDigits(page: Int, box: BoundingBox, with engine: (any OCREngine)?) -> String? {
        guard let stored = pages[page], let engine else { return nil }
        let padded = BoundingBox(x0: max(0, box.x0 - 6), y0: max(0, box.y0 - 4),
                                 x1: min(stored.image.width, box.x1 + 6), y1: min(stored.image.height, box.y1 + 4))
        return engine.readDigits(in: stored.image, box: padded, resolution: stored.resolution)
    }

    private func readDigitsAlone(page: Int, box: BoundingBox) -> String? {
        guard let stored = pages[page] else { return nil }
        return readOnItsOwn(Self.withMargin(box), of: stored.image, textHeight: box.height)
    }

    /// The last `count` glyphs `find` finds in the box, cut out and read on their own.
    private func readTrailingDigits(page: Int, box: BoundingBox, count: Int,
                                    finding find: (GrayPixels, Int) -> GlyphColumns.Glyph?) -> String? {
        guard let stored = pages[page] else { return nil }
        let pad = max(2, box.height / 6)
        let padded = BoundingBox(x0: max(0, box.x0 - pad), y0: max(0, box.y0 - pad),
                                 x1: min(stored.image.width, box.x1 + pad), y1: min(stored.image.height, box.y1 + pad))
        guard !padded.isEmpty, let pixels = try? stored.image.cropped(to: padded).grayPixels(),
              let glyphs = find(pixels, count) else { return nil }
        let tail = BoundingBox(x0: padded.x0 + glyphs.x0 - 1, y0: padded.y0 + glyphs.y0 - 1,
                               x1: padded.x0 + glyphs.x1 + 1, y1: padded.y0 + glyphs.y1 + 1)
        return readOnItsOwn(tail, of: stored.image, textHeight: glyphs.height)
    }

    /// Read with the model the page was read with: the worker's own engine (heb+eng) on a Hebrew
    /// page, not the Latin one (a name row is letters, and a Hebrew row must read as Hebrew); the
    /// Latin one on a page the English model read, where heb+eng reads a bold or dotted English row
    /// with Hebrew letters in it ("MR .צ.0.1 (JOHOR) SDN BHD") that confirm nothing.
    private func readLineAlone(page: Int, box: BoundingBox) -> String? {
        guard let stored = pages[page],
              let engine = stored.latin ? (engines.latin?.engine ?? engines.document.engine) : engines.document.engine,
              let alone = Self.cutOut(Self.withMargin(box), of: stored.image, textHeight: box.height)
        else { return nil }
        let words = engine.readLine(in: alone, box: BoundingBox(x0: 0, y0: 0, x1: alone.width, y1: alone.height),
                                    resolution: alone.resolution, excluding: "")
        return words.isEmpty ? nil : words.map(\.text).joined(separator: " ")
    }

    /// `box` of `image` cut out onto a white margin and read digits-only.
    private func readOnItsOwn(_ box: BoundingBox, of image: Image, textHeight: Int) -> String? {
        guard let engine = isolatedEngine, let alone = Self.cutOut(box, of: image, textHeight: textHeight) else { return nil }
        return engine.readDigits(in: alone, box: BoundingBox(x0: 0, y0: 0, x1: alone.width, y1: alone.height),
                                         resolution: alone.resolution)
    }

    /// A word's or row's box grown by an eighth of its height, so no glyph's edge is cut.
    private static func withMargin(_ box: BoundingBox) -> BoundingBox {
        let pad = max(2, box.height / 8)
        return BoundingBox(x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad)
    }

    /// `box` of `image` cut out onto a white margin two thirds of the text's height.
    private static func cutOut(_ box: BoundingBox, of image: Image, textHeight: Int) -> Image? {
        try? image.isolated(box, margin: max(8, textHeight * 2 / 3))
    }
}
