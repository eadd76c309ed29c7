// The amount payable: from total labels (strongest "TOTAL AFTER ADJ", then "סה\"כ לתשלום", "TOTAL (INCL
// GST)"), the total after a rounding row preferred; never from change, tendered cash, savings, balances,
// instalments, subtotals, tax rows or the columns of a tax table.

import DocumentModel
import Foundation

enum TotalExtractor: FieldExtractor {
    static let fields: [FieldName] = [.total]

    static let payableLabels = KeywordSet([
        "סה\"כ לתשלום", "לתשלום", "סה\"כ כולל מע\"מ", "סכום לתשלום", "סה\"כ לתשלום כולל מע\"מ", "סה\"כ בש\"ח",
        "TOTAL PAYABLE", "AMOUNT PAYABLE", "AMOUNT DUE", "TOTAL DUE", "GRAND TOTAL", "TOTAL INCL GST",
        "TOTAL INCLUSIVE GST", "TOTAL (INCL GST)", "TOTAL INCL. GST", "TOTAL INC GST", "NETT TOTAL", "NET TOTAL",
        "TOTAL AMOUNT", "TOTAL SALES INCLUSIVE GST", "BALANCE DUE",
        "TOTAL TO PAY", "AMOUNT TO PAY", "Gesamtbetrag", "Summe", "Total EUR", "TOTAL RM", "TOTAL (RM)",
        "TOTAL TTC", "Somme à payer", "Montant TTC", "Te betalen", "Totaalbedrag", "Rechnungsbetrag", "Endbetrag",
    ])
    /// Totals that say they are final: after rounding or adjustment.
    static let adjustedLabels = KeywordSet(["TOTAL AFTER ADJ", "TOTAL AFTER ADJUSTMENT", "TOTAL AFTER ROUNDING",
                                            "AFTER ROUNDING", "NET TOTAL ROUNDED", "ROUNDED TOTAL", "TOTAL ROUNDED",
                                            "סה\"כ לאחר עיגול"])
    static let plainLabels = KeywordSet(["סה\"כ", "סך הכל", "סך הכול", "סכום", "TOTAL", "TOTAL:", "AMOUNT", "NETT", "NET AMT",
                                          "Gesamt", "Betrag", "TOTAL SALES"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("COFFEE HOUSE\nLatte | 12.50\nMuffin | 8.00\nThank you", .total, "12.50", rule: .totalLargestAmount),
        ExtractorExample("סה\"כ לתשלום | 844.96", .total, "844.96", rule: .totalPayableLabel),
        ExtractorExample("סה\"כ | 50.00\nמזומן | 100.00\nעודף | 50.00", .total, "50.00", rule: .totalLabel),
        ExtractorExample("TOTAL (INCL GST) | 9.00\nCASH | 10.00\nCHANGE | 1.00", .total, "9.00",
                         rule: .totalPayableLabel),
        ExtractorExample("Total | 12.35\nROUNDING ADJ | 0.05\nROUNDED TOTAL | 12.40", .total, "12.40",
                         rule: .totalAdjustedLabel),
        ExtractorExample("TOTAL | 18.00\nCASH | 20.00\nGST SUMMARY\nAMOUNT TAX\nTOTAL: 16.98 1.02", .total, "18.00",
                         rule: .totalLabel),
        ExtractorExample("Sub-Total | 81.98\nSales tax 8% | 6.56\nTotal | $ 88.54\nGratuity | 15.00\nTotal | $ 103.54",
                         .total, "103.54", rule: .totalAfterCharge),
        ExtractorExample("Net amount | 164.89\nVAT 20% | 32.98\nAmount | £197.87\nDiscretionary service 12.5% | 24.73\n"
                         + "Balance due | £222.60", .total, "222.60", rule: .totalAfterCharge),
        ExtractorExample("Subtotal | 79.18\nTax | 6.98\nTotal | 86.16\nSuggested tip 18% | 15.51\nThank you", .total, "86.16",
                         rule: .totalLabel),
        // The total's own row not read (a white-on-black band in a photo): the tip under the tax is paid too.
        ExtractorExample("SUBTOTAL | 34.75\nCA Tax 7.75% | 2.69\nTip Amount | 5.21\nPayment | VISA", .total, "42.65",
                         rule: AmountConsistency.totalFromSubtotalAndVAT),
        ExtractorExample("1 GRILLED SALMON | 27.00\n2 HOUSE RED | 49.99\nNET | 64.16\nVAT 20% | 12.83\nFOOD & DRINK | £76.99\nTOTAL\nDISCRETIONARY SERVICE | 9.62\n12.5%\n"
                         + "TOTAL | £86.61\nPAYMENT | APPLE PAY", .total, "86.61", rule: .totalLabel),
        ExtractorExample("עודף | 5.00", .total, nil),
        ExtractorExample("סה\"כ חיסכון | 12.00", .total, nil),
        ExtractorExample("יתרה קודמת | 300.00", .total, nil),
        ExtractorExample("סה\"כ לתשלום | 3.63-\nמזומן | 3.63", .total, "-3.63", rule: .totalPayableLabel),
        ExtractorExample("Total Sales Incl GST | 75.06\nTotal After Adj Incl GST | 75.00\nCASH | 100.00", .total, "75.00",
                         rule: .totalAdjustedLabel),
        ExtractorExample("Total RM Incl. of GST | 49.39\nRounding Adj | 0.01\nTotal RM | 49.40\nCash | 50.00",
                         .total, "49.40", rule: .totalPayableLabel),
        ExtractorExample("Net Total | 21.20\nRounding Adj | 0.00\nNet Total Rounded | 24.20", .total, "21.20",
                         rule: .totalPayableLabel),
        ExtractorExample("Total (Inclusive of GST): | 48.16\nRounding Adj: | -0.01\nCASH : | 50.00", .total, "48.15",
                         rule: .totalPlusRounding),
        ExtractorExample("Tatal Sales (Inclusive of GST) | 32.70\nGST SUMMARY\nAmount Tax\nZRL 3.55 0.00\nSR 29.15 1.65\n"
                         + "Total | 31.03 0.09", .total, "32.70", rule: .totalLabel),
        ExtractorExample("Grand Total | 9 . 00\n(Bill Inclusive of 6% GST : | RM2.21)\nCash | 50.00\nChange | 11.00",
                         .total, "39.00", rule: .totalTenderedMinusChange),
        ExtractorExample("Grand Total | Rs 1939\nBalance | Rs 0", .total, "1939.00", rule: .totalPayableWholeAmount),
        ExtractorExample("TOTAL : | RM 39. 80\nCASH | RM 39. 80\nCHANGE | RM 0.00", .total, "39.80",
                         rule: .totalPayableLabel),
        ExtractorExample("Subtotal | 261.32\nTotal | 261.32 15.68 277.00", .total, "277.00", rule: .totalLabel),
        ExtractorExample("SUB-TOTAL (EX) | 26.00\nTOTAL TAX | 1.56\nROUNDING | -0.01\nGST SUMMARY\nAMOUNT TAX\n"
                         + "TOTAL : 26.00 1.56", .total, "27.55", rule: .totalSumOfParts),
        ExtractorExample("Gross Amt | 47.80\nSvr Tax | 2.87\nGST (6%) | 2.86\nNet Amt : | 53.55\nCASH | 60.00", .total,
                         "53.55", rule: .totalLabel),
        ExtractorExample("Sub Total : | 42.40\nRounding Adj. : | 0\nTotal (RM): | cz\nAmount Paid: | 42.40\n"
                         + "Amount Change : | 0.00", .total, "42.40", rule: .totalTenderedMinusChange),
        ExtractorExample("JALAN SS 2/19 SELANGOR\nTOTAL | RM 60.31\nROUNDING ADJ | - l\nTHANK YOU", .total, "60.30",
                         rule: .totalPayableLabel),
        ExtractorExample("JALAN SS 2/19 SELANGOR\nTotal Sales (Excluding GST) | 87.80\nTotal GST | 5.27\nRounding | 0.00\n"
                         + "Total Sales (Inclusive of GST) | 93.07", .total, "93.07", rule: .totalLabel),
        ExtractorExample("JALAN BESAR SELANGOR\nGST No: 000689913856\nAMOUNT ₪ %\nSUB-TOTAL | 144.68\nTOTAL TAX | 8.68\n"
                         + "ROUNDING | 0.01\nGST SUMMARY", .total, "153.35", rule: .totalSumOfParts),
        // A service charge between the subtotal and the tax is taxed with the subtotal, and paid: a total
        // misread by 2.00 is summed again from the three.
        ExtractorExample("JALAN SS21/1A, DAMANSARA UTAMA\nSUB TOTAL | 295.00\nSERVICE CHARGE 10% | 29.50\nGST 6% | 19.47\n"
                         + "ROUNDING ADJ | -0.02\nTOTAL | 345.95", .total, "343.95", rule: AmountConsistency.totalFromSubtotalAndVAT),
        // The tax summary's net + tax is a second account of the total: it puts right one misread digit of
        // the total's, and of two printed totals it confirms the one it matches; a summary whose tax
        // fits no rate was itself misread and says nothing.
        ExtractorExample("JALAN DUTAMAS 1, KUALA LUMPUR\nTotal Incl. GST RM | 27.10\nCASH RM | 50.00\n"
                         + "GST Summary Amt(RM) Tax(RM)\nSR | 35.00 2.10", .total, "37.10", rule: .totalPayableLabel),
        ExtractorExample("JALAN DUTAMAS 1, KUALA LUMPUR\nTotal Incl. GST RM | 31.80\nCASH RM | 50.00\n"
                         + "GST Summary Amt(RM) Tax(RM)\nSR | 29.15 1.65", .total, "31.80", rule: .totalPayableLabel),
        ExtractorExample("JALAN MANIS 7, CHERAS\nType: 10 Total | 277.90\nDiscount: | 0.90\nTotal Inclusive GST: | 277.00\n"
                         + "GST Summary\nCode % Net Amt GST Total(RM)\nSR | 261.32 16.68 277.00\nTotal | 261.32 15.68 277.00",
                         .total, "277.00", rule: .totalPayableLabel),
    ]

    /// Rows that hold some other amount than the total.
    static let notTotal = KeywordSet((Vocabulary.tendered.keywords + Vocabulary.savings.keywords
                                      + Vocabulary.balances.keywords + Vocabulary.beforeTax.keywords
                                      + Vocabulary.counts.keywords).map(\.printed))

    /// A total label's amount with the rule that found it and the rule's strength.
    typealias LabelledTotal = (pair: LabelledValue<Decimal>, rule: RuleID, strength: Double)

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        let layout = context.layout
        let found = labelledTotals(in: layout) + wholeAmountsAfterCurrency(in: layout, excluding: notTotal)
        let roundings = TotalRounding(layout: layout)
        let rounding = roundings.check(found.map(\.pair))
        var candidates = found.map { pair, rule, strength in
            let lower = pair.row.page == layout.lastPage ? pair.row.verticalFraction * 0.1 : 0
            let sign = pair.value < 0 ? -0.2 : 0
            var rounded = 0.0
            if rounding.rounded.contains(pair.row.index) { rounded = 0.2 }
            if rounding.contradicted.contains(pair.row.index) { rounded = -0.25 }
            return Candidate(field: .total, value: pair.value.plainAmount, rule: Rule(rule, .placement(pair.placement)),
                             strength: strength * pair.placement.weight + lower + sign + rounded,
                             words: pair.allWords, amount: pair.value)
        }
        for (total, value, words) in roundings.unprintedRoundedTotals(found.map(\.pair)) {
            let strength = candidates.filter { $0.words.first == total.label.first }.map(\.strength).max() ?? 0.7
            candidates.append(Candidate(field: .total, value: value.plainAmount, rule: RuleID.totalPlusRounding,
                                        strength: strength + 0.05, words: words, amount: value))
        }
        candidates += totalsAfterCharges(in: layout, totals: found)
        if found.isEmpty, let sum = sumOfParts(in: layout) { candidates.append(sum) }
        if context.country == .malaysia, roundings.saysCashRounded {
            candidates += candidates.compactMap(TotalRounding.cashRounded)
        }
        candidates += largestAmountFallback(in: context, excluding: notTotal)
        if let tendered = TenderedAmounts(layout: layout), let total = tendered.paid {
            candidates.append(Candidate(field: .total, value: total.plainAmount, rule: RuleID.totalTenderedMinusChange,
                                        strength: 0.45, words: tendered.words, amount: total))
        }
        return candidates
    }

