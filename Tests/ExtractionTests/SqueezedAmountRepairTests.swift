// An amount squeezed by the first reading into a digit in a box wide enough for several is read again
// digits-only over the digit, the unread gaps beside it and a short neighbour (`SqueezedAmountRepair`).

import DocumentModel
@testable import Extraction
import Testing

/// Answers digits requests whose box holds a printed amount (the page as printed), nothing else.
private struct PrintedAmounts: ScriptedRereader {
    /// The amounts printed on the page and where.
    let printed: [(box: BoundingBox, text: String)]
    func text(for request: RereadRequest) -> String? {
        guard request.kind == .digits else { return nil }
        let inside = printed.filter { amount in
            let x = (amount.box.x0 + amount.box.x1) / 2, y = (amount.box.y0 + amount.box.y1) / 2
            return (request.box.x0...request.box.x1).contains(x) && (request.box.y0...request.box.y1).contains(y)
        }.map(\.text)
        return inside.isEmpty ? nil : inside.joined(separator: " ")
    }
}

@Suite struct SqueezedAmountRepairTests {
    private static func word(_ text: String, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ confidence: Double = 0.93) -> OCRWord {
        OCRWord(text: text, box: BoundingBox(x0: x0, y0: y0, x1: x1, y1: y1), confidence: confidence)
    }

    /// The item table and total of a clean A4 scan (`corpus-foreign/dev` doc_0228) as heb+eng read them: "871.00"
    /// read "0" in its own box, "637.50 ש\"ח" read "0" and a currency word as wide as both, and the total
    /// "1,801.00 ש\"ח" read "0 טייח" beside a garbled label (the third item's "292.50 ש\"ח" likewise).
    private static let page = OCRPage(number: 1, width: 2479, height: 3508, textSource: .ocr, lines: [
        OCRLine(words: [word("חשבון", 1889, 171, 2070, 222), word("עסקה", 1693, 171, 1852, 222)]),
        OCRLine(words: [word("1", 2302, 1156, 2309, 1178), word("עבודה", 2068, 1156, 2161, 1178),
                        word("1", 1178, 1156, 1185, 1178), word("0", 730, 1155, 821, 1178, 0.97),
                        word("ש\"ח", 650, 1154, 711, 1178, 0.79), word("871.00", 249, 1155, 340, 1178)]),
        OCRLine(words: [word("2", 2296, 1248, 2311, 1271), word("אחסנה", 2063, 1249, 2161, 1271),
                        word("1", 1178, 1249, 1185, 1271), word("0", 791, 1248, 828, 1271, 0.96),
                        word("ש\"ח", 650, 1247, 759, 1271, 0.79), word("0", 314, 1248, 347, 1271, 0.96),
                        word("ש\"ח", 168, 1247, 277, 1271, 0.36)]),
        OCRLine(words: [word("3", 2295, 1343, 2311, 1365), word("הובלה", 2069, 1338, 2161, 1365),
                        word("1", 1178, 1343, 1185, 1365), word("0", 796, 1342, 828, 1365, 0.97),
                        word("טע\"ח", 650, 1341, 759, 1365, 0.35), word("0", 314, 1342, 347, 1365, 0.97),
                        word("טו\"ח", 168, 1341, 281, 1365, 0.48)]),
        OCRLine(words: [word("סה''יכ", 1049, 1531, 1143, 1587, 0.3), word("0", 381, 1543, 435, 1572, 0.96),
                        word("טייח", 180, 1542, 311, 1571, 0.34)]),
    ])

    private static let printed = PrintedAmounts(printed: [
        (BoundingBox(x0: 730, y0: 1155, x1: 821, y1: 1178), "871.00"),
        (BoundingBox(x0: 730, y0: 1248, x1: 821, y1: 1271), "637.50"),
        (BoundingBox(x0: 249, y0: 1248, x1: 340, y1: 1271), "637.50"),
        (BoundingBox(x0: 730, y0: 1342, x1: 821, y1: 1365), "292.50"),
        (BoundingBox(x0: 249, y0: 1342, x1: 340, y1: 1365), "292.50"),
        (BoundingBox(x0: 250, y0: 1543, x1: 435, y1: 1572), "1,801.00"),
    ])

