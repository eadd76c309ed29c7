// One OCR word as extraction sees it: text, tolerant tokens, box, page and where it came from.

import DocumentModel

struct LayoutWord: Sendable, Hashable {
    /// Position of the word in the document (unique, stable).
    let id: Int
    let text: String
    let tokens: [String]
    let box: BoundingBox
    let confidence: Double
    let page: Int
    let source: FieldSource
    /// How many of the text's characters are Hebrew letters and Latin (ASCII) letters: counted once,
    /// as every row asks them of each of its words (which way it reads, which runs are Latin).
    let hebrewLetters: Int
    let latinLetters: Int

    init(id: Int, word: OCRWord, page: Int, source: FieldSource) {
        self.id = id
        text = word.text.strippingBidiMarks
        tokens = TolerantText.tokens(text)
        box = word.box
        confidence = word.confidence
        self.page = page
        self.source = source
        var hebrew = 0, latin = 0
        for character in text {
            if character.isHebrew { hebrew += 1 } else if character.isLatinLetter { latin += 1 }
        }
        hebrewLetters = hebrew
        latinLetters = latin
    }
    /// "info@shop.co.il", "www.shop.co.il", "https://…".
    var isWebAddress: Bool {
        let lowered = text.lowercased()
        return lowered.contains("@") || lowered.hasPrefix("www.") || lowered.contains("://")
    }
}

extension Collection where Element == LayoutWord {
    /// The median height of the words' boxes (the upper middle of an even count; 0 without words):
    /// how large their type is printed.
    var medianHeight: Double {
        let heights = map { Double($0.box.height) }.sorted()
        return heights.isEmpty ? 0 : heights[heights.count / 2]
    }
}
