// The document's own date: real, not in the future, preferably next to a date label and a time;
// never a due, print, delivery or billing-period date.

import DocumentModel
import Foundation

enum DateExtractor: FieldExtractor {
    static let fields: [FieldName] = [.date]

    static let examples: [ExtractorExample] = [
        ExtractorExample("תאריך: 14/03/2025 12:31", .date, "2025-03-14", rule: .dateNumeric),
        ExtractorExample("Date 25/12/2018 8:13:39 PM", .date, "2018-12-25", rule: .dateNumeric),
        ExtractorExample("תאריך: 14.03.25\nלתשלום עד: 30.04.25", .date, "2025-03-14", rule: .dateNumeric),
        ExtractorExample("לתשלום עד: 30/04/2025", .date, nil),
        ExtractorExample("לכבוד | תאריך הפקה 05.02.2026\nאינסטלציה הגליל בע\"מ | תאריך לתשלום 22.03.2026", .date,
                         "2026-02-05", today: "2026-06-30", rule: .dateNumeric),
        ExtractorExample("קבלה 4471\n10/04/25\nהעתק הודפס: 12/04/25 15:59:52", .date, "2025-04-10", rule: .dateNumeric),
        ExtractorExample("תאריך הזמנה 07/10/2023 | תאריך משלוח 10/10/2023", .date, "2023-10-07", rule: .dateNumeric),
        ExtractorExample("תאריך: 14/03/2031", .date, nil),
        ExtractorExample("12/30/2016 FRI 7:02 PM", .date, "2016-12-30", rule: .dateNumeric),
        ExtractorExample("DATE: 03 JAN 2019", .date, "2019-01-03", rule: .dateRowText),
        ExtractorExample("Order Date: 15-10-2015\nInvoice Date: 20-10-2015", .date, "2015-10-20", rule: .dateNumeric),
        ExtractorExample("Date: 14/03/2025 Due Date: 30/04/2025", .date, "2025-03-14", rule: .dateNumeric),
        ExtractorExample("Orderdatum: 18 april 2014\nFactuurdatum: 19 april 2014", .date, "2014-04-19",
                         rule: .dateRowText),
        ExtractorExample("Rechnungsdatum 7. Mai 2014\nLeistungszeitraum 01.05.14-31.05.14", .date, "2014-05-07",
                         rule: .dateRowText),
        ExtractorExample("Invoice Date: August 3 , 2014\nTOTAL AMOUNT DUE ON August 13 , 2014", .date, "2014-08-03",
                         rule: .dateRowText),
        ExtractorExample("Facture du 02 Juillet 2015\nDate limite de paiement le 05 Juillet 2015", .date, "2015-07-02",
                         rule: .dateRowText),
        ExtractorExample("00440010036 25032018 13:11:54 0003", .date, "2018-03-25", rule: .dateCompact),
        ExtractorExample("01: 3478 568017 05 02-18", .date, "2018-02-05", rule: .dateRepaired),
        ExtractorExample("2 10-12 BOLT M8 4.50", .date, nil),
        ExtractorExample("CABLE TIE 10 2.15", .date, nil),
        ExtractorExample("RECEIPT 0800010751 DATE: 20/03/201E\nTIME: 12:42:00", .date, "2018-03-20",
                         rule: .dateRepaired),
        ExtractorExample("Date » 09/61/2019 8:01:11 PM", .date, "2019-01-09", rule: .dateRepaired),
        ExtractorExample("Date : 18/03/2017 03:00:42PM\nPrint Date: 13/03/2017 03:00:44PM", .date, "2017-03-18",
                         rule: .dateNumeric),
        ExtractorExample("Ref 09/61/2019", .date, nil),
        ExtractorExample("Doc No : CS00058953 Date: 23/03/2078\nCashier : USER Time: 10:18:00", .date, "2018-03-23",
                         rule: .dateRepaired),
        ExtractorExample("Doc No CS0003 1664 Date 251212018\nCashier USER Time 12:31:00", .date, "2018-12-25",
                         rule: .dateRepaired),
        ExtractorExample("Ref 251212018", .date, nil),
        ExtractorExample("Due Date: | Invoice Date:\n04/04/2023 | 03/20/2023", .date, "2023-03-20", rule: .dateNumeric),
        ExtractorExample("Date : 30/05/2018 8:13 PM\nPRN : 30/03/2018 11:19 PM\nThank you\n30/03/2018 11:11 PM", .date,
                         "2018-03-30", rule: .dateNumeric),
        ExtractorExample("חשבונית מס מספר 00318\nלכבוד: דני ורד | תאריך: 23.06.25\nרכב: מאזדה 3 | תאריך כניסה: 22.06.25",
                         .date, "2025-06-23", rule: .dateNumeric),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        var timed: [TimedDate] = []
        for row in context.rows {
            let hasTime = row.text.containsScalar(of: [":"]) && row.text.contains(Patterns.time)
            var found = Set<String>()
            defer { if hasTime { timed += found.map { TimedDate(iso: $0, row: row.index) } } }
            for (position, word) in row.words.enumerated() {
                var dates = DateParser.dates(in: word.text, monthFirst: context.monthFirst)
                var rule = RuleID.dateNumeric
                // A digit of the date itself was misread: the label vouches for the repair, not for the day.
                var digitMisread = false
                if dates.isEmpty, hasTime, let compact = compactDate(word.text) { (dates, rule) = ([compact], RuleID.dateCompact) }
                var dateWords = [word]
                if dates.isEmpty, position + 1 < row.words.count,
                   let rejoined = rejoined(word, row.words[position + 1]) {
                    dates = DateParser.dates(in: rejoined, monthFirst: context.monthFirst)
                    (dateWords, rule) = ([word, row.words[position + 1]], RuleID.dateRepaired)
                }
                if dates.isEmpty, let repaired = misreadDigitsRepaired(word.text) {
                    dates = DateParser.dates(in: repaired, monthFirst: context.monthFirst)
                    rule = RuleID.dateRepaired
                }
                if !dates.contains(where: { isPlausible($0, today: context.today) }),
                   let repaired = LabelledDateMisreads.repaired(word.text, monthFirst: context.monthFirst,
                                                                currentYear: context.currentYear),
                   (DateLabels.kind(of: position, in: row, layout: context.layout) ?? .other) >= .generic {
                    dates = DateParser.dates(in: repaired, monthFirst: context.monthFirst)
                    rule = RuleID.dateRepaired
                    digitMisread = true
                }
                for date in dates where found.insert(date.iso).inserted {
                    let kind = DateLabels.kind(of: position, in: row, layout: context.layout)
                    let found = candidate(date, words: dateWords, row: row, kind: kind, hasTime: hasTime,
                                          context: context, rule: rule)
                    candidates.append(digitMisread ? found.failing(.digitsAsRead) : found)
                }
            }
            for date in DateParser.dates(in: row.text, monthFirst: context.monthFirst) where found.insert(date.iso).inserted {
                let span = words(printing: date, in: row, monthFirst: context.monthFirst)
                let kind = DateLabels.kind(of: span.lowerBound, in: row, layout: context.layout)
                candidates.append(candidate(date, words: Array(row.words[span]), row: row, kind: kind,
                                            hasTime: hasTime, context: context, rule: RuleID.dateRowText))
            }
        }
        return outvoted(candidates.filter { $0.strength > 0 }).map { disputed($0, by: timed, in: context.layout) }
    }

