// OCR repair for extraction: re-reads a box of a page image with the worker's own engine and a
// digits-only whitelist. Holds the prepared page images of the current document only.

import DocumentModel
import Extraction
import Imaging
import OCR

final class PageDigitReader: RegionReader {
    private let engine: any OCREngine
    private var pages: [Int: (image: Image, resolution: Int)] = [:]

    init(engine: any OCREngine) { self.engine = engine }

    /// Keeps page `number`'s image. Only the last page (the totals zone) and the pages of short
    /// documents are kept, so memory does not grow with a long document.
    func keep(_ image: Image, resolution: Int, page number: Int, of pageCount: Int) {
        guard pageCount <= 3 || number == pageCount else { return }
        pages[number] = (image, resolution)
    }

    func readDigits(page: Int, box: BoundingBox) -> String? {
        guard let stored = pages[page] else { return nil }
        let padded = BoundingBox(x0: max(0, box.x0 - 6), y0: max(0, box.y0 - 4),
                                 x1: min(stored.image.width, box.x1 + 6), y1: min(stored.image.height, box.y1 + 4))
        return engine.readDigits(in: stored.image, box: padded, resolution: stored.resolution)
    }
}
