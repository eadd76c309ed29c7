@testable import Ingest
import Testing

/// Glyphs of `drawn`, left to right as they appear on the page, each 5 points wide.
private func glyphs(_ drawn: String) -> [TextLayerGlyph] {
    drawn.unicodeScalars.enumerated().map { index, scalar in
        TextLayerGlyph(scalar: scalar, box: GlyphBox(x0: Double(index) * 5, y0: 0, x1: Double(index) * 5 + 5, y1: 10))
    }
}

private func read(_ drawn: String, _ direction: ReadingOrder.Direction) -> String {
    String(String.UnicodeScalarView(ReadingOrder.logical(glyphs(drawn), direction: direction).map(\.scalar)))
}

@Suite struct ReadingOrderTests {
    @Test func hebrewLettersReadRightToLeft() {
        // "מע"מ" is drawn מ " ע מ from the left.
        #expect(read("מ\"עמ", .rightToLeft) == "מע\"מ")
        #expect(read(":ןופלט", .rightToLeft) == "טלפון:")
    }

    @Test func numbersInAHebrewRowKeepTheirDigitsLeftToRight() {
        #expect(read("1,262.50", .rightToLeft) == "1,262.50")
        #expect(read("04-2567755", .rightToLeft) == "04-2567755")
        #expect(read("17%", .rightToLeft) == "17%")
        #expect(read(",6", .rightToLeft) == "6,")
    }

    @Test func bracketsAroundANumberInAHebrewRowReadFromTheRight() {
        // Logical "(12)" after Hebrew is drawn ")12(" — the text layer names each drawn glyph.
        #expect(read(")12(", .rightToLeft) == "(12)")
    }

    @Test func aHebrewWordWithANumberReadsNumberFirstWhenTheNumberIsOnTheRight() {
        // "2מ'" (two metres) is drawn with the number on the right.
        #expect(read("'מ2", .rightToLeft) == "2מ'")
    }

    @Test func leftToRightRowsReadAsDrawn() {
        #expect(read("Total:", .leftToRight) == "Total:")
        #expect(read("$191.08", .leftToRight) == "$191.08")
        #expect(read("(919)", .leftToRight) == "(919)")
        #expect(read("office@rimon.co.il", .rightToLeft) == "office@rimon.co.il")
    }

    @Test func aCombiningPointFollowsItsLetter() {
        var drawn = glyphs("לש")
        // A dagesh drawn over the shin (the right letter).
        drawn.append(TextLayerGlyph(scalar: "\u{05BC}", box: GlyphBox(x0: 6, y0: 0, x1: 8, y1: 10)))
        let text = String(String.UnicodeScalarView(ReadingOrder.logical(drawn, direction: .rightToLeft).map(\.scalar)))
        #expect(text == "ש\u{05BC}ל")
    }
}
