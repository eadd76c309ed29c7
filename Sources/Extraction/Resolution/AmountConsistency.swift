// The arithmetic between money fields, the strongest evidence a receipt has: subtotal + VAT = total,
// VAT ≈ subtotal × rate, the rate valid for the date (Israel: 17% to 2024-12-31, 18% from 2025),
// items summing to the total, tendered cash minus change = total. Chooses the most consistent
// combination and marks the checks each chosen candidate passed or failed.

import DocumentModel
import Foundation

struct AmountConsistency {
    let byField: [FieldName: [Candidate]]
    let context: ExtractionContext
    let date: String?
    let itemsSum: Decimal?
    /// What the tax summary says was paid (see `taxSummaryPaid(_:rates:)`).
    private let summaryPaid: Decimal?

    init(byField: [FieldName: [Candidate]], context: ExtractionContext, date: String?, itemsSum: Decimal?) {
        self.byField = byField
        self.context = context
        self.date = date
        self.itemsSum = itemsSum
        summaryPaid = Self.taxSummaryPaid(context.layout.taxSummaryLines,
                                          rates: Self.standardRates(context.country, israeliRate: Self.israeliRate(on: date)))
    }

    /// Standard rates by country, for checking a VAT amount when no rate is printed.
    private var standardRates: [Decimal] { Self.standardRates(context.country, israeliRate: israeliRate) }

    private static func standardRates(_ country: Country, israeliRate: Decimal?) -> [Decimal] {
        switch country {
        case .israel: [israeliRate ?? 18]
        case .malaysia: [6, 10, 8]
        case .unitedKingdom: [20, 5]
        case .unitedStates: []
        case .other: [7, 19, 20, 10]
        }
    }

    /// What the tax summary says was paid, net + tax, when its lines bear themselves out: its total
    /// line when that line adds up (net + tax printed beside them) or is the sum of the lines above
    /// it; otherwise the sum of its lines when every line adds up or taxes its net at a standard rate
    /// ("GST SUMMARY / Amt Tax / SR 35.00 2.10": 37.10). A summary whose tax fits no rate was misread
    /// somewhere and says nothing ("SR 29.15 1.65").
    private static func taxSummaryPaid(_ lines: [TaxSummaryLine], rates: [Decimal]) -> Decimal? {
        let taxed = lines.filter { !$0.isTotal }
        func atRate(_ line: TaxSummaryLine) -> Bool {
            line.closes || line.tax == 0
                || rates.contains { AmountParser.agree(line.net * $0 / 100, line.tax, tolerance: max(0.03, line.tax * 0.01)) }
        }
        if let total = lines.last(where: \.isTotal) {
            let sumAbove = (taxed.map(\.net).reduce(0, +), taxed.map(\.tax).reduce(0, +))
            let addsUp = !taxed.isEmpty && AmountParser.agree(sumAbove.0, total.net, tolerance: 0.01)
                && AmountParser.agree(sumAbove.1, total.tax, tolerance: 0.01)
            if total.closes || addsUp { return total.net + total.tax }
        }
        guard !taxed.isEmpty, taxed.contains(where: { $0.tax > 0 }), taxed.allSatisfy(atRate) else { return nil }
        return taxed.map { $0.net + $0.tax }.reduce(0, +)
    }

    /// Whether two amounts are the same figure with one digit read differently ("27.10" and "37.10",
    /// "277.90" and "277.00"): the mark a misread digit leaves.
    static func differInOneDigit(_ lhs: Decimal, _ rhs: Decimal) -> Bool {
        lhs.plainAmount.differsInOneCharacter(from: rhs.plainAmount)
    }

    /// Whether the payable total is rounded to 5 sen: a Malaysian receipt with a rounding row
    /// (see `TotalRounding.saysCashRounded`).
    private var isCashRounded: Bool {
        context.country == .malaysia && TotalRounding(layout: context.layout).saysCashRounded
    }

    /// Israel's VAT rate on the document's date.
    private var israeliRate: Decimal? { Self.israeliRate(on: date) }

    private static func israeliRate(on date: String?) -> Decimal? {
        guard let date else { return nil }
        return date <= "2024-12-31" ? 17 : 18
    }

