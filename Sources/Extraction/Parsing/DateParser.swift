// Dates as printed ("14/03/2025", "14.3.25 12:31", "2025-03-14", "25 Dec 2018", "Dec 25, 2018", "7. Mai 2014") → ISO.

import Foundation

/// A calendar day found in text.
struct PrintedDate: Sendable, Hashable {
    let year: Int
    let month: Int
    let day: Int
    /// True when the digits alone could not tell day-first from month-first (both parts ≤ 12).
    let orderWasAmbiguous: Bool
    /// True when the printed order itself proved month-first (`12/30/2016`).
    let provedMonthFirst: Bool
    /// True when the printed order itself proved day-first (`30/12/2016`).
    let provedDayFirst: Bool

    var iso: String { String(format: "%04d-%02d-%02d", year, month, day) }

    /// Midnight UTC of the day, or nil when the day does not exist (31 February).
    var date: Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }
}

enum DateParser {
    /// Every date in `text`, reading ambiguous numeric dates day-first unless `monthFirst`.
    static func dates(in text: String, monthFirst: Bool) -> [PrintedDate] { dates(in: text, readings: [monthFirst]) }

    /// Every date in `text`, ambiguous numeric dates read both day-first and month-first (the
    /// patterns run once for both readings).
    static func datesEitherOrder(in text: String) -> [PrintedDate] { dates(in: text, readings: [false, true]) }

    /// Every date in `text`, each numeric one read in each order of `readings` (true: month-first).
    private static func dates(in text: String, readings: [Bool]) -> [PrintedDate] {
        // Every form has digits; a row without any is turned away before the patterns run.
        guard text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return [] }
        var found: [PrintedDate] = []
        let lowered = text.lowercased()
        let signs = DateSigns(lowered)
        for match in signs.mayBeNumeric ? lowered.matches(of: Patterns.numericDate) : [] {
            for monthFirst in readings {
                if let date = numeric(Int(match.1), Int(match.2), Int(match.3), yearDigits: match.3.count,
                                      firstDigits: match.1.count, monthFirst: monthFirst) {
                    found.append(date)
                }
            }
        }
        guard signs.mayNameAMonth, namesAMonth(lowered) else { return found }
        for match in lowered.matches(of: Patterns.dayMonthNameDate) {
            if let month = MonthNames.month(String(match.2)),
               let date = make(year: Int(match.3), month: month, day: Int(match.1), yearDigits: match.3.count) {
                found.append(date)
            }
        }
        for match in lowered.matches(of: Patterns.monthNameDayDate) {
            if let month = MonthNames.month(String(match.1)),
               let date = make(year: Int(match.3), month: month, day: Int(match.2), yearDigits: 4) {
                found.append(date)
            }
        }
        return found
    }

    /// Whether a run of three letters or more in `lowered` names a month, whole or after an ordinal
    /// suffix glued to it ("1stjan"): the only words the month-name patterns can take for the month
    /// (their letters run to the end of the word), so a text without one is not matched against them.
    private static func namesAMonth(_ lowered: String) -> Bool {
        var run = ""
        func runNamesAMonth() -> Bool {
            guard run.count >= 3 else { return false }
            if MonthNames.month(run) != nil { return true }
            return run.count >= 5 && ["er", "st", "nd", "rd", "th"].contains(where: run.hasPrefix)
                && MonthNames.month(String(run.dropFirst(2))) != nil
        }
        for character in lowered {
            if let scalar = character.unicodeScalars.first,
               scalar.isASCII ? ("a"..."z").contains(scalar) : DateSigns.isLetter(scalar) {
                run.append(character)
                continue
            }
            if runNamesAMonth() { return true }
            run = ""
        }
        return runNamesAMonth()
    }

    /// What the date forms need of a text, counted in one pass over its scalars, so that a pattern
    /// is not run over a text that cannot hold its form (an amount has no month name, a word no two
    /// separators): a numeric date has two separators, a date with a month name three letters.
    private struct DateSigns {
        private(set) var separators = 0
        private(set) var letters = 0

        init(_ text: String) {
            for scalar in text.unicodeScalars {
                switch scalar {
                case ".", "/", "-": separators += 1
                case "a"..."z", "A"..."Z": letters += 1
                case _ where scalar.isASCII: break
                default: if Self.isLetter(scalar) { letters += 1 }
                }
            }
        }

        var mayBeNumeric: Bool { separators >= 2 }
        var mayNameAMonth: Bool { letters >= 3 }

        /// The patterns' `\p{L}`: general category Letter.
        static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
            default: false
            }
        }
    }

    private static func numeric(_ first: Int?, _ second: Int?, _ third: Int?, yearDigits: Int,
                                firstDigits: Int, monthFirst: Bool) -> PrintedDate? {
        guard let first, let second, let third else { return nil }
        if firstDigits == 4 {
            return make(year: first, month: second, day: third, yearDigits: 4)
        }
        guard yearDigits == 2 || yearDigits == 4, firstDigits <= 2 else { return nil }
        let provedDayFirst = first > 12 && second <= 12
        let provedMonthFirst = second > 12 && first <= 12
        let ambiguous = first <= 12 && second <= 12
        let readMonthFirst = provedMonthFirst || (ambiguous && monthFirst)
        let (month, day) = readMonthFirst ? (first, second) : (second, first)
        guard let date = make(year: third, month: month, day: day, yearDigits: yearDigits) else { return nil }
        return PrintedDate(year: date.year, month: date.month, day: date.day, orderWasAmbiguous: ambiguous,
                           provedMonthFirst: provedMonthFirst, provedDayFirst: provedDayFirst)
    }

    private static func make(year: Int?, month: Int, day: Int?, yearDigits: Int) -> PrintedDate? {
        guard var year, let day, (1...12).contains(month), (1...31).contains(day) else { return nil }
        if yearDigits == 2 { year += 2000 }
        let date = PrintedDate(year: year, month: month, day: day, orderWasAmbiguous: false,
                               provedMonthFirst: false, provedDayFirst: false)
        return date.date == nil ? nil : date
    }
}
