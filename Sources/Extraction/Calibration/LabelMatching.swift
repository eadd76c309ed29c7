// Whether an extracted value matches a label's value, the way the team measures accuracy:
// amounts numerically, names and addresses case-insensitively ignoring punctuation and spaces
// (similarity ≥ 0.85), identifiers digit by digit, everything else exactly.

import DocumentModel
import Foundation

public enum LabelMatching {
    /// Similarity two names or addresses need to count as the same.
    public static let textSimilarity = 0.85

    public static func matches(_ field: FieldName, extracted: String, expected: String) -> Bool {
        if field.isAmount { return amount(extracted) != nil && amount(extracted) == amount(expected) }
        if field.isDigits { return extracted.digitsOnly == expected.digitsOnly }
        if field == .businessName || field == .address {
            return similarity(squeezed(extracted), squeezed(expected)) >= textSimilarity
        }
        return extracted.lowercased() == expected.lowercased()
    }

    /// A label's amount as printed ("$60.44", "Eur154,40", "RM 9.00") or plain.
    static func amount(_ text: String) -> Decimal? {
        let kept = text.filter { $0.isASCIIDigit || $0 == "." || $0 == "," || $0 == "-" }
        return AmountParser.parse(kept, allowWhole: true)
    }

    /// Lower-cased letters and digits only.
    static func squeezed(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// 1 − edit distance / longer length.
    static func similarity(_ lhs: String, _ rhs: String) -> Double {
        let longer = max(lhs.count, rhs.count)
        guard longer > 0 else { return 1 }
        return 1 - Double(TolerantText.editDistance(lhs, rhs, limit: longer)) / Double(longer)
    }
}