    /// Every amount field's candidates, the chosen combination's members marked with their checks.
    func adjustedCandidates() -> [FieldName: [Candidate]] { adjusted().candidates }

    /// Every amount field's candidates, the chosen combination's members marked with their checks,
    /// and the rate the chosen amounts imply (VAT / subtotal rounded to a standard rate). The implied
    /// rate is evidence for other fields (the date's year), never a reported rate: a document that
    /// prints no rate has none to report.
    func adjusted() -> (candidates: [FieldName: [Candidate]], rateFromAmounts: Decimal?) {
        let subtotals = top(.subtotal), vats = top(.vatAmount)
        let totals = top(.total).map { withCharge($0, subtotals: subtotals, vats: vats) }
        var rates = byField[.vatRate] ?? []
        rates = rates.map(checkRateForDate)
        let printedRate = Resolver.best(rates)?.candidate.amount
        let tenderedMinusChange = tenderedMinusChange()
        let derived = derivedAmounts(totals: totals, subtotals: subtotals, vats: vats, rate: printedRate)
        var bestChoice: (score: Double, total: Candidate?, subtotal: Candidate?, vat: Candidate?)?
        for total in totals + derived.totals + [nil] {
            for subtotal in subtotals + derived.subtotals(total) + [nil] {
                for vat in vats + derived.vats + [nil] {
                    let checked = check(total: total, subtotal: subtotal, vat: vat, rate: printedRate,
                                        tenderedMinusChange: tenderedMinusChange)
                    let members = [checked.total, checked.subtotal, checked.vat].compactMap { $0 }
                    if members.contains(where: { $0.isConjecture && !$0.isConfirmedByArithmetic }) { continue }
                    let score = [checked.total, checked.subtotal, checked.vat].compactMap { $0?.score }
                        .map { $0 - Resolver.minimumScore }.reduce(0, +)
                    if let current = bestChoice, score <= current.score + 1e-9 { continue }
                    bestChoice = (score, checked.total, checked.subtotal, checked.vat)
                }
            }
        }
        var result: [FieldName: [Candidate]] = [:]
        result[.total] = replacing(byField[.total] ?? [], with: bestChoice?.total)
        result[.subtotal] = replacing(byField[.subtotal] ?? [], with: bestChoice?.subtotal)
        result[.vatAmount] = replacing(byField[.vatAmount] ?? [], with: bestChoice?.vat)
        result[.vatRate] = rates.flatMap {
            checked($0, subtotal: bestChoice?.subtotal, vat: bestChoice?.vat, total: bestChoice?.total)
        }
        return (result, inferredRate(subtotal: bestChoice?.subtotal, vat: bestChoice?.vat, total: bestChoice?.total))
    }

    /// A printed rate against the tax of the chosen amounts, when they add up (subtotal + VAT =
    /// total): a rate that is none of the country's standard rates, where that tax is one of them
    /// one digit away ("VAT @ 26%" over "Net amount 121.65 / VAT 24.33 / TOTAL 145.98" in the UK:
    /// 20%), was misread — the rate as read fails, and the rate with its digit put right joins it,
    /// confirmed by the amounts. A standard rate stays as printed whatever the amounts say (a reduced
    /// 5% beside amounts misread), and so does any rate where no rate is standard (US sales taxes).
    private func checked(_ rate: Candidate, subtotal: Candidate?, vat: Candidate?, total: Candidate?) -> [Candidate] {
        guard let printed = rate.amount, !standardRates.contains(printed), let v = vat?.amount, v > 0,
              let s = subtotal?.amount, s > 0, total?.checksPassed.contains(.subtotalPlusVAT) == true else { return [rate] }
        let tolerance = max(0.03, v * 0.005)
        func charged(_ candidate: Decimal) -> Bool { AmountParser.agree(s * candidate / 100, v, tolerance: tolerance) }
        let oneDigitAway = standardRates.filter { $0.plainRate.differsInOneCharacter(from: printed.plainRate) }
        guard !charged(printed), let charged = oneDigitAway.first(where: charged) else { return [rate] }
        var putRight = Candidate(field: .vatRate, value: charged.plainRate, rule: rate.rule.then(.rateOfAmounts),
                                 strength: rate.strength, words: rate.words, amount: charged)
        putRight.checksPassed = [.vatMatchesRate]
        return [checkRateForDate(putRight), rate.failing(.vatMatchesRate)]
    }

