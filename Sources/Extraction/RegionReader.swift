// OCR repair hook: a second, digits-only reading of one box, provided by the OCR stage.

import DocumentModel

/// Re-reads a region of a page with a digits-only OCR pass (e.g. Tesseract `eng` with a whitelist
/// `0123456789.,-`). Extraction uses it to repair amounts whose first reading was unsure, and
/// identifiers (phones, document numbers, a card's last four) that the Hebrew model misreads.
public protocol RegionReader {
    /// The text of `box` on page `page` (1-based), e.g. "-3.63", or nil when nothing was read.
    func readDigits(page: Int, box: BoundingBox) -> String?
    /// The first reading of `box` that `accept` takes, for readers with several ways to read (two
    /// OCR models, say: each misreads what the other reads well); by default the one reading.
    func readDigits(page: Int, box: BoundingBox, accepting accept: (String) -> Bool) -> String?
    /// The text of `box` read on its own: cut out of the page onto a white margin and read
    /// digits-only by the Latin model, so neighbouring words cannot sway it; nil when nothing was read.
    func readDigitsAlone(page: Int, box: BoundingBox) -> String?
    /// The last `count` full-height glyphs of `box` read on their own, digits only: the "7782" of
    /// "****7782" without the asterisks that garble a reading of the whole word; nil when the box
    /// does not end in such glyphs or nothing was read.
    func readTrailingDigits(page: Int, box: BoundingBox, count: Int) -> String?
    /// The words of `box`, one printed row, cut out onto a white margin and read as a single line
    /// with the document's model, separated by spaces; nil when nothing was read.
    func readLineAlone(page: Int, box: BoundingBox) -> String?
}

extension RegionReader {
    public func readDigits(page: Int, box: BoundingBox, accepting accept: (String) -> Bool) -> String? {
        readDigits(page: page, box: box).flatMap { accept($0) ? $0 : nil }
    }
    /// Readers that cannot isolate a box read nothing.
    public func readDigitsAlone(page: Int, box: BoundingBox) -> String? { nil }
    /// Readers that cannot find glyphs read nothing.
    public func readTrailingDigits(page: Int, box: BoundingBox, count: Int) -> String? { nil }
    /// Readers that cannot isolate a box read nothing.
    public func readLineAlone(page: Int, box: BoundingBox) -> String? { nil }
}
