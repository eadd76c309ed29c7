// Keyword sets that also match the commonest misreading of Hebrew words: Tesseract reads the small
// letter yod (י) as a geresh ("אשרא'" for "אשראי", "כרט'ס" for "כרטיס", "המסת''ם" for "המסתיים").

extension KeywordSet {
    /// Words with more yods than this get no variants (2^n spellings each).
    private static let maximumYodsVaried = 3
    /// Variants keeping fewer letters than this are left out: a short one is often another word
    /// ("ו'זה" for "ויזה" folds like "וזה", "and this").
    private static let minimumLettersKept = 4

    /// The keywords as printed plus, for each Hebrew keyword, every spelling with some of its yods
    /// read as a geresh.
    static func withYodMisreadings(_ printed: [String]) -> KeywordSet {
        KeywordSet(printed.flatMap { [$0] + yodMisreadings(of: $0) })
    }

    /// The spellings of `word` with one or more of its yods replaced by a geresh.
    static func yodMisreadings(of word: String) -> [String] {
        let characters = Array(word)
        let yods = characters.indices.filter { characters[$0] == "י" }
        guard !yods.isEmpty, yods.count <= maximumYodsVaried else { return [] }
        return (1..<(1 << yods.count)).compactMap { mask in
            var variant = characters
            for (bit, index) in yods.enumerated() where mask & (1 << bit) != 0 { variant[index] = "'" }
            return variant.filter(\.isHebrew).count >= minimumLettersKept ? String(variant) : nil
        }
    }
}
