// Pairs the text of a poppler selection with its per-character boxes, and merges the glyphs of
// several selections of one page (poppler reads all of a right-to-left page's text only through
// more than one selection; see `PDFPage.selections`).
//
// poppler's boxes come in the order its words store their characters, left to right on the page,
// but its text is "reordered" word by word for display: right-to-left runs reversed and wrapped in
// U+202B … U+202C, and on a right-to-left page each word reversed as a whole with its
// left-to-right runs wrapped in U+202A … U+202C. Pairing the text with the boxes by index, as
// poppler's documentation suggests, gives a mixed word such as ")12(" the wrong boxes; undoing the
// embeddings first puts every character back beside its box.

import DocumentModel

/// A box in PDF points, top-left origin; poppler's spaces between right-to-left words run
/// backwards (`x1 < x0`).
struct GlyphBox: Hashable {
    var x0: Double, y0: Double, x1: Double, y1: Double

    var height: Double { y1 - y0 }
    var midX: Double { (x0 + x1) / 2 }
    var midY: Double { (y0 + y1) / 2 }

    /// How much of the shorter box's height the two share (0...1).
    func verticalOverlap(with other: GlyphBox) -> Double {
        let shared = min(y1, other.y1) - max(y0, other.y0)
        let shorter = min(height, other.height)
        return shared > 0 && shorter > 0 ? shared / shorter : 0
    }

    func union(_ other: GlyphBox) -> GlyphBox {
        GlyphBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }
}

/// One character of a PDF page's text layer with its box.
struct TextLayerGlyph: Hashable {
    var scalar: Unicode.Scalar
    var box: GlyphBox
}

enum TextLayerGlyphs {
    /// Pairs `text` (one selection's text) with `boxes` (that selection's layout): one box per
    /// Unicode scalar once poppler's bidi embeddings are undone. Nil when the counts differ,
    /// because then no character can be matched to its box.
    static func paired(text: String, boxes: [GlyphBox]) -> [TextLayerGlyph]? {
        let scalars = storedOrder(text)
        guard scalars.count == boxes.count else { return nil }
        return zip(scalars, boxes).map { TextLayerGlyph(scalar: $0, box: $1) }
    }

    /// The glyphs of several selections of one page, each glyph once (the same character in the
    /// same box is the same glyph).
    static func merged(_ selections: [[TextLayerGlyph]]) -> [TextLayerGlyph] {
        var seen = Set<TextLayerGlyph>()
        return selections.flatMap { $0 }.filter { seen.insert($0).inserted }
    }

    /// The scalars of poppler's text in the order of its boxes: every embedding opened by U+202B
    /// (right to left) has its contents reversed, a nested U+202A embedding (left to right) moving
    /// as one piece that keeps its own order; the marks themselves are dropped.
    static func storedOrder(_ text: String) -> [Unicode.Scalar] {
        // Each open embedding: whether it runs right to left, and its pieces so far.
        var open: [(rightToLeft: Bool, pieces: [[Unicode.Scalar]])] = [(false, [])]
        func close() {
            let embedding = open.removeLast()
            let pieces = embedding.rightToLeft ? embedding.pieces.reversed() : embedding.pieces
            open[open.count - 1].pieces.append(pieces.flatMap { $0 })
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x202B, 0x202E, 0x2067: open.append((true, []))                 // RLE, RLO, RLI
            case 0x202A, 0x202D, 0x2066, 0x2068: open.append((false, []))        // LRE, LRO, LRI, FSI
            case 0x202C, 0x2069: if open.count > 1 { close() }                   // PDF, PDI
            case 0x200E, 0x200F, 0x061C: continue                                // LRM, RLM, ALM
            default: open[open.count - 1].pieces.append([scalar])
            }
        }
        while open.count > 1 { close() }
        return open[0].pieces.flatMap { $0 }
    }
}
