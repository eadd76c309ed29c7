// Document-wide hints read before the fields: the language of the text, the country (from
// currency marks, phone formats and legal suffixes) and whether ambiguous dates are month-first.

import DocumentModel

enum DocumentHints {
    private static let israel = KeywordSet(["ש\"ח", "₪", "בע\"מ", "ח.פ", "ע.מ", "מע\"מ", "עוסק מורשה", "NIS", "ILS"])
    private static let malaysia = KeywordSet(["SDN BHD", "BHD", "GST", "MALAYSIA", "JALAN", "JLN", "TAMAN",
                                              "SELANGOR", "JOHOR", "KUALA LUMPUR", "S/B", "SST"])
    /// The ringgit's mark, counted where it stands as a word or beside an amount ("RM41.43"), not
    /// inside an item number ("BOM3RM1D2S").
    private static let ringgit = KeywordSet(["RM"])
    private static let unitedStates = KeywordSet(["USD", "SALES TAX", "TIP", "GRATUITY", "EIN"])
    private static let unitedKingdom = KeywordSet(["GBP", "VAT REG", "VAT NO", "LTD", "POSTCODE"])

    /// "he", "en" or "mixed", from confident letters.
    static func language(of layout: Layout) -> String {
        var hebrew = 0.0, latin = 0.0
        for word in layout.rows.flatMap(\.words) where word.confidence >= 0.6 {
            hebrew += Double(word.hebrewLetters)
            latin += Double(word.latinLetters)
        }
        let total = hebrew + latin
        guard total > 0 else { return "mixed" }
        if hebrew / total >= 0.6 { return "he" }
        if latin / total >= 0.75 { return "en" }
        return hebrew > latin ? "he" : "mixed"
    }

    static func country(of layout: Layout, language: String) -> Country {
        if language == "he" { return .israel }
        var scores: [Country: Int] = [:]
        for row in layout.rows {
            // A shekel mark weighs two rows of other hints: one stray "₪" that OCR made of a
            // smudge does not outvote a Malaysian receipt's many "JALAN", "GST" and "RM" rows.
            if isShekelMarked(row.text) { scores[.israel, default: 0] += 2 }
            if row.contains(israel) { scores[.israel, default: 0] += 1 }
            if row.contains(malaysia) || row.words.contains(where: { ringgit.namedAlone(in: $0.text) }) {
                scores[.malaysia, default: 0] += 1
            }
            if row.contains(unitedStates) || row.text.contains("$") { scores[.unitedStates, default: 0] += 1 }
            if row.contains(unitedKingdom) || row.text.contains("£") { scores[.unitedKingdom, default: 0] += 1 }
        }
        // Ties go to the country listed first, so the answer never depends on dictionary order.
        let order: [Country] = [.israel, .malaysia, .unitedKingdom, .unitedStates]
        guard let best = order.max(by: { scores[$0, default: 0] < scores[$1, default: 0] }),
              scores[best, default: 0] > 0 else {
            return language == "mixed" ? .israel : .other
        }
        return best
    }

    private static func isShekelMarked(_ text: String) -> Bool {
        text.contains("₪") || text.contains("ש\"ח") || text.contains("ש״ח")
    }

    /// Month-first for US documents, day-first where the country is known to be day-first; for other
    /// documents, whichever order the printed dates prove.
    static func monthFirst(in layout: Layout, country: Country) -> Bool {
        switch country {
        case .unitedStates: return true
        case .israel, .malaysia, .unitedKingdom: return false
        case .other: break
        }
        var monthFirstProofs = 0, dayFirstProofs = 0
        for row in layout.rows {
            for date in DateParser.dates(in: row.text, monthFirst: false) {
                if date.provedMonthFirst { monthFirstProofs += 1 }
                if date.provedDayFirst { dayFirstProofs += 1 }
            }
        }
        return monthFirstProofs > dayFirstProofs
    }
}
