// Pages scanned or photographed sideways or upside down read as almost nothing. When the first
// reading of a page is that poor, Tesseract's orientation check (a look at letter shapes, no
// reading) names the turn that sets it upright, and only when it is sure is the page read again at
// that one turn, kept if it reads clearly better. Most poor readings are faint pages the right way
// up, which read just as poorly at every turn: they now cost one check instead of three readings.

import DocumentModel

enum PageOrientation {
    /// How much readable text a page holds: the summed confidence of its words of two or more
    /// letters or digits.
    static func readability(_ page: OCRPage) -> Double {
        page.words.filter { word in word.text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.count >= 2 }
            .map(\.confidence).reduce(0, +)
    }

    /// A reading too poor to trust the page's orientation: few words, or words read with low confidence.
    static func looksMisoriented(_ page: OCRPage) -> Bool {
        let words = page.words
        guard !words.isEmpty else { return true }
        let meanConfidence = words.map(\.confidence).reduce(0, +) / Double(words.count)
        return words.count < 8 || meanConfidence < 0.62
    }

    /// Tesseract's orientation confidence below which its guess is not worth a reading: it guesses
    /// at random, under 1, on faint or sparse pages, and scores 5 and more on clear turned ones.
    static let minimumConfidence = 2.0

    /// Whether `candidate` reads clearly better than `current` (by half again as much text).
    static func isClearlyBetter(_ candidate: OCRPage, than current: OCRPage) -> Bool {
        let candidateScore = readability(candidate)
        return candidateScore >= 3 && candidateScore > 1.5 * readability(current)
    }
}
