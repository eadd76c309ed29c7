// Identifiers with valid check digits: Israeli company/ID numbers and UK VAT registration numbers.

/// Check-digit arithmetic for the identifiers printed on documents.
public enum CheckDigits {
    /// Whether a 9-digit Israeli ID/company number passes the check: weights 1,2,1,2,… over the
    /// digits, the digits of each product added, the sum divisible by 10.
    public static func isValidIsraeliID(_ digits: String) -> Bool {
        guard digits.count == 9, digits.allSatisfy(\.isASCIIDigit) else { return false }
        return israeliSum(digits.compactMap(\.wholeNumberValue)) % 10 == 0
    }

    /// Appends the Israeli check digit to 8 digits.
    public static func israeliID(body: String) -> String {
        let values = body.compactMap(\.wholeNumberValue)
        for check in 0...9 where israeliSum(values + [check]) % 10 == 0 {
            return body + String(check)
        }
        return body + "0"  // unreachable: one of the ten digits always completes the sum
    }

    private static func israeliSum(_ values: [Int]) -> Int {
        values.enumerated().reduce(0) { sum, pair in
            let product = pair.element * (pair.offset % 2 == 0 ? 1 : 2)
            return sum + product / 10 + product % 10
        }
    }

    /// Whether a 9-digit UK VAT number passes the mod-97 check (both the old and the 9755 scheme):
    /// weights 8…2 over the first seven digits plus the last two digits is a multiple of 97.
    public static func isValidUKVAT(_ digits: String) -> Bool {
        guard digits.count == 9, digits.allSatisfy(\.isASCIIDigit) else { return false }
        let values = digits.compactMap(\.wholeNumberValue)
        let weighted = zip(values.prefix(7), [8, 7, 6, 5, 4, 3, 2]).reduce(0) { $0 + $1.0 * $1.1 }
        let check = values[7] * 10 + values[8]
        return (weighted + check) % 97 == 0 || (weighted + check + 55) % 97 == 0
    }

    /// Appends the two mod-97 check digits to 7 digits (old scheme).
    public static func ukVAT(body: String) -> String {
        let values = body.compactMap(\.wholeNumberValue)
        let weighted = zip(values, [8, 7, 6, 5, 4, 3, 2]).reduce(0) { $0 + $1.0 * $1.1 }
        var check = 97 - weighted % 97
        if check == 97 { check = 0 }
        let twoDigits = check < 10 ? "0\(check)" : "\(check)"
        return body + twoDigits
    }
}

extension Character {
    /// An ASCII 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
