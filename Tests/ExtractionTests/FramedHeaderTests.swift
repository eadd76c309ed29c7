// A header printed inside a box: OCR reads the box's edges as "|" words as tall as the row's gap,
// and a row's height measured with them says nothing of its print. The name set large over two
// lines is still the name in large type, joined over its lines.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct FramedHeaderTests {
    private static func word(_ text: String, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> OCRWord {
        OCRWord(text: text, box: BoundingBox(x0: x0, y0: y0, x1: x1, y1: y1), confidence: 0.93)
    }

    /// The shape of a noisy scan of a fuel station's receipt: a logo's shading over the box, name lines
    /// 48 px tall, the address 28 px, every line between the box's edges ("|", 25 to 90 px tall).
    static let framedHeader: RecognizedDocument = {
        let rows: [[OCRWord]] = [
            [word("ea", 234, 162, 1050, 238)],  // the logo's shading, read as a word as wide as the box
            [word("|", 234, 240, 237, 300), word("BRIGHTWAY", 290, 232, 660, 280), word("SERVICE", 680, 232, 965, 280),
             word("|", 1046, 234, 1049, 303)],
            [word("_", 234, 312, 237, 380), word("STATION", 288, 309, 563, 358), word("|", 1046, 306, 1049, 377)],
            [word("|", 234, 381, 237, 406), word("12", 290, 384, 340, 412), word("HARBOR", 374, 386, 520, 412),
             word("RD,", 550, 386, 620, 417), word("PORTLAND,", 650, 386, 870, 417), word("|", 1046, 379, 1049, 430),
             word(":", 1196, 377, 1201, 381)],
            [word("|", 234, 409, 237, 501), word("OR", 287, 438, 336, 464), word("97201", 369, 435, 491, 464)],
            [word("|", 234, 503, 238, 538), word("+1", 290, 490, 332, 518), word("503", 367, 490, 438, 519),
             word("555", 473, 490, 542, 518), word("0187", 576, 490, 670, 518), word("FAX", 704, 492, 777, 518),
             word("|", 1046, 481, 1049, 509)],
            [word("|", 234, 550, 237, 572), word("503.555.0142", 289, 537, 594, 570), word("|", 1046, 512, 1049, 598)],
            [word("|", 234, 574, 237, 647), word("TAX", 289, 599, 362, 625), word("ID", 396, 598, 439, 625),
             word("93-1234567", 473, 596, 723, 625), word("|", 1046, 599, 1049, 623)],
            [word("|", 234, 648, 237, 700), word("www.", 288, 656, 381, 677), word("brightwayfuel.com", 395, 649, 857, 684),
             word("|", 1046, 625, 1049, 712)],
            [word("DATE:", 289, 760, 400, 788), word("03/11/2025", 420, 760, 640, 788)],
            [word("TOTAL", 289, 900, 400, 928), word("54.20", 900, 900, 1000, 928)],
        ]
        return RecognizedDocument(pages: [OCRPage(number: 1, width: 1400, height: 1800, textSource: .ocr,
                                                  lines: rows.map { OCRLine(words: $0) })])
    }()

    @Test func aRowsTypeIsMeasuredOnItsLegibleWords() throws {
        let layout = Layout(document: Self.framedHeader)
        let name = try #require(layout.rows.first { $0.text.contains("BRIGHTWAY") })
        #expect(name.typeHeight == 48)
        #expect(Double(name.box.height) > name.typeHeight)
    }

    @Test func aNameInLargeTypeInsideABoxIsJoinedOverItsLines() {
        let extraction = ReceiptExtractor().extract(Self.framedHeader, today: SyntheticReceipt.day("2025-12-01"))
        #expect(extraction.fields[.businessName]?.value == "BRIGHTWAY SERVICE STATION")
    }
}
