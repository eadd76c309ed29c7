// Builds a RecognizedDocument from receipt text laid out like a printed receipt, so extraction can be
// tested without images: Hebrew lines are right-aligned with words placed right to left (in logical
// order; an English phrase inside one left to right, as a page shows it), English lines left-aligned; a " | " splits a line into its label and value columns (a
// Hebrew value goes to the left edge, an English value to the right edge).

import DocumentModel
import Foundation

enum SyntheticReceipt {
    static let pageWidth = 1000
    static let margin = 40
    static let charWidth = 12
    static let lineHeight = 30
    static let linePitch = 42

    static func document(_ text: String, textSource: TextSource = .ocr, confidence: Double = 0.95) -> RecognizedDocument {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var ocrLines: [OCRLine] = []
        for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let top = margin + index * linePitch
            let columns = line.components(separatedBy: " | ").map { $0.split(separator: " ").map(String.init) }
            let hebrew = line.contains { $0.isHebrewLetter }
            var words: [OCRWord] = []
            for (column, columnWords) in columns.enumerated() {
                let width = columnWords.map { $0.count * charWidth }.reduce(0, +) + max(columnWords.count - 1, 0) * charWidth
                let atStart = column == 0
                // Where the column's block begins on the page (its left edge).
                let blockLeft = hebrew == atStart ? pageWidth - margin - width : margin
                words += place(columnWords, blockLeft: blockLeft, width: width, top: top, rightToLeft: hebrew,
                               confidence: confidence)
            }
            ocrLines.append(OCRLine(words: words))
        }
        let height = margin * 2 + max(lines.count, 1) * linePitch
        return RecognizedDocument(pages: [OCRPage(number: 1, width: pageWidth, height: height, textSource: textSource,
                                                  lines: ocrLines)])
    }

    private static func place(_ words: [String], blockLeft: Int, width: Int, top: Int, rightToLeft: Bool,
                              confidence: Double) -> [OCRWord] {
        var placed: [OCRWord] = []
        var cursor = rightToLeft ? blockLeft + width : blockLeft
        for word in words {
            let wordWidth = word.count * charWidth
            let x0 = rightToLeft ? cursor - wordWidth : cursor
            placed.append(OCRWord(text: word, box: BoundingBox(x0: x0, y0: top, x1: x0 + wordWidth, y1: top + lineHeight),
                                  confidence: confidence))
            cursor = rightToLeft ? x0 - charWidth : x0 + wordWidth + charWidth
        }
        return rightToLeft ? latinRunsLeftToRight(placed) : placed
    }

    /// A Hebrew line's runs of Latin words set left to right within the run's span, as a page shows
    /// an embedded English phrase ("אמצעי תשלום Google Pay").
    private static func latinRunsLeftToRight(_ words: [OCRWord]) -> [OCRWord] {
        func isLatin(_ word: OCRWord) -> Bool {
            word.text.contains { $0.isASCII && $0.isLetter } && !word.text.contains { $0.isHebrewLetter || $0.isNumber }
        }
        var result = words
        var start = 0
        while start < result.count {
            guard isLatin(result[start]) else { start += 1; continue }
            var end = start
            while end + 1 < result.count, isLatin(result[end + 1]) { end += 1 }
            var cursor = result[start...end].map(\.box.x0).min() ?? 0
            for index in start...end {
                let width = result[index].box.width
                result[index].box = BoundingBox(x0: cursor, y0: result[index].box.y0, x1: cursor + width, y1: result[index].box.y1)
                cursor += width + charWidth
            }
            start = end + 1
        }
        return result
    }

    /// An ISO day as a Date at noon UTC.
    static func day(_ iso: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return (formatter.date(from: iso) ?? Date(timeIntervalSince1970: 0)).addingTimeInterval(12 * 3600)
    }
}

extension Character {
    var isHebrewLetter: Bool { unicodeScalars.first.map { (0x05D0...0x05EA).contains($0.value) } ?? false }
}
