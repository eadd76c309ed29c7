// The card's last four digits, only from a masked card number ("****1234", "XXXX-XXXX-XXXX-1234") or
// card wording ("כרטיס המסתיים ב-1234", "4 ספרות אחרונות: 1234"); never from phones, dates or barcodes.

import DocumentModel

enum CardLast4Extractor: FieldExtractor {
    static let fields: [FieldName] = [.cardLast4]

    static let cardWords = KeywordSet.withYodMisreadings(["המסתיים ב", "המסתיים", "ספרות אחרונות", "4 ספרות", "מס' כרטיס", "מספר כרטיס",
                                       "כרטיס", "CARD NO", "CARD NUMBER", "CARD ENDING", "ENDING IN", "ENDING", "ACCT",
                                       "VISA", "MASTERCARD", "AMEX", "ACCOUNT"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("אשראי ויזה ****1234 | 50.00", .cardLast4, "1234", rule: .cardLast4Masked),
        ExtractorExample("XXXX-XXXX-XXXX-9175", .cardLast4, "9175", rule: .cardLast4Masked),
        // "****5795" in a Hebrew row, as OCR reads it in reading order: the digits first.
        ExtractorExample("תשלום ויזה\nכרטיס 5795****", .cardLast4, "5795", rule: .cardLast4Masked),
        ExtractorExample("כרטיס המסתיים ב-4321", .cardLast4, "4321", rule: .cardLast4CardWording),
        ExtractorExample("4 ספרות אחרונות: 5678", .cardLast4, "5678", rule: .cardLast4CardWording),
        ExtractorExample("טל: 03-5551234", .cardLast4, nil),
        ExtractorExample("תאריך: 14/03/2025 12:31", .cardLast4, nil),
        ExtractorExample("אשראי | אאאא-אאאא-אאאא-1234", .cardLast4, "1234", rule: .cardLast4Masked),
        ExtractorExample("XXXX-XXXX-XXXX-345 7", .cardLast4, "3457", rule: .cardLast4Masked),
        ExtractorExample("01019 המסתיים 6839-2", .cardLast4, "6839", rule: .cardLast4CardWording),
        ExtractorExample("כרט'ס המסת''ם 6550-2", .cardLast4, "6550", rule: .cardLast4CardWording),
        ExtractorExample("DISCOVER *#*******#**2 640 | 88.54", .cardLast4, "2640", rule: .cardLast4MaskedDamaged),
        ExtractorExample("DISCOVER **********O965 | 68.00", .cardLast4, "0965", rule: .cardLast4MaskedDamaged),
        ExtractorExample("DISCOVER ************QQ65 | 68.00", .cardLast4, nil),
        ExtractorExample("הזמנות: *6789", .cardLast4, nil),
        ExtractorExample("סניף 12-34-5678", .cardLast4, nil),
        ExtractorExample("ת.ז. 029844164 | כרטיס עבודה: 7712", .cardLast4, nil),
        ExtractorExample("Card KKKK kkk kkk 0390", .cardLast4, "0390", rule: .cardLast4MaskedDamaged),
        ExtractorExample("CARD RK KROKRK OK KKK 2462", .cardLast4, "2462", rule: .cardLast4MaskedDamaged),
        ExtractorExample("CARD OK 2462", .cardLast4, nil),
        ExtractorExample("Paid by | Mastercard\nCard\nKKKK kkk kkk 0390", .cardLast4, "0390", rule: .cardLast4MaskedDamaged),
        ExtractorExample("Table 12\nKKKK kkk kkk 0390", .cardLast4, nil),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for row in context.rows {
            let foundBefore = candidates.count
            if let masked = MaskedCardNumber.find(in: row) {
                let candidate = Candidate(field: .cardLast4, value: masked.lastFour,
                                          rule: masked.isClean ? RuleID.cardLast4Masked : RuleID.cardLast4MaskedDamaged,
                                          strength: masked.isClean ? 0.9 : 0.8, words: masked.words)
                candidates.append(masked.isClean ? candidate.passing(.maskedPattern) : candidate)
            } else if let label = row.match(cardWords), !row.contains(Vocabulary.nonPaymentCards) {
                let after = row.words[label.upperBound...].prefix(3)
                if let word = after.first(where: { fourDigits($0.text) != nil }), let digits = fourDigits(word.text) {
                    candidates.append(Candidate(field: .cardLast4, value: digits, rule: RuleID.cardLast4CardWording,
                                                strength: 0.75, words: [word]))
                }
            }
            // A mask OCR read as letters, on a row that names a card or under one ("Card" over
            // "KKKK kkk kkk 0390").
            if candidates.count == foundBefore, namesCard(row) || context.layout.row(before: row).map(namesCard) == true,
               let masked = maskReadAsLetters(in: row) {
                candidates.append(Candidate(field: .cardLast4, value: masked.digits, rule: RuleID.cardLast4MaskedDamaged,
                                            strength: 0.7, words: masked.words))
            }
        }
        return candidates
    }

    /// Whether a row names a card payment (not a loyalty or gift card).
    private static func namesCard(_ row: Row) -> Bool {
        row.contains(cardMentions) && !row.contains(Vocabulary.nonPaymentCards)
    }

    /// Letters OCR reads for the asterisks of a mask in small print ("CARD KKKK kkk kkk 0390").
    private static let maskLookalikes: Set<Character> = ["*", "K", "k", "X", "x", "R", "O", "#", "•", "א", "×"]

    /// Words that name a card payment, for a mask read as letters beside or under them.
    private static let cardMentions = KeywordSet(cardWords.keywords.map(\.printed) + ["CARD", "DEBIT", "CREDIT", "אשראי"])

    /// A mask OCR read as letters ("RK KROKRK OK KKK", "KKKK kkk kkk"): one to four words of look-alike
    /// characters, eight or more in all and four of them "K", "X" or "*", then the four digits.
    private static func maskReadAsLetters(in row: Row) -> (digits: String, words: [LayoutWord])? {
        let words = row.words.sorted { $0.box.midX < $1.box.midX }
        for start in words.indices {
            let mask = words[start...].prefix(4).prefix { word in !word.text.isEmpty && word.text.allSatisfy(maskLookalikes.contains) }
            let characters = mask.flatMap(\.text)
            guard characters.count >= 8, characters.filter({ "KkXx*".contains($0) }).count >= 4,
                  start + mask.count < words.count, let digits = fourDigits(words[start + mask.count].text) else { continue }
            return (digits, Array(mask) + [words[start + mask.count]])
        }
        return nil
    }

    /// Exactly four digits, possibly after "ב-" or before punctuation: "ב-1234", "1234.", "1234".
    private static func fourDigits(_ text: String) -> String? {
        guard let match = text.wholeMatch(of: Patterns.fourDigits) else { return nil }
        return String(match.1)
    }
}

extension RuleID {
    static let cardLast4CardWording = RuleID("card_last4.card_wording")
    static let cardLast4Masked = RuleID("card_last4.masked")
    static let cardLast4MaskedDamaged = RuleID("card_last4.masked_damaged")
}
