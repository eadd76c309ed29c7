// Check digits of the identifiers a document prints: Israeli company/dealer/person numbers, UK VAT.

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
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    /// Only the ASCII digits of the text.
    var digitsOnly: String { String(filter(\.isASCIIDigit)) }
}
