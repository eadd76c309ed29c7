// The comparison rules of the scorer, in one place: when an output value counts as the label's.
//
//   amounts (subtotal, vat_amount, total)   equal as decimals: "$60.44" = "60.44", "1,234.50" = "1234.5",
//                                           "Eur154,40" = "154.40"
//   phone                                   equal digits, +972 / 00972 read as the trunk 0
//   company_id, customer_id, card_last4,    equal digits ("DE 232 446 240" = "232446240"); a label with
//   allocation_number                       no digits at all is compared as letters and digits
//   date                                    exactly, after trimming (both are ISO yyyy-mm-dd)
//   business_name, address                  similarity ≥ 0.85 (normalised Levenshtein ratio) after NFKC,
//                                           niqqud removal, case folding and removal of everything but
//                                           letters and digits
//   vat_rate                                numerically, percent or fraction: "18" = "18.0" = "18%" = "0.18"
//   invoice_number                          letters and digits only, case folded: "INV-0042" = "inv0042"
//   currency                                trimmed and case folded; ₪ $ € £ read as ILS USD EUR GBP
//   doc_type, payment_method                trimmed and case folded; a `proforma` (חשבון עסקה) counts as a
//                                           label's `invoice`: label sets without the type (corpus-foreign's,
//                                           Corpus/'s) call a non-tax invoice so

import DocumentModel
import Foundation

/// Decides whether an output value matches a labelled value, field by field.
public enum FieldComparison {
    /// The similarity at or above which a business name or address counts as correct.
    public static let textSimilarityThreshold = 0.85

    private static let currencySymbols: [String: String] = ["₪": "ils", "$": "usd", "€": "eur", "£": "gbp"]

    /// True when `got` counts as the labelled value `expected` of `field`; false when `got` is nil.
    public static func matches(_ field: FieldName, expected: String, got: String?) -> Bool {
        guard let got else { return false }
        switch field {
        case .subtotal, .vatAmount, .total:
            return decimalsMatch(expected, got)
        case .phone:
            return digitsMatch(expected, got, digits: ValueNormalisation.phoneDigits)
        case .companyID, .customerID, .cardLast4, .allocationNumber:
            return digitsMatch(expected, got, digits: ValueNormalisation.digits)
        case .date:
            return expected.trimmingCharacters(in: .whitespaces) == got.trimmingCharacters(in: .whitespaces)
        case .businessName, .legalName, .address:
            return textSimilar(expected, got)
        case .vatRate:
            return ratesMatch(expected, got)
        case .invoiceNumber:
            return ValueNormalisation.comparableText(expected) == ValueNormalisation.comparableText(got)
        case .currency:
            return currencyCode(expected) == currencyCode(got)
        case .docType:
            let (label, output) = (ValueNormalisation.folded(expected), ValueNormalisation.folded(got))
            return label == output || (label == "invoice" && output == "proforma")
        case .paymentMethod:
            return ValueNormalisation.folded(expected) == ValueNormalisation.folded(got)
        }
    }

    /// Both parse as amounts and are equal as decimals.
    public static func decimalsMatch(_ expected: String, _ got: String) -> Bool {
        guard let a = ValueNormalisation.decimal(expected), let b = ValueNormalisation.decimal(got) else {
            return false
        }
        return a == b
    }

    /// Normalised similarity of the two texts is at least `textSimilarityThreshold`; two texts
    /// that normalise to nothing do not match.
    public static func textSimilar(_ expected: String, _ got: String) -> Bool {
        let a = ValueNormalisation.comparableText(expected)
        let b = ValueNormalisation.comparableText(got)
        guard !a.isEmpty, !b.isEmpty else { return false }
        // The tolerance keeps a ratio of exactly 0.85 (3 edits in 20) on the right side of the line.
        return TextSimilarity.ratio(a, b) >= textSimilarityThreshold - 1e-9
    }

    private static func digitsMatch(_ expected: String, _ got: String, digits: (String) -> String) -> Bool {
        let expectedDigits = digits(expected)
        guard !expectedDigits.isEmpty else {
            let letters = ValueNormalisation.comparableText(expected)
            return !letters.isEmpty && letters == ValueNormalisation.comparableText(got)
        }
        return expectedDigits == digits(got)
    }

    private static func ratesMatch(_ expected: String, _ got: String) -> Bool {
        guard let a = percent(expected), let b = percent(got) else { return false }
        return a == b
    }

    /// A rate in percent: values below 1 are fractions ("0.18" → 18).
    private static func percent(_ text: String) -> Decimal? {
        guard let value = ValueNormalisation.decimal(text) else { return nil }
        return value < 1 && value > 0 ? value * 100 : value
    }

    private static func currencyCode(_ text: String) -> String {
        let folded = ValueNormalisation.folded(text)
        return currencySymbols[folded] ?? folded
    }
}
