// Tesseract reading a page with heb+eng reads some Hebrew words of Hebrew rows as Latin letters
// ("DANA ברוש (2009) "ya" for "פארם ברוש (2009) בע"מ", "NA מרקחת שקד" for "בית מרקחת שקד"), most
// often in the large type of a header, where the business name and address are. Read again on its
// own as a single line, such a row mostly comes back in Hebrew (8 of 10 header rows of the corpus's
// Hebrew scans, measured with `tesseract --psm 7` on the cut-out rows). So on a Hebrew page the
// header rows — above the first row with an amount — that mix Hebrew words with Latin-letter words
// are read again with the same engine, and the second reading replaces a row only when it has fewer
// Latin-letter words and the same digits. Latin words that are really printed ("Tel") come back
// Latin the second time, so their row is kept as it was. A row still holding Latin-letter words is
// read a third time with Latin letters excluded ("אחד DVN 10" → "אחד העם 10"), taken only when
// Tesseract is at least as sure of it: forced onto printed Latin, Hebrew comes out unsure.

import DocumentModel

enum HebrewRowRepair {
    /// At most this many rows of a page are read again.
    static let maximumRows = 6

    /// Indexes of the rows to re-read: header rows of a page with more Hebrew letters than Latin
    /// ones that hold both a Hebrew letter and a word of Latin letters only.
    static func rowsToReread(_ page: OCRPage) -> [Int] {
        var hebrew = 0, latin = 0
        for scalar in page.text.unicodeScalars {
            if RowReread.isHebrewLetter(scalar) { hebrew += 1 } else if RowReread.isLatinLetter(scalar) { latin += 1 }
        }
        guard hebrew > latin else { return [] }
        let headerBottom = RowReread.headerBottom(of: page)
        let rows = page.lines.indices.filter { index in
            let line = page.lines[index]
            return line.box.midY < headerBottom && line.text.unicodeScalars.contains(where: RowReread.isHebrewLetter)
                && latinWordCount(line) > 0
        }
        return Array(rows.prefix(maximumRows))
    }

    /// Latin letters, excluded from the last reading of a row.
    static let latinLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

    /// The page with `rows` read again by `read` (a box, the characters to exclude), and how many
    /// rows were replaced.
    static func repair(_ page: OCRPage, rows: [Int], read: (BoundingBox, _ excluding: String) -> [OCRWord])
        -> (page: OCRPage, replaced: Int) {
        var repaired = page
        var replaced = 0
        for index in rows {
            let first = page.lines[index]
            let box = RowReread.paddedBox(of: first, in: page)
            var best = first
            let second = OCRLine(words: read(box, ""))
            if !second.words.isEmpty, isBetter(second, than: first) { best = second }
            if latinWordCount(best) > 0 {
                let third = OCRLine(words: read(box, latinLetters))
                if !third.words.isEmpty, isSureEnough(third, against: best, first: first) { best = third }
            }
            if best != first {
                repaired.lines[index] = best
                replaced += 1
            }
        }
        return (repaired, replaced)
    }

    /// Whether a reading made with Latin letters excluded should replace the row as it stands: the
    /// same digits as the first reading and at least the mean confidence of the current one.
    static func isSureEnough(_ forced: OCRLine, against current: OCRLine, first: OCRLine) -> Bool {
        RowReread.digits(of: forced) == RowReread.digits(of: first) && forced.confidence >= current.confidence
    }

    /// Whether the second reading of a row should replace the first: fewer words of Latin letters
    /// only, and the same digits in the same order.
    static func isBetter(_ second: OCRLine, than first: OCRLine) -> Bool {
        latinWordCount(second) < latinWordCount(first) && RowReread.digits(of: second) == RowReread.digits(of: first)
    }

    /// Short words whose letters are all Latin and that have no digit, the shape of a misread Hebrew
    /// word ("ya", "“NAD", "n"yn"; not "SPF50", not an address like "info@shop.co.il").
    static func latinWordCount(_ line: OCRLine) -> Int {
        line.words.filter { word in
            let scalars = word.text.unicodeScalars
            let latinLetters = scalars.filter(RowReread.isLatinLetter).count
            return (1...maximumMisreadLetters).contains(latinLetters)
                && !scalars.contains(where: { RowReread.isHebrewLetter($0) || ("0"..."9").contains($0) || "@/".unicodeScalars.contains($0) })
        }.count
    }

    /// The longest Latin-letter word taken for a misread Hebrew word (Hebrew words are short:
    /// "בע"מ" comes out as "ya", "פארם" as "DANA").
    static let maximumMisreadLetters = 6


}
