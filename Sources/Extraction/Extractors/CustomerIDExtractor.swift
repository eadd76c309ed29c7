// The customer's identifier: "מספר לקוח"/"Customer No", or a ח.פ/ע.מ/ת.ז printed inside the
// customer's block ("לכבוד …").

import DocumentModel

enum CustomerIDExtractor: FieldExtractor {
    static let fields: [FieldName] = [.customerID]

    static let labels = KeywordSet(["מספר לקוח", "מס' לקוח", "לקוח מס'", "קוד לקוח", "CUSTOMER NO", "CUSTOMER ID",
                                    "CUSTOMER NUMBER", "CUSTOMER #", "ACCOUNT NO", "ACCOUNT NUMBER", "CLIENT NO"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("לכבוד: אלפא שירותים בע\"מ\nח.פ 513456780", .customerID, "513456780"),
        ExtractorExample("מספר לקוח: 88231", .customerID, "88231"),
        ExtractorExample("סופר השכונה בע\"מ\nח.פ 514756121", .customerID, nil),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for pair in context.layout.labelledValues(labels, read: IdentifierReader.read) {
            candidates.append(Candidate(field: .customerID, value: pair.value, rule: "customer_id.label",
                                        strength: 0.8 * pair.placement.weight, words: pair.allWords))
        }
        let idLabels = KeywordSet((CompanyIDExtractor.israeliCompanyLabels.keywords
                                   + CompanyIDExtractor.israeliDealerLabels.keywords).map(\.printed))
        for pair in context.layout.labelledValues(idLabels, read: IdentifierReader.read)
        where pair.valueWords.allSatisfy(context.layout.isCustomer) && (8...9).contains(pair.value.count) {
            let padded = String(repeating: "0", count: 9 - pair.value.count) + pair.value
            let candidate = Candidate(field: .customerID, value: padded, rule: "customer_id.id_in_customer_block",
                                      strength: 0.8 * pair.placement.weight, words: pair.allWords)
            candidates.append(IdentifierChecks.isValidIsraeliID(padded) ? candidate.passing("check_digit")
                              : candidate.failing("check_digit"))
        }
        return candidates
    }
}