    /// The five best distinct values of an amount field; a value that was printed as well as
    /// conjectured is represented by its best printed reading, which needs no confirmation. Of equal
    /// scores the value found first comes first (the candidates are in the order the extractors found
    /// them): the search keeps the first of equally consistent combinations and the cut keeps five, so
    /// this order decides a field, and a Dictionary's order is its hash seed's, new in every process
    /// (a total that two runs of one document found and lost).
    private func top(_ field: FieldName) -> [Candidate] {
        let candidates = byField[field] ?? []
        let groups = Dictionary(grouping: candidates.indices) { candidates[$0].value }
        let values = groups.values.compactMap { indices -> (firstFound: Int, best: Candidate)? in
            guard let firstFound = indices.first,
                  let best = indices.map({ candidates[$0] })
                    .max(by: { ($0.isConjecture ? 0 : 1, $0.score) < ($1.isConjecture ? 0 : 1, $1.score) })
            else { return nil }
            return (firstFound, best)
        }
        return values.sorted { lhs, rhs in
            lhs.best.score != rhs.best.score ? lhs.best.score > rhs.best.score : lhs.firstFound < rhs.firstFound
        }
            .prefix(5).map(\.best)
    }

    private func check(total: Candidate?, subtotal: Candidate?, vat: Candidate?, rate: Decimal?,
                       tenderedMinusChange: Decimal?) -> (total: Candidate?, subtotal: Candidate?, vat: Candidate?) {
        var total = total, subtotal = subtotal, vat = vat
        if let t = total?.amount, let s = subtotal?.amount, let v = vat?.amount {
            let sums = AmountParser.agree(s + v + (total?.charge ?? 0), t, tolerance: 0.05)
            // A total summed from the subtotal and tax rows agrees with them by construction: that
            // cannot confirm a conjectured reading among the three (a re-read subtotal "14.05" would
            // confirm itself through its own sum).
            let summedFromThem = total?.rule.id == TotalExtractor.sumOfPartsRule
            let conjectured = [total, subtotal, vat].contains { $0?.isConjecture == true }
            // Nor can a subtotal taken as total − VAT confirm the total and the VAT it came from.
            let subtotalFromThem = subtotal?.rule.id == Self.subtotalFromTotalAndVAT
            for check in [Check.subtotalPlusVAT] where !(sums && summedFromThem && conjectured) && !subtotalFromThem {
                total = sums ? total?.passing(check) : total?.failing(check)
                subtotal = sums ? subtotal?.passing(check) : subtotal?.failing(check)
                vat = sums ? vat?.passing(check) : vat?.failing(check)
            }
        } else if let t = total?.amount, let s = subtotal?.amount, s > t {
            subtotal = subtotal?.failing(.subtotalAtMostTotal)
        }
        let rates = rate.map { [$0] } ?? standardRates
        if let v = vat?.amount, v > 0, !rates.isEmpty {
            var base: Decimal?
            if let s = subtotal?.amount {
                base = s + (subtotal.flatMap { taxedCharge(subtotal: $0, vat: vat) } ?? 0)
            } else if let t = total?.amount {
                base = t - v - (total?.charge ?? 0)
            }
            if let base, base > 0 {
                // Half a percent of the tax (at least 3 cents) allows for tax rounded per line; a total
                // misread by 2.00 on a 6% receipt puts the tax 0.6% off and must not pass.
                let matches = rates.contains { AmountParser.agree(base * $0 / 100, v, tolerance: max(0.03, v * 0.005)) }
                vat = matches ? vat?.passing(.vatMatchesRate) : vat
                // The rate is what confirms a subtotal taken as total − VAT; the total's VAT is still
                // the rate of the rest of it.
                let subtotalFromThem = subtotal?.rule.id == Self.subtotalFromTotalAndVAT
                if matches, subtotal == nil || subtotalFromThem { total = total?.passing(.vatMatchesRate) }
                if matches, subtotalFromThem { subtotal = subtotal?.passing(.vatMatchesRate) }
                // A conjecture needs the rate too: leading digits dropped from all three amounts
                // ("828.40 / 140.83 / 969.23" → "28.40 / 40.83 / 69.23") still add up. A tax under
                // the rate is a sale partly exempt — fresh produce in Israel, groceries under a US
                // sales tax, zero-rated food in the UK: most supermarket receipts tax only some of
                // their lines ("סה\"כ 289.14 / מע\"מ 17% 38.74", 227.88 of it taxed) —, so only a tax
                // over the rate contradicts.
                let partlyExempt = rates.contains { base * $0 / 100 > v }
                if !matches && !partlyExempt {
                    func contradicted(_ member: Candidate?) -> Candidate? {
                        member?.isConjecture == true ? member?.failing(.vatMatchesRate) : member
                    }
                    (total, subtotal, vat) = (contradicted(total), contradicted(subtotal), contradicted(vat))
                }
            }
        }
        if let t = total?.amount {
            if let tenderedMinusChange, AmountParser.agree(t, tenderedMinusChange) {
                total = total?.passing(.tenderedMinusChange)
            }
            // A total one digit away from the summary's account was misread, here or there; one the
            // summary's account matches (to the 5-sen rounding) is confirmed by it.
            if let summaryPaid {
                if AmountParser.agree(t, summaryPaid) {
                    total = total?.passing(.taxSummary)
                } else if Self.differInOneDigit(t, summaryPaid) {
                    total = total?.failing(.taxSummary)
                }
            }
            if let itemsSum, AmountParser.agree(t, itemsSum, tolerance: 0.05) { total = total?.passing(.itemsSum) }
            if let s = subtotal?.amount, vat == nil, AmountParser.agree(s, t) { subtotal = subtotal?.passing(.equalsTotal) }
        }
        return (total, subtotal, vat)
    }

