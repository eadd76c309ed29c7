// Decides whether a PDF page's own text layer can be trusted instead of OCR. Scanned supplier
// invoices often carry a junk layer from an OCR that did not know Hebrew (Hebrew read as Latin
// letters), and some producers store Hebrew in visual (reversed) order.

import DocumentModel
import Foundation

/// The verdict on one page's text layer.
public struct TextLayerVerdict: Sendable, Hashable {
    public var isPlausible: Bool
    /// Why, in a few words (recorded in the output's page decisions).
    public var reason: String

    public init(isPlausible: Bool, reason: String) {
        self.isPlausible = isPlausible; self.reason = reason
    }
}

public enum TextLayerPlausibility {
    /// A code: letters then digits ("INV2041", "A-17"), or units ("12kg", "3x"). Compiled once: a
    /// pattern given as a string is compiled at every use, and this one is tried on every word.
    nonisolated(unsafe) private static let codeShape = /[A-Za-z]{0,6}[-\/#.]?[0-9][0-9.,\/-]*[A-Za-z]{0,3}/
    /// Latin words joined by an apostrophe, an ampersand, a dot or a hyphen ("O'Neil", "B&Q", "e-mail").
    nonisolated(unsafe) private static let joinedLatinWords = /[A-Za-z]+(?:['&.-][A-Za-z]+)*/
    /// Judges the words of a text layer.
    public static func judge(_ page: OCRPage) -> TextLayerVerdict {
        let tokens = page.words.map(\.text)
        let lettered = tokens.filter { $0.unicodeScalars.contains(where: isLetter) }
        guard lettered.count >= 3 else {
            return TextLayerVerdict(isPlausible: false, reason: "no text layer")
        }
        let hebrew = lettered.filter { $0.unicodeScalars.contains(where: isHebrew) }
        if hebrew.count * 2 >= lettered.count {
            let forward = hebrew.filter(endsWithFinalLetter).count
            let reversed = hebrew.filter(startsWithFinalLetter).count
            if reversed >= 2 && reversed > forward {
                return TextLayerVerdict(isPlausible: false, reason: "Hebrew in visual (reversed) order")
            }
        }
        let good = lettered.filter(isPlausibleToken).count
        let share = Double(good) / Double(lettered.count)
        guard share >= 0.75 else {
            return TextLayerVerdict(isPlausible: false,
                                    reason: "only \(Int(share * 100))% of words look like words")
        }
        let latin = lettered.count - hebrew.count
        if latin * 2 > lettered.count {
            let known = lettered.filter { commonWords.contains(normalisedLatin($0)) }.count
            if known < min(2, latin) {
                return TextLayerVerdict(isPlausible: false, reason: "Latin text without common words")
            }
        }
        return TextLayerVerdict(isPlausible: true, reason: "\(Int(share * 100))% plausible words")
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic }
    private static func isHebrew(_ scalar: Unicode.Scalar) -> Bool { (0x05D0...0x05EA).contains(scalar.value) }
    private static let finalLetters: Set<Character> = ["ך", "ם", "ן", "ף", "ץ"]
    /// Punctuation and signs a token is read with, taken off its ends before it is judged (made once:
    /// every token of a text layer is judged).
    private static let tokenMarks = CharacterSet(charactersIn: ".,:;()[]\"'!?*#%₪$£€/-")

    private static func hebrewLetters(_ token: String) -> [Character] {
        token.filter { $0.unicodeScalars.allSatisfy(isHebrew) }
    }
    private static func endsWithFinalLetter(_ token: String) -> Bool {
        let letters = hebrewLetters(token)
        return letters.count >= 2 && finalLetters.contains(letters.last!)
    }
    private static func startsWithFinalLetter(_ token: String) -> Bool {
        let letters = hebrewLetters(token)
        return letters.count >= 2 && finalLetters.contains(letters.first!)
    }

    /// A token that reads as a word: Hebrew letters (with gershayim), a Latin word with vowels and a
    /// normal case pattern, or a code such as "INV-2041".
    static func isPlausibleToken(_ raw: String) -> Bool {
        let token = raw.trimming(tokenMarks)
        guard !token.isEmpty else { return true }
        let scalars = token.unicodeScalars
        if scalars.contains(where: isHebrew) {
            // Hebrew words may carry gershayim/geresh and digits in codes, never Latin letters.
            return !scalars.contains { $0.isASCII && $0.properties.isAlphabetic }
        }
        let letters = scalars.filter { $0.properties.isAlphabetic }
        let digits = scalars.filter { $0.properties.numericType != nil }
        if !digits.isEmpty {
            // A code: letters then digits (INV2041, A-17), or units (12kg, 3x).
            return token.wholeMatch(of: codeShape) != nil
        }
        guard letters.count == scalars.count || token.wholeMatch(of: joinedLatinWords) != nil
        else { return false }
        let lower = token.lowercased()
        let isLower = token == lower
        let isUpper = token == token.uppercased()
        let isCapitalised = token.first.map { $0.isUppercase } == true && String(token.dropFirst()) == String(token.dropFirst()).lowercased()
        guard isLower || isUpper || isCapitalised else { return false }
        if letters.count <= 3 { return true }
        let vowels = lower.filter { "aeiouy".contains($0) }.count
        let ratio = Double(vowels) / Double(letters.count)
        return ratio >= 0.15 && ratio <= 0.8
    }

    private static func normalisedLatin(_ token: String) -> String {
        token.lowercased().trimming(notLetters)
    }
    /// What `normalisedLatin` takes off a token's ends (made once: asked of every Latin token).
    private static let notLetters = CharacterSet.letters.inverted

    /// Words that any genuine English receipt or invoice text layer contains some of.
    private static let commonWords: Set<String> = [
        "the", "and", "of", "to", "for", "in", "on", "at", "by", "with", "from", "your", "you", "we", "our",
        "is", "are", "be", "this", "that", "no", "not", "all", "per", "a", "an", "or", "as", "it",
        "total", "subtotal", "sub", "tax", "vat", "gst", "invoice", "receipt", "date", "time", "amount",
        "price", "qty", "quantity", "item", "items", "description", "payment", "paid", "due", "balance",
        "cash", "change", "card", "credit", "visa", "mastercard", "thank", "thanks", "please", "number",
        "customer", "bill", "order", "account", "address", "phone", "tel", "fax", "email", "www", "com",
        "ltd", "inc", "limited", "company", "sdn", "bhd", "street", "road", "st", "rd", "unit", "net",
        "gross", "discount", "rounding", "tip", "service", "charge", "store", "shop", "ref", "reference",
        "terms", "page", "ship", "shipping", "delivery", "sale", "sales", "rate", "value", "sum", "ils",
        "usd", "eur", "gbp", "nis", "cashier", "table", "server", "guest", "welcome", "issued", "period",
    ]
}
