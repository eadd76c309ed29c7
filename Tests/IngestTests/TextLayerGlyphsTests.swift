@testable import Ingest
import Testing

private func box(_ x: Double) -> GlyphBox { GlyphBox(x0: x, y0: 0, x1: x + 5, y1: 10) }

@Suite struct TextLayerGlyphsTests {
    @Test func aRightToLeftPageWordIsPutBackInTheOrderOfItsBoxes() {
        // poppler stores ")12(" left to right and writes it, on a right-to-left page, as
        // RLE "(" LRE ")12" PDF PDF.
        let text = "\u{202B}(\u{202A})12\u{202C}\u{202C}"
        #expect(String(String.UnicodeScalarView(TextLayerGlyphs.storedOrder(text))) == ")12(")
    }

    @Test func aRightToLeftRunOnALeftToRightPageIsPutBack() {
        // "ab" then the Hebrew "גב" stored as drawn (ב left of ג), written reversed in RLE … PDF.
        #expect(String(String.UnicodeScalarView(TextLayerGlyphs.storedOrder("ab\u{202B}גב\u{202C} c"))) == "abבג c")
    }

    @Test func eachCharacterGetsItsOwnBox() throws {
        let glyphs = try #require(TextLayerGlyphs.paired(text: "\u{202B}(\u{202A})12\u{202C}\u{202C}",
                                                          boxes: [box(0), box(5), box(10), box(15)]))
        #expect(glyphs.map(\.scalar) == [")", "1", "2", "("])
        #expect(glyphs.map(\.box.x0) == [0, 5, 10, 15])
    }

    @Test func textAndBoxesThatDoNotPairUpAreRefused() {
        #expect(TextLayerGlyphs.paired(text: "abc", boxes: [box(0), box(5)]) == nil)
    }

    @Test func selectionsAreMergedWithEveryGlyphOnce() {
        let a = TextLayerGlyph(scalar: "a", box: box(0)), b = TextLayerGlyph(scalar: "b", box: box(5))
        let c = TextLayerGlyph(scalar: "c", box: box(10))
        #expect(TextLayerGlyphs.merged([[a, b], [b, c], [a]]) == [a, b, c])
    }
}
