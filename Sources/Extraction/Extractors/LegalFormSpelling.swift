// A legal form misread by one letter of like shape is written as printed: "SON BHD" is "SDN BHD"
// ("D" read as "O"), "SDN 8HD" is "SDN BHD", "Itd" at a name's end is "Ltd". The forms are a closed
// vocabulary and OCR's misreadings of them are of a few shapes, so a word one such letter away from a
// form, where the form stands (the other half of "SDN BHD" beside it, or the name's last word), is that
// form. A name's own words are never touched: "JOHNSON & SON" keeps its "SON", as no "BHD" follows.
// The Hebrew form's gershayim come back as two marks or a mark and a yod ("בע\"'מ", "בע\"ימ"): a last
// word of those letters is written "בע\"מ".

enum LegalFormSpelling {
    /// Forms of two words, each respelled only beside the other (read right or misread).
    static let pairs: [(String, String)] = [("SDN", "BHD")]
    /// Forms of one word, respelled only as the name's last word.
    static let endings = ["LTD", "INC", "LLC", "CORP", "PLC", "GMBH", "PTY", "PTE", "BHD"]

    /// Letters OCR reads for one another in print (upper case): a round "D" as "O", "B" as "8".
    static let lookAlikes: [Set<Character>] = [["D", "O", "0", "Q"], ["B", "8"], ["I", "1", "L", "|", "!"],
                                                ["S", "5"], ["G", "C", "6"], ["Z", "2"], ["T", "7"]]

    /// The name's words with its misread legal forms respelled, in the case they were printed in.
    static func respelled(_ words: [String]) -> [String] {
        var result = words
        for index in words.indices {
            let (core, tail) = split(words[index])
            guard core.count >= 3 else { continue }
            var candidates: [String] = []
            for (first, second) in pairs {
                if index + 1 < words.count, isForm(split(words[index + 1]).core, second) { candidates.append(first) }
                if index > 0, isForm(split(words[index - 1]).core, first) { candidates.append(second) }
            }
            if index == words.count - 1 {
                if isHebrewForm(words[index]) {
                    result[index] = hebrewForm
                    continue
                }
                candidates += endings
            }
            guard let form = candidates.first(where: { isMisreading(core, of: $0) }) else { continue }
            result[index] = cased(form, like: core) + tail
        }
        return result
    }

    /// The Hebrew legal form (בערבון מוגבל) as printed.
    static let hebrewForm = "בע\"מ"

    /// "בע\"'מ", "בע\"ימ", "בע''מ": the form's letters with its gershayim misread, and nothing else.
    private static func isHebrewForm(_ word: String) -> Bool {
        guard word != hebrewForm else { return false }
        let letters = word.filter { !"\"'`׳״".contains($0) }
        return (letters == "בעמ" || letters == "בעימ") && letters.count < word.count
    }

    /// A word's letters and the punctuation after them ("BHD." → "BHD", ".").
    private static func split(_ word: String) -> (core: String, tail: String) {
        let core = word.reversed().drop { $0 == "." || $0 == "," }.reversed()
        return (String(core), String(word.dropFirst(core.count)))
    }

    /// The form as printed, or one look-alike letter away from it.
    private static func isForm(_ word: String, _ form: String) -> Bool {
        word.uppercased() == form || isMisreading(word, of: form)
    }

    /// Exactly one letter differs from `form`, and it is a look-alike of the form's letter.
    private static func isMisreading(_ word: String, of form: String) -> Bool {
        let read = Array(word.uppercased()), printed = Array(form)
        guard read.count == printed.count, read != printed else { return false }
        let differences = zip(read, printed).filter { $0 != $1 }
        guard differences.count == 1, let (misread, letter) = differences.first else { return false }
        return lookAlikes.contains { $0.contains(misread) && $0.contains(letter) }
    }

    /// `form` in the case of the word it replaces: "Sdn", "SDN" or "sdn".
    private static func cased(_ form: String, like word: String) -> String {
        let letters = word.filter(\.isLetter)
        if !letters.isEmpty, letters.allSatisfy(\.isLowercase) { return form.lowercased() }
        if let first = letters.first, first.isUppercase, letters.dropFirst().allSatisfy(\.isLowercase), letters.count > 1 {
            return form.prefix(1) + form.dropFirst().lowercased()
        }
        return form
    }
}
