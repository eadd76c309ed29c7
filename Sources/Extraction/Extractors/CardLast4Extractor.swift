// The card's last four digits, only from a masked card number ("****1234", "XXXX-XXXX-XXXX-1234") or
// card wording ("כרטיס המסתיים ב-1234", "4 ספרות אחרונות: 1234"); never from phones, dates or barcodes.

import DocumentModel

enum CardLast4Extractor: FieldExtractor {
    static let fields: [FieldName] = [.cardLast4]

    static let cardWords = KeywordSet(["המסתיים ב", "המסתיים", "ספרות אחרונות", "4 ספרות", "מס' כרטיס", "מספר כרטיס",
                                       "כרטיס", "CARD NO", "CARD NUMBER", "CARD ENDING", "ENDING IN", "ENDING", "ACCT",
                                       "VISA", "MASTERCARD", "AMEX", "ACCOUNT"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("אשראי ויזה ****1234 | 50.00", .cardLast4, "1234"),
        ExtractorExample("XXXX-XXXX-XXXX-9175", .cardLast4, "9175"),
        ExtractorExample("כרטיס המסתיים ב-4321", .cardLast4, "4321"),
        ExtractorExample("4 ספרות אחרונות: 5678", .cardLast4, "5678"),
        ExtractorExample("טל: 03-5551234", .cardLast4, nil),
        ExtractorExample("תאריך: 14/03/2025 12:31", .cardLast4, nil),
        ExtractorExample("אשראי | אאאא-אאאא-אאאא-1234", .cardLast4, "1234"),
        ExtractorExample("XXXX-XXXX-XXXX-345 7", .cardLast4, "3457"),
        ExtractorExample("01019 המסתיים 6839-2", .cardLast4, "6839"),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for row in context.rows {
            if let (digits, words) = maskedLast4(in: row) {
                candidates.append(Candidate(field: .cardLast4, value: digits, rule: "card_last4.masked",
                                            strength: 0.9, words: words).passing("masked_pattern"))
            } else if let label = row.match(cardWords) {
                let after = row.words[label.upperBound...].prefix(3)
                if let word = after.first(where: { fourDigits($0.text) != nil }), let digits = fourDigits(word.text) {
                    candidates.append(Candidate(field: .cardLast4, value: digits, rule: "card_last4.card_wording",
                                                strength: 0.75, words: [word]))
                }
            }
        }
        return candidates
    }

    /// A masked card number in the row: mask characters (* x X • #) then four digits.
    static func maskedLast4(in row: Row) -> (String, [LayoutWord])? {
        for (index, word) in row.words.enumerated() {
            if let match = word.text.firstMatch(of: Patterns.maskedCard) {
                return (String(match.1), [word])
            }
            if let match = word.text.wholeMatch(of: Patterns.maskedCardSplit),
               let digit = row.words.filter({ $0.box.midX > word.box.midX })
                   .min(by: { $0.box.midX < $1.box.midX }),
               digit.text.count == 1, digit.text.allSatisfy(\.isASCIIDigit) {
                return (String(match.1) + digit.text, [word, digit])
            }
            let isMask = word.text.wholeMatch(of: Patterns.cardMask) != nil
            if isMask, index + 1 < row.words.count, let digits = fourDigits(row.words[index + 1].text) {
                return (digits, [word, row.words[index + 1]])
            }
        }
        return nil
    }

    /// Exactly four digits, possibly after "ב-" or before punctuation: "ב-1234", "1234.", "1234".
    private static func fourDigits(_ text: String) -> String? {
        guard let match = text.wholeMatch(of: Patterns.fourDigits) else { return nil }
        return String(match.1)
    }
}