    /// A date printed on a row with a time of day.
    private struct TimedDate: Hashable {
        let iso: String
        let row: Int
    }

    /// A date stamped with a time that another time-stamped date on the document contradicts by one
    /// digit ("Date: 18/03/2017 03:00:42PM" over "Print Date: 13/03/2017 03:00:44PM"): one of the two
    /// is a misread, and nothing tells which, so the date fails the check `dates_agree`.
    private static func disputed(_ candidate: Candidate, by timed: [TimedDate], in layout: Layout) -> Candidate {
        guard let row = candidate.words.first.flatMap({ word in layout.rows.first { $0.words.contains(word) } }),
              timed.contains(TimedDate(iso: candidate.value, row: row.index)),
              timed.contains(where: { $0.row != row.index && $0.iso.differsInOneCharacter(from: candidate.value) })
        else { return candidate }
        return candidate.failing(.datesAgree)
    }

    /// A date printed once that differs by one digit from a date printed on several rows is a misread
    /// of it ("30/05/2018" beside two "30/03/2018"): it loses its label's weight.
    private static func outvoted(_ candidates: [Candidate]) -> [Candidate] {
        let rows = Dictionary(grouping: candidates, by: \.value).mapValues { group in
            Set(group.compactMap { $0.words.first.map { Int($0.box.y0) } }).count
        }
        let repeated = rows.filter { $0.value >= 2 }.map(\.key)
        return candidates.map { candidate in
            guard rows[candidate.value] == 1,
                  repeated.contains(where: { $0.differsInOneCharacter(from: candidate.value) }) else { return candidate }
            var weakened = candidate
            weakened.strength -= 0.4
            return weakened
        }
    }

