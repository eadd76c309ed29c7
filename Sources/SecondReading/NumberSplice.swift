// The second recogniser's numbers put into Tesseract's reading of a page: each line PP-OCR read
// gives its number tokens (on a Hebrew page digits alone, since PP-OCR reads Hebrew letters as
// digits and marks; on a Latin page every word with a digit), each with the box of the characters
// it was read from, and they take the place of the words with digits under them in the row they
// overlap, or make a row of their own. Extraction then reads the page as if Tesseract had read them.
// A sure Tesseract number (0.8 and up, five digits or more) that PP-OCR only lengthens stays: a
// label read as digits glued to it ("ח.פ 511667107" read as "5116671079.n").

import DocumentModel

public enum NumberSplice {
    /// `page` with the numbers of `lines` (in its pixels) spliced in.
    public static func splicing(_ lines: [RecognisedLine], into page: OCRPage) -> OCRPage {
        var page = page
        let letters = page.lines.flatMap(\.words).flatMap(\.text.unicodeScalars).filter { $0.properties.isAlphabetic }
        let hebrew = letters.filter { (0x0590...0x05FF).contains($0.value) }.count
        let isHebrew = Double(hebrew) > 0.2 * Double(max(1, letters.count))
        for line in lines {
            let words = tokens(of: line, hebrew: isHebrew)
            guard !words.isEmpty else { continue }
            let box = line.box
            var row: Int?
            var overlap = 0
            for (index, candidate) in page.lines.enumerated() {
                let shared = min(box.y1, candidate.box.y1) - max(box.y0, candidate.box.y0)
                if shared > overlap, Double(shared) >= 0.5 * Double(min(box.height, candidate.box.height)) {
                    (row, overlap) = (index, shared)
                }
            }
            guard let row else {
                page.lines.append(OCRLine(words: words, box: box))
                continue
            }
            let under = page.lines[row].words.filter { word in
                word.text.contains(where: \.isASCIIDigit) && Double(box.x0) <= word.box.midX && word.box.midX <= Double(box.x1)
            }
            let numbers = words.map { digits($0.text) }
            let lengthensASureNumber = under.contains { word in
                let own = digits(word.text)
                return word.confidence >= 0.8 && own.count >= 5 && numbers.contains { $0.contains(own) && $0 != own }
            }
            if lengthensASureNumber { continue }
            // A Hebrew row's words run right to left; told from the row as read, before any is taken out.
            let read = page.lines[row].words
            let descending = read.count > 1 && read[0].box.x0 > read[read.count - 1].box.x0
            let kept = read.filter { !under.contains($0) }
            page.lines[row].words = (kept + words).sorted { descending ? $0.box.x0 > $1.box.x0 : $0.box.x0 < $1.box.x0 }
            page.lines[row].box = BoundingBox(x0: min(page.lines[row].box.x0, box.x0), y0: page.lines[row].box.y0,
                                              x1: max(page.lines[row].box.x1, box.x1), y1: page.lines[row].box.y1)
        }
        page.lines.sort { $0.box.y0 < $1.box.y0 }
        return page
    }

    /// Whether a line the second recogniser found at `box` (in `page`'s pixels) is worth reading:
    /// not when every word Tesseract read there is sure (`sureWord` and up) and holds no digit — its
    /// numbers, if it printed any, were read already, and its words stay Tesseract's. A line with no
    /// word of Tesseract's in it is read: that is where lost print is.
    public static func mayChange(_ box: BoundingBox, of page: OCRPage) -> Bool {
        let inside = page.lines.lazy.filter { $0.box.y1 > box.y0 && $0.box.y0 < box.y1 }.flatMap(\.words).filter { word in
            Double(box.x0) <= word.box.midX && word.box.midX <= Double(box.x1)
                && Double(box.y0) <= word.box.midY && word.box.midY <= Double(box.y1)
        }
        return inside.isEmpty || inside.contains { $0.confidence < sureWord || $0.text.contains(where: \.isASCIIDigit) }
    }

    /// A word Tesseract read at this confidence or more, without a digit, is not read again (`mayChange`).
    public static let sureWord = 0.85

    /// The number tokens of a line as words: on a Hebrew page runs of digits and their marks
    /// ("1,234.50", "12/03/2025", "18%"), on a Latin page every word holding a digit ("#A1234");
    /// a date glued to a time is two words.
    static func tokens(of line: RecognisedLine, hebrew: Bool) -> [OCRWord] {
        let text = line.text
        let pattern = hebrew ? hebrewNumber : latinWord
        var words: [OCRWord] = []
        func word(_ range: Range<String.Index>) -> OCRWord {
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            let end = text.distance(from: text.startIndex, to: range.upperBound)
            return OCRWord(text: String(text[range]),
                           box: BoundingBox(x0: line.characters[start].x0, y0: line.box.y0,
                                            x1: line.characters[end - 1].x1, y1: line.box.y1),
                           confidence: line.confidence)
        }
        for match in text.matches(of: pattern) where match.output.contains(where: \.isASCIIDigit) {
            let token = match.range
            let unsigned = text[token].hasPrefix("-") ? text.index(after: token.lowerBound) : token.lowerBound
            if let glued = text[unsigned..<token.upperBound].wholeMatch(of: dateAndTime) {
                words.append(word(token.lowerBound..<glued.output.1.endIndex))
                words.append(word(glued.output.2.startIndex..<token.upperBound))
            } else {
                words.append(word(token))
            }
        }
        return words
    }

    nonisolated(unsafe) private static let hebrewNumber = /-?\d[\d.,:\/\-]*\d%?|\d%?/
    nonisolated(unsafe) private static let latinWord = /[\-#]?[0-9A-Za-z][0-9A-Za-z.,:\/\-%]*/
    nonisolated(unsafe) private static let dateAndTime = /(\d{1,2}[\/.\-]\d{1,2}[\/.\-](?:\d{4}|\d{2}))(\d{1,2}:\d{2}(?::\d{2})?)/

    private static func digits(_ text: String) -> String { String(text.filter(\.isASCIIDigit)) }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
