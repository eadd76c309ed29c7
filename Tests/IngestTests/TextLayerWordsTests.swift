import DocumentModel
@testable import Ingest
import Testing

/// Glyphs of one row drawn left to right from `x`, 5 points each, a 3-point gap at each space.
/// Spaces are reported as poppler reports those of right-to-left text: running backwards.
private func row(_ drawn: String, x: Double = 0, y: Double = 0) -> [TextLayerGlyph] {
    var position = x
    var glyphs: [TextLayerGlyph] = []
    for scalar in drawn.unicodeScalars {
        if scalar == " " {
            glyphs.append(TextLayerGlyph(scalar: scalar, box: GlyphBox(x0: position + 3, y0: y, x1: position - 7, y1: y + 10)))
            position += 3
        } else {
            glyphs.append(TextLayerGlyph(scalar: scalar, box: GlyphBox(x0: position, y0: y, x1: position + 5, y1: y + 10)))
            position += 5
        }
    }
    return glyphs
}

private func text(_ glyphs: [TextLayerGlyph]) -> [[String]] {
    TextLayerWords.lines(glyphs: glyphs, scale: 1).map { $0.words.map(\.text) }
}

@Suite struct TextLayerWordsTests {
    @Test func aHebrewRowReadsRightToLeftWithWordsCutAtTheGaps() {
        // "סה"כ לתשלום 73.50" as drawn, left to right.
        #expect(text(row("73.50 םולשתל כ\"הס")) == [["סה\"כ", "לתשלום", "73.50"]])
    }

    @Test func rowsComeTopToBottomAndBoxesAreInPixels() {
        let glyphs = row("Total 12.50", y: 40) + row("Invoice 7", y: 0)
        let lines = TextLayerWords.lines(glyphs: glyphs, scale: 2)
        #expect(lines.map(\.text) == ["Invoice 7", "Total 12.50"])
        #expect(lines[1].words[0].box == BoundingBox(x0: 0, y0: 80, x1: 50, y1: 100))
    }

    @Test func aSpaceInTheWrongPlaceDoesNotSplitAWord() {
        // poppler's text for "הרצל" can be "הר צל": a space whose box runs backwards inside the word.
        var glyphs = row("לצרה")
        glyphs.insert(TextLayerGlyph(scalar: " ", box: GlyphBox(x0: 10, y0: 0, x1: 5, y1: 10)), at: 2)
        #expect(text(glyphs) == [["הרצל"]])
    }

    @Test func latinWordsInAHebrewRowKeepTheirOrderAndAreCutFromTouchingHebrew() {
        // "שולם בApple Pay" is drawn "Apple Payב שולם"; the page around it is Hebrew.
        let glyphs = row("Apple Payב םלוש") + row("73.50 םולשתל כ\"הס", y: 20)
        #expect(text(glyphs) == [["שולם", "ב", "Apple", "Pay"], ["סה\"כ", "לתשלום", "73.50"]])
    }

    @Test func anEnglishRowWithOneHebrewWordStaysLeftToRight() {
        #expect(text(row("Paid with טיב today")) == [["Paid", "with", "ביט", "today"]])
    }
}
