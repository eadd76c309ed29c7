// Turns the glyphs of a PDF page's text layer into words and rows with boxes, the same shape OCR
// produces: rows top to bottom, each word's letters in reading order, and the words of a Hebrew row
// right to left (a run of Latin words inside it left to right, as Tesseract gives them).
//
// poppler's text cannot be cut into words where it puts spaces: in right-to-left text it places
// spaces between the wrong letters ("הר צל" for "הרצל"). So words are found on the page — glyphs
// of one row with no gap between them — and their letters are put in reading order from where
// they are drawn (`ReadingOrder`).

import DocumentModel

enum TextLayerWords {
    /// Builds rows of words from the glyphs of a page, boxes in pixels at `scale` pixels per point.
    static func lines(glyphs: [TextLayerGlyph], scale: Double) -> [OCRLine] {
        var letters: [TextLayerGlyph] = []
        var spaces: [GlyphBox] = []
        for glyph in glyphs {
            if glyph.scalar.properties.isWhitespace {
                // A space poppler placed between the right letters spans the gap it stands for;
                // the misplaced ones of right-to-left text run backwards and are ignored.
                if glyph.scalar != "\n", glyph.box.x1 > glyph.box.x0, glyph.box.height > 0 { spaces.append(glyph.box) }
            } else if let box = normalised(glyph.box) {
                letters.append(TextLayerGlyph(scalar: glyph.scalar, box: box))
            }
        }
        let hebrewPage = hebrewDominates(letters.map(\.scalar))
        return rows(of: letters).compactMap { row in
            let scalars = row.glyphs.map(\.scalar)
            let direction: ReadingOrder.Direction =
                scalars.contains(where: ReadingOrder.isRightToLeftLetter) && (hebrewPage || hebrewDominates(scalars))
                ? .rightToLeft : .leftToRight
            let rowSpaces = spaces.filter { row.band.verticalOverlap(with: $0) >= 0.5 }
            let rowWords = words(in: row.glyphs, spaces: rowSpaces).map { glyphs in
                word(ReadingOrder.logical(glyphs, direction: direction), scale: scale)
            }
            guard !rowWords.isEmpty else { return nil }
            return OCRLine(words: readingOrder(rowWords, direction: direction))
        }
    }

    /// Glyphs grouped into printed rows, top to bottom: a glyph joins the row whose first glyph it
    /// overlaps vertically by at least half (so rows do not grow into their neighbours).
    private static func rows(of letters: [TextLayerGlyph]) -> [(band: GlyphBox, glyphs: [TextLayerGlyph])] {
        var rows: [(band: GlyphBox, glyphs: [TextLayerGlyph])] = []
        for glyph in letters.sorted(by: { ($0.box.midY, $0.box.x0) < ($1.box.midY, $1.box.x0) }) {
            if let index = rows.indices.last(where: { rows[$0].band.verticalOverlap(with: glyph.box) >= 0.5 }) {
                rows[index].glyphs.append(glyph)
            } else {
                rows.append((glyph.box, [glyph]))
            }
        }
        return rows.sorted { $0.band.y0 < $1.band.y0 }
    }

    /// The words of one row, each as its glyphs left to right: runs of glyphs cut where the page
    /// shows a gap (a wide one, or a narrow one poppler marks with a space), and where Hebrew and
    /// Latin letters touch ("בApple Pay" in a Hebrew row is drawn "Apple Payב").
    private static func words(in row: [TextLayerGlyph], spaces: [GlyphBox]) -> [[TextLayerGlyph]] {
        var words: [[TextLayerGlyph]] = []
        var current: [TextLayerGlyph] = []
        var right = 0.0   // the right edge of the current word
        for glyph in row.sorted(by: { ($0.box.x0, $0.box.x1) < ($1.box.x0, $1.box.x1) }) {
            if let last = current.last {
                let gap = glyph.box.x0 - right
                let height = max(last.box.height, glyph.box.height)
                if gap > 0.1 * height || (gap > 0.03 * height && spaces.contains { spans($0, from: right, to: glyph.box.x0, height: height) })
                    || changesScript(from: last.scalar, to: glyph.scalar) {
                    words.append(current)
                    current = []
                }
            }
            right = current.isEmpty ? glyph.box.x1 : max(right, glyph.box.x1)
            current.append(glyph)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether a space poppler reported stands in the gap `from`…`to`: it starts and ends there.
    private static func spans(_ space: GlyphBox, from: Double, to: Double, height: Double) -> Bool {
        let tolerance = 0.1 * height
        return abs(space.x0 - from) <= tolerance && abs(space.x1 - to) <= tolerance
    }

    /// Whether two touching letters are one right-to-left and one left-to-right (digits are neither).
    private static func changesScript(from left: Unicode.Scalar, to right: Unicode.Scalar) -> Bool {
        func isLatinLike(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic && !ReadingOrder.isRightToLeftLetter(scalar)
        }
        return (ReadingOrder.isRightToLeftLetter(left) && isLatinLike(right))
            || (isLatinLike(left) && ReadingOrder.isRightToLeftLetter(right))
    }

    /// A word of glyphs in reading order, its box in pixels.
    private static func word(_ glyphs: [TextLayerGlyph], scale: Double) -> OCRWord {
        let text = String(String.UnicodeScalarView(glyphs.map(\.scalar)))
        let box = glyphs.dropFirst().reduce(glyphs[0].box) { $0.union($1.box) }
        return OCRWord(text: text, box: BoundingBox(x0: Int((box.x0 * scale).rounded(.down)), y0: Int((box.y0 * scale).rounded(.down)),
                                                    x1: Int((box.x1 * scale).rounded(.up)), y1: Int((box.y1 * scale).rounded(.up))),
                       confidence: 0.99)
    }

    /// The words of a row in reading order: left to right, or right to left with each run of
    /// Latin words kept left to right (as Tesseract orders a Hebrew row).
    private static func readingOrder(_ words: [OCRWord], direction: ReadingOrder.Direction) -> [OCRWord] {
        let leftToRight = words.sorted { $0.box.midX < $1.box.midX }
        guard direction == .rightToLeft else { return leftToRight }
        func isLatin(_ word: OCRWord) -> Bool {
            word.text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }
                && !word.text.unicodeScalars.contains(where: ReadingOrder.isRightToLeftLetter)
        }
        var ordered: [OCRWord] = []
        var latinRun: [OCRWord] = []
        for word in leftToRight.reversed() {
            if isLatin(word) {
                latinRun.insert(word, at: 0)
            } else {
                ordered += latinRun + [word]
                latinRun = []
            }
        }
        return ordered + latinRun
    }

    /// A glyph's box with its corners in order; a mark of no width (a combining point) gets a
    /// sliver so it stays with its letter. Nil for a box of no height.
    private static func normalised(_ box: GlyphBox) -> GlyphBox? {
        let x0 = min(box.x0, box.x1), y0 = min(box.y0, box.y1)
        let y1 = max(box.y0, box.y1)
        guard y1 > y0 else { return nil }
        return GlyphBox(x0: x0, y0: y0, x1: max(max(box.x0, box.x1), x0 + 0.1), y1: y1)
    }

    /// Whether Hebrew (right-to-left) letters are at least as many as other letters.
    private static func hebrewDominates(_ scalars: [Unicode.Scalar]) -> Bool {
        var rightToLeft = 0, other = 0
        for scalar in scalars where scalar.properties.isAlphabetic {
            if ReadingOrder.isRightToLeftLetter(scalar) { rightToLeft += 1 } else { other += 1 }
        }
        return rightToLeft > 0 && rightToLeft >= other
    }
}
