// The amount payable: from total labels (strongest "סה\"כ לתשלום", "TOTAL (INCL GST)", "ROUNDED TOTAL"),
// never from change, tendered cash, savings, balances, instalments, subtotals or tax rows.

import DocumentModel

enum TotalExtractor: FieldExtractor {
    static let fields: [FieldName] = [.total]

    static let payableLabels = KeywordSet([
        "סה\"כ לתשלום", "לתשלום", "סה\"כ כולל מע\"מ", "סכום לתשלום", "סה\"כ לתשלום כולל מע\"מ", "סה\"כ בש\"ח",
        "TOTAL PAYABLE", "AMOUNT PAYABLE", "AMOUNT DUE", "TOTAL DUE", "GRAND TOTAL", "TOTAL INCL GST",
        "TOTAL INCLUSIVE GST", "TOTAL (INCL GST)", "TOTAL INCL. GST", "TOTAL INC GST", "ROUNDED TOTAL",
        "TOTAL ROUNDED", "NETT TOTAL", "NET TOTAL", "TOTAL AMOUNT", "TOTAL SALES INCLUSIVE GST", "BALANCE DUE",
        "TOTAL TO PAY", "AMOUNT TO PAY", "Gesamtbetrag", "Summe", "Total EUR", "TOTAL RM", "TOTAL (RM)",
    ])
    static let plainLabels = KeywordSet(["סה\"כ", "סך הכל", "סך הכול", "סכום", "TOTAL", "TOTAL:", "AMOUNT", "NETT",
                                          "Gesamt", "Betrag", "TOTAL SALES"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סה\"כ לתשלום | 844.96", .total, "844.96"),
        ExtractorExample("סה\"כ | 50.00\nמזומן | 100.00\nעודף | 50.00", .total, "50.00"),
        ExtractorExample("TOTAL (INCL GST) | 9.00\nCASH | 10.00\nCHANGE | 1.00", .total, "9.00"),
        ExtractorExample("Total | 12.35\nROUNDING ADJ | 0.05\nROUNDED TOTAL | 12.40", .total, "12.40"),
        ExtractorExample("TOTAL | 18.00\nCASH | 20.00\nGST SUMMARY\nAMOUNT TAX\nTOTAL: 16.98 1.02", .total, "18.00"),
        ExtractorExample("עודף | 5.00", .total, nil),
        ExtractorExample("סה\"כ חיסכון | 12.00", .total, nil),
        ExtractorExample("יתרה קודמת | 300.00", .total, nil),
        ExtractorExample("סה\"כ לתשלום | 3.63-\nמזומן | 3.63", .total, "-3.63"),
    ]

    /// Rows that hold some other amount than the total.
    static let notTotal = KeywordSet((Vocabulary.tendered.keywords + Vocabulary.savings.keywords
                                      + Vocabulary.balances.keywords + Vocabulary.beforeTax.keywords
                                      + Vocabulary.counts.keywords).map(\.printed))

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        let layout = context.layout
        let excluded = notTotal
        var candidates: [Candidate] = []
        let summaryRows = layout.taxSummaryRows
        for (labels, rule, strength) in [(payableLabels, "total.payable_label", 0.85), (plainLabels, "total.label", 0.7)] {
            for pair in layout.labelledAmounts(labels, excluding: excluded)
            where !isTaxRow(pair.row) && pair.value != 0 && !summaryRows.contains(pair.row.index) {
                let lower = pair.row.page == layout.lastPage ? pair.row.verticalFraction * 0.1 : 0
                let sign = pair.value < 0 ? -0.2 : 0
                candidates.append(Candidate(field: .total, value: pair.value.plainAmount,
                                            rule: "\(rule).\(pair.placement.rawValue)",
                                            strength: strength * pair.placement.weight + lower + sign,
                                            words: pair.allWords, amount: pair.value))
            }
        }
        candidates += largestAmountFallback(in: context, excluding: excluded)
        if let tendered = TenderedAmounts(layout: layout), let total = tendered.paid {
            candidates.append(Candidate(field: .total, value: total.plainAmount, rule: "total.tendered_minus_change",
                                        strength: 0.45, words: tendered.words, amount: total))
        }
        return candidates
    }

    /// A tax row: mentions tax without "including" ("מע\"מ 18%", "GST 6%", "TOTAL GST").
    static func isTaxRow(_ row: Row) -> Bool {
        row.contains(Vocabulary.tax) && !row.contains(Vocabulary.including)
    }

    /// The largest amount in the lower part of the last page, when no label was read.
    private static func largestAmountFallback(in context: ExtractionContext, excluding: KeywordSet) -> [Candidate] {
        let rows = context.rows.filter {
            $0.page == context.layout.lastPage && $0.verticalFraction >= 0.3 && !$0.contains(excluding) && !isTaxRow($0)
        }
        let amounts = rows.flatMap { row in row.amounts().map { (row, $0.value, $0.word) } }
        guard let largest = amounts.filter({ $0.1 > 0 }).max(by: { $0.1 < $1.1 }) else { return [] }
        return [Candidate(field: .total, value: largest.1.plainAmount, rule: "total.largest_amount",
                          strength: 0.3, words: [largest.2], amount: largest.1)]
    }
}
