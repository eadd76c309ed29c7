// The customer's identifier: the company, VAT or tax number printed inside the customer's block
// ("לכבוד …", "Bill to …"), labelled or not. A bare "customer number" (מספר לקוח, Customer No)
// is the issuer's account for the customer, not the customer's own number: it is kept only as
// weak evidence that is never reported alone.

import DocumentModel

enum CustomerIDExtractor: FieldExtractor {
    static let fields: [FieldName] = [.customerID]

    static let accountLabels = KeywordSet(["מספר לקוח", "מס' לקוח", "לקוח מס'", "קוד לקוח", "CUSTOMER NO",
                                           "CUSTOMER NUMBER", "CUSTOMER #", "CLIENT NO"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("לכבוד: אלפא שירותים בע\"מ\nח.פ 513456780", .customerID, "513456780",
                         rule: .customerIDIDInCustomerBlock),
        ExtractorExample("לכבוד: אלפא שירותים בע\"מ\nחע 513456780", .customerID, "513456780",
                         rule: .customerIDCheckedNumberInBlock),
        ExtractorExample("Bill to:\nNorthwind Traders Ltd\nVAT No: GB123456782", .customerID, "123456782",
                         rule: .customerIDIDInCustomerBlock),
        ExtractorExample("מספר לקוח: 88231", .customerID, nil),
        ExtractorExample("סופר השכונה בע\"מ\nח.פ 514756121", .customerID, nil),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for pair in context.layout.labelledValues(accountLabels, read: IdentifierReader.read) {
            candidates.append(Candidate(field: .customerID, value: pair.value, rule: RuleID.customerIDAccountLabel,
                                        strength: 0.25, words: pair.allWords))
        }
        let idLabels: [(KeywordSet, Bool)] = [
            (CompanyIDExtractor.israeliCompanyLabels, true), (CompanyIDExtractor.israeliDealerLabels, true),
            (CompanyIDExtractor.taxLabels, false), (CompanyIDExtractor.registryLabels, false),
        ]
        var labelledRows: Set<Int> = []
        for (labels, israeli) in idLabels {
            for pair in context.layout.labelledValues(labels, read: IdentifierReader.read)
            where pair.valueWords.allSatisfy(context.layout.isCustomer) {
                guard let candidate = CompanyIDExtractor.checked(
                    pair.value, israeli: israeli, context: context, rule: RuleID.customerIDIDInCustomerBlock,
                    strength: 0.8 * pair.placement.weight, words: pair.allWords, groups: pair.valueWords,
                    field: .customerID) else { continue }
                candidates.append(candidate)
                labelledRows.insert(pair.row.index)
            }
        }
        for row in context.rows where !labelledRows.contains(row.index) {
            let words = row.words.filter(context.layout.isCustomer)
            guard !words.isEmpty, let (digits, used) = CompanyIDExtractor.checkedNumber(in: words) else { continue }
            candidates.append(Candidate(field: .customerID, value: digits, rule: RuleID.customerIDCheckedNumberInBlock,
                                        strength: 0.65, words: used).passing(.checkDigit))
        }
        return candidates
    }
}

extension RuleID {
    static let customerIDAccountLabel = RuleID("customer_id.account_label")
    static let customerIDCheckedNumberInBlock = RuleID("customer_id.checked_number_in_block")
    static let customerIDIDInCustomerBlock = RuleID("customer_id.id_in_customer_block")
}
