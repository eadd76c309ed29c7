// Pages scanned or photographed sideways or upside down read as almost nothing. When the first
// reading of a page is that poor, Tesseract's orientation check (a look at letter shapes, no
// reading) names the turn that sets it upright, and only when it is sure is the page read again at
// that one turn, kept if it reads clearly better. Most poor readings are faint pages the right way
// up, which read just as poorly at every turn: they now cost one check instead of three readings.

import DocumentModel

enum PageOrientation {
    /// How much readable text a page holds: the summed confidence of its words of three or more
    /// letters or digits. Shorter words do not count: a page read sideways is read as hundreds of
    /// them (a turned line's glyphs, one or two to a "word"), each with some confidence, and they
    /// would outweigh the page's real words read the right way up.
    static func readability(_ page: OCRPage) -> Double {
        page.words.filter { signs(in: $0.text) >= 3 }.map(\.confidence).reduce(0, +)
    }

    /// The share of a reading's words that are fragments (two letters or digits at most) beyond which
    /// the page was read sideways: upright pages of `Corpus/`, `corpus-foreign/dev` and the real set
    /// (phone photos and faint receipts among them) read at most 76% fragments, most under 40%; dev's
    /// clean and noisy scans turned a quarter, 84–97% when their reading looked confident otherwise.
    static let sidewaysFragmentShare = 0.8

    /// A reading too poor to trust the page's orientation: few words, words read with low confidence,
    /// or almost nothing but fragments of words (a page read sideways, which Tesseract can read with
    /// fair confidence as hundreds of one- and two-letter words).
    static func looksMisoriented(_ page: OCRPage) -> Bool {
        let words = page.words
        guard !words.isEmpty else { return true }
        let meanConfidence = words.map(\.confidence).reduce(0, +) / Double(words.count)
        return words.count < 8 || meanConfidence < 0.62 || readsSideways(page)
    }

    /// A reading of almost nothing but fragments of words: a page lying a quarter turned.
    static func readsSideways(_ page: OCRPage) -> Bool {
        let words = page.words
        return words.count >= 8
            && Double(words.filter { signs(in: $0.text) <= 2 }.count) >= sidewaysFragmentShare * Double(words.count)
    }

    /// How many letters and digits `text` holds.
    private static func signs(in text: String) -> Int {
        text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.count
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
