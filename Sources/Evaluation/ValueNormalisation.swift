// The normal forms values are compared in: decimals, digit strings, folded text. Labels come from
// several datasets ("$60.44", "Eur154,40", "DE 232 446 240") and the pipeline writes plain forms.

import Foundation

/// Normal forms of label and output values, used by `FieldComparison`.
public enum ValueNormalisation {
    /// An amount as a decimal: currency marks, letters and spaces are dropped; with both `.` and `,`
    /// the later one is the decimal separator; a lone `,` followed by one or two digits is a decimal
    /// comma ("154,40"), otherwise `,` groups thousands ("1,234"). A leading minus (or U+2212) or
    /// surrounding parentheses make it negative. Nil when no digits remain.
    public static func decimal(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let negative = trimmed.hasPrefix("-") || trimmed.hasPrefix("\u{2212}")
            || (trimmed.hasPrefix("(") && trimmed.hasSuffix(")"))
        var kept = String(trimmed.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") })
        guard kept.contains(where: \.isNumber) else { return nil }

        let lastDot = kept.lastIndex(of: ".")
        let lastComma = kept.lastIndex(of: ",")
        let decimalSeparator: Character?
        switch (lastDot, lastComma) {
        case let (dot?, comma?):
            decimalSeparator = dot > comma ? "." : ","
        case (nil, let comma?):
            let after = kept.distance(from: comma, to: kept.endIndex) - 1
            let commas = kept.filter { $0 == "," }.count
            decimalSeparator = commas == 1 && (1...2).contains(after) ? "," : nil
        case (let dot?, nil):
            let after = kept.distance(from: dot, to: kept.endIndex) - 1
            let dots = kept.filter { $0 == "." }.count
            decimalSeparator = dots == 1 || after != 3 ? "." : nil
        case (nil, nil):
            decimalSeparator = nil
        }
        // Keep only the last decimal separator, written as ".".
        if let separator = decimalSeparator, let index = kept.lastIndex(of: separator) {
            let whole = kept[..<index].filter(\.isNumber)
            let fraction = kept[kept.index(after: index)...].filter(\.isNumber)
            kept = whole + "." + fraction
        } else {
            kept = kept.filter(\.isNumber)
        }
        guard let value = Decimal(string: kept, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        return negative ? -value : value
    }

    /// The ASCII digits of `text`, in order ("DE 232 446 240" → "232446240"). Non-ASCII digits
    /// (Arabic-Indic and others) are mapped to ASCII first.
    public static func digits(_ text: String) -> String {
        String(text.unicodeScalars.compactMap { scalar -> Character? in
            guard let value = scalar.properties.numericType == .decimal ? scalar.properties.numericValue : nil
            else { return nil }
            return Character(String(Int(value)))
        })
    }

    /// A phone number's digits in national form: an Israeli international prefix (`972…` or
    /// `00972…`) becomes the trunk `0`, so "+972-3-1234567" equals "03-1234567".
    public static func phoneDigits(_ text: String) -> String {
        var digits = digits(text)
        if digits.hasPrefix("00972") { digits.removeFirst(2) }
        if digits.hasPrefix("972"), digits.count >= 11 { digits = "0" + digits.dropFirst(3) }
        return digits
    }

    /// Text for fuzzy comparison: bidi marks removed, Unicode NFKC, combining marks (Hebrew
    /// niqqud and cantillation) removed, case folded, and everything but letters and digits
    /// (punctuation, gershayim, symbols, white space) removed. "INV-0042/A" → "inv0042a".
    public static func comparableText(_ text: String) -> String {
        let composed = text.precomposedStringWithCompatibilityMapping
        let kept = composed.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }
        return String(String.UnicodeScalarView(kept)).lowercased()
    }

    /// Trimmed and case folded ("  Credit_Card " → "credit_card"), for enumerated values.
    public static func folded(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping
            .trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
