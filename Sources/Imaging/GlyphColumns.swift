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
        guard count > 0, let ending = Ending(glyphs(in: pixels)) else { return nil }
        return ending.box(ofLast: count)
    }

    /// The box around the last `count` full-height glyphs when a mask's shorter glyphs come right
    /// before them (asterisks, bullets, a lower-case x: "****5436", "••••8232", "**** 0306"), or nil
    /// when the image does not end that way: a number of more digits, or digits after a word. The
    /// mask may be one blot, its asterisks merged by blur.
    public static func digitsAfterMask(in pixels: GrayPixels, count: Int) -> Glyph? {
        guard count > 0, let ending = Ending(glyphs(in: pixels)), ending.tall.count <= count,
              let mask = ending.shortGlyphsBefore(gap: maskGap), let first = mask.first, let last = mask.last,
              Double(last.x1 - first.x0) >= maskWidth * Double(ending.tallest) else { return nil }
        return ending.box(ofLast: count)
    }

    /// A mask may be this many glyph heights from its digits (a space: "**** 0306").
    static let maskGap = 1.2
    /// A mask's short glyphs span at least this many glyph heights (three asterisks or more).
    static let maskWidth = 1.5

    /// How a row of glyphs ends: its run of full-height glyphs at the right, and what precedes it.
    private struct Ending {
        let glyphs: [Glyph]
        /// The full height: the tallest glyph's.
        let tallest: Int
        /// The full-height glyphs ending the row with no space or short glyph between them.
        let tall: ArraySlice<Glyph>

        init?(_ glyphs: [Glyph]) {
            guard let tallest = glyphs.map(\.height).max(), tallest > 0 else { return nil }
            var start = glyphs.endIndex
            while start > glyphs.startIndex {
                let glyph = glyphs[start - 1]
                guard Double(glyph.height) >= tallShare * Double(tallest) else { break }
                if start < glyphs.endIndex, Double(glyphs[start].x0 - glyph.x1) > wordGap * Double(tallest) { break }
                start -= 1
            }
            self.glyphs = glyphs
            self.tallest = tallest
            self.tall = glyphs[start...]
        }

        /// The box of the last `count` full-height glyphs, or of fewer when blur merged them and they
        /// are still wide enough; nil when there are none.
        func box(ofLast count: Int) -> Glyph? {
            let chosen = tall.suffix(count)
            guard let first = chosen.first, let last = chosen.last else { return nil }
            if chosen.count < count, Double(last.x1 - first.x0) < mergedWidth * Double(tallest) { return nil }
            return Glyph(x0: first.x0, x1: last.x1, y0: chosen.map(\.y0).min() ?? first.y0,
                         y1: chosen.map(\.y1).max() ?? first.y1)
        }

        /// The short glyphs right before the full-height run, the first of them at most `gap` glyph
        /// heights from it and the others no further apart than the letters of a word.
        func shortGlyphsBefore(gap: Double) -> ArraySlice<Glyph>? {
            guard var right = tall.first?.x0 else { return nil }
            var (start, limit) = (tall.startIndex, gap)
            while start > glyphs.startIndex {
                let glyph = glyphs[start - 1]
                guard Double(glyph.height) < tallShare * Double(tallest),
                      Double(right - glyph.x1) <= limit * Double(tallest) else { break }
                (start, right, limit) = (start - 1, glyph.x0, wordGap)
            }
            return start < tall.startIndex ? glyphs[start..<tall.startIndex] : nil
        }
    }
}
