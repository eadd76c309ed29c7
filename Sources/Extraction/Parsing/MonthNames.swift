// Month names as invoices print them in English, Dutch, German, French, Spanish and Hebrew
// ("19 april 2014", "7. Mai 2014", "02 Juillet 2015", "14 במרץ 2025"), full or abbreviated.

import Foundation

enum MonthNames {
    /// Every known spelling, lower-cased, with its month (1...12).
    private static let months: [String: Int] = {
        let names: [[String]] = [
            ["january", "januari", "januar", "janvier", "enero", "jän", "janv", "ינואר"],
            ["february", "februari", "februar", "février", "fevrier", "febrero", "févr", "fevr", "פברואר"],
            ["march", "maart", "märz", "maerz", "mars", "marzo", "mrt", "mär", "מרץ", "מרס"],
            ["april", "avril", "abril", "avr", "אפריל"],
            ["may", "mei", "mai", "mayo", "מאי"],
            ["june", "juni", "juin", "junio", "יוני"],
            ["july", "juli", "juillet", "julio", "juil", "יולי"],
            ["august", "augustus", "août", "aout", "agosto", "אוגוסט"],
            ["september", "septembre", "septiembre", "sept", "ספטמבר"],
            ["october", "oktober", "octobre", "octubre", "okt", "אוקטובר"],
            ["november", "novembre", "noviembre", "נובמבר"],
            ["december", "dezember", "décembre", "decembre", "diciembre", "dez", "déc", "dic", "דצמבר"],
        ]
        var table: [String: Int] = [:]
        for (index, spellings) in names.enumerated() {
            for spelling in spellings { table[spelling] = index + 1 }
        }
        return table
    }()

    /// What a month's abbreviation may end with ("Sept.").
    private static let points = CharacterSet(charactersIn: ".")

    private static let english = ["january", "february", "march", "april", "may", "june", "july", "august",
                                  "september", "october", "november", "december"]

    /// The month a word names: a known spelling (a Hebrew one may carry the prefix ב: "במרץ"), or a
    /// Latin word that begins an English month name ("Dece", "Sept.") or misspells it by one letter
    /// ("DECEMBFR"); "MART" and "MARKET" name no month.
    static func month(_ word: String) -> Int? {
        let lowered = word.lowercased().trimming(points)
        if let month = months[lowered] { return month }
        if lowered.first == "ב", let month = months[String(lowered.dropFirst())] { return month }
        guard lowered.count >= 3, lowered.allSatisfy(\.isLatinLetter) else { return nil }
        return english.firstIndex { name in
            name.hasPrefix(lowered) || (lowered.count >= 5 && TolerantText.withinOneEdit(Array(lowered), Array(name)))
        }.map { $0 + 1 }
    }
}
