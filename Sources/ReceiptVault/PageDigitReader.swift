// OCR repair for extraction: re-reads a box of a page image digits-only with the worker's engines,
// in place (the Latin model first: heb+eng reads "₪483.34" as "4", eng reads it whole but sometimes
// reads nothing where heb+eng succeeds) or cut out onto a white margin, and a row cut out as one line
// of text. Holds the prepared page images of the current document only.

import DocumentModel
import Extraction
import Imaging
import OCR

final class PageDigitReader: RegionReader {
    private let engine: any OCREngine
    /// The worker's Latin-only engine, made on the first re-read that needs it.
    private let latinEngine: OnDemandEngine?
    private var pages: [Int: (image: Image, resolution: Int)] = [:]

    init(engine: any OCREngine, latinEngine: OnDemandEngine? = nil) {
        self.engine = engine
        self.latinEngine = latinEngine
    }

    /// The engines that re-read in place, in the order they are tried.
    private var engines: [any OCREngine] { [latinEngine?.engine, engine].compactMap { $0 } }

    /// The engine that reads isolated boxes: the Latin-only one when the worker has it (the Hebrew
    /// model misreads digits: "03" as "05", "****9531" as "1").
    private var isolatedEngine: any OCREngine { latinEngine?.engine ?? engine }

    /// Keeps page `number`'s image. Only the last page (the totals zone) and the pages of short
    /// documents are kept, so memory does not grow with a long document.
    func keep(_ image: Image, resolution: Int, page number: Int, of pageCount: Int) {
        guard pageCount <= 3 || number == pageCount else { return }
        pages[number] = (image, resolution)
    }

    func readDigits(page: Int, box: BoundingBox) -> String? {
        readDigits(page: page, box: box) { _ in true }
    }

    func readDigits(page: Int, box: BoundingBox, accepting accept: (String) -> Bool) -> String? {
        guard let stored = pages[page] else { return nil }
        let padded = BoundingBox(x0: max(0, box.x0 - 6), y0: max(0, box.y0 - 4),
                                 x1: min(stored.image.width, box.x1 + 6), y1: min(stored.image.height, box.y1 + 4))
        for engine in engines {
            if let reading = engine.readDigits(in: stored.image, box: padded, resolution: stored.resolution),
               accept(reading) {
                return reading
            }
        }
        return nil
    }

    func readDigitsAlone(page: Int, box: BoundingBox) -> String? {
        guard let stored = pages[page] else { return nil }
        return readOnItsOwn(Self.withMargin(box), of: stored.image, textHeight: box.height)
    }

    func readTrailingDigits(page: Int, box: BoundingBox, count: Int) -> String? {
        guard let stored = pages[page] else { return nil }
        let pad = max(2, box.height / 6)
        let padded = BoundingBox(x0: max(0, box.x0 - pad), y0: max(0, box.y0 - pad),
                                 x1: min(stored.image.width, box.x1 + pad), y1: min(stored.image.height, box.y1 + pad))
        guard !padded.isEmpty, let pixels = try? stored.image.cropped(to: padded).grayPixels(),
              let glyphs = GlyphColumns.trailingTallGlyphs(in: pixels, count: count) else { return nil }
        let tail = BoundingBox(x0: padded.x0 + glyphs.x0 - 1, y0: padded.y0 + glyphs.y0 - 1,
                               x1: padded.x0 + glyphs.x1 + 1, y1: padded.y0 + glyphs.y1 + 1)
        return readOnItsOwn(tail, of: stored.image, textHeight: glyphs.height)
    }

    /// Read with the worker's own engine (heb+eng on Hebrew documents), not the Latin one: a name row
    /// is letters, and a Hebrew row must read as Hebrew.
    func readLineAlone(page: Int, box: BoundingBox) -> String? {
        guard let stored = pages[page], let alone = Self.cutOut(Self.withMargin(box), of: stored.image, textHeight: box.height)
        else { return nil }
        let words = engine.readLine(in: alone, box: BoundingBox(x0: 0, y0: 0, x1: alone.width, y1: alone.height),
                                    resolution: alone.resolution, excluding: "")
        return words.isEmpty ? nil : words.map(\.text).joined(separator: " ")
    }

    /// `box` of `image` cut out onto a white margin and read digits-only.
    private func readOnItsOwn(_ box: BoundingBox, of image: Image, textHeight: Int) -> String? {
        guard let alone = Self.cutOut(box, of: image, textHeight: textHeight) else { return nil }
        return isolatedEngine.readDigits(in: alone, box: BoundingBox(x0: 0, y0: 0, x1: alone.width, y1: alone.height),
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
