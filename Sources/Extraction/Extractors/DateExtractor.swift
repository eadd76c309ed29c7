// The document's own date: real, not in the future, preferably next to a date label and a time;
// never a due, print, delivery or billing-period date.

import DocumentModel
import Foundation

enum DateExtractor: FieldExtractor {
    static let fields: [FieldName] = [.date]

    static let examples: [ExtractorExample] = [
        ExtractorExample("תאריך: 14/03/2025 12:31", .date, "2025-03-14"),
        ExtractorExample("Date 25/12/2018 8:13:39 PM", .date, "2018-12-25"),
        ExtractorExample("תאריך: 14.03.25\nלתשלום עד: 30.04.25", .date, "2025-03-14"),
        ExtractorExample("לתשלום עד: 30/04/2025", .date, nil),
        ExtractorExample("תאריך: 14/03/2031", .date, nil),
        ExtractorExample("12/30/2016 FRI 7:02 PM", .date, "2016-12-30"),
        ExtractorExample("DATE: 03 JAN 2019", .date, "2019-01-03"),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for row in context.rows {
            if row.contains(Vocabulary.otherDates) { continue }
            let labelled = row.contains(Vocabulary.dateLabels)
            let hasTime = row.text.contains(Patterns.time)
            var found = Set<String>()
            for word in row.words {
                for date in DateParser.dates(in: word.text, monthFirst: context.monthFirst) where found.insert(date.iso).inserted {
                    candidates.append(candidate(date, words: [word], row: row, labelled: labelled, hasTime: hasTime,
                                                context: context, rule: "date.numeric"))
                }
            }
            for date in DateParser.dates(in: row.text, monthFirst: context.monthFirst) where found.insert(date.iso).inserted {
                candidates.append(candidate(date, words: row.words, row: row, labelled: labelled, hasTime: hasTime,
                                            context: context, rule: "date.row_text"))
            }
        }
        return candidates.filter { $0.strength > 0 }
    }

    private static func candidate(_ date: PrintedDate, words: [LayoutWord], row: Row, labelled: Bool, hasTime: Bool,
                                  context: ExtractionContext, rule: String) -> Candidate {
        var strength = 0.5
        var suffix = ""
        if labelled { strength += 0.3; suffix = ".labelled" }
        if hasTime { strength += 0.1 }
        if row.page == 1 && row.verticalFraction < 0.4 { strength += 0.05 }
        if date.orderWasAmbiguous && date.day != date.month { strength -= 0.1 }
        var candidate = Candidate(field: .date, value: date.iso, rule: rule + suffix, strength: strength, words: words)
        let year = Calendar(identifier: .gregorian).component(.year, from: context.today)
        if let day = date.date, day <= context.today.addingTimeInterval(86_400), date.year >= 2000, date.year <= year {
            candidate = candidate.passing("real_past_date")
        } else {
            candidate.strength = 0
        }
        return candidate
    }
}
