// Turns poppler's page text (one Unicode scalar per character box, lines split by newlines) into
// words and lines with boxes, the same shape OCR produces.

import DocumentModel

enum TextLayerWords {
    /// Splits `text` into lines at newlines and words at white space; each word's box is the union
    /// of its characters' boxes. `characterBoxes` has one box per Unicode scalar of `text`.
    static func lines(text: String, characterBoxes: [BoundingBox]) -> [OCRLine] {
        var lines: [OCRLine] = []
        var words: [OCRWord] = []
        var scalars = String.UnicodeScalarView()
        var box: BoundingBox?

        func endWord() {
            let word = String(scalars).strippingBidiMarks
            if !word.isEmpty, let box { words.append(OCRWord(text: word, box: box, confidence: 0.99)) }
            scalars = String.UnicodeScalarView()
            box = nil
        }
        func endLine() {
            endWord()
            if !words.isEmpty { lines.append(OCRLine(words: words)) }
            words = []
        }

        for (index, scalar) in text.unicodeScalars.enumerated() {
            if scalar == "\n" {
                endLine()
            } else if scalar.properties.isWhitespace {
                endWord()
            } else {
                scalars.append(scalar)
                if index < characterBoxes.count, !characterBoxes[index].isEmpty {
                    box = box.map { $0.union(characterBoxes[index]) } ?? characterBoxes[index]
                }
            }
        }
        endLine()
        return lines
    }
}
