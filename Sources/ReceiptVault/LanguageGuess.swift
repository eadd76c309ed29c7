// A document's language from its letters: Hebrew, English or both.

enum LanguageGuess {
    /// "he" when Hebrew letters dominate, "en" when Latin ones do, "mixed" when both are substantial.
    static func of(_ text: String) -> String {
        var hebrew = 0, latin = 0
        for scalar in text.unicodeScalars {
            if (0x05D0...0x05EA).contains(scalar.value) { hebrew += 1 } else if scalar.isASCII && scalar.properties.isAlphabetic { latin += 1 }
        }
        let letters = hebrew + latin
        guard letters > 0 else { return "mixed" }
        let hebrewShare = Double(hebrew) / Double(letters)
        if hebrewShare >= 0.6 { return "he" }
        if hebrewShare <= 0.15 { return "en" }
        return "mixed"
    }
}
