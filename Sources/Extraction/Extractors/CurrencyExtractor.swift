// The currency: ₪ / ש"ח / NIS → ILS, $ → USD, £ → GBP, € → EUR, RM → MYR, ₹ / INR → INR ("Rs" weakly: it
// is also a two-letter misread); otherwise the country's own.

import DocumentModel

enum CurrencyExtractor: FieldExtractor {
    static let fields: [FieldName] = [.currency]

    static let marks: [(KeywordSet, [Character], String)] = [
        (KeywordSet(["ש\"ח", "ש״ח", "שקל", "שקלים", "NIS", "ILS", "שח"]), ["₪"], "ILS"),
        // "US$" is caught by its "$"; as a keyword it would be the English word "us".
        (KeywordSet(["USD"]), ["$"], "USD"),
        (KeywordSet(["GBP"]), ["£"], "GBP"),
        (KeywordSet(["EUR", "EURO"]), ["€"], "EUR"),
        (KeywordSet(["RM", "MYR", "RINGGIT"]), [], "MYR"),
        (KeywordSet(["INR"]), ["₹"], "INR"),
    ]
    /// Marks that name a currency less surely: "Rs" is the rupee, but also OCR's reading of a smudged "RM".
    static let weakMarks = KeywordSet(["Rs", "Rs."])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סה\"כ לתשלום | 12.90 ש\"ח", .currency, "ILS", rule: .currencyCode),
        ExtractorExample("TOTAL | $60.44", .currency, "USD", rule: .currencySymbol),
        ExtractorExample("Total (RM) | 9.00", .currency, "MYR", rule: .currencyCode),
        ExtractorExample("Summe EUR | 154,40", .currency, "EUR", rule: .currencyCode),
        ExtractorExample("מע\"מ 17% | 52.43\nסה\"כ $199 | 308.44\nסה\"כ לתשלום | 360.87", .currency, "ILS",
                         rule: .currencyCountryDefault),
        ExtractorExample("Grand Total | Rs 1939\nPayment received through cash", .currency, "INR",
                         rule: .currencyRupeeAbbreviation),
        ExtractorExample("Total (RM) | 9.00\nCASH | RS 10.00\nCHANGE RM | 1.00", .currency, "MYR", rule: .currencyCode),
        ExtractorExample("in the off-chance that you need to return it, please help us\nTOTAL | $ 12.00", .currency, "USD",
                         rule: .currencySymbol),
        ExtractorExample("Subtotal | $21,600.00\nTotal Due (USD) | $21,600.00\nExchange rate: 1 USD = 3.7120 ILS\n"
                         + "Total in ILS | ₪80,179.20", .currency, "USD", rule: .currencySymbol),
        ExtractorExample("SUBTOTAL (QTY 4) | RM41.43\nSCISSORS | 18.00 $\nUSJ Summit, Subang ($$)\nGST Reg No. 000947339264",
                         .currency, "MYR", rule: .currencyCode),
        ExtractorExample("VAT/TIN: 29670869006\nplease help us in helping you\nGrand Total | 319.00", .currency, nil),
        // Item numbers of an online shop: letters and digits at random, "RM" among them names no ringgit.
        ExtractorExample("Nest Supply Co.\n78 River Rd\nSeattle, WA 98117\nBOM3RM1D2S Power Bank 20000mAh 1 | 34.49\n"
                         + "Total | $34.49", .currency, "USD", rule: .currencySymbol),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for row in context.rows {
            let rowMarks = row.words.flatMap { word in codes(markedBy: word).map { (word, $0) } }
            // "1 USD = 3.7120 ILS": an exchange rate names two currencies and says nothing of which
            // one the document is in.
            let exchangeRate = Set(rowMarks.map(\.1.code)).count > 1
            let nearAmount = !row.amounts().isEmpty
            for (word, mark) in rowMarks {
                candidates.append(Candidate(field: .currency, value: mark.code,
                                            rule: mark.isSymbol ? RuleID.currencySymbol : RuleID.currencyCode,
                                            strength: exchangeRate ? 0.55 : nearAmount ? 0.8 : 0.65, words: [word]))
            }
        }
        for row in context.rows {
            for word in row.words where weakMarks.matches(word.tokens) {
                candidates.append(Candidate(field: .currency, value: "INR", rule: RuleID.currencyRupeeAbbreviation,
                                            strength: 0.6, words: [word]))
            }
        }
        // A lone symbol of another currency than the country's is more often a misread mark than a
        // foreign-currency document ("לפני" read as "$199" on a grainy Hebrew scan): it yields to the
        // country's own currency unless a code names it or the symbol recurs. Recurring symbols yield
        // too when the country's currency is printed ("RM41.43" beside "18.00 $" and "($$)").
        let home = defaultCode(for: context.country)
        let homePrinted = candidates.contains { $0.value == home && $0.strength >= 0.65 }
        for code in Set(candidates.map(\.value)) where code != home && home != nil {
            let evidence = candidates.filter { $0.value == code }
            guard evidence.count == 1 || homePrinted, evidence.allSatisfy({ $0.rule == Rule(.currencySymbol) }) else { continue }
            candidates = candidates.map { candidate in
                guard candidate.value == code else { return candidate }
                return Candidate(field: .currency, value: code, rule: RuleID.currencyLoneSymbol,
                                 strength: loneSymbolStrength, words: candidate.words)
            }
        }
        if !candidates.contains(where: { $0.strength > defaultStrength }), let code = home,
           !candidates.contains(where: { $0.value == code }), let word = context.rows.first?.words.first {
            candidates.append(Candidate(field: .currency, value: code, rule: RuleID.currencyCountryDefault,
                                        strength: defaultStrength, words: [word]))
        }
        return candidates
    }

    /// The currencies a word names, by symbol ("$18,000.00") or code ("(USD)").
    private static func codes(markedBy word: LayoutWord) -> [(code: String, isSymbol: Bool)] {
        // Every symbol is "$" or outside ASCII: a word of other ASCII bytes holds none, and its
        // characters are not compared with each mark's.
        let mayHoldSymbol = word.text.utf8.contains { $0 == UInt8(ascii: "$") || $0 >= 0x80 }
        return marks.compactMap { words, symbols, code in
            let hasSymbol = mayHoldSymbol && word.text.contains { symbols.contains($0) }
            return hasSymbol || (words.matches(word.tokens) && words.namedAlone(in: word.text)) ? (code, hasSymbol) : nil
        }
    }

    /// The strength of the country's own currency when nothing on the document names one.
    static let defaultStrength = 0.5
    /// The strength of a single symbol of a foreign currency: below the country's own.
    static let loneSymbolStrength = 0.4

    private static func defaultCode(for country: Country) -> String? {
        switch country {
        case .israel: "ILS"
        case .malaysia: "MYR"
        case .unitedStates: "USD"
        case .unitedKingdom: "GBP"
        case .other: nil
        }
    }
}

extension RuleID {
    static let currencyCode = RuleID("currency.code")
    static let currencyCountryDefault = RuleID("currency.country_default")
    static let currencyLoneSymbol = RuleID("currency.lone_symbol")
    static let currencyRupeeAbbreviation = RuleID("currency.rupee_abbreviation")
    static let currencySymbol = RuleID("currency.symbol")
}
