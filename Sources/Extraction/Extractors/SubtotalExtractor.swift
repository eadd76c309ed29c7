// The total before VAT: "סה\"כ לפני מע\"מ", "חייב במע\"מ", "SUBTOTAL", "TOTAL EXCL GST".

import DocumentModel
import Foundation

enum SubtotalExtractor: FieldExtractor {
    static let fields: [FieldName] = [.subtotal]

    static let labels = KeywordSet(["סה\"כ לפני מע\"מ", "סה\"כ ללא מע\"מ", "חייב במע\"מ", "סכום לפני מע\"מ",
                                    "סכום ביניים", "SUBTOTAL", "SUB TOTAL", "SUB-TOTAL", "TOTAL EXCL GST",
                                    "TOTAL EXCLUDING GST", "TOTAL SALES (EXCLUDING GST)", "AMOUNT BEFORE VAT",
                                    "TOTAL BEFORE VAT", "TOTAL EXCL VAT", "NET AMOUNT", "Nettobetrag", "Netto"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סה\"כ לפני מע\"מ | 716.07\nמע\"מ 18% | 128.89\nסה\"כ לתשלום | 844.96", .subtotal, "716.07",
                         rule: .subtotalLabel),
        ExtractorExample("SUBTOTAL | 20.00\nTAX | 1.60\nTOTAL | 21.60", .subtotal, "20.00", rule: .subtotalLabel),
        ExtractorExample("TOTAL | 21.60", .subtotal, nil),
        ExtractorExample("Net | 1,105.00\nVAT 20% | 221.00\nAmount Due | 1,326.00", .subtotal, "1105.00",
                         rule: .subtotalNetLabel),
        ExtractorExample("סה\"כ NID מע\"מ | 62,900.40\nמע\"מ 17% | 10,693.07", .subtotal, "62900.40",
                         rule: .subtotalTotalBesideVAT),
        ExtractorExample("NET TOTAL | 21.60", .subtotal, nil),
        ExtractorExample("סכום העבודות | 17,540.00\nמע\"מ 17% | 2,981.80\nעיגול | 0.20\nסה\"כ לתשלום | 20,522.00",
                         .subtotal, "17540.00",
                         rule: .subtotalBaseAboveVAT),
        ExtractorExample("בנזין 95 | 104.41\n0130 לפני מע\"מ | 88.48\nמע\"מ 18% | 15.93\nסוג תשלום מזומן", .subtotal, "88.48",
                         rule: .subtotalBaseAboveVAT),
        ExtractorExample("Net total | 114.48\nVAT 5% | 5.72\nTotal amount due | £120.20", .subtotal, "114.48",
                         rule: .subtotalClosesTotal),
        ExtractorExample("סה\"כ לפני הנחות | 153.51\nסה\"כ הנחות | 25.60-\nסה\"כ נטו | 111.12\nמע\"מ 18% | 16.79\n"
                         + "סה\"כ | 127.91", .subtotal, "111.12", rule: .subtotalClosesTotal),
        ExtractorExample("הנחה | 40.00\nמע\"מ 17% | 2,981.80\nסה\"כ לתשלום | 20,521.80", .subtotal, nil),
    ]

    /// "Net" alone (UK invoices), not "Net total" or "Nett" (which are totals).
    static let netLabels = KeywordSet(["NET", "NET (EX VAT)", "NET EX VAT"])
    private static let netTotals = KeywordSet(["TOTAL", "NETT", "PAYABLE", "DUE"])
    /// "סה\"כ … מע\"מ" with the word between misread ("סה\"כ NID מע\"מ"): a total next to VAT that
    /// neither includes it nor is payable is the total before VAT.
    private static let totalWord = KeywordSet(["סה\"כ", "סה״כ"])
    private static let notBeforeVAT = KeywordSet(Vocabulary.including.keywords.map(\.printed)
                                                 + TotalExtractor.payableLabels.keywords.map(\.printed) + ["%"])

