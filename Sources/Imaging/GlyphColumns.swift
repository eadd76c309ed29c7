// Where the glyphs of a printed word are, from columns of ink: lets OCR repair cut the last digits of
// a masked card number ("****7782", "XXXX-1380") away from the mask that garbles Tesseract's reading
// of the whole word. Pure functions over `GrayPixels`, so they are tested without Leptonica.

/// Glyphs found by columns of ink in a small grey image (one printed word or a few).
public enum GlyphColumns {
    /// One glyph: the columns it spans and the rows its ink reaches, in the image's pixels.
    public struct Glyph: Sendable, Equatable {
        public let x0: Int, x1: Int, y0: Int, y1: Int
        public var height: Int { y1 - y0 }
        public var width: Int { x1 - x0 }
    }

    /// Ink must be at least this much darker than the paper for there to be glyphs at all.
    static let minimumContrast = 40
    /// A pixel row with an unbroken run of ink longer than this share of the width is a ruled line
    /// (or an underline), not text.
    static let ruledLineShare = 0.6
    /// Glyphs at least this share of the tallest one's height are full-height (digits, capitals);
    /// asterisks and lower-case x are shorter.
    static let tallShare = 0.8
    /// A gap wider than this many glyph heights is a space between words.
    static let wordGap = 0.6
    /// Fewer glyphs than asked for are accepted when, merged by blur, they are still this many
    /// glyph heights wide.
    static let mergedWidth = 1.5

    /// The glyphs of `pixels`, left to right: runs of columns holding ink (pixels darker than
    /// midway between the paper and the ink), ruled lines removed first.
    public static func glyphs(in pixels: GrayPixels) -> [Glyph] {
        guard pixels.width > 0, pixels.height > 0, let ink = pixels.quantile(0.05), let paper = pixels.quantile(0.95),
              paper - ink >= minimumContrast else { return [] }
        let threshold = UInt8((ink + paper) / 2)
        var isInk = pixels.values.map { $0 < threshold }
        for y in 0..<pixels.height {
            let row = y * pixels.width
            var longest = 0, current = 0
            for x in 0..<pixels.width {
                current = isInk[row + x] ? current + 1 : 0
                longest = max(longest, current)
            }
            if Double(longest) > ruledLineShare * Double(pixels.width) {
                for x in 0..<pixels.width { isInk[row + x] = false }
            }
        }
        var glyphs: [Glyph] = []
        var start: Int?
        for x in 0...pixels.width {
            let hasInk = x < pixels.width && (0..<pixels.height).contains { isInk[$0 * pixels.width + x] }
            if hasInk, start == nil { start = x }
            guard !hasInk, let first = start else { continue }
            let rows = (0..<pixels.height).filter { y in (first..<x).contains { isInk[y * pixels.width + $0] } }
            if let top = rows.first, let bottom = rows.last {
                glyphs.append(Glyph(x0: first, x1: x, y0: top, y1: bottom + 1))
            }
            start = nil
        }
        return glyphs
    }

    /// The box around the last `count` full-height glyphs that end the image without a space or a
    /// short glyph between them ("7782" of "****7782", "1380" of "xxxx-1380"), or nil when the
    /// image does not end in such glyphs.
    public static func trailingTallGlyphs(in pixels: GrayPixels, count: Int) -> Glyph? {
        let glyphs = glyphs(in: pixels)
        guard count > 0, let tallest = glyphs.map(\.height).max(), tallest > 0 else { return nil }
        var chosen: [Glyph] = []
        for glyph in glyphs.reversed() {
            guard Double(glyph.height) >= tallShare * Double(tallest) else { break }
            if let next = chosen.first, Double(next.x0 - glyph.x1) > wordGap * Double(tallest) { break }
            chosen.insert(glyph, at: 0)
        }
        if chosen.count > count { chosen = Array(chosen.suffix(count)) }
        guard let first = chosen.first, let last = chosen.last else { return nil }
        if chosen.count < count, Double(last.x1 - first.x0) < mergedWidth * Double(tallest) { return nil }
        return Glyph(x0: first.x0, x1: last.x1, y0: chosen.map(\.y0).min() ?? first.y0,
                     y1: chosen.map(\.y1).max() ?? first.y1)
    }
}