    /// Conjectures for a VAT or a total the OCR lost or misread, from the other two amounts when
    /// their ratio is the VAT rate (VAT = total − subtotal; total = subtotal + VAT unless a labelled
    /// total reads as tax-inclusive); the search weighs them like the printed ones. A subtotal is
    /// derived (total − VAT, for each total) only when no subtotal was read at all and the page shows
    /// one: many receipts print only the total and the VAT in it, and a subtotal they never printed
    /// would be a spurious field (see `showsSubtotal(of:)`).
    private func derivedAmounts(totals: [Candidate], subtotals: [Candidate], vats: [Candidate], rate: Decimal?)
        -> (totals: [Candidate], vats: [Candidate], subtotals: (Candidate?) -> [Candidate]) {
        let rates = rate.map { [$0] } ?? standardRates
        func isRate(_ tax: Decimal, on base: Decimal) -> Bool {
            tax > 0 && base > 0 && rates.contains { AmountParser.agree(base * $0 / 100, tax, tolerance: max(0.03, tax * 0.01)) }
        }
        func derived(_ field: FieldName, _ value: Decimal, from sources: [Candidate]) -> Candidate {
            let rule = RuleID.derived(field, from: sources.map(\.field))
            // A derived total is weaker than the extractor's own sum, which also counts a rounding row.
            var candidate = Candidate(field: field, value: value.plainAmount, rule: rule,
                                      strength: field == .total ? 0.35 : 0.45,
                                      words: sources.compactMap(\.words.last), amount: value)
            candidate.isConjecture = true
            return candidate
        }
        // A labelled total that reads as tax-inclusive (its VAT is the rate of total − VAT, within the
        // half percent of the tax `check` allows, or it equals the "subtotal") is not overruled by a
        // sum: on such receipts the subtotal already holds the VAT, and subtotal + VAT is no amount at
        // all. A total misread by 2.00 on a 6% receipt is 0.6% off and reads as nothing.
        let hasInclusiveTotal = totals.contains { total in
            guard let t = total.amount, [RuleID.totalPayableLabel, .totalLabel].contains(total.rule.id)
            else { return false }
            return vats.contains { vat in
                guard let v = vat.amount, v > 0, t - v > 0 else { return false }
                return rates.contains { AmountParser.agree((t - v) * $0 / 100, v, tolerance: max(0.03, v * 0.005)) }
            }
                || subtotals.contains { $0.amount == t }
        }
        var derivedVATs: [Candidate] = [], derivedTotals: [Candidate] = []
        for subtotal in subtotals {
            guard let s = subtotal.amount else { continue }
            for total in totals {
                guard let t = total.amount, isRate(t - s, on: s), !vats.contains(where: { $0.amount == t - s }) else { continue }
                derivedVATs.append(derived(.vatAmount, t - s, from: [subtotal, total]))
            }
            for vat in vats where !hasInclusiveTotal {
                // A tip or service charged under the VAT is paid too (`TotalExtractor.charge(under:in:)`),
                // and a service charge between the subtotal and the VAT is taxed with the subtotal.
                let taxed = taxedCharge(subtotal: subtotal, vat: vat) ?? 0
                let charge = taxed + (TotalExtractor.charge(under: vat, in: context.layout)?.amount ?? 0)
                guard let v = vat.amount, isRate(v, on: s + taxed), !totals.contains(where: { $0.amount == s + v + charge })
                else { continue }
                // A receipt that rounds its payable total to 5 sen pays the sum so rounded.
                let payable = s + v + charge
                let sum = isCashRounded ? TotalRounding.nearestCashRounded(payable) ?? payable : payable
                var total = derived(.total, sum, from: [subtotal, vat])
                total.charge = charge == 0 ? nil : charge
                derivedTotals.append(total)
            }
        }
        // A subtotal printed but not read (its amount garbled, or its label): total − VAT.
        let derivedSubtotals = { (total: Candidate?) -> [Candidate] in
            guard subtotals.isEmpty, let total, let t = total.amount, !total.isConjecture else { return [] }
            return vats.compactMap { vat in
                guard let v = vat.amount, !vat.isConjecture, isRate(v, on: t - v), showsSubtotal(of: t - v) else { return nil }
                var subtotal = derived(.subtotal, t - v, from: [total, vat])
                subtotal.strength = Self.derivedSubtotalStrength
                return subtotal
            }
        }
        derivedTotals += summaryDigitRepairs(of: totals)
        return (derivedTotals, derivedVATs, derivedSubtotals)
    }

