// Light print on a dark band is turned into dark print on light; a light tint holding dark print and
// a shadow over dark print are left as they are.

import Testing
@testable import Imaging

struct ReverseVideoTests {
    static let textHeight = 16

    /// A page of dark print (paper 245) with a rectangle `x0..<x1`, `y0..<y1` filled with `ground`
    /// grey, holding a line of `print`-grey strokes three pixels wide.
    static func page(band: (x0: Int, x1: Int, y0: Int, y1: Int), ground: (Int, Int) -> UInt8, print: UInt8?) -> GrayPixels {
        var pixels = SyntheticPhoto.page(width: 800, height: 1000, characterHeight: textHeight)
        for y in band.y0..<band.y1 { for x in band.x0..<band.x1 { pixels[x, y] = ground(x, y) } }
        if let print {
            let top = (band.y0 + band.y1 - textHeight) / 2
            for x in stride(from: band.x0 + 20, to: band.x1 - 20, by: 8) {
                for y in top..<(top + textHeight) { for dx in 0..<3 { pixels[x + dx, y] = print } }
            }
        }
        return pixels
    }

    static let header = (x0: 60, x1: 740, y0: 40, y1: 120)

    @Test func lightPrintOnADarkBandIsTurnedDark() throws {
        let pixels = Self.page(band: Self.header, ground: { _, _ in 60 }, print: 240)
        let (image, bands) = try ReverseVideo.reversed(Image(pixels), textHeight: Double(Self.textHeight))
        #expect(bands == 1)
        let result = try image.grayPixels()
        #expect(result[70, 50] == 195)   // the band's ground, now light
        #expect(result[80, 80] == 15)    // a stroke of its print, now dark
        #expect(result[400, 500] == pixels[400, 500])  // the page outside the band is as it was
    }

    @Test func aLightTintHoldingDarkPrintIsLeftAlone() throws {
        let pixels = Self.page(band: Self.header, ground: { _, _ in 200 }, print: 30)
        let (image, bands) = try ReverseVideo.reversed(Image(pixels), textHeight: Double(Self.textHeight))
        #expect(bands == 0)
        #expect(try image.grayPixels() == pixels)
    }

    @Test func aShadowOverThePrintIsLeftAlone() throws {
        // A shadow darkening from the paper to near black across the band, with print lighter than it.
        let shadow = { (x: Int, _: Int) -> UInt8 in UInt8(30 + 200 * (x - Self.header.x0) / (Self.header.x1 - Self.header.x0)) }
        let pixels = Self.page(band: Self.header, ground: shadow, print: 245)
        let (_, bands) = try ReverseVideo.reversed(Image(pixels), textHeight: Double(Self.textHeight))
        #expect(bands == 0)
    }
}
