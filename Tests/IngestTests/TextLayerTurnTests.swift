import DocumentModel
import Foundation
@testable import Ingest
import Testing
import TestSupport

/// A text layer shown sideways (`/Rotate 90` or 270) is read as the upright page would be.
@Suite struct TextLayerTurnTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/documents")

    private func layer(_ name: String, turnedBy degrees: Int) throws -> PDFTextLayer {
        var data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
        if degrees != 0 { data = try QPDF.rotated(data, degrees: degrees) }
        return try PDFDocument(data: data, path: name).page(0).textLayer(dpi: 300)
    }

    @Test(arguments: ["en-0007-text_pdf.pdf", "he-0003-text_pdf.pdf"], [(90, 3), (270, 1)])
    func aSidewaysPageIsReadAsTheUprightPage(name: String, turn: (degrees: Int, quarterTurns: Int)) throws {
        let upright = try layer(name, turnedBy: 0)
        let sideways = try layer(name, turnedBy: turn.degrees)
        #expect(upright.quarterTurns == 0)
        #expect(sideways.quarterTurns == turn.quarterTurns)
        #expect(sideways.page.width == upright.page.width && sideways.page.height == upright.page.height)
        #expect(sideways.page.lines.map(\.text) == upright.page.lines.map(\.text))
        // Each word where the upright page has it, to a pixel or two of rounding.
        for (turned, straight) in zip(sideways.page.words, upright.page.words) {
            let box = turned.box, expected = straight.box
            #expect(max(abs(box.x0 - expected.x0), abs(box.y0 - expected.y0), abs(box.x1 - expected.x1),
                        abs(box.y1 - expected.y1)) <= 2, "\(turned.text): \(box) against \(expected)")
        }
    }

    /// Upside down, Latin text runs right to left as Hebrew does: no turn is guessed.
    @Test func aPageTurnedAHalfIsNotTurned() throws {
        #expect(try layer("en-0007-text_pdf.pdf", turnedBy: 180).quarterTurns == 0)
    }

    @Test func aFewDigitsDoNotTurnAPage() {
        // "12" written down the page: one pair, under the pairs needed to judge.
        let glyphs = [TextLayerGlyph(scalar: "1", box: GlyphBox(x0: 10, y0: 10, x1: 20, y1: 16)),
                      TextLayerGlyph(scalar: "2", box: GlyphBox(x0: 10, y0: 16, x1: 20, y1: 22))]
        #expect(TextLayerTurn.quarterTurns(of: glyphs) == 0)
    }

    @Test func aMapTurnsWithThePage() {
        // 3 wide, 2 high:  a b c
        //                  d e f
        let map = Array("abcdef")
        #expect(TextLayerTurn.turned(map, width: 3, height: 2, quarterTurns: 1) == Array("daebfc"))
        #expect(TextLayerTurn.turned(map, width: 3, height: 2, quarterTurns: 3) == Array("cfbead"))
        #expect(TextLayerTurn.turned(map, width: 3, height: 2, quarterTurns: 2) == map)
    }
}