    /// Amounts tendered or saved, never a subtotal.
    private static let excluded = KeywordSet((Vocabulary.tendered.keywords + Vocabulary.savings.keywords).map(\.printed))
    private static let notNet = KeywordSet((excluded.keywords + netTotals.keywords).map(\.printed))

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates = context.layout.labelledAmounts(labels, excluding: excluded).map { pair in
            Candidate(field: .subtotal, value: pair.value.plainAmount, rule: Rule(.subtotalLabel, .placement(pair.placement)),
                      strength: 0.8 * pair.placement.weight, words: pair.allWords, amount: pair.value)
        }
        for pair in context.layout.labelledAmounts(netLabels, excluding: notNet, allowNextRow: false) {
            candidates.append(Candidate(field: .subtotal, value: pair.value.plainAmount, rule: RuleID.subtotalNetLabel,
                                        strength: 0.7, words: pair.allWords, amount: pair.value))
        }
        for row in context.rows where row.contains(totalWord) && row.contains(Vocabulary.tax)
            && !row.contains(notBeforeVAT) && !row.contains(labels) && !row.text.contains("%") {
            guard let amount = row.amounts().last else { continue }
            candidates.append(Candidate(field: .subtotal, value: amount.value.plainAmount,
                                        rule: RuleID.subtotalTotalBesideVAT, strength: 0.6, words: [amount.word],
                                        amount: amount.value))
        }
        candidates += baseAboveVAT(in: context)
        return candidates
    }

    /// The amount on a row just above a VAT row that the VAT row completes: with the VAT it makes an
    /// amount printed under them, the total ("Net total 114.48" over "VAT 5% 5.72" over "Total amount
    /// due £120.20"; "סכום חייב מע\"מ" however OCR read its label) — whatever its label says; or,
    /// right above it, the VAT is its printed rate of it ("סכום העבודות 17,540.00" over "מע\"מ 17%
    /// 2,981.80"; "לפני מע\"מ 88.48" over "מע\"מ 18% 15.93", the total's word of "סה\"כ לפני מע\"מ"
    /// misread: a row that names the VAT only to say it is before it is the base).
    private static func baseAboveVAT(in context: ExtractionContext) -> [Candidate] {
        let rows = context.rows
        return rows.indices.dropFirst().flatMap { index -> [Candidate] in
            let row = rows[index]
            guard row.contains(VATExtractor.labels), !row.contains(Vocabulary.including),
                  let vat = row.amounts().last?.value, vat > 0 else { return [] }
            let rate = row.words.compactMap { VATExtractor.percentage($0.text) }.first
            let below = rows[(index + 1)...].prefix(4).filter { $0.page == row.page }
            let totals = below.flatMap { $0.amounts().map(\.value) }
            for aboveIndex in stride(from: index - 1, through: max(index - 2, 0), by: -1) {
                let above = rows[aboveIndex]
                guard above.page == row.page, let base = above.amounts().last, base.value > 0,
                      !above.contains(Vocabulary.including), !above.contains(Vocabulary.tendered) else { continue }
                if totals.contains(where: { AmountParser.agree(base.value + vat, $0) }) {
                    return [Candidate(field: .subtotal, value: base.value.plainAmount, rule: RuleID.subtotalClosesTotal,
                                      strength: 0.65, words: [base.word], amount: base.value)]
                }
                guard aboveIndex == index - 1, let rate, above.amounts().count == 1,
                      !above.contains(VATExtractor.labels) || above.contains(Vocabulary.beforeTax),
                      !above.contains(TotalExtractor.payableLabels),
                      AmountParser.agree(base.value * rate / 100, vat, tolerance: max(0.03, vat * 0.005)) else { continue }
                return [Candidate(field: .subtotal, value: base.value.plainAmount, rule: RuleID.subtotalBaseAboveVAT,
                                  strength: 0.5, words: [base.word], amount: base.value)]
            }
            return []
        }
    }
}

extension RuleID {
    static let subtotalBaseAboveVAT = RuleID("subtotal.base_above_vat")
    static let subtotalClosesTotal = RuleID("subtotal.closes_total")
    static let subtotalLabel = RuleID("subtotal.label")
    static let subtotalNetLabel = RuleID("subtotal.net_label")
    static let subtotalTotalBesideVAT = RuleID("subtotal.total_beside_vat")
}