    /// The amounts of the total labels, strongest tier first: never on a tax row (unless the label says
    /// the total is adjusted), in a tax summary, in a table row or under another label.
    private static func labelledTotals(in layout: Layout) -> [LabelledTotal] {
        let summaryRows = layout.taxSummaryRows
        // An adjusted total names the tax it includes in any spelling ("TOTAL AFTER ADJ INCL GST").
        let adjustedRule = RuleID.totalAdjustedLabel
        let tiers = [(adjustedLabels, adjustedRule, 0.95), (payableLabels, RuleID.totalPayableLabel, 0.85),
                     (plainLabels, RuleID.totalLabel, 0.7)]
        var found: [LabelledTotal] = []
        for (labels, rule, strength) in tiers {
            for pair in layout.labelledAmounts(labels, excluding: notTotal)
            where (rule == adjustedRule || !isTaxRow(pair.row)) && pair.value != 0 && !summaryRows.contains(pair.row.index)
                && !isTableRow(pair) && !belongsToNextLabel(pair, in: layout) {
                // "TOTAL SALES (INCLUSIVE OF GST)": a total that says it includes the tax is the payable one.
                let includesTax = rule == RuleID.totalLabel && pair.row.contains(Vocabulary.including)
                found.append((pair, rule, includesTax ? 0.85 : strength))
            }
        }
        return found
    }

