// Measures the tones of a page: how bright the paper is, how dark the print, how evenly lit, and
// how much of the paper is blown out by glare. The input to the cleaning decisions and to the
// "more light" / "low contrast" / "glare" warnings.

/// Tone measurements of one page region.
public struct PageTone: Sendable, Equatable {
    /// Median grey of the paper (non-ink) pixels.
    public var paper: Int
    /// Median grey of the ink pixels.
    public var ink: Int
    /// Spread between the brightest and darkest paper tile (0 for even light).
    public var unevenness: Int
    /// Share of paper pixels that are saturated white while the paper as a whole is not.
    public var glare: Double

    /// Paper minus ink: how readable the print is.
    public var contrast: Int { paper - ink }

    /// Measures `gray` where `ink` (same size, 0 = ink) separates print from paper, in a `tiles` ×
    /// `tiles` grid; nil when the region has no paper or no ink.
    static func measure(gray: GrayPixels, ink: GrayPixels, tiles: Int = 4) -> PageTone? {
        guard gray.width == ink.width, gray.height == ink.height, gray.width >= tiles, gray.height >= tiles else { return nil }
        // The paper's histogram per tile, flat (tile t's counts at t * 256), and the ink's.
        let width = gray.width, height = gray.height
        var tileHistograms = [Int](repeating: 0, count: tiles * tiles * 256), inkHistogram = [Int](repeating: 0, count: 256)
        let tileColumns = (0..<width).map { $0 * tiles / width * 256 }
        let grayValues = gray.values, inkValues = ink.values
        for y in 0..<height {
            let row = y * width, tileRow = y * tiles / height * tiles * 256
            for x in 0..<width {
                let value = Int(grayValues[row + x])
                if inkValues[row + x] < 128 {
                    inkHistogram[value] += 1
                } else {
                    tileHistograms[tileRow + tileColumns[x] + value] += 1
                }
            }
        }
        let tileHistogramList = (0..<(tiles * tiles)).map { Array(tileHistograms[($0 * 256)..<($0 * 256 + 256)]) }
        let paperHistogram = (0..<256).map { value in tileHistogramList.reduce(0) { $0 + $1[value] } }
        guard let paper = Histogram.median(paperHistogram, in: 0..<256),
              let inkLevel = Histogram.median(inkHistogram, in: 0..<256) else { return nil }
        let tileLevels = tileHistogramList.compactMap { Histogram.median($0, in: 0..<256) }
        let unevenness = (tileLevels.max() ?? paper) - (tileLevels.min() ?? paper)
        let paperCount = paperHistogram.reduce(0, +)
        let saturated = paperHistogram[250...].reduce(0, +)
        let glare = paper < 225 ? Double(saturated) / Double(paperCount) : 0
        return PageTone(paper: paper, ink: inkLevel, unevenness: unevenness, glare: glare)
    }
}
