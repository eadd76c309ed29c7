// A page read as one block of text (PSM 6) joins words printed side by side in two columns into one
// line: the issuer's name in the right column and the document's title in the left one ("קבלה …
// יעל רוזן -"), the name's second line and the document's number. When the columns' type sizes or
// baselines differ, Tesseract scales and reads that joined line as one strip, and the smaller or
// offset part comes out garbled ("ינגל רוזן" for "יעל רוזן", "עידרב יכפה" at confidence 0, "א ונליין"
// for "אונליין"). Each column's part of such a line, cut out and read on its own as a single line,
// mostly reads right (measured with `tesseract --psm 7` on the cut-out parts of `dev/` a4 invoices).
//
// So in the header — above the first row showing an amount, where the name, the title and the
// document's number and date sit beside one another — a line whose words fall into parts separated
// by a column gap has each part Tesseract was unsure of read again; the second reading replaces a
// part when Tesseract is surer of it, it shows the same digits (or the first reading was debris) and
// it stays on the part's print. Below the header, table rows have column gaps too, but their columns
// share a baseline and a type size, and reading each cell again would cost a reading of the page.

import DocumentModel

enum ColumnRowRepair {
    /// At most this many lines of a page are read again.
    static let maximumLines = 8
    /// A gap between two words this many times the line's word height (and at least
    /// `minimumGapShare` of the page's width) separates two columns.
    static let columnGap = 3.0
    static let minimumGapShare = 0.05
    /// A part is read again when Tesseract is less sure than this of one of its words.
    static let doubtfulConfidence = 0.9

    /// One column's words of a joined line, as indexes into the line's words, in reading order.
    struct Part: Equatable {
        var wordIndexes: [Int]
        var box: BoundingBox
    }

    /// The header's lines split by a column gap, each with its column parts.
    static func linesToReread(_ page: OCRPage) -> [(line: Int, parts: [Part])] {
        let headerBottom = RowReread.headerBottom(of: page)
        var found: [(line: Int, parts: [Part])] = []
        for (index, line) in page.lines.enumerated() where found.count < maximumLines && line.box.midY < headerBottom {
            let parts = columnParts(of: line, pageWidth: page.width)
            if parts.count > 1 { found.append((index, parts)) }
        }
        return found
    }

    /// The page with the parts of `lines` read again by `read` (a box), and how many parts were replaced.
    static func repair(_ page: OCRPage, lines: [(line: Int, parts: [Part])], read: (BoundingBox) -> [OCRWord])
        -> (page: OCRPage, replaced: Int) {
        var repaired = page
        var replaced = 0
        for (index, parts) in lines {
            let line = page.lines[index]
            var words: [[OCRWord]] = parts.map { $0.wordIndexes.map { line.words[$0] } }
            var changed = false
            for (position, part) in parts.enumerated() where isDoubtful(words[position]) {
                let first = OCRLine(words: words[position])
                let second = OCRLine(words: read(RowReread.padded(part.box, in: page)))
                if isBetter(second, than: first), staysWithin(second, part.box) {
                    words[position] = second.words
                    changed = true
                    replaced += 1
                }
            }
            guard changed else { continue }
            // The line keeps its reading order: the parts in the order their first words had.
            let order = parts.indices.sorted { (parts[$0].wordIndexes.first ?? 0) < (parts[$1].wordIndexes.first ?? 0) }
            repaired.lines[index] = OCRLine(words: order.flatMap { words[$0] })
        }
        return (repaired, replaced)
    }

    /// Below this mean confidence a part's first reading is debris, not a reading of its print: the
    /// offset half of a joined line ("No. INV-2026-0452 ee" for "… 80 Mill Road", "ee" at 0.35).
    static let debrisConfidence = 0.5
    /// A second reading that replaces debris is this sure of its words.
    static let sureConfidence = 0.8

    /// Whether the part's second reading should replace its first: words found, Tesseract surer of
    /// it, and the same digits in the same order — unless the first reading was debris without a
    /// digit, whose lack of digits says nothing of the print, and the second is sure ("80 Mill Road"
    /// at 0.96 for "ee" at 0.35). Debris with digits keeps them: a SROIE receipt's time, read again,
    /// came back with another digit.
    static func isBetter(_ second: OCRLine, than first: OCRLine) -> Bool {
        guard !second.words.isEmpty, second.confidence > first.confidence else { return false }
        let firstDigits = RowReread.digits(of: first)
        if RowReread.digits(of: second) == firstDigits { return true }
        return firstDigits.isEmpty && first.confidence < debrisConfidence && second.confidence >= sureConfidence
    }

    /// Whether the second reading's words stay on the part's print: a reading that reaches into the
    /// line under it or onto a receipt's edge beside it ("INov" for "Nov") read more than the part.
    static func staysWithin(_ reading: OCRLine, _ box: BoundingBox) -> Bool {
        let tolerance = max(2, box.height / 8)
        return reading.box.x0 >= box.x0 - tolerance && reading.box.x1 <= box.x1 + tolerance
            && reading.box.y0 >= box.y0 - tolerance && reading.box.y1 <= box.y1 + tolerance
    }

    /// Whether a part is worth reading again: Tesseract unsure of one of its words of print (a part
    /// of dots and dashes, or one read surely throughout, is left as it is).
    static func isDoubtful(_ words: [OCRWord]) -> Bool {
        words.contains { isPrint($0.text) && $0.confidence < doubtfulConfidence }
    }

    /// Whether a word holds a letter or a digit (a part of dots and dashes is not read again).
    private static func isPrint(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// The line's words grouped left to right into parts wherever a column gap separates them.
    static func columnParts(of line: OCRLine, pageWidth: Int) -> [Part] {
        let order = line.words.indices.sorted { line.words[$0].box.x0 < line.words[$1].box.x0 }
        guard order.count > 1 else { return [] }
        let gap = max(columnGap * typeHeight(line.words), minimumGapShare * Double(pageWidth))
        var groups: [[Int]] = [[order[0]]]
        var right = line.words[order[0]].box.x1
        for index in order.dropFirst() {
            let box = line.words[index].box
            if Double(box.x0 - right) >= gap { groups.append([]) }
            groups[groups.count - 1].append(index)
            right = max(right, box.x1)
        }
        // Each part's words in the line's reading order (right to left in a Hebrew line).
        return groups.compactMap { indexes in
            BoundingBox.union(indexes.map { line.words[$0].box }).map { Part(wordIndexes: indexes.sorted(), box: $0) }
        }
    }

    /// The median height of the words that are not specks (a dot or a dash is no measure of type).
    private static func typeHeight(_ words: [OCRWord]) -> Double {
        let letters = words.filter { isPrint($0.text) }
        let heights = (letters.isEmpty ? words : letters).map { Double($0.box.height) }.sorted()
        return heights.isEmpty ? 0 : heights[heights.count / 2]
    }
}
