// The issuer's registration number: ח.פ / ע.מ / ת.ז (Israeli check digit), UK VAT (mod 97),
// company and GST numbers; never a number from the customer's block.

import DocumentModel

enum CompanyIDExtractor: FieldExtractor {
    static let fields: [FieldName] = [.companyID]

    /// Israeli issuer labels, company numbers first (preferred over a dealer number).
    static let israeliCompanyLabels = KeywordSet(["ח.פ", "ח\"פ", "ח.צ", "ע.ר", "חברה פרטית", "מספר חברה"])
    static let israeliDealerLabels = KeywordSet(["ע.מ", "ע\"מ", "עוסק מורשה", "עוסק פטור", "ת.ז", "מס' עוסק",
                                                 "עוסק מס'", "מספר עוסק"])
    static let foreignLabels = KeywordSet(["VAT REG NO", "VAT REG", "VAT NO", "VAT NUMBER", "COMPANY NO", "COMPANY REG",
                                           "CO REG", "CO. REG NO", "REG NO", "ROC NO", "ROC", "GST ID", "GST REG NO",
                                           "GST NO", "BUSINESS NO", "EIN", "TAX ID", "ABN", "USt-IdNr", "Steuernr"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סופר השכונה בע\"מ\nח.פ 51-475612-1", .companyID, "514756121"),
        ExtractorExample("סופר השכונה בע\"מ | ח.פ: 51 475 6121", .companyID, "514756121"),
        ExtractorExample("עוסק מורשה: 039337423", .companyID, "039337423"),
        ExtractorExample("לכבוד: לקוח בע\"מ\nח.פ 513456780", .companyID, nil),
        ExtractorExample("VAT Reg No GB 123 4567 82", .companyID, "123456782"),
        ExtractorExample("ABC TRADING SDN BHD\nGST ID : 000123456789", .companyID, "000123456789"),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        let sets: [(KeywordSet, String, Double, Bool)] = [
            (israeliCompanyLabels, "company_id.company_label", 0.85, true),
            (israeliDealerLabels, "company_id.dealer_label", 0.8, true),
            (foreignLabels, "company_id.registration_label", 0.7, false),
        ]
        for (labels, rule, strength, israeli) in sets {
            for pair in context.layout.labelledValues(labels, read: IdentifierReader.read) {
                if pair.allWords.contains(where: context.layout.isCustomer) { continue }
                guard let candidate = checked(pair.value, israeli: israeli, context: context, rule: rule,
                                              strength: strength * pair.placement.weight, words: pair.allWords) else {
                    continue
                }
                candidates.append(candidate)
            }
        }
        return candidates
    }

    /// A candidate with its check digit verdict; nil when the number cannot be this kind of id.
    static func checked(_ digits: String, israeli: Bool, context: ExtractionContext, rule: String,
                        strength: Double, words: [LayoutWord]) -> Candidate? {
        if israeli || context.country == .israel, (8...9).contains(digits.count) {
            let padded = String(repeating: "0", count: 9 - digits.count) + digits
            let candidate = Candidate(field: .companyID, value: padded, rule: rule, strength: strength, words: words)
            return IdentifierChecks.isValidIsraeliID(padded) ? candidate.passing("check_digit")
                : candidate.failing("check_digit")
        }
        if israeli { return nil }
        guard (5...15).contains(digits.count) else { return nil }
        let candidate = Candidate(field: .companyID, value: digits, rule: rule, strength: strength, words: words)
        if context.country == .unitedKingdom || words.contains(where: { $0.text.uppercased().hasPrefix("GB") }),
           digits.count == 9 {
            return IdentifierChecks.isValidUKVAT(digits) ? candidate.passing("mod97") : candidate.failing("mod97")
        }
        return candidate
    }
}