    /// A printed total one digit away from the tax summary's account, read with that digit as the
    /// summary has it, as a conjecture ("Total Incl. GST RM 27.10" over "GST Summary Amt Tax / SR
    /// 35.00 2.10": 37.10). Not when a second reading of the total's print confirmed its digits, nor
    /// when some total already reads as the summary's account.
    private func summaryDigitRepairs(of totals: [Candidate]) -> [Candidate] {
        guard let summaryPaid, !totals.contains(where: { $0.amount.map { AmountParser.agree($0, summaryPaid) } ?? false })
        else { return [] }
        return totals.compactMap { total in
            guard !total.isConjecture, let t = total.amount, Self.differInOneDigit(t, summaryPaid),
                  !total.checksPassed.contains(.digitsConfirmed) else { return nil }
            var repaired = Candidate(field: .total, value: summaryPaid.plainAmount, rule: total.rule.then(.taxSummaryDigit),
                                     strength: total.strength, words: total.words, amount: summaryPaid)
            repaired.isConjecture = true
            repaired.checksPassed = total.checksPassed
            return repaired
        }
    }

    /// A total printed under a tip or service charged under the VAT, that is subtotal + VAT + that
    /// charge ("NET 64.16 / VAT 20% 12.83 / FOOD & DRINK £76.99 TOTAL / DISCRETIONARY SERVICE 9.62 /
    /// TOTAL £86.61"), or that adds a service charge taxed with the subtotal ("SUB TOTAL 295.00 /
    /// SERVICE CHARGE 10% 29.50 / GST 6% 19.47 / TOTAL 343.95", to the 5-sen rounding), carries the
    /// charge, so that the sum checks it.
    private func withCharge(_ total: Candidate, subtotals: [Candidate], vats: [Candidate]) -> Candidate {
        guard total.charge == nil, let t = total.amount, let word = total.words.last,
              let totalRow = context.layout.row(of: word) else { return total }
        for vat in vats {
            guard let v = vat.amount else { continue }
            let under = TotalExtractor.charge(under: vat, in: context.layout).flatMap { $0.row < totalRow.index ? $0.amount : nil }
            for subtotal in subtotals {
                let charge = (taxedCharge(subtotal: subtotal, vat: vat) ?? 0) + (under ?? 0)
                guard charge > 0, let s = subtotal.amount, AmountParser.agree(s + v + charge, t, tolerance: 0.02) else { continue }
                var charged = total
                charged.charge = charge
                return charged
            }
        }
        return total
    }

