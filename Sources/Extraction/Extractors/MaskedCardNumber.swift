// A masked card number in a row ("****1234", "XXXX-XXXX-XXXX-1234", "xxxx-9175"), read from one
// word or, when OCR broke it apart, from neighbouring words joined left to right: "** ** 8617" (a
// right-to-left row lists the digits first), "*#*******#**2 640", "XXXX - %%א) - XXXX - 8308"; and
// "7731****" or "6042-XXXX-XXXX-XXXX", the reading order of "****7731" in a right-to-left row, as a
// PDF text layer stores it and as Tesseract's Hebrew reading gives it.

import DocumentModel

/// The last four digits of a masked card number and the words they came from.
struct MaskedCardNumber {
    let lastFour: String
    let words: [LayoutWord]
    /// True when one word held the whole mask and digits as printed; false when OCR damage had to
    /// be read through (joined words, stray characters inside the mask).
    let isClean: Bool

    /// Characters that print a masked digit; "א" is how OCR reads an X in a Hebrew row.
    static let maskCharacters: Set<Character> = ["*", "x", "X", "•", "#", "א", "×"]
    /// A mask needs at least this many mask characters, so "*6789" (a star phone number) or
    /// "2 x 12.99" is never one.
    static let minimumMaskCharacters = 4
    /// Neighbouring words belong to one printed number when the gap between them is at most this
    /// many row heights (not word heights: a word of asterisks is half as tall as the digits).
    static let joiningGap = 0.8

    /// The masked card number of `row`, if it prints one.
    static func find(in row: Row) -> MaskedCardNumber? {
        let leftToRight = row.words.sorted { $0.box.midX < $1.box.midX }
        if let clean = singleWord(in: leftToRight, rowHeight: row.box.height) { return clean }
        if let reordered = digitsFirst(in: row.words), readsRightToLeft(row) { return reordered }
        for run in runs(of: leftToRight, rowHeight: row.box.height) {
            let text = run.map(\.text).joined()
            if let digits = lastFourAfterMask(text) {
                return MaskedCardNumber(lastFour: digits, words: run, isClean: false)
            }
        }
        return nil
    }

    /// A mask and its digits printed as one word, or a mask word followed by a four-digit word, or a
    /// mask ending in three digits whose fourth OCR split off.
    private static func singleWord(in words: [LayoutWord], rowHeight: Int) -> MaskedCardNumber? {
        for (index, word) in words.enumerated() {
            // Each form starts with two mask characters or more: most words are turned away here,
            // before the patterns run.
            guard word.text.scalarCount(of: maskFirstScalars) >= 2 else { continue }
            // And the digits: a rule of asterisks has none, and the search for a mask in it
            // backtracks through every run (a million instructions for one such word).
            let digits = word.text.numericScalarCount
            if digits >= 4, let match = word.text.firstMatch(of: Patterns.maskedCard) {
                return MaskedCardNumber(lastFour: String(match.1), words: [word], isClean: true)
            }
            let next = index + 1 < words.count && adjacent(word, words[index + 1], rowHeight: rowHeight)
                ? words[index + 1] : nil
            if digits >= 3, let match = word.text.wholeMatch(of: Patterns.maskedCardSplit), let next,
               next.text.count == 1, next.text.allSatisfy(\.isASCIIDigit) {
                return MaskedCardNumber(lastFour: String(match.1) + next.text, words: [word, next], isClean: true)
            }
            if word.text.wholeMatch(of: Patterns.cardMask) != nil, let next,
               let match = next.text.wholeMatch(of: Patterns.fourDigits) {
                return MaskedCardNumber(lastFour: String(match.1), words: [word, next], isClean: true)
            }
        }
        return nil
    }

    /// "7731****", "6042-XXXX-XXXX-XXXX": a word of a right-to-left row in reading order — a PDF
    /// text layer's, or OCR's ("כרטיס 5795****" on a rescanned Hebrew receipt) — shows the mask
    /// printed before the digits ("****7731" on the page) after them.
    private static func digitsFirst(in words: [LayoutWord]) -> MaskedCardNumber? {
        // The form holds four mask characters or more: most words are turned away before the pattern runs.
        for word in words where word.text.scalarCount(of: digitsFirstScalars) >= 4 {
            if let match = word.text.wholeMatch(of: Patterns.cardDigitsFirst) {
                return MaskedCardNumber(lastFour: String(match.1), words: [word], isClean: true)
            }
        }
        return nil
    }

    /// Whether the row is Hebrew once its masks are set aside: the X's of "6042-XXXX-XXXX-XXXX" are
    /// no Latin text.
    private static func readsRightToLeft(_ row: Row) -> Bool {
        if row.isRTL { return true }
        let text = row.words.filter { $0.text.wholeMatch(of: Patterns.cardNumberWord) == nil }
        return text.map(\.hebrewLetters).reduce(0, +) > text.map(\.latinLetters).reduce(0, +)
    }

    /// Runs of adjacent words (left to right) that hold no letters other than mask letters and
    /// the digit look-alike "O": the pieces of one printed number.
    private static func runs(of words: [LayoutWord], rowHeight: Int) -> [[LayoutWord]] {
        var runs: [[LayoutWord]] = []
        var current: [LayoutWord] = []
        for word in words {
            let fits = word.text.allSatisfy { !$0.isLetter || maskCharacters.contains($0) || $0 == "O" || $0 == "o" }
            guard fits else {
                if !current.isEmpty { runs.append(current) }
                current = []
                continue
            }
            if let last = current.last, !adjacent(last, word, rowHeight: rowHeight) {
                runs.append(current)
                current = []
            }
            current.append(word)
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// The mask characters of the patterns of a card number printed mask first (`*xX•#א`, and "-"
    /// inside a mask) and digits first (`*xX•#×`).
    private static let maskFirstScalars: Set<Unicode.Scalar> = ["*", "x", "X", "•", "#", "א", "-"]
    private static let digitsFirstScalars: Set<Unicode.Scalar> = ["*", "x", "X", "•", "#", "×"]

    /// Whether `right` follows `left` closely enough to be part of the same printed number.
    private static func adjacent(_ left: LayoutWord, _ right: LayoutWord, rowHeight: Int) -> Bool {
        Double(right.box.x0 - left.box.x1) <= joiningGap * Double(rowHeight)
    }

    /// The four digits that end `text` after a mask: exactly four trailing digits ("O" read as 0),
    /// a mask character right before them (a dash may sit between), and enough mask characters
    /// in all. "*******4****2447" → "2447"; "12-34-5678" → nil.
    static func lastFourAfterMask(_ text: String) -> String? {
        var characters = Array(text)
        while let last = characters.last, ".,:;)".contains(last) { characters.removeLast() }
        var digits: [Character] = []
        while let last = characters.last, last.isASCIIDigit || last == "O" || last == "o" {
            digits.insert(last.isASCIIDigit ? last : "0", at: 0)
            characters.removeLast()
        }
        guard digits.count == 4, digits.contains(where: \.isASCIIDigit) else { return nil }
        while let last = characters.last, last == "-" || last == " " { characters.removeLast() }
        guard let before = characters.last, maskCharacters.contains(before),
              characters.filter({ maskCharacters.contains($0) }).count >= minimumMaskCharacters else { return nil }
        return String(digits)
    }
}
