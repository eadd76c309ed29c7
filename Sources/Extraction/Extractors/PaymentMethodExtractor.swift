// How the document was paid: card words and masked card numbers, cash (מזומן, CASH, change given),
// bank transfer, cheque, digital wallets. "CASH BILL" is a title, not a payment.

import DocumentModel

enum PaymentMethodExtractor: FieldExtractor {
    static let fields: [FieldName] = [.paymentMethod]

    /// Card schemes, issuers and card words: the row of a card payment.
    static let cardPayment = KeywordSet.withYodMisreadings([
        "אשראי", "כרטיס אשראי", "ויזה", "VISA", "מאסטרקארד", "MASTERCARD", "MASTER", "ישראכרט", "אמריקן אקספרס",
        "AMEX", "AMERICAN EXPRESS", "דיינרס", "DINERS", "MAX", "כאל", "לאומי קארד", "DISCOVER", "JCB", "MAESTRO",
        "UNIONPAY", "CREDIT CARD", "CREDIT", "DEBIT CARD", "CARD", "הוראת קבע בכרטיס", "כרטיס"])

    static let methods: [(KeywordSet, String)] = [
        (cardPayment, "credit_card"),
        (KeywordSet(["מזומן", "CASH", "עודף", "CHANGE"]), "cash"),
        (KeywordSet.withYodMisreadings([
            "העברה בנקאית", "העברה", "הוראת קבע", "הוראת קבע בבנק", "BANK TRANSFER", "WIRE TRANSFER", "DIRECT DEBIT",
            "STANDING ORDER", "BACS", "FASTER PAYMENT", "ACH", "SEPA", "Überweisung", "Lastschrift"]), "bank_transfer"),
        (KeywordSet(["צ'ק", "צק", "המחאה", "CHEQUE", "CHECK"]), "check"),
        (KeywordSet(["ביט", "פייבוקס", "APPLE PAY", "GOOGLE PAY", "PAYPAL", "BIT", "PAYBOX", "GRABPAY", "BOOST",
                     "TOUCH N GO", "E-WALLET", "SAMSUNG PAY", "GPAY"]), "digital_wallet"),
        // Paid with something that is not money, a card scheme or a wallet: a gift card, a voucher.
        (KeywordSet.withYodMisreadings(["כרטיס מתנה", "תו קנייה", "תו קניה", "תווי קנייה", "שובר", "שובר מתנה",
                                        "GIFT CARD", "GIFT VOUCHER", "VOUCHER", "STORE CREDIT", "GIFT CERTIFICATE"]), "other"),
    ]
    /// German "Bar" (cash), also the end of many an item's or a place's name ("CANDY BAR", "BAR &
    /// GRILL"): see `barPayment(in:)`.
    private static let bar = KeywordSet(["Bar"])
    /// Brands whose "Pay" names a wallet even when OCR adds a letter to it ("Google Paya").
    private static let walletBrands: Set<String> = ["google", "apple", "samsung"]
    /// Real words one OCR edit away from a payment word: "charge" is not "CHANGE".
    private static let lookAlikes: Set<String> = ["charge", "charges", "charged"]
    /// Change given: cash, unless none was given ("עודף 0.00" is printed under card payments too).
    private static let change = KeywordSet(["עודף", "CHANGE"])
    /// A standing order: charged to a card when the row names one ("הוראת קבע מכרטיס אשראי"),
    /// to the bank otherwise.
    private static let standingOrder = KeywordSet.withYodMisreadings(["הוראת קבע", "STANDING ORDER", "RECURRING"])
    private static let notPayments = KeywordSet(["CASH BILL", "CASHIER", "CASH REGISTER", "קופאי", "CHECK NO", "CHECK #",
                                                  "CHECKOUT", "CASH SALES"])
    /// How a bill may be paid, not how it was: "ניתן לשלם באתר ... או בשובר המצורף", a payment slip
    /// ("שובר לתשלום"), "You can pay online".
    private static let paymentOptions = KeywordSet.withYodMisreadings([
        "ניתן לשלם", "אפשר לשלם", "ניתן לבצע תשלום", "שובר לתשלום", "שובר תשלום", "YOU CAN PAY", "WAYS TO PAY",
        "HOW TO PAY", "PAY ONLINE", "PAYMENT OPTIONS"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סה\"כ לתשלום | 50.00\nאשראי | 50.00", .paymentMethod, "credit_card",
                         rule: .paymentMethodKeyword),
        ExtractorExample("TOTAL | 9.00\nCASH | 10.00\nCHANGE | 1.00", .paymentMethod, "cash",
                         rule: .paymentMethodKeyword),
        ExtractorExample("CASH BILL", .paymentMethod, nil),
        // How a bill may be paid is not how it was.
        ExtractorExample("סה\"כ לתשלום | 247.03\nניתן לשלם באתר, בטלפון 04-7364808 או בשובר המצורף", .paymentMethod, nil),
        ExtractorExample("AMOUNT DUE | 88.40\nYou can pay online, by phone or by cheque", .paymentMethod, nil),
        ExtractorExample("שולם בהעברה בנקאית", .paymentMethod, "bank_transfer", rule: .paymentMethodKeyword),
        ExtractorExample("אשראו | 50.00", .paymentMethod, "credit_card", rule: .paymentMethodKeyword),
        ExtractorExample("אשרא' ד''נרס | 148.80", .paymentMethod, "credit_card", rule: .paymentMethodKeyword),
        ExtractorExample("DISCOVER ****1535 | 158.39", .paymentMethod, "credit_card", rule: .paymentMethodKeyword),
        ExtractorExample("Paid by Direct Debit from your bank account", .paymentMethod, "bank_transfer",
                         rule: .paymentMethodKeyword),
        ExtractorExample("Delivery charge | 35.00", .paymentMethod, nil),
        ExtractorExample("שולם בהוראת קבע בכרטיס אשראי", .paymentMethod, "credit_card", rule: .paymentMethodKeyword),
        ExtractorExample("התשלום ייגבה בהוראת קבע מכרטיס אשראי המסתיים ב-4821", .paymentMethod, "credit_card",
                         rule: .paymentMethodKeyword),
        ExtractorExample("ת.ז. 029844164 | כרטיס עבודה: 7712", .paymentMethod, nil),
        ExtractorExample("Paid with Google Paya | 609.53", .paymentMethod, "digital_wallet",
                         rule: .paymentMethodKeyword),
        ExtractorExample("סה\"כ לתשלום | 196.31\nאשראי | 196.31\nעודף | 0.00", .paymentMethod, "credit_card",
                         rule: .paymentMethodKeyword),
        ExtractorExample("אמצעי תשלום | Google Pay\nכרטיס | 7726****", .paymentMethod, "digital_wallet",
                         rule: .paymentMethodKeyword),
        ExtractorExample("Payment method: Apple Pay\nVisa ****9144 | 52.00", .paymentMethod, "digital_wallet",
                         rule: .paymentMethodKeyword),
        ExtractorExample("אמצעי תשלום | כרטיס מתנה", .paymentMethod, "other", rule: .paymentMethodKeyword),
        ExtractorExample("Paid with Gift Card | 25.00", .paymentMethod, "other", rule: .paymentMethodKeyword),
        // "Bar" (German cash) paid, and "BAR" ending an item's name: the card pays.
        ExtractorExample("Summe | 20,00\nBar | 20,00", .paymentMethod, "cash", rule: .paymentMethodKeyword),
        ExtractorExample("Zahlungsart: Bar", .paymentMethod, "cash", rule: .paymentMethodKeyword),
        ExtractorExample("CANDY BAR | 1.50\nTOTAL DUE | $85.28\nCARD TYPE VISA DEBIT", .paymentMethod, "credit_card",
                         rule: .paymentMethodKeyword),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for row in context.rows where !row.contains(notPayments) && !row.contains(Vocabulary.nonPaymentCards)
            && !row.contains(paymentOptions) {
            let hasAmount = !row.amounts().isEmpty
            let hasMaskedCard = MaskedCardNumber.find(in: row) != nil
            let noChangeGiven = row.contains(change) && hasAmount && row.amounts().allSatisfy { $0.value == 0 }
            for (method, range) in methodMatches(in: row) where !(method == "cash" && noChangeGiven) {
                var strength = hasAmount ? 0.75 : 0.55
                if hasMaskedCard { strength = 0.85 }
                // The method the payment's own caption names.
                if row.contains(Vocabulary.paymentCaptions) { strength = 0.95 }
                if row.page == context.layout.lastPage && row.verticalFraction > 0.4 { strength += 0.05 }
                candidates.append(Candidate(field: .paymentMethod, value: method, rule: RuleID.paymentMethodKeyword,
                                            strength: strength, words: Array(row.words[range])))
            }
        }
        return candidates
    }

