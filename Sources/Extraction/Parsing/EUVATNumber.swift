// European VAT identification numbers as invoices print them beside "BTW", "TVA", "USt-IdNr.",
// "VAT": a country prefix and the national number, glued or in groups ("NL810433941B01",
// "FR 604 219 388 61", "DE 232 446 240"). The national formats are checked, and the check digits
// where the rule is public and simple (DE, FR, NL, BE, IT); a number that fails them is misread.

enum EUVATNumber {
    /// A VAT number: its country prefix and national part (letters kept, spaces dropped).
    struct Number: Equatable {
        let country: String
        let national: String
        /// The digits of the national part: what `company_id` holds (identifiers are digits only).
        var digits: String { national.digitsOnly }
        /// Nil when no check digit rule is known for the country.
        var checkDigitsValid: Bool? { EUVATNumber.checkDigitsValid(country: country, national: national) }
    }

    /// The national formats: digits, and where a country uses them, letters at fixed places.
    nonisolated(unsafe) private static let formats: [String: Regex<Substring>] = [
        "AT": /U\d{8}/, "BE": /[01]\d{9}/, "BG": /\d{9,10}/, "CY": /\d{8}[A-Z]/, "CZ": /\d{8,10}/,
        "DE": /\d{9}/, "DK": /\d{8}/, "EE": /\d{9}/, "EL": /\d{9}/, "ES": /[A-Z0-9]\d{7}[A-Z0-9]/,
        "FI": /\d{8}/, "FR": /[A-Z0-9]{2}\d{9}/, "HR": /\d{11}/, "HU": /\d{8}/, "IE": /\d[A-Z0-9+*]\d{5}[A-Z]{1,2}/,
        "IT": /\d{11}/, "LT": /\d{9}|\d{12}/, "LU": /\d{8}/, "LV": /\d{11}/, "MT": /\d{8}/, "NL": /\d{9}B\d{2}/,
        "PL": /\d{10}/, "PT": /\d{9}/, "RO": /\d{2,10}/, "SE": /\d{12}/, "SI": /\d{8}/, "SK": /\d{10}/,
    ]

    /// The first VAT number that starts within the first `reach` words: its words joined while
    /// they still read as one number (at most six groups), the longest that matches its country's
    /// format.
    static func read(_ words: [LayoutWord], reach: Int = 4) -> (Number, [LayoutWord])? {
        for start in words.indices.prefix(reach) {
            var joined = ""
            var found: (Number, [LayoutWord])?
            for end in start..<min(start + 6, words.count) {
                let text = words[end].text.uppercased()
                    .trimming(.init(charactersIn: ":;,.()[]"))
                    .replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ".", with: "")
                guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "*") })
                else { break }
                joined += text
                if let number = parse(joined) { found = (number, Array(words[start...end])) }
            }
            if let found { return found }
        }
        return nil
    }

    /// The number `text` is (no spaces), when it is a country prefix and that country's format.
    static func parse(_ text: String) -> Number? {
        guard text.count >= 10 else { return nil }
        let country = String(text.prefix(2))
        let national = String(text.dropFirst(2))
        guard let format = formats[country], national.wholeMatch(of: format) != nil else { return nil }
        return Number(country: country, national: national)
    }

    /// The check digit verdict for the countries whose rule is public and simple; nil otherwise.
    static func checkDigitsValid(country: String, national: String) -> Bool? {
        let digits = national.compactMap(\.wholeNumberValue)
        switch country {
        case "DE":
            // ISO 7064 MOD 11,10 over the first eight digits.
            var product = 10
            for digit in digits.prefix(8) {
                var sum = (digit + product) % 10
                if sum == 0 { sum = 10 }
                product = (2 * sum) % 11
            }
            return (11 - product) % 10 == digits[8]
        case "FR":
            // The key is (12 + 3 × (SIREN mod 97)) mod 97 for numeric keys.
            guard national.prefix(2).allSatisfy(\.isASCIIDigit), let key = Int(national.prefix(2)),
                  let siren = Int(national.suffix(9)) else { return nil }
            return key == (12 + 3 * (siren % 97)) % 97
        case "NL":
            // Weights 9…2 over the first eight digits, the ninth the remainder mod 11; or, for the
            // newer numbers, "NL" + the number mod 97 is 1 (N = 23, L = 21).
            let weighted = zip(digits.prefix(8), (2...9).reversed()).map(*).reduce(0, +)
            if weighted % 11 == digits[8] { return true }
            var remainder = 0
            for character in "NL" + national {
                let value = character.wholeNumberValue ?? Int(character.asciiValue ?? 65) - 55
                for digit in String(value).compactMap(\.wholeNumberValue) { remainder = (remainder * 10 + digit) % 97 }
            }
            return remainder == 1
        case "BE":
            guard let body = Int(national.prefix(8)), let check = Int(national.suffix(2)) else { return nil }
            return 97 - body % 97 == check
        case "IT":
            // Luhn over eleven digits.
            let sum = digits.reversed().enumerated().map { index, digit in
                index % 2 == 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
            }.reduce(0, +)
            return sum % 10 == 0
        default:
            return nil
        }
    }
}
