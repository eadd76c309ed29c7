// Checks that a PDF page's text layer accounts for the text printed on the page, and says where it
// does not. Scanned PDFs can carry a partial OCR layer (words that look fine, but too few), and a
// text layer read through a selection that ended too early lacks its last lines.

import DocumentModel

public enum TextLayerCoverage {
    /// The share (0...1) of the page's bands of print that the text layer's words account for.
    ///
    /// - Parameters:
    ///   - darkness: row-major darkness of a low-resolution render (0 white … 255 black).
    ///   - words: text-layer word boxes in that render's pixel space.
    /// A row is inked when at least 2% of its pixels are dark (so table borders and stray marks do
    /// not count), not more than half (a rule across the page), and its ink is not one unbroken
    /// stroke (a rule of a box or over a total). Consecutive inked rows form a band — a line of
    /// text, or a logo, which counts once however tall it is. A band is covered when at least half
    /// of its ink lies inside (slightly widened) word boxes.
    public static func coveredShare(darkness: [UInt8], width: Int, height: Int, words: [BoundingBox]) -> Double {
        guard let bands = bands(darkness: darkness, width: width, height: height, words: words) else { return 0 }
        return bands.isEmpty ? 1 : Double(bands.filter(\.isCovered).count) / Double(bands.count)
    }

    /// The boxes of the ink the text layer does not account for, one per band that is not covered
    /// (see `coveredShare`), in the render's pixel space, largest first; at most `limit` of them.
    public static func uncoveredPrint(darkness: [UInt8], width: Int, height: Int, words: [BoundingBox],
                                      limit: Int = 4) -> [BoundingBox] {
        let missed = (bands(darkness: darkness, width: width, height: height, words: words) ?? [])
            .filter { !$0.isCovered }
            .compactMap { band in band.uncoveredInk.map { (box: $0, ink: band.dark - band.covered) } }
        return missed.sorted { $0.ink > $1.ink }.prefix(limit).map(\.box)
    }

    /// The least share of inked rows a trusted text layer must cover.
    public static let minimumShare = 0.85

    /// One band of print: how many dark pixels it has, how many of them words cover, and the box
    /// of the dark pixels outside the words.
    private struct Band {
        var dark = 0
        var covered = 0
        var uncoveredInk: BoundingBox?
        var isCovered: Bool { covered * 2 >= dark }
    }

    /// The page's bands of print; nil when the map does not match its size.
    private static func bands(darkness: [UInt8], width: Int, height: Int, words: [BoundingBox]) -> [Band]? {
        guard width > 0, height > 0, darkness.count == width * height else { return nil }
        var covered = [Bool](repeating: false, count: width * height)
        for box in words {
            let margin = max(1, box.height / 3)
            let top = max(0, box.y0 - margin), bottom = min(height, box.y1 + margin)
            let left = max(0, box.x0 - margin), right = min(width, box.x1 + margin)
            guard top < bottom, left < right else { continue }  // a box off the render
            for y in top..<bottom {
                for x in left..<right { covered[y * width + x] = true }
            }
        }
        var bands: [Band] = []
        var band = Band()
        for y in 0..<height {
            var row = Band()
            var run = 0, longestRun = 0
            // The row's dark pixels outside the words: from the first to the last of them.
            var firstUncovered = width, lastUncovered = -1
            for x in 0..<width {
                guard darkness[y * width + x] >= 96 else { run = 0; continue }
                run += 1
                longestRun = max(longestRun, run)
                row.dark += 1
                if covered[y * width + x] {
                    row.covered += 1
                } else {
                    firstUncovered = min(firstUncovered, x)
                    lastUncovered = x
                }
            }
            if lastUncovered >= 0 {
                row.uncoveredInk = BoundingBox(x0: firstUncovered, y0: y, x1: lastUncovered + 1, y1: y + 1)
            }
            // A row whose ink is one unbroken stroke is a rule (a box's border, a line over a total),
            // however short; print is broken into letters.
            let isRule = longestRun * 4 >= row.dark * 3
            if row.dark * 50 >= width, row.dark * 2 <= width, !isRule {
                band.dark += row.dark
                band.covered += row.covered
                if let ink = row.uncoveredInk { band.uncoveredInk = band.uncoveredInk.map { $0.union(ink) } ?? ink }
            } else if band.dark > 0 {
                bands.append(band)
                band = Band()
            }
        }
        if band.dark > 0 { bands.append(band) }
        return bands
    }
}
