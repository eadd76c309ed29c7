// The glyph finder behind the card-number repair, on drawn glyphs: the last four full-height glyphs
// after short asterisks (and only after them, for a mask OCR did not read), a ruled line that would
// join every column, blur-merged digits, no ink.
// And the isolation of a word for a second reading: stretched to black on white, with a margin.

import DocumentModel
import Testing
@testable import Imaging

struct GlyphColumnsTests {
    /// A 40-pixel-tall grey strip (paper 230) with a dark (30) block for each glyph: (x0, width, top, bottom).
    func strip(width: Int, glyphs: [(Int, Int, Int, Int)]) -> GrayPixels {
        var pixels = GrayPixels(width: width, height: 40, filledWith: 230)
        for (x0, glyphWidth, top, bottom) in glyphs {
            for y in top..<bottom { for x in x0..<(x0 + glyphWidth) { pixels[x, y] = 30 } }
        }
        return pixels
    }

    /// "****1234": four asterisks in the upper half, then four digits the full height.
    func maskedNumber() -> [(Int, Int, Int, Int)] {
        let asterisks = (0..<4).map { (4 + $0 * 14, 10, 6, 18) }
        let digits = (0..<4).map { (62 + $0 * 16, 12, 6, 34) }
        return asterisks + digits
    }

    @Test func lastFourTallGlyphsAfterTheMask() throws {
        let pixels = strip(width: 140, glyphs: maskedNumber())
        #expect(GlyphColumns.glyphs(in: pixels).count == 8)
        let tail = try #require(GlyphColumns.trailingTallGlyphs(in: pixels, count: 4))
        #expect(tail == GlyphColumns.Glyph(x0: 62, x1: 122, y0: 6, y1: 34))
    }

    @Test func ruledLineDoesNotJoinTheGlyphs() throws {
        var glyphs = maskedNumber()
        glyphs.append((0, 140, 1, 3))
        let tail = try #require(GlyphColumns.trailingTallGlyphs(in: strip(width: 140, glyphs: glyphs), count: 4))
        #expect(tail.x0 == 62 && tail.x1 == 122)
    }

    @Test func digitsAfterAMaskAreFoundOnlyAfterItsShortGlyphs() throws {
        let masked = try #require(GlyphColumns.digitsAfterMask(in: strip(width: 140, glyphs: maskedNumber()), count: 4))
        #expect(masked == GlyphColumns.Glyph(x0: 62, x1: 122, y0: 6, y1: 34))
        // "**** 0306": a space between the mask and its digits.
        let spaced = maskedNumber().prefix(4) + maskedNumber().suffix(4).map { ($0.0 + 14, $0.1, $0.2, $0.3) }
        #expect(GlyphColumns.digitsAfterMask(in: strip(width: 160, glyphs: Array(spaced)), count: 4)?.x0 == 76)
        // A blurred mask: its asterisks one blot.
        let blot = [(4, 52, 6, 18)] + maskedNumber().suffix(4)
        #expect(GlyphColumns.digitsAfterMask(in: strip(width: 140, glyphs: blot), count: 4) != nil)
        // "12345678": more digits, no mask.
        let digits = (0..<8).map { (4 + $0 * 16, 12, 6, 34) }
        #expect(GlyphColumns.digitsAfterMask(in: strip(width: 140, glyphs: digits), count: 4) == nil)
        // "AB 1234": tall letters before the digits.
        let word = [(4, 12, 6, 34), (20, 12, 6, 34)] + maskedNumber().suffix(4)
        #expect(GlyphColumns.digitsAfterMask(in: strip(width: 140, glyphs: word), count: 4) == nil)
        // "* 1234": one short glyph is no mask.
        let star = [(40, 10, 6, 18)] + maskedNumber().suffix(4)
        #expect(GlyphColumns.digitsAfterMask(in: strip(width: 140, glyphs: star), count: 4) == nil)
    }

    @Test func mergedDigitsAreTakenWhenWideEnough() throws {
        // Blur joined the digits into two blobs: still about four digits wide.
        let glyphs = maskedNumber().prefix(4) + [(62, 28, 6, 34), (94, 28, 6, 34)]
        let tail = try #require(GlyphColumns.trailingTallGlyphs(in: strip(width: 140, glyphs: Array(glyphs)), count: 4))
        #expect(tail.x0 == 62 && tail.x1 == 122)
    }

    @Test func aShortGlyphLastMeansNoDigits() {
        // "1234**": the word ends in asterisks, not digits.
        let glyphs = (0..<4).map { (4 + $0 * 16, 12, 6, 34) } + [(70, 10, 6, 18), (84, 10, 6, 18)]
        #expect(GlyphColumns.trailingTallGlyphs(in: strip(width: 100, glyphs: glyphs), count: 4) == nil)
    }

    @Test func blankPaperHasNoGlyphs() {
        #expect(GlyphColumns.glyphs(in: GrayPixels(width: 50, height: 20, filledWith: 200)).isEmpty)
    }

    @Test func isolatedWordIsStretchedOntoAWhiteMargin() throws {
        let word = try Image(strip(width: 140, glyphs: maskedNumber()))
        let alone = try word.isolated(BoundingBox(x0: 60, y0: 0, x1: 124, y1: 40), margin: 10)
        #expect(alone.width == 64 + 20 && alone.height == 40 + 20)
        let pixels = try alone.grayPixels()
        #expect(pixels[0, 0] == 255 && pixels[12, 20] == 0 && pixels[10, 5 + 10] == 255)
    }
}
