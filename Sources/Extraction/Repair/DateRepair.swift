// OCR repair for numeric dates: the date's words are read again on their own (cut out of the page,
// digits only, Latin model) and a second reading of the same shape replaces the first. The Hebrew
// model reads "13/02/2026" as "15/02/2026" with full confidence, so every numeric date of a Hebrew
// document is re-read. Latin-script documents are not: their dates were read by the Latin model
// already, and on faded thermal receipts the cut-out reading was worse than the first (live on the
// SROIE receipts: 6 dates made wrong, "2018" re-read as "2016", none made right).

import DocumentModel
import Foundation

enum DateRepair {
    /// The candidates with their numeric dates re-read, each box once.
    static func repair(_ candidates: [Candidate], rereads: inout Rereads, context: ExtractionContext) -> [Candidate] {
        var readings: [PageBox: String?] = [:]
        func read(_ words: [LayoutWord]) -> String? {
            guard let page = words.first?.page, words.allSatisfy({ $0.page == page && $0.source == .ocr }),
                  let box = BoundingBox.union(words.map(\.box)) else { return nil }
            let key = PageBox(page: page, box: box)
            if let known = readings[key] { return known }
            let text = rereads.digitsAlone(page: page, box: box)
            readings[key] = text
            return text
        }
        guard context.language == "he" else { return candidates }
        return candidates.map { candidate in
            guard candidate.field == .date,
                  let printed = onlyNumericDate(in: candidate.words.map(\.text).joined()),
                  let text = read(candidate.words), let reread = onlyNumericDate(in: text),
                  IdentifierRepair.shape(of: reread) == IdentifierRepair.shape(of: printed),
                  let date = DateParser.dates(in: reread, monthFirst: context.monthFirst).first,
                  date.iso != candidate.value, DateExtractor.isPlausible(date, today: context.today)
            else { return candidate }
            return rereadCopy(of: candidate, value: date.iso)
        }
    }

    /// A date candidate whose value a digits-only re-reading gave: rule `.repaired`, check `digits_reread`.
    static func rereadCopy(of candidate: Candidate, value: String) -> Candidate {
        var repaired = Candidate(field: .date, value: value, rule: candidate.rule.then(.repaired),
                                 strength: candidate.strength, words: candidate.words)
        repaired.checksPassed = candidate.checksPassed + [.digitsReread]
        repaired.checksFailed = candidate.checksFailed
        return repaired
    }

    /// The one numeric date ("13/02/2026", "13.2.26") printed in `text`, or nil when there is none or several.
    static func onlyNumericDate(in text: String) -> String? {
        let matches = text.matches(of: Patterns.numericDateAnywhere)
        guard matches.count == 1, let match = matches.first else { return nil }
        return String(match.output)
    }
}
