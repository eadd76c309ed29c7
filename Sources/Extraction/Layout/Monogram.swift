// A logo that is a monogram — the initials of the name in a box, a circle or a diamond beside it —
// is read by OCR as a short word on the name's line: "בב" beside "בוקס" / "בוקס סחר", "MT" beside
// "Meridian" / "Translations LLC". It stands apart from the name, and its letters are the initials of
// the large words stacked on two lines beside it, in order; such a word is the logo, not a word of
// any field.

import DocumentModel

enum Monogram {
    /// How many letters a monogram has.
    static let letters = 2...3
    /// How far from the monogram the name's words stand, in monogram heights.
    static let reach = 6.0
    /// The least gap between the monogram and the nearest word of its row, in monogram heights: words
    /// of one line stand a space apart, a logo stands apart from the text.
    static let gap = 0.5

    /// The ids of the words of `rows` (the header's rows, in order) that are monograms.
    static func wordIDs(in rows: [Row]) -> Set<Int> {
        var ids: Set<Int> = []
        for (position, row) in rows.enumerated() {
            for word in row.words where isMonogram(word, row: row, neighbours: rows[max(0, position - 1)...min(rows.count - 1, position + 1)]) {
                ids.insert(word.id)
            }
        }
        return ids
    }

    private static func isMonogram(_ word: LayoutWord, row: Row, neighbours: ArraySlice<Row>) -> Bool {
        let text = word.text
        guard letters.contains(text.count), text.allSatisfy({ $0.isHebrew || ($0.isLatinLetter && $0.isUppercase) })
        else { return false }
        let height = Double(max(word.box.height, 1))
        // It stands apart from the rest of its row.
        let ownRow = row.words.filter { $0.id != word.id }
        guard ownRow.allSatisfy({ Double($0.box.horizontalGap(to: word.box)) >= gap * height }) else { return false }
        // The name's words: large, lettered, beside it and level with it (a logo spans the lines of the
        // name it stands for), on its row or the rows above and under it, in reading order.
        let top = Double(word.box.y0) - 0.25 * height, bottom = Double(word.box.y1) + 0.25 * height
        let name = neighbours.filter { $0.page == row.page }.flatMap { line in
            line.words.filter { other in
                other.id != word.id && Double(other.box.height) >= 0.5 * height
                    && Double(other.box.y1) > top && Double(other.box.y0) < bottom
                    && Double(other.box.horizontalGap(to: word.box)) <= reach * height
                    && other.text.first.map { $0.isHebrew || $0.isLatinLetter } == true
            }.map { (initial: Character($0.text.prefix(1).uppercased()), row: line.index) }
        }
        // The name is stacked beside its logo: initials of one line ("New York, NY") are an abbreviation.
        let initials = Array(text)
        return name.indices.contains { start in
            let run = name[start...].prefix(initials.count)
            return run.map(\.initial) == initials && Set(run.map(\.row)).count > 1
        }
    }
}
