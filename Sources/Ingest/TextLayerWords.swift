// Turns poppler's page text into words and rows with boxes, the same shape OCR produces.
//
// poppler's text for right-to-left scripts is unreliable in two ways, both seen on cairo-made
// Hebrew PDFs: it wraps runs in bidi embedding marks (which its character boxes do not count),
// and it places spaces between the wrong letters ("הר צל" for "הרצל"). So words are cut where
// the glyph boxes leave a gap, not where poppler put a space, and rows are rebuilt from the boxes:
// top to bottom, words right to left in Hebrew rows and left to right otherwise.

import DocumentModel

enum TextLayerWords {
    /// One glyph of the text layer.
    struct Glyph {
        var scalar: Unicode.Scalar
        var box: BoundingBox
    }

    /// Builds rows of words from poppler's text and its per-character boxes. `characterBoxes` has
    /// one box per Unicode scalar of `text` once bidi marks are removed.
    static func lines(text: String, characterBoxes: [BoundingBox]) -> [OCRLine] {
        let scalars = String(text.unicodeScalars.filter { !isBidiMark($0) }).unicodeScalars
        var words: [OCRWord] = []
        var current: [Glyph] = []
        var spaceSeen = false   // a space with a real (left-to-right, non-empty) box since the last glyph
        func endWord() {
            if let word = word(from: current) { words.append(word) }
            current = []
        }
        for (index, scalar) in scalars.enumerated() {
            guard index < characterBoxes.count, scalar != "\n" else {
                endWord()
                continue
            }
            let box = characterBoxes[index]
            if scalar.properties.isWhitespace {
                // poppler puts some spaces of right-to-left text between the wrong letters; those
                // come with reversed boxes. Only a space that occupies room on the page counts.
                spaceSeen = spaceSeen || box.x1 > box.x0
                continue
            }
            guard !box.isEmpty else { continue }
            if let previous = current.last {
                let height = Double(max(previous.box.height, box.height))
                let space = gap(previous.box, box)
                if space > 0.15 * height || (spaceSeen && space > 0.05 * height) { endWord() }
            }
            spaceSeen = false
            current.append(Glyph(scalar: scalar, box: box))
        }
        endWord()
        return rows(of: words)
    }

    /// Groups words into rows by vertical overlap and orders them for reading.
    static func rows(of words: [OCRWord]) -> [OCRLine] {
        var rows: [[OCRWord]] = []
        var rowBoxes: [BoundingBox] = []
        for word in words.sorted(by: { $0.box.midY < $1.box.midY }) {
            if let index = rowBoxes.indices.last(where: { rowBoxes[$0].verticalOverlap(with: word.box) >= 0.5 }) {
                rows[index].append(word)
                rowBoxes[index] = rowBoxes[index].union(word.box)
            } else {
                rows.append([word])
                rowBoxes.append(word.box)
            }
        }
        return zip(rows, rowBoxes)
            .sorted { $0.1.y0 < $1.1.y0 }
            .map { row, box in
                let rightToLeft = isRightToLeft(row)
                let ordered = row.sorted { rightToLeft ? $0.box.midX > $1.box.midX : $0.box.midX < $1.box.midX }
                return OCRLine(words: ordered, box: box)
            }
    }

    /// The horizontal space between two glyph boxes (0 when they touch or overlap).
    private static func gap(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        Double(max(0, max(b.x0 - a.x1, a.x0 - b.x1)))
    }

    private static func word(from glyphs: [Glyph]) -> OCRWord? {
        guard let box = BoundingBox.union(glyphs.map(\.box)) else { return nil }
        let text = String(String.UnicodeScalarView(glyphs.map(\.scalar)))
        return OCRWord(text: text, box: box, confidence: 0.99)
    }

    private static func isRightToLeft(_ words: [OCRWord]) -> Bool {
        var hebrew = 0, latin = 0
        for scalar in words.flatMap({ $0.text.unicodeScalars }) {
            if (0x0590...0x05FF).contains(scalar.value) { hebrew += 1 } else if scalar.isASCII && scalar.properties.isAlphabetic { latin += 1 }
        }
        return hebrew > 0 && hebrew >= latin
    }

    private static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
        [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
            .contains(scalar.value)
    }
}
