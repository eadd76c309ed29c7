// Re-joins amounts OCR split at the decimal mark ("39." "80", "RM 11," "80") into one word, so every
// money rule reads 39.80 and not 39 and a stray 80.

import DocumentModel

enum SplitAmounts {
    /// The integer part with its decimal mark, possibly behind a currency mark ("RM39.", "~49.").
    nonisolated(unsafe) private static let integerPart = /^[^\d\s]{0,3}\d{1,6}[.,]$/
    nonisolated(unsafe) private static let twoDecimals = /^\d{2}$/

    /// The words of one printed row with each split amount joined: an integer part ending in `.` or
    /// `,` followed, within about one character cell, by a word of exactly two digits.
    static func joined(_ words: [LayoutWord]) -> [LayoutWord] {
        let byX = words.sorted { $0.box.x0 < $1.box.x0 }
        var result: [LayoutWord] = []
        var index = 0
        while index < byX.count {
            let word = byX[index]
            if index + 1 < byX.count, let merged = join(word, byX[index + 1]) {
                result.append(merged)
                index += 2
            } else {
                result.append(word)
                index += 1
            }
        }
        return result
    }

    private static func join(_ integer: LayoutWord, _ decimals: LayoutWord) -> LayoutWord? {
        // Most pairs of words are turned away by the integer part's last mark, before any expression runs.
        guard integer.text.last == "." || integer.text.last == ",",
              integer.text.wholeMatch(of: integerPart) != nil, decimals.text.wholeMatch(of: twoDecimals) != nil,
              integer.page == decimals.page else { return nil }
        let gap = Double(decimals.box.x0) - Double(integer.box.x1)
        let height = Double(max(integer.box.height, decimals.box.height))
        guard gap >= -height * 0.2, gap <= height * 1.2 else { return nil }
        let box = BoundingBox.union([integer.box, decimals.box]) ?? integer.box
        let word = OCRWord(text: integer.text + decimals.text, box: box,
                           confidence: min(integer.confidence, decimals.confidence))
        return LayoutWord(id: integer.id, word: word, page: integer.page, source: integer.source)
    }
}
