// Where a page has rows of ink, from the rows of pixels that hold any: lets the OCR stage find
// printed rows the page reading skipped. Tesseract's single-block mode drops rows printed in much
// larger type than the rest ("SUBTOTAL 28.70", "TOTAL RM 64.15", a shop's name in its logo type).
// Pure functions over `GrayPixels`, so they are tested without Leptonica.

/// Horizontal bands of ink in a grey page image.
public enum InkBands {
    /// One band: the pixel rows `y0..<y1` that all hold ink, and the columns its ink spans.
    public struct Band: Sendable, Equatable {
        public let x0: Int, x1: Int, y0: Int, y1: Int
        public var height: Int { y1 - y0 }
        public var width: Int { x1 - x0 }

        public init(x0: Int, x1: Int, y0: Int, y1: Int) {
            self.x0 = x0; self.x1 = x1; self.y0 = y0; self.y1 = y1
        }
    }

    /// Ink must be at least this much darker than the paper for there to be bands at all.
    static let minimumContrast = 40
    /// The share of a page's pixels taken as its ink: the darkest 5%, or on a page with less ink
    /// than that (a short receipt scanned clean on a wide white sheet, 0.5–2% ink) the darkest 0.5%,
    /// whose 5% would be paper.
    static let inkQuantile = 0.05
    static let sparseInkQuantile = 0.005
    /// A column inked over more than this share of the page's height is a border or a ruled
    /// column line, not text: it is left out, or it would join every row into one band.
    static let borderShare = 0.5
    /// A pixel row holds ink when at least this share of the page's width (and 3 pixels) is ink.
    static let inkRowShare = 0.005
    /// A straightened photo keeps slivers of the paper's edge or the table beside it, slanted, so no
    /// single column is inked over `borderShare` of the page: the columns within this share of the
    /// width of either side are a border when more than `borderShare` of the rows have ink there.
    static let edgeZoneShare = 0.03

    /// The bands of `pixels`, top to bottom: runs of pixel rows holding ink (pixels darker than
    /// midway between the paper and the ink), borders left out; none when the page has no ink
    /// `minimumContrast` darker than its paper.
    public static func bands(in pixels: GrayPixels) -> [Band] {
        let width = pixels.width, height = pixels.height
        let histogram = pixels.histogram
        guard width > 0, height > 0, let paper = Histogram.quantile(0.95, of: histogram),
              let ink = [inkQuantile, sparseInkQuantile].lazy.compactMap({ Histogram.quantile($0, of: histogram) })
                .first(where: { paper - $0 >= minimumContrast }) else { return [] }
        let threshold = UInt8((ink + paper) / 2)
        // Branch-free counts over whole rows (the compiler vectorises them).
        var columnInk = [Int](repeating: 0, count: width)
        pixels.values.withUnsafeBufferPointer { values in
            columnInk.withUnsafeMutableBufferPointer { columnInk in
                for y in 0..<height {
                    let row = values.baseAddress! + y * width
                    for x in 0..<width { columnInk[x] &+= row[x] < threshold ? 1 : 0 }
                }
            }
        }
        // A pixel counts as a row's ink when it is dark and not in a border column (0 here).
        var counted = columnInk.map { Double($0) > borderShare * Double(height) ? UInt8(0) : 1 }
        let zone = max(3, Int(edgeZoneShare * Double(width)))
        if width > 4 * zone {
            for columns in [0..<zone, (width - zone)..<width] {
                var inkedRows = 0
                pixels.values.withUnsafeBufferPointer { values in
                    for y in 0..<height {
                        let row = values.baseAddress! + y * width
                        if columns.contains(where: { row[$0] < threshold }) { inkedRows += 1 }
                    }
                }
                if Double(inkedRows) > borderShare * Double(height) { for x in columns { counted[x] = 0 } }
            }
        }
        let minimumInk = max(3, Int(inkRowShare * Double(width)))
        var bands: [Band] = []
        var start: Int?, x0 = width, x1 = 0
        pixels.values.withUnsafeBufferPointer { values in
            counted.withUnsafeBufferPointer { counted in
                func inked(_ row: UnsafePointer<UInt8>, _ x: Int) -> Bool { row[x] < threshold && counted[x] != 0 }
                for y in 0...height {
                    var count = 0
                    let row = values.baseAddress! + min(y, height - 1) * width
                    if y < height {
                        for x in 0..<width { count &+= Int(counted[x] & (row[x] < threshold ? 1 : 0)) }
                    }
                    if count >= minimumInk {
                        // The row's first and last ink, found from either end.
                        var first = 0, last = width - 1
                        while !inked(row, first) { first += 1 }
                        while !inked(row, last) { last -= 1 }
                        if start == nil { start = y; x0 = width; x1 = 0 }
                        x0 = min(x0, first); x1 = max(x1, last + 1)
                    } else if let top = start {
                        bands.append(Band(x0: x0, x1: x1, y0: top, y1: y))
                        start = nil
                    }
                }
            }
        }
        return bands
    }
}