    /// A tax row: mentions tax without "including" ("מע\"מ 18%", "GST 6%", "TOTAL GST"). "… of GST"
    /// is the tail of "inclusive of GST" even when OCR lost the word "inclusive".
    static func isTaxRow(_ row: Row) -> Bool {
        guard row.contains(Vocabulary.tax), !row.contains(Vocabulary.including) else { return false }
        guard let tax = Vocabulary.tax.firstMatch(in: row.tokens), tax.lowerBound > 0 else { return true }
        return row.tokens[tax.lowerBound - 1] != "of"
    }

    /// The largest amount in the lower part of the last page, when no label was read; and the
    /// largest as first read too, when the largest is a re-reading the arithmetic may not confirm
    /// (a payable row "₪366.90" read again as "3666.90" must not hide the 366.90 printed below).
    /// Of equal largest amounts, the first reading is taken (X51005705760: "Total" re-read as
    /// "21.40" beside the "21.40" printed on "Total After Rounding").
    private static func largestAmountFallback(in context: ExtractionContext, excluding: KeywordSet) -> [Candidate] {
        let rows = context.rows.filter {
            $0.page == context.layout.lastPage && $0.verticalFraction >= 0.3 && !$0.contains(excluding) && !isTaxRow($0)
        }
        let amounts = rows.flatMap { row in row.amounts().map { (value: $0.value, word: $0.word) } }.filter { $0.value > 0 }
        // Of equal amounts the one as first read: a re-reading that agrees with it confirms nothing.
        func firstRead(_ word: LayoutWord) -> Int { context.isReread(word) ? 0 : 1 }
        let largest = amounts.max { ($0.value, firstRead($0.word)) < ($1.value, firstRead($1.word)) }
        var chosen = largest.map { [$0] } ?? []
        if let largest, context.isReread(largest.word),
           let asFirstRead = amounts.filter({ !context.isReread($0.word) }).max(by: { $0.value < $1.value }),
           asFirstRead.value != largest.value {
            chosen.append(asFirstRead)
        }
        return chosen.map { amount in
            Candidate(field: .total, value: amount.value.plainAmount, rule: RuleID.totalLargestAmount,
                      strength: 0.3, words: [amount.word], amount: amount.value)
        }
    }
}

extension RuleID {
    static let totalAdjustedLabel = RuleID("total.adjusted_label")
    static let totalLabel = RuleID("total.label")
    static let totalLargestAmount = RuleID("total.largest_amount")
    static let totalPayableLabel = RuleID("total.payable_label")
    static let totalPayableWholeAmount = RuleID("total.payable_whole_amount")
    static let totalPlusRounding = RuleID("total.plus_rounding")
    static let totalSumOfParts = RuleID("total.sum_of_parts")
    static let totalTenderedMinusChange = RuleID("total.tendered_minus_change")
}
