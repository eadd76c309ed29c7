// VAT rate and amount: "מע\"מ 18% 128.89", "VAT 20%", "GST 6% 0.51", "TOTAL GST", "כולל מע\"מ 18% 48.20"
// (the tax the prices include, with its rate), or under a tax table's "BTW bedrag" column; never a total
// that says it includes VAT, an amount before VAT, or a registration number row.

import DocumentModel
import Foundation

enum VATExtractor: FieldExtractor {
    static let fields: [FieldName] = [.vatRate, .vatAmount]

    /// Tax labels. "n\"yn" and "a\"yn" are how Tesseract's Latin model reads מע"מ in a Hebrew row; "מע\"ם"
    /// is מע"מ with its last letter read as the final form.
    static let labels = KeywordSet(["מע\"מ", "VAT", "GST", "TAX", "SALES TAX", "TOTAL GST", "TOTAL TAX", "GST 6%",
                                    "TOTAL VAT", "SST", "MwSt", "USt", "מס ערך מוסף", "n\"yn", "a\"yn", "מע\"ם"])
    /// Rows that mention tax but hold no tax amount.
    static let notVAT = KeywordSet(["כולל", "לפני", "ללא", "חייב", "פטור", "INCL", "INCLUSIVE", "INCLUDING", "EXCL",
                                    "EXCLUDING", "BEFORE", "REG", "ID", "NO", "NUMBER", "מספר", "עוסק", "INVOICE",
                                    "SUMMARY", "CODE"])

    private static let registrationWords = KeywordSet(["REG", "ID", "עוסק"])

