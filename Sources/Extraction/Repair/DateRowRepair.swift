// OCR repair before extraction: a row with a date label ("Date", "תאריך") that shows no plausible
// date — the first reading lost or garbled it ("Date 8", "Date: 23/03/2078", "03/0:1/2018") — has
// the stretch beside the label re-read digits-only, and a single plausible numeric date read there
// takes the place of the garbled words. Dates read from it are marked as re-read for the
// confidence model (see `DateRowRepair.marked`).

import DocumentModel
import Foundation

enum DateRowRepair {
    /// How far beside the label the date is looked for, in label heights: room for
    /// "03/01/2018 10:18:00" after "Date:".
    static let reach = 14

    /// The document with garbled dates on date-label rows replaced by their digits-only re-reading,
    /// and the boxes of the words that replaced them (per page).
    /// `layout` is the document's own.
    static func repair(_ document: RecognizedDocument, layout: Layout, reader: any RegionReader, today: Date)
        -> (document: RecognizedDocument, repaired: Set<PageBox>) {
        var replacements: [(page: Int, label: BoundingBox, garbled: Set<BoundingBox>, word: OCRWord)] = []
        for row in layout.rows {
            guard let match = row.match(Vocabulary.dateLabels), !row.contains(Vocabulary.otherDates),
                  row.words.allSatisfy({ $0.source == .ocr }), !showsPlausibleDate(row.text, today: today),
                  let label = BoundingBox.union(row.words[match].map(\.box)) else { continue }
            let width = reach * max(label.height, 1)
            let region = row.isRTL
                ? BoundingBox(x0: max(0, label.x0 - width), y0: label.y0, x1: label.x0, y1: label.y1)
                : BoundingBox(x0: label.x1, y0: label.y0, x1: label.x1 + width, y1: label.y1)
            guard !region.isEmpty,
                  let reading = reader.readDigits(page: row.page, box: region, accepting: { plausibleDate(in: $0, today: today) != nil }),
                  let date = plausibleDate(in: reading, today: today) else { continue }
            let garbled = row.wordsAfter(match).filter { word in
                !word.text.contains(where: \.isLetter) && region.x0 <= Int(word.box.midX) && Int(word.box.midX) <= region.x1
            }
            let box = BoundingBox.union(garbled.map(\.box)) ?? region
            let word = OCRWord(text: date, box: box, confidence: garbled.map(\.confidence).max() ?? row.meanConfidence)
            replacements.append((row.page, label, Set(garbled.map(\.box)), word))
        }
        guard !replacements.isEmpty else { return (document, []) }
        var repaired = document
        for (index, page) in repaired.pages.enumerated() {
            for replacement in replacements where replacement.page == page.number {
                repaired.pages[index] = placing(replacement.word, besideLabel: replacement.label,
                                                removing: replacement.garbled, in: repaired.pages[index])
            }
        }
        return (repaired, Set(replacements.map { PageBox(page: $0.page, box: $0.word.box) }))
    }

    /// Date candidates read from re-read boxes, marked so (rule `.repaired`, check `digits_reread`).
    static func marked(_ candidates: [Candidate], rereadBoxes: Set<PageBox>) -> [Candidate] {
        candidates.map { candidate in
            guard candidate.field == .date,
                  candidate.words.contains(where: { rereadBoxes.contains(PageBox(page: $0.page, box: $0.box)) })
            else { return candidate }
            return DateRepair.rereadCopy(of: candidate, value: candidate.value)
        }
    }

    /// The one numeric date a reading shows, when it is a real date that is not in the future
    /// (read day-first or month-first).
    static func plausibleDate(in text: String, today: Date) -> String? {
        guard let printed = DateRepair.onlyNumericDate(in: text) else { return nil }
        let dates = DateParser.dates(in: printed, monthFirst: false) + DateParser.dates(in: printed, monthFirst: true)
        return dates.contains { DateExtractor.isPlausible($0, today: today) } ? printed : nil
    }

    private static func showsPlausibleDate(_ text: String, today: Date) -> Bool {
        (DateParser.dates(in: text, monthFirst: false) + DateParser.dates(in: text, monthFirst: true))
            .contains { DateExtractor.isPlausible($0, today: today) }
    }

    /// The page with the garbled words removed and the date put on the label's line.
    private static func placing(_ word: OCRWord, besideLabel label: BoundingBox, removing garbled: Set<BoundingBox>,
                                in page: OCRPage) -> OCRPage {
        var page = page
        for index in page.lines.indices where page.lines[index].words.contains(where: { garbled.contains($0.box) }) {
            page.lines[index] = OCRLine(words: page.lines[index].words.filter { !garbled.contains($0.box) })
        }
        func isInLabel(_ box: BoundingBox) -> Bool {
            box.x0 >= label.x0 && box.x1 <= label.x1 && box.y0 >= label.y0 && box.y1 <= label.y1
        }
        if let line = page.lines.firstIndex(where: { $0.words.contains { isInLabel($0.box) } }) {
            page.lines[line] = OCRLine(words: page.lines[line].words + [word])
        } else {
            page.lines.append(OCRLine(words: [word]))
        }
        page.lines.removeAll { $0.words.isEmpty }
        return page
    }
}