    /// The shortest run of the row's words whose text still holds the date.
    private static func words(printing date: PrintedDate, in row: Row, monthFirst: Bool) -> ClosedRange<Int> {
        let last = row.words.count - 1
        func holds(_ range: ClosedRange<Int>) -> Bool {
            let text = row.words[range].map(\.text).joined(separator: " ")
            return DateParser.dates(in: text, monthFirst: monthFirst).contains { $0.iso == date.iso }
        }
        var start = 0
        while start < last, holds((start + 1)...last) { start += 1 }
        var end = last
        while end > start, holds(start...(end - 1)) { end -= 1 }
        return start...end
    }

    /// Letters OCR reads for digits, and the digit each stands for.
    private static let digitLookalikes: [Character: Character] = [
        "O": "0", "o": "0", "D": "0", "I": "1", "l": "1", "|": "1", "Z": "2", "S": "5", "B": "8", "E": "8",
    ]

    /// "20/03/201E": a word shaped like a numeric date with one or two look-alike letters for digits,
    /// with the letters read as the digits they resemble.
    private static func misreadDigitsRepaired(_ text: String) -> String? {
        let letters = text.filter { digitLookalikes[$0] != nil }.count
        guard (1...2).contains(letters), text.filter(\.isNumber).count >= 4 else { return nil }
        let repaired = String(text.map { digitLookalikes[$0] ?? $0 })
        return repaired.wholeMatch(of: Patterns.dayMonthYear) != nil ? repaired : nil
    }

    /// "05 02-18": a numeric date whose first or last separator OCR read as a space, split into two
    /// words no further apart than a character's height — the date with the lost separator restored.
    /// Dots are left alone: "10 2.15" is a quantity and a price.
    private static func rejoined(_ word: LayoutWord, _ next: LayoutWord) -> String? {
        let gap = next.box.x0 - word.box.x1
        guard gap >= 0, gap <= min(word.box.height, next.box.height) else { return nil }
        if word.text.wholeMatch(of: Patterns.twoDigits) != nil,
           let tail = next.text.wholeMatch(of: Patterns.monthYearAfterSplit) {
            return word.text + tail.1 + next.text
        }
        if let head = word.text.wholeMatch(of: Patterns.dayMonthBeforeSplit),
           next.text.wholeMatch(of: Patterns.twoOrFourDigits) != nil {
            return word.text + head.1 + next.text
        }
        return nil
    }

    /// "25032018" printed beside a time: day, month and a four-digit year without separators.
    private static func compactDate(_ text: String) -> PrintedDate? {
        guard text.count == 8, text.allSatisfy(\.isASCIIDigit) else { return nil }
        let digits = Array(text)
        let day = String(digits[0..<2]), month = String(digits[2..<4]), year = String(digits[4...])
        return DateParser.dates(in: "\(day)/\(month)/\(year)", monthFirst: false).first
    }

    private static func candidate(_ date: PrintedDate, words: [LayoutWord], row: Row, kind: DateLabelKind?,
                                  hasTime: Bool, context: ExtractionContext, rule: RuleID) -> Candidate {
        var strength = 0.5
        var labelled = false
        switch kind {
        case .other: strength = 0
        case .secondary: strength -= 0.05
        case .generic: strength += 0.3; labelled = true
        case .document: strength += 0.35; labelled = true
        case nil: break
        }
        if rule == .dateCompact || rule == .dateRepaired { strength -= 0.1 }
        if hasTime { strength += 0.1 }
        if row.page == 1 && row.verticalFraction < 0.4 { strength += 0.05 }
        if date.orderWasAmbiguous && date.day != date.month { strength -= 0.1 }
        var candidate = Candidate(field: .date, value: date.iso, rule: labelled ? Rule(rule, .labelled) : Rule(rule),
                                  strength: strength, words: words)
        if strength > 0, isPlausible(date, today: context.today) {
            candidate = candidate.passing(.realPastDate)
        } else {
            candidate.strength = 0
        }
        return candidate
    }

    /// Whether `date` is a real day, not after `today`, in a year from 2000 to this one.
    static func isPlausible(_ date: PrintedDate, today: Date) -> Bool {
        let year = Calendar(identifier: .gregorian).component(.year, from: today)
        guard let day = date.date else { return false }
        return day <= today.addingTimeInterval(86_400) && date.year >= 2000 && date.year <= year
    }
}

extension RuleID {
    static let dateCompact = RuleID("date.compact")
    static let dateNumeric = RuleID("date.numeric")
    static let dateRepaired = RuleID("date.repaired")
    static let dateRowText = RuleID("date.row_text")
}