    @Test func aDigitInABoxAsWideAsAnAmountIsReadAgain() {
        let document = RecognizedDocument(pages: [Self.page])
        let (repaired, boxes) = answered(by: Self.printed) { SqueezedAmountRepair.repair(document, rereads: &$0) }
        let lines = repaired.pages[0].lines.map { $0.words.map(\.text) }
        #expect(lines[1] == ["1", "עבודה", "1", "871.00", "ש\"ח", "871.00"])
        // The currency words that swallowed "637." are read with the digits; they stay as read.
        #expect(lines[2] == ["2", "אחסנה", "1", "637.50", "ש\"ח", "637.50", "ש\"ח"])
        #expect(lines[4] == ["סה''יכ", "1801.00", "טייח"])
        #expect(boxes.count == 6)
    }

    @Test func aDigitTheReadingDoesNotKeepIsLeftAsRead() {
        // "5" in a wide box whose re-reading shows "871.00": not the same print, not replaced.
        let page = OCRPage(number: 1, width: 2479, height: 3508, textSource: .ocr, lines: [
            OCRLine(words: [Self.word("עבודה", 2068, 1156, 2161, 1178), Self.word("5", 730, 1155, 821, 1178)]),
        ])
        let document = RecognizedDocument(pages: [page])
        let (repaired, boxes) = answered(by: Self.printed) { SqueezedAmountRepair.repair(document, rereads: &$0) }
        #expect(repaired.pages[0].lines[0].words.map(\.text) == ["עבודה", "5"])
        #expect(boxes.isEmpty)
    }

    /// The Latin model's reading with a stray mark before the amount is the amount; the document's
    /// model, which misread the word first, is not asked.
    @Test func aMarkBeforeTheAmountIsTakenOffAndTheDocumentsModelIsNotAsked() {
        #expect(SqueezedAmountRepair.amount(in: ".7.67", keeping: "7") == "7.67")
        #expect(SqueezedAmountRepair.amount(in: "/7.99", keeping: "9") == "7.99")
        #expect(SqueezedAmountRepair.amount(in: "7.99 12.50", keeping: "9") == nil)
        #expect(SqueezedAmountRepair.amount(in: "969.23", keeping: "5") == nil)
        let document = RecognizedDocument(pages: [Self.page])
        var rereads = Rereads()
        _ = SqueezedAmountRepair.repair(document, rereads: &rereads)
        rereads.add(rereads.unanswered.map { Rereading($0, text: nil) })
        _ = SqueezedAmountRepair.repair(document, rereads: &rereads)
        #expect(rereads.unanswered.isEmpty)
    }

    @Test func aDigitAsWideAsADigitIsNotReadAgain() {
        let document = RecognizedDocument(pages: [Self.page])
        var rereads = Rereads()
        _ = SqueezedAmountRepair.repair(document, rereads: &rereads)
        // Six squeezed words ask; the quantities "1" and the row numbers do not.
        #expect(rereads.unanswered.count == 6)
        #expect(!SqueezedAmountRepair.isSqueezed(Self.word("1", 1178, 1156, 1185, 1178)))
        #expect(!SqueezedAmountRepair.isSqueezed(Self.word("60", 665, 773, 700, 796)))
        // A word read as nothing (a recording may hold one) is no squeezed amount.
        #expect(!SqueezedAmountRepair.isSqueezed(Self.word("", 600, 773, 800, 796)))
    }

    @Test func aNeighbourOverlappingTheWordDoesNotCutIntoIt() {
        let word = Self.word("0", 900, 100, 1000, 130)
        // The neighbours' boxes reach into the word's (OCR's boxes overlap on a squeezed print).
        let left = Self.word("A-1234", 700, 100, 910, 130), right = Self.word("123456", 990, 100, 1200, 130)
        let box = SqueezedAmountRepair.stretch(of: word, in: [left, word, right], pageWidth: 2000)
        #expect(box.x0 <= word.box.x0 && box.x1 >= word.box.x1)
    }

    @Test func theItemsSqueezedPricesAreRead() {
        let extraction = ReceiptExtractor().extract(RecognizedDocument(pages: [Self.page]), rereading: Self.printed,
                                                    today: SyntheticReceipt.day("2023-05-01"))
        #expect(extraction.items.prefix(3).map(\.total) == ["871.00", "637.50", "292.50"])
    }
}
