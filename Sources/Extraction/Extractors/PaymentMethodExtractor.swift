// How the document was paid: card words and masked card numbers, cash (מזומן, CASH, change given),
// bank transfer, cheque, digital wallets. "CASH BILL" is a title, not a payment.

import DocumentModel

enum PaymentMethodExtractor: FieldExtractor {
    static let fields: [FieldName] = [.paymentMethod]

    static let methods: [(KeywordSet, String)] = [
        (KeywordSet(["אשראי", "כרטיס אשראי", "ויזה", "VISA", "מאסטרקארד", "MASTERCARD", "MASTER", "ישראכרט",
                     "אמריקן אקספרס", "AMEX", "AMERICAN EXPRESS", "דיינרס", "DINERS", "MAX", "כאל", "לאומי קארד",
                     "CREDIT CARD", "CREDIT", "DEBIT CARD", "CARD", "הוראת קבע בכרטיס", "כרטיס"]), "credit_card"),
        (KeywordSet(["מזומן", "CASH", "עודף", "CHANGE", "Bar"]), "cash"),
        (KeywordSet(["העברה בנקאית", "העברה", "הוראת קבע בבנק", "BANK TRANSFER", "WIRE TRANSFER", "Überweisung"]),
         "bank_transfer"),
        (KeywordSet(["צ'ק", "צק", "המחאה", "CHEQUE", "CHECK"]), "check"),
        (KeywordSet(["ביט", "פייבוקס", "APPLE PAY", "GOOGLE PAY", "PAYPAL", "BIT", "PAYBOX", "GRABPAY", "BOOST",
                     "TOUCH N GO", "E-WALLET"]), "digital_wallet"),
    ]
    private static let notPayments = KeywordSet(["CASH BILL", "CASHIER", "CASH REGISTER", "קופאי", "CHECK NO", "CHECK #",
                                                  "CHECKOUT", "CASH SALES"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סה\"כ לתשלום | 50.00\nאשראי | 50.00", .paymentMethod, "credit_card"),
        ExtractorExample("TOTAL | 9.00\nCASH | 10.00\nCHANGE | 1.00", .paymentMethod, "cash"),
        ExtractorExample("CASH BILL", .paymentMethod, nil),
        ExtractorExample("שולם בהעברה בנקאית", .paymentMethod, "bank_transfer"),
        ExtractorExample("אשראו | 50.00", .paymentMethod, "credit_card"),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for row in context.rows where !row.contains(notPayments) {
            for (set, method) in methods {
                guard let range = row.match(set) else { continue }
                let hasAmount = !row.amounts().isEmpty
                let hasMaskedCard = CardLast4Extractor.maskedLast4(in: row) != nil
                var strength = hasAmount ? 0.75 : 0.55
                if hasMaskedCard { strength = 0.85 }
                if row.page == context.layout.lastPage && row.verticalFraction > 0.4 { strength += 0.05 }
                candidates.append(Candidate(field: .paymentMethod, value: method, rule: "payment_method.keyword",
                                            strength: strength, words: Array(row.words[range])))
            }
        }
        return candidates
    }
}
