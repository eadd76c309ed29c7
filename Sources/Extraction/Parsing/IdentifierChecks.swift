// Check digits of the identifiers a document prints: Israeli company/dealer/person numbers, UK VAT,
// Indian GSTIN.

enum IdentifierChecks {
    /// Israeli ID check (ח.פ, ע.מ, ת.ז): weights 1,2,1,2… over 9 digits (left-padded with zeros),
    /// digits of each product summed; valid when the sum is divisible by 10.
    static func isValidIsraeliID(_ digits: String) -> Bool {
        guard (5...9).contains(digits.count), digits.allSatisfy(\.isASCIIDigit) else { return false }
        let padded = String(repeating: "0", count: 9 - digits.count) + digits
        var sum = 0
        for (index, character) in padded.enumerated() {
            let product = (character.wholeNumberValue ?? 0) * (index % 2 == 0 ? 1 : 2)
            sum += product > 9 ? product - 9 : product
        }
        return sum % 10 == 0 && padded != "000000000"
    }

    /// UK VAT registration number (9 digits): weights 8…2 over the first seven digits plus the last
    /// two is divisible by 97, or is after adding 55 (the newer series).
    static func isValidUKVAT(_ digits: String) -> Bool {
        guard digits.count == 9, digits.allSatisfy(\.isASCIIDigit) else { return false }
        let values = digits.compactMap(\.wholeNumberValue)
        let weighted = zip(values.prefix(7), [8, 7, 6, 5, 4, 3, 2]).map(*).reduce(0, +)
        let check = values[7] * 10 + values[8]
        return (weighted + check) % 97 == 0 || (weighted + check + 55) % 97 == 0
    }

    /// Indian GST identification number: two digits of the state, the ten characters of the PAN
    /// (five letters, four digits, a letter), the entity number, "Z", and a check character:
    /// over the first 14 characters (0–9, A–Z as 0–35) weights 1,2,1,2…, each product's base-36
    /// digits summed; the check is (36 − sum mod 36) mod 36.
    static func isValidGSTIN(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 15, text.wholeMatch(of: Patterns.gstinShape) != nil else { return false }
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var sum = 0
        for (index, character) in characters.prefix(14).enumerated() {
            guard let value = alphabet.firstIndex(of: character) else { return false }
            let product = value * (index % 2 == 0 ? 1 : 2)
            sum += product / 36 + product % 36
        }
        return alphabet[(36 - sum % 36) % 36] == characters[14]
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    /// Only the ASCII digits of the text.
    var digitsOnly: String { String(filter(\.isASCIIDigit)) }

    /// Whether the other text is as long and differs in exactly one character: the mark one misread
    /// digit leaves ("27.10" / "37.10", "2018-03-13" / "2018-03-18").
    func differsInOneCharacter(from other: String) -> Bool {
        count == other.count && zip(self, other).filter { $0 != $1 }.count == 1
    }
}
