// One OCR word as extraction sees it: text, tolerant tokens, box, page and where it came from.

import DocumentModel
import Foundation

struct LayoutWord: Sendable, Hashable {
    /// Position of the word in the document (unique, stable).
    let id: Int
    let text: String
    let tokens: [String]
    let box: BoundingBox
    let confidence: Double
    let page: Int
    let source: FieldSource
    /// How many of the text's characters are Hebrew letters and Latin (ASCII) letters: counted once,
    /// as every row asks them of each of its words (which way it reads, which runs are Latin).
    let hebrewLetters: Int
    let latinLetters: Int
    /// "info@shop.co.il", "www.shop.co.il", "https://…", and a domain printed bare ("harbor.co.uk",
    /// "brightpath.com"): decided once, as every row asks it of each of its words.
    let isWebAddress: Bool
    /// An item's code ("SKU-60807", "B01E17CNQV": `Patterns.itemCode`), decided once for the same reason.
    let isItemCode: Bool

    init(id: Int, word: OCRWord, page: Int, source: FieldSource) {
        self.id = id
        text = word.text.strippingBidiMarks
        tokens = TolerantText.tokens(text)
        box = word.box
        confidence = word.confidence
        self.page = page
        self.source = source
        var hebrew = 0, latin = 0
        for character in text {
            if character.isHebrew { hebrew += 1 } else if character.isLatinLetter { latin += 1 }
        }
        hebrewLetters = hebrew
        latinLetters = latin
        isWebAddress = Self.isWebAddress(text)
        // Six characters or more with a Latin letter, before the regular expression is asked.
        isItemCode = text.utf8.count >= 6 && latin > 0 && text.wholeMatch(of: Patterns.itemCode) != nil
    }
    /// How many letters and digits the word holds: a word's print, without its marks.
    var legibleCount: Int { text.filter { $0.isLetter || $0.isNumber }.count }

    /// Only the marks a rule or a box's edge is read as ("|", "_", "/", "="): no print of its own.
    var isRuleMark: Bool { text.unicodeScalars.allSatisfy(Self.ruleMarks.contains) }

    private static let ruleMarks = CharacterSet(charactersIn: "|/\\_=~")

    /// Whether `text` is an e-mail or web address (`isWebAddress`). "@", "://" and "." are looked for
    /// in the bytes: lower-casing makes none of them, nor an ASCII letter of a text of ASCII without one.
    private static func isWebAddress(_ text: String) -> Bool {
        let bytes = text.utf8
        if bytes.contains(UInt8(ascii: "@")) || bytes.firstRange(of: "://".utf8) != nil { return true }
        // "www." and a domain both need a point and a letter (most words with a point are amounts).
        guard bytes.contains(UInt8(ascii: ".")),
              bytes.contains(where: { $0 >= 0x80 || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            return false
        }
        let lowered = text.lowercased()
        if lowered.hasPrefix("www.") { return true }
        let bare = String(lowered.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
        // The pattern holds only a-z, 0-9, "-" and "." and ends in a letter: an amount ("12.50") or
        // a word with any other letter is no domain, and the expression is not run over it.
        let domainBytes = bare.utf8
        guard let last = domainBytes.last, (0x61...0x7A).contains(last),
              domainBytes.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2E }),
              bare.wholeMatch(of: Patterns.bareDomain) != nil else { return false }
        // Printed in capitals, a country ending alone is a street's abbreviation ("JLN.MY", "TMN.SG",
        // "Str.DE"): a domain then needs a generic ending or a second level ("HARBOR.CO.UK").
        return text.contains(where: \.isLowercase) || bare.firstMatch(of: Patterns.genericDomainEnding) != nil
    }
}

extension Collection where Element == LayoutWord {
    /// The median height of the words' boxes (the upper middle of an even count; 0 without words):
    /// how large their type is printed.
    var medianHeight: Double {
        let heights = map { Double($0.box.height) }.sorted()
        return heights.isEmpty ? 0 : heights[heights.count / 2]
    }

    /// The height of the type of the words of three or more letters or digits (the lower middle of
    /// their heights), which marks, specks and logos beside them are measured against; nil with
    /// fewer than two such words.
    var legibleTypeHeight: Double? {
        let heights = filter { $0.legibleCount >= 3 }.map(\.box.height).sorted()
        return heights.count >= 2 ? Double(heights[(heights.count - 1) / 2]) : nil
    }
}
