// Pages scanned or photographed sideways or upside down read as almost nothing. When the first
// reading of a page is that poor, the page is read again turned by 90°, 180° and 270°, and the
// turn that reads best wins. Cost falls only on pages that read badly.

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

    /// Whether `candidate` reads clearly better than `current` (by half again as much text).
    static func isClearlyBetter(_ candidate: OCRPage, than current: OCRPage) -> Bool {
        let candidateScore = readability(candidate)
        return candidateScore >= 3 && candidateScore > 1.5 * readability(current)
    }
}
