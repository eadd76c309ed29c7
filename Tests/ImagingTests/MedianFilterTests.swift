// The 3 × 3 median gives Leptonica's pixels exactly: on random grain (every rank order occurs), on
// widths that do not fill Leptonica's 32-bit words, and on images one pixel high or wide.

import Testing
@testable import Imaging

struct MedianFilterTests {
    @Test(arguments: [(37, 23), (64, 48), (1, 9), (9, 1), (2, 2), (131, 7)])
    func theFastMedianIsLeptonicasMedian(width: Int, height: Int) throws {
        var random = SeededRandom(state: UInt64(width * 1_000 + height))
        var pixels = GrayPixels(width: width, height: height, filledWith: 0)
        for index in pixels.values.indices {
            // Grain around two levels, with runs of equal values so ties are ranked too.
            let base: UInt8 = random.unit() < 0.3 ? 40 : 210
            pixels.values[index] = random.unit() < 0.2 ? base : base &+ UInt8(random.unit() * 30)
        }
        let image = try Image(pixels)
        let fast = try image.median3x3().grayPixels()
        let leptonica = try image.rankFilterMedian(size: 3).grayPixels()
        #expect(fast.values == leptonica.values)
    }

    @Test func aSpeckIsRemovedAndAStrokeKept() throws {
        var pixels = GrayPixels(width: 12, height: 12, filledWith: 240)
        pixels[3, 3] = 0  // a one-pixel speck
        for y in 0..<12 { for x in 7...9 { pixels[x, y] = 20 } }  // a stroke three pixels wide
        let filtered = try Image(pixels).medianFiltered(size: 3).grayPixels()
        #expect(filtered[3, 3] == 240)
        #expect(filtered[8, 5] == 20)
    }
}
