// The text layer an OCR without Hebrew makes of a Hebrew page: Latin look-alike garbage.

/// Turns drawn Hebrew lines into the Latin junk of a wrong-language OCR text layer.
enum JunkText {
    /// Hebrew letters and the Latin shapes a Latin-only OCR reads them as.
    private static let lookAlikes: [Character: String] = [
        "א": "N", "ב": "2", "ג": "l", "ד": "T", "ה": "n", "ו": "1", "ז": "T", "ח": "n", "ט": "u", "י": "'",
        "כ": "D", "ך": "7", "ל": "b", "מ": "D", "ם": "O", "נ": "J", "ן": "l", "ס": "O", "ע": "y", "פ": "9",
        "ף": "q", "צ": "Y", "ץ": "y", "ק": "p", "ר": "1", "ש": "w", "ת": "n",
    ]

    static func lines(for drawn: [String], rng: inout SplitMix64) -> [String] {
        drawn.map { line in
            // Visual order: a left-to-right reader sees each Hebrew word reversed.
            line.split(separator: " ").reversed().map { word -> String in
                let mapped = word.reversed().map { character -> String in
                    if let latin = lookAlikes[character] { return latin }
                    if character.isASCIIDigit { return rng.chance(0.3) ? String(rng.int(0...9)) : String(character) }
                    return character.isASCII ? String(character) : "~"
                }
                return mapped.joined()
            }.joined(separator: " ")
        }
    }
}