    /// A service charge printed between the subtotal and the VAT, which the VAT is levied on too
    /// (`TotalExtractor.charge(between:and:in:)`).
    private func taxedCharge(subtotal: Candidate, vat: Candidate?) -> Decimal? {
        guard let vat else { return nil }
        return TotalExtractor.charge(between: subtotal, and: vat, in: context.layout)
    }

    static let subtotalFromTotalAndVAT = RuleID.derived(.subtotal, from: [.total, .vatAmount])
    static let totalFromSubtotalAndVAT = RuleID.derived(.total, from: [.subtotal, .vatAmount])
    /// Weaker than a derived VAT: the subtotal's own print was not read.
    static let derivedSubtotalStrength = 0.4

    /// Whether the page shows a subtotal its reading lost: a before-VAT label whose amount was
    /// garbled ("סה\"כ לפני מע\"מ 4."), or the amount itself printed where its label was garbled
    /// ("סכום 197 n\"yn 331.97").
    private func showsSubtotal(of amount: Decimal) -> Bool {
        context.layout.rows.contains { row in
            row.contains(Vocabulary.beforeTax) || row.contains(SubtotalExtractor.labels)
                || row.amounts().contains { $0.value == amount }
        }
    }

    /// Marks a printed rate as valid or not for the document's date (Israel) or country.
    private func checkRateForDate(_ rate: Candidate) -> Candidate {
        guard let value = rate.amount else { return rate }
        if context.country == .israel, let expected = israeliRate {
            return value == expected || value == 0 ? rate.passing(.rateValidForDate) : rate.failing(.rateValidForDate)
        }
        return standardRates.contains(value) ? rate.passing(.standardRate) : rate
    }

    /// The rate the amounts imply: VAT / subtotal, rounded to a standard rate.
    private func inferredRate(subtotal: Candidate?, vat: Candidate?, total: Candidate?) -> Decimal? {
        guard let vat, let v = vat.amount, v > 0 else { return nil }
        let base = subtotal?.amount ?? total?.amount.map { $0 - v }
        guard let base, base > 0 else { return nil }
        let implied = (v / base * 100).doubleValue
        return (standardRates + [5, 6, 7, 8, 10, 16, 17, 18, 19, 20, 21, 23]).first { abs($0.doubleValue - implied) <= 0.2 }
    }

    /// Tendered cash minus change, when both are printed.
    private func tenderedMinusChange() -> Decimal? {
        TenderedAmounts(layout: context.layout)?.paid
    }

    /// The field's candidates with the chosen one replaced by its checked copy. Conjectures the
    /// arithmetic did not choose are dropped; when it chose a conjecture, or a weaker printed reading
    /// that the arithmetic confirms, the readings it overrules stay below it (as runners-up).
    private func replacing(_ candidates: [Candidate], with chosen: Candidate?) -> [Candidate] {
        let printed = candidates.filter { !$0.isConjecture }
        guard let chosen else {
            // No value fits: keep candidates but none is chosen above the others' evidence.
            return printed.map { candidate in
                var weakened = candidate
                weakened.strength = min(weakened.strength, Resolver.minimumScore - 0.01)
                return weakened
            }
        }
        let outscored = printed.contains { $0.value != chosen.value && $0.score >= chosen.score }
        guard chosen.isConjecture || (chosen.isConfirmedByArithmetic && outscored) else {
            return printed.map { $0.value == chosen.value && $0.rule == chosen.rule ? chosen : $0 }
        }
        return [chosen] + printed.map { candidate in
            var overruled = candidate
            overruled.strength = min(overruled.strength, chosen.score - 0.1 - (candidate.score - candidate.strength))
            return overruled
        }
    }
}
