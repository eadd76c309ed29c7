// OCR repair for extraction: re-reads a box of a page image digits-only with the worker's engines,
// the Latin model first (heb+eng reads "₪483.34" as "4"; eng reads it whole, but sometimes reads
// nothing where heb+eng succeeds). Holds the prepared page images of the current document only.

import DocumentModel
import Extraction
import Imaging
import OCR

final class PageDigitReader: RegionReader {
    /// The engines that re-read, in the order they are tried.
    private let engines: [any OCREngine]
    private var pages: [Int: (image: Image, resolution: Int)] = [:]

    init(engines: [any OCREngine]) { self.engines = engines }

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
}
