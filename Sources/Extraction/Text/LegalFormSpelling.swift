// A legal form misread by a look-alike glyph is written as printed: "SON BHD" is "SDN BHD" ("D"
// read as "O"), "SDN 8HD" is "SDN BHD", "LT0" or "Itd" ending a name is "LTD" or "Ltd". The forms are
// a closed vocabulary and OCR's misreadings of them are of a few shapes, so a word one such glyph away
// from a form, where the form stands, is that form. Where it stands decides how far the glyph may be:
// beside the other half of "SDN BHD" a letter of like shape will do ("SON"); as a name's last word
// only a digit or a mark read for a letter ("1NC", "LT0"), since a word one letter from a form is as
// often a word of the name ("HAI ING", "PIZZA PIC", "JOHNSON & SON" keep theirs). The Hebrew form's
// gershayim come back as two marks, or a mark and a yod, or two yods ("בע"'מ", "בע"ימ", "בעיימ"): a
// last word of those letters is written `בע"מ`; one printed with one mark of either kind is left as
// printed ("בע״מ", "בע'מ").

enum LegalFormSpelling {
    /// Forms of two words, each respelled only beside the other (read right or misread).
    static let pairs: [(String, String)] = [("SDN", "BHD")]
    /// Forms of one word, respelled only as the name's last word: the legal forms of three Latin
    /// letters or more.
    static let endings: [String] = BusinessNameExtractor.legalForms.keywords.map(\.printed).filter { form in
        form.count >= 3 && form.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Glyphs OCR reads for one another in print (upper case): a round "D" as "O", "B" as "8".
    static let lookAlikes: [Set<Character>] = [["D", "O", "0", "Q"], ["B", "8"], ["I", "1", "L", "|", "!"],
                                                ["S", "5"], ["G", "C", "6"], ["Z", "2"], ["T", "7"]]

    /// The name's words with its misread legal forms respelled, in the case they were printed in.
    static func respelled(_ words: [String]) -> [String] {
        var result = words
        for index in words.indices {
            let (core, tail) = split(words[index])
            guard core.count >= 3 else { continue }
            if index == words.count - 1, isMisreadHebrewForm(core) {
                result[index] = hebrewForm + tail
                continue
            }
            var form: String?
            for (first, second) in pairs {
                if index + 1 < words.count, isForm(split(words[index + 1]).core, second),
                   isMisreading(core, of: first, lettersToo: true) { form = first }
                if index > 0, isForm(split(words[index - 1]).core, first),
                   isMisreading(core, of: second, lettersToo: true) { form = second }
            }
            if form == nil, index == words.count - 1 {
                // "Itd": a capital I before small letters is a small l misread.
                let read = core.first == "I" && core.dropFirst().allSatisfy(\.isLowercase) ? "l" + core.dropFirst() : core
                form = endings.first { read != core && read.uppercased() == $0 || isMisreading(read, of: $0, lettersToo: false) }
            }
            guard let form else { continue }
            result[index] = cased(form, like: core) + tail
        }
        return result
    }

    /// The Hebrew legal form (בערבון מוגבל) as printed.
    static let hebrewForm = "בע\"מ"

    /// The form's letters with its gershayim misread: two marks, a yod beside a mark, or two yods.
    private static func isMisreadHebrewForm(_ word: String) -> Bool {
        let marks = word.filter { "\"'`׳״".contains($0) }.count
        let letters = word.filter { !"\"'`׳״".contains($0) }
        return letters == "בעיימ" || (letters == "בעימ" && marks >= 1) || (letters == "בעמ" && marks >= 2)
    }

    /// A word's letters and the punctuation after them ("BHD." → "BHD", ".").
    private static func split(_ word: String) -> (core: String, tail: String) {
        let core = word.reversed().drop { $0 == "." || $0 == "," }.reversed()
        return (String(core), String(word.dropFirst(core.count)))
    }

    /// The form as printed, or one look-alike glyph away from it.
    private static func isForm(_ word: String, _ form: String) -> Bool {
        word.uppercased() == form || isMisreading(word, of: form, lettersToo: true)
    }

    /// Exactly one glyph differs from `form`, a look-alike of the form's letter — a digit or a mark
    /// unless `lettersToo`.
    private static func isMisreading(_ word: String, of form: String, lettersToo: Bool) -> Bool {
        let read = Array(word.uppercased()), printed = Array(form)
        guard read.count == printed.count, read != printed else { return false }
        let differences = zip(read, printed).filter { $0 != $1 }
        guard differences.count == 1, let (misread, letter) = differences.first,
              lettersToo || !misread.isLetter else { return false }
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
