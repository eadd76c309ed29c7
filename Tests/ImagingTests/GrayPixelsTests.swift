// `Image.grayPixels()` and `Image(_: GrayPixels)` copy Leptonica's packed 8-bit lines (pixel x at
// byte x ^ 3 of its line, lines padded to whole 32-bit words) to plain rows and back: every pixel
// where Leptonica's own `pixGetPixel` finds it, on widths that fill a word and widths that do not.
// A histogram counts every pixel once, whatever the count's remainder by four.

import CLeptonica
import Testing
@testable import Imaging

struct GrayPixelsTests {
    @Test(arguments: [(1, 1), (3, 2), (4, 4), (5, 3), (37, 11), (64, 9), (131, 7)])
    func everyPixelIsWhereLeptonicaHasIt(width: Int, height: Int) throws {
        let values = (0..<(width * height)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 / 7) }
        let image = try Image(GrayPixels(width: width, height: height, values: values))
        for y in 0..<height {
            for x in 0..<width {
                var value: UInt32 = 0
                pixGetPixel(image.pix, Int32(x), Int32(y), &value)
                #expect(value == UInt32(values[y * width + x]), "(\(x), \(y)) of \(width)×\(height)")
            }
        }
        #expect(try image.grayPixels().values == values)
    }

    @Test(arguments: [0, 1, 3, 4, 7, 1_000, 1_003])
    func theHistogramCountsEveryPixelOnce(count: Int) {
        var random = SeededRandom(state: UInt64(count + 1))
        // Mostly one paper grey, as on a page, with ink and grain.
        let values = (0..<count).map { _ in random.unit() < 0.7 ? UInt8(231) : UInt8(random.unit() * 256) }
        var expected = [Int](repeating: 0, count: 256)
        for value in values { expected[Int(value)] += 1 }
        #expect(GrayPixels(width: count, height: 1, values: values).histogram == expected)
    }
}