    /// The methods a row names, with the words naming each. A method whose words lie inside a longer
    /// match of another is dropped: "הוראת קבע בכרטיס" is a card, not the bank's "הוראת קבע"; so is
    /// a bank transfer on a row that names a standing order and a card.
    static func methodMatches(in row: Row) -> [(String, ClosedRange<Int>)] {
        var matches: [(String, ClosedRange<Int>)] = []
        for (set, method) in methods {
            guard let range = row.match(set),
                  !row.words[range].contains(where: { $0.tokens.contains(where: lookAlikes.contains) }) else { continue }
            matches.append((method, range))
        }
        if let range = walletPay(in: row) { matches.append(("digital_wallet", range)) }
        if let range = barPayment(in: row) { matches.append(("cash", range)) }
        let cardStandingOrder = row.contains(standingOrder) && matches.contains { $0.0 == "credit_card" }
        return matches.filter { method, range in
            guard !(cardStandingOrder && method == "bank_transfer") else { return false }
            return !matches.contains { other, otherRange in
                other != method && otherRange.count > range.count && otherRange.contains(range.lowerBound)
                    && otherRange.contains(range.upperBound)
            }
        }
    }

    /// "Bar" as a payment: after a caption ending in a colon ("Zahlungsart: Bar"), or opening a row
    /// that shows an amount ("Bar 20,00"); not after another word ("CANDY BAR 1.50", an item) nor
    /// without an amount ("BAR & GRILL", a name).
    private static func barPayment(in row: Row) -> ClosedRange<Int>? {
        guard let range = row.match(bar) else { return nil }
        guard range.lowerBound > 0 else { return row.amounts().isEmpty ? nil : range }
        return row.words[range.lowerBound - 1].text.hasSuffix(":") ? range : nil
    }

    /// "Google Pay", "Apple Pay" with the "Pay" misread by a trailing letter ("Google Paya").
    private static func walletPay(in row: Row) -> ClosedRange<Int>? {
        for index in row.words.indices.dropLast() {
            let brand = row.words[index].tokens, pay = row.words[index + 1].tokens
            if let last = brand.last, walletBrands.contains(last), let first = pay.first, first.hasPrefix("pay"),
               first.count <= 4 {
                return index...(index + 1)
            }
        }
        return nil
    }
}

extension RuleID {
    static let paymentMethodKeyword = RuleID("payment_method.keyword")
}
