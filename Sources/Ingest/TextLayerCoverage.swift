// Checks that a PDF page's text layer accounts for the text printed on the page. poppler's text
// extraction can silently drop whole blocks of right-to-left text (seen on cairo-made Hebrew
// invoices), and scanned PDFs can carry a partial OCR layer: words that look fine, but too few.

import DocumentModel

public enum TextLayerCoverage {
    /// The share (0...1) of the page's bands of print that the text layer's words account for.
    ///
    /// - Parameters:
    ///   - darkness: row-major darkness of a low-resolution render (0 white … 255 black).
    ///   - words: text-layer word boxes in that render's pixel space.
    /// A row is inked when at least 2% of its pixels are dark (so table borders and stray marks do
    /// not count) and not more than half (a rule). Consecutive inked rows form a band — a line of
    /// text, or a logo, which counts once however tall it is. A band is covered when at least half
    /// of its ink lies inside (slightly widened) word boxes.
    public static func coveredShare(darkness: [UInt8], width: Int, height: Int, words: [BoundingBox]) -> Double {
        guard width > 0, height > 0, darkness.count == width * height else { return 0 }
        var covered = [Bool](repeating: false, count: width * height)
        for box in words {
            let margin = max(1, box.height / 3)
            for y in max(0, box.y0 - margin)..<min(height, box.y1 + margin) {
                for x in max(0, box.x0 - margin)..<min(width, box.x1 + margin) { covered[y * width + x] = true }
            }
        }
        var bands = 0, coveredBands = 0
        var bandDark = 0, bandCovered = 0
        func closeBand() {
            guard bandDark > 0 else { return }
            bands += 1
            if bandCovered * 2 >= bandDark { coveredBands += 1 }
            bandDark = 0; bandCovered = 0
        }
        for y in 0..<height {
            var dark = 0, darkCovered = 0
            for x in 0..<width where darkness[y * width + x] >= 96 {
                dark += 1
                if covered[y * width + x] { darkCovered += 1 }
            }
            if dark * 50 >= width, dark * 2 <= width {
                bandDark += dark; bandCovered += darkCovered
            } else {
                closeBand()
            }
        }
        closeBand()
        return bands == 0 ? 1 : Double(coveredBands) / Double(bands)
    }

    /// The least share of inked rows a trusted text layer must cover.
    public static let minimumShare = 0.85
}
