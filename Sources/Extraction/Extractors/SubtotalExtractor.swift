// The total before VAT: "סה\"כ לפני מע\"מ", "חייב במע\"מ", "SUBTOTAL", "TOTAL EXCL GST".

import DocumentModel

enum SubtotalExtractor: FieldExtractor {
    static let fields: [FieldName] = [.subtotal]

    static let labels = KeywordSet(["סה\"כ לפני מע\"מ", "סה\"כ ללא מע\"מ", "חייב במע\"מ", "סכום לפני מע\"מ",
                                    "סכום ביניים", "SUBTOTAL", "SUB TOTAL", "SUB-TOTAL", "TOTAL EXCL GST",
                                    "TOTAL EXCLUDING GST", "TOTAL SALES (EXCLUDING GST)", "AMOUNT BEFORE VAT",
                                    "TOTAL BEFORE VAT", "TOTAL EXCL VAT", "NET AMOUNT", "Nettobetrag", "Netto"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סה\"כ לפני מע\"מ | 716.07\nמע\"מ 18% | 128.89\nסה\"כ לתשלום | 844.96", .subtotal, "716.07"),
        ExtractorExample("SUBTOTAL | 20.00\nTAX | 1.60\nTOTAL | 21.60", .subtotal, "20.00"),
        ExtractorExample("TOTAL | 21.60", .subtotal, nil),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        let excluded = KeywordSet((Vocabulary.tendered.keywords + Vocabulary.savings.keywords).map(\.printed))
        return context.layout.labelledAmounts(labels, excluding: excluded).map { pair in
            Candidate(field: .subtotal, value: pair.value.plainAmount, rule: "subtotal.label.\(pair.placement.rawValue)",
                      strength: 0.8 * pair.placement.weight, words: pair.allWords, amount: pair.value)
        }
    }
}
