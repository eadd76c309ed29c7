// Sets a sideways text layer upright. A PDF page shown turned a quarter (a landscape scan saved
// sideways, a page given `/Rotate 90`) holds its text running down or up the page; poppler gives the
// glyphs where they are shown, so rows built from them would be columns of single letters. The
// glyphs tell which way their text runs (from each letter to the next within a word), and turning
// their boxes by the quarter turns that make it run left to right gives the rows OCR would read
// from the page turned upright. Pages turned a half are left as they are: Hebrew text also runs
// from right to left.

import DocumentModel

public enum TextLayerTurn {
    /// The clockwise quarter turns (0, 1 or 3) that set the glyphs' text running left to right:
    /// judged on consecutive letters and digits drawn no further apart than twice the larger one's
    /// size. When most pairs follow each other down or up the page rather than across it, the text
    /// is sideways, and which way is told by left-to-right pairs (Latin letters, digits): running
    /// down, the page needs 3 turns, up 1. poppler keeps a sideways Hebrew word's letters in reading
    /// order, which runs the other way: a page of Hebrew letters alone is judged by them, reversed.
    static func quarterTurns(of glyphs: [TextLayerGlyph]) -> Int {
        var across = 0
        var leftToRight = (down: 0, up: 0), rightToLeft = (down: 0, up: 0)
        for (first, second) in zip(glyphs, glyphs.dropFirst())
        where isLetterOrDigit(first.scalar) && isLetterOrDigit(second.scalar) {
            let dx = second.box.midX - first.box.midX, dy = second.box.midY - first.box.midY
            let reach = 2 * max(abs(first.box.x1 - first.box.x0), abs(first.box.height),
                                abs(second.box.x1 - second.box.x0), abs(second.box.height))
            guard max(abs(dx), abs(dy)) <= reach, dx != 0 || dy != 0 else { continue }
            if abs(dx) >= abs(dy) {
                across += 1
            } else if ReadingOrder.isRightToLeftLetter(first.scalar) && ReadingOrder.isRightToLeftLetter(second.scalar) {
                if dy > 0 { rightToLeft.down += 1 } else { rightToLeft.up += 1 }
            } else {
                if dy > 0 { leftToRight.down += 1 } else { leftToRight.up += 1 }
            }
        }
        let sideways = leftToRight.down + leftToRight.up + rightToLeft.down + rightToLeft.up
        guard sideways + across >= minimumPairs, Double(sideways) >= sidewaysShare * Double(sideways + across) else { return 0 }
        let runsDown = leftToRight.down + leftToRight.up >= minimumPairs / 2
            ? leftToRight.down > leftToRight.up
            : rightToLeft.up > rightToLeft.down
        return runsDown ? 3 : 1
    }

    /// Consecutive letters needed before the direction is judged (a page of a few digits stays as it is).
    static let minimumPairs = 8
    /// The share of letter pairs that must follow each other down or up the page.
    static let sidewaysShare = 0.7

    /// `glyphs` of a page `width` × `height` points turned `quarterTurns` clockwise (1 or 3): boxes
    /// in the turned page's space (`height` × `width` points), corners in order.
    static func turned(_ glyphs: [TextLayerGlyph], quarterTurns: Int, width: Double, height: Double) -> [TextLayerGlyph] {
        glyphs.map { glyph in
            let box = glyph.box
            let (left, right) = (min(box.x0, box.x1), max(box.x0, box.x1))
            let (top, bottom) = (min(box.y0, box.y1), max(box.y0, box.y1))
            let turnedBox = switch quarterTurns {
            case 1: GlyphBox(x0: height - bottom, y0: left, x1: height - top, y1: right)
            case 3: GlyphBox(x0: top, y0: width - right, x1: bottom, y1: width - left)
            default: box
            }
            return TextLayerGlyph(scalar: glyph.scalar, box: turnedBox)
        }
    }

    /// A map of `width` × `height` values, row by row, turned `quarterTurns` clockwise (1 or 3;
    /// anything else leaves it as it is); the turned map is `height` wide.
    public static func turned<Value>(_ values: [Value], width: Int, height: Int, quarterTurns: Int) -> [Value] {
        guard quarterTurns == 1 || quarterTurns == 3, values.count == width * height, !values.isEmpty else { return values }
        var out = values
        for y in 0..<width {            // rows of the turned map
            for x in 0..<height {       // its columns
                let source = quarterTurns == 1 ? (height - 1 - x) * width + y : x * width + (width - 1 - y)
                out[y * height + x] = values[source]
            }
        }
        return out
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