    /// Words that make an including row ("סה\"כ כולל מע\"מ", "Total Incl. GST") hold a total, not the
    /// tax: an including row without them, with a rate, holds the tax the prices include.
    private static let notIncludedTax = KeywordSet(["TOTAL", "סה\"כ", "לתשלום", "SALES", "AMOUNT", "AMT", "PAYABLE", "NET",
                                                    "סכום", "לפני", "ללא", "חייב", "פטור", "EXCL", "EXCLUDING",
                                                    "BEFORE", "REG", "ID", "NO", "NUMBER", "מספר", "עוסק", "SUMMARY"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סה\"כ לפני מע\"מ | 716.07\nמע\"מ 18% | 128.89\nסה\"כ לתשלום | 844.96", .vatAmount, "128.89",
                         rule: .vatAmountLabel),
        ExtractorExample("סה\"כ לפני מע\"מ | 716.07\nמע\"מ 18% | 128.89\nסה\"כ לתשלום | 844.96", .vatRate, "18",
                         rule: .vatRatePercentOnLabelRow),
        ExtractorExample("סה\"כ כולל מע\"מ | 117.00", .vatAmount, nil),
        ExtractorExample("GST REG NO | 000123456789", .vatAmount, nil),
        ExtractorExample("SUBTOTAL | 100.00\nGST 6% | 6.00\nTOTAL | 106.00", .vatRate, "6",
                         rule: .vatRatePercentOnLabelRow),
        ExtractorExample("סה\"כ ללא מע\"מ | 138.47\nn\"yn 18% | 24.92", .vatRate, "18",
                         rule: .vatRatePercentOnLabelRow),
        ExtractorExample("סה\"כ כולל n\"yn | 98.49", .vatAmount, nil),
        ExtractorExample("Subtotal | $21,600.00\nVAT 0% | $0.00\nTotal Due | $21,600.00", .vatRate, "0",
                         rule: .vatRatePercentOnLabelRow),
        ExtractorExample("Subtotal | 100.00\nVAT 0% | 1.00\nTotal | 101.00", .vatRate, nil),
        ExtractorExample("Subtotal | 100.00\nSales Tax 8.875% | 8.88\nTotal | 108.88", .vatRate, "8.875",
                         rule: .vatRatePercentOnLabelRow),
        ExtractorExample("סה\"כ לתשלום | 316.00\nכולל מע\"מ 18% | 48.20", .vatAmount, "48.20",
                         rule: .vatAmountIncludedWithRate),
        ExtractorExample("Total: | 593.10\n(Inclusive) GST 6% | 33,57", .vatAmount, "33.57",
                         rule: .vatAmountIncludedWithRate),
        ExtractorExample("Total Incl. GST 6% | 27.10", .vatAmount, nil),
        // "20" read "26" on a grainy scan: the amounts, which add up, charge 20% (see `AmountConsistency`).
        ExtractorExample("Net amount | 121.65\nVAT @ 26% | 24.33\nTOTAL | £145.98", .vatRate, "20",
                         rule: .vatRatePercentOnLabelRow),
        // Tax under the printed rate, at no rate one digit away: a sale partly exempt, the rate as printed.
        ExtractorExample("סה\"כ לפני מע\"מ | 289.14\nמע\"מ 17% | 38.74\nסה\"כ לתשלום | 327.88", .vatRate, "17",
                         today: "2024-06-30", rule: .vatRatePercentOnLabelRow),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for pair in context.layout.labelledAmounts(labels, excluding: notVAT, allowNextRow: false) {
            candidates.append(Candidate(field: .vatAmount, value: pair.value.plainAmount,
                                        rule: Rule(.vatAmountLabel, .placement(pair.placement)),
                                        strength: 0.75 * pair.placement.weight, words: pair.allWords, amount: pair.value))
        }
        // "כולל מע\"מ 18% 48.20", "(Inclusive) GST 6% 33.57": the tax included in the prices, with its rate.
        for pair in context.layout.labelledAmounts(labels, excluding: notIncludedTax, allowNextRow: false)
        where pair.row.contains(Vocabulary.including) && pair.row.words.contains(where: { percentage($0.text) != nil }) {
            candidates.append(Candidate(field: .vatAmount, value: pair.value.plainAmount, rule: RuleID.vatAmountIncludedWithRate,
                                        strength: 0.6 * pair.placement.weight, words: pair.allWords, amount: pair.value))
        }
        if let column = TaxTableColumn.vatAmount(in: context.layout) {
            candidates.append(Candidate(field: .vatAmount, value: column.value.plainAmount,
                                        rule: RuleID.vatAmountTaxTableColumn, strength: 0.6, words: column.words,
                                        amount: column.value))
        }
        for row in context.rows where row.contains(labels) && !row.contains(registrationWords) {
            // "VAT 0% $0.00": a zero rate counts beside a zero tax only ("0%" alone is too often a
            // misread or a discount column).
            let zeroTax = row.amounts().contains { $0.value == 0 } && row.amounts().allSatisfy { $0.value == 0 }
            for word in row.words {
                guard let rate = percentage(word.text, allowZero: zeroTax) else { continue }
                candidates.append(Candidate(field: .vatRate, value: rate.plainRate, rule: RuleID.vatRatePercentOnLabelRow,
                                            strength: 0.8, words: [word], amount: rate))
            }
        }
        return candidates
    }

    /// "18%", "(17%)", "18.00%" → 18, "8.875%" → 8.875; nil unless a plausible rate (0 < rate < 30,
    /// or 0 itself with `allowZero`).
    static func percentage(_ text: String, allowZero: Bool = false) -> Decimal? {
        guard let match = text.firstMatch(of: Patterns.percentage) else { return nil }
        guard let rate = Decimal(plainAmount: String(match.1).replacingOccurrences(of: ",", with: ".")),
              rate > 0 || (allowZero && rate == 0), rate < 30 else { return nil }
        return rate
    }
}

extension Decimal {
    /// A rate as the contract writes it: "18", "7.5", "8.875" (at most three decimals, no trailing zeros).
    var plainRate: String {
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 3, .plain)
        return "\(rounded)"
    }
}

extension RuleID {
    static let vatAmountIncludedWithRate = RuleID("vat_amount.included_with_rate")
    static let vatAmountLabel = RuleID("vat_amount.label")
    static let vatAmountTaxTableColumn = RuleID("vat_amount.tax_table_column")
    static let vatRatePercentOnLabelRow = RuleID("vat_rate.percent_on_label_row")
}
