// OCR repair of Hebrew text values: Tesseract reads the small letter yod (י) as a geresh
// ("ב'אל'ק" for "ביאליק", "הרצל'ה" for "הרצליה", "'קנעם" for "יקנעם"). In print a geresh inside a
// word follows only ג, ז, צ or ת (ג'ינס, ז'בוטינסקי, צ'יפס), an acronym's mark stands before its
// last letter (בע"מ, read "בע'מ": one mark in a short word), and an abbreviation's ends the word (רח', מס'): every other
// geresh between Hebrew letters, or opening a word, is a yod.

enum YodMisreads {
    /// Letters a printed geresh follows inside a word.
    private static let gereshLetters: Set<Character> = ["ג", "ז", "צ", "ת"]
    /// Words of this many Hebrew letters or fewer may be acronyms ("סה'כ", "מע'מ", "בע'מ").
    private static let longestAcronym = 4

    /// `text` with each misread yod put back, word by word.
    static func restored(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { restoredWord(Array($0)) }
            .joined(separator: " ")
    }

    private static func restoredWord(_ characters: [Character]) -> String {
        let letters = characters.filter(\.isHebrew).count
        let marks = characters.filter { $0 == "'" || $0 == "׳" }.count
        let lastLetter = characters.lastIndex(where: \.isHebrew)
        var word = characters
        for index in characters.indices where characters[index] == "'" || characters[index] == "׳" {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            guard let next, next.isHebrew else { continue }
            if index == 0 {
                if letters >= 3 { word[index] = "י" }
                continue
            }
            let previous = characters[index - 1]
            guard previous.isHebrew, !gereshLetters.contains(previous) else { continue }
            if marks == 1 && letters <= longestAcronym && index + 1 == lastLetter { continue }
            word[index] = "י"
        }
        return String(word)
    }
}
