// OCR repair hook: a second, digits-only reading of one box, provided by the OCR stage.

import DocumentModel

/// Re-reads a region of a page with a digits-only OCR pass (e.g. Tesseract `eng` with a whitelist
/// `0123456789.,-`). Extraction uses it to repair amounts whose first reading was unsure.
public protocol RegionReader {
    /// The text of `box` on page `page` (1-based), e.g. "-3.63", or nil when nothing was read.
    func readDigits(page: Int, box: BoundingBox) -> String?
    /// The first reading of `box` that `accept` takes, for readers with several ways to read (two
    /// OCR models, say: each misreads what the other reads well); by default the one reading.
    func readDigits(page: Int, box: BoundingBox, accepting accept: (String) -> Bool) -> String?
}

extension RegionReader {
    public func readDigits(page: Int, box: BoundingBox, accepting accept: (String) -> Bool) -> String? {
        readDigits(page: page, box: box).flatMap { accept($0) ? $0 : nil }
    }
}
