// OCR repair before extraction: a row with a date label ("Date", "תאריך") that shows no plausible
// date — the first reading lost or garbled it ("Date 8", "Date: 23/03/2078", "03/0:1/2018") — has
// the stretch beside the label re-read digits-only (in bands of growing height until one reads), and
// a single plausible numeric date read there takes the place of the garbled words. On a document
// that shows no date at all, a time of day anchors the search the same way (the stretch before it),
// or else a word shaped like a date with a glyph lost ("14/03018").
// Dates read so are marked as re-read for the confidence model (see `DateRowRepair.marked`).

import DocumentModel
import Foundation

enum DateRowRepair {
    /// How far beside the label the date is looked for, in label heights: room for
    /// "03/01/2018 10:18:00" after "Date:".
    static let reach = 14

    /// The document with garbled dates on date-label rows replaced by their digits-only re-reading,
    /// and the boxes of the words that replaced them (per page).
    /// `layout` is the document's own.
    static func repair(_ document: RecognizedDocument, layout: Layout, rereads: inout Rereads, today: Date)
        -> (document: RecognizedDocument, repaired: Set<PageBox>) {
        // Whether the document shows no date anywhere, worked out only for a row without a label
        // (and then once): on such a document no row shows a plausible date either.
        lazy var showsNoDate = !layout.rows.contains { showsPlausibleDate($0.text, today: today) }
            && !layout.rows.contains { showsRepairableDate($0, today: today) }
        var replacements: [(page: Int, anchor: BoundingBox, garbled: Set<BoundingBox>, word: OCRWord)] = []
        for row in layout.rows where row.words.allSatisfy({ $0.source == .ocr }) && !row.contains(Vocabulary.otherDates) {
            let anchor: Anchor
            if let label = labelAnchor(in: row) {
                guard !showsPlausibleDate(row.text, today: today) else { continue }
                anchor = label
            } else {
                guard showsNoDate, let unlabelled = timeAnchor(in: row) ?? fragmentAnchor(in: row) else { continue }
                anchor = unlabelled
            }
            // Taller bands reach into the rows above and below: read only when the row has no
            // date at all ("30/83/2018", put back by the extractor, was re-read as "04/03/2010").
            let bands = showsRepairableDate(row, today: today) ? [anchor.region] : bands(of: anchor.region)
            guard !anchor.region.isEmpty,
                  let date = firstPlausibleDate(in: bands, page: row.page, rereads: &rereads, today: today) else { continue }
            let garbled = anchor.candidates.filter { word in
                anchor.region.x0 <= Int(word.box.midX) && Int(word.box.midX) <= anchor.region.x1
            }
            let box = BoundingBox.union(garbled.map(\.box)) ?? anchor.region
            let word = OCRWord(text: date, box: box, confidence: garbled.map(\.confidence).max() ?? row.meanConfidence)
            replacements.append((row.page, anchor.box, Set(garbled.map(\.box)), word))
        }
        guard !replacements.isEmpty else { return (document, []) }
        var repaired = document
        for (index, page) in repaired.pages.enumerated() {
            for replacement in replacements where replacement.page == page.number {
                repaired.pages[index] = placing(replacement.word, beside: replacement.anchor,
                                                removing: replacement.garbled, in: repaired.pages[index])
            }
        }
        return (repaired, Set(replacements.map { PageBox(page: $0.page, box: $0.word.box) }))
    }

    /// The plausible date read in the first band that shows one; the bands are asked for one at a
    /// time, a taller one only when the one before showed no date.
    private static func firstPlausibleDate(in bands: [BoundingBox], page: Int, rereads: inout Rereads,
                                           today: Date) -> String? {
        for band in bands {
            let reading = rereads.digits(page: page, box: band) { plausibleDate(in: $0, today: today) != nil }
            if let date = reading.flatMap({ plausibleDate(in: $0, today: today) }) { return date }
            if rereads.isWaiting { return nil }
        }
        return nil
    }

    /// What a lost date is looked for beside: the anchor's box, the stretch read again, and the
    /// words there that may be the first reading's garbling of the date (replaced by the re-reading).
    private struct Anchor {
        let box: BoundingBox
        let region: BoundingBox
        let candidates: [LayoutWord]
    }

    /// A date label ("Date:", "תאריך"): the date follows it in reading order; the words after it
    /// without letters are the garbled date ("8", "23/03/2078", "03/0:1/2018"). The stretch read
    /// reaches `reach` label heights from the label, and on to the end of the word right after it
    /// when that word has no letter: a receipt sets label and value at the row's two ends
    /// ("תאריך ……… 29.87.2825", the date 640 px from its label on a photo 1,100 px wide).
    private static func labelAnchor(in row: Row) -> Anchor? {
        guard let match = row.match(Vocabulary.dateLabels),
              let label = BoundingBox.union(row.words[match].map(\.box)) else { return nil }
        let after = row.wordsAfter(match)
        let next = after.first.flatMap { $0.text.contains(where: \.isLetter) ? nil : $0.box }
        let width = reach * max(label.height, 1)
        let region = row.isRTL
            ? BoundingBox(x0: max(0, min(label.x0 - width, next?.x0 ?? .max)), y0: label.y0, x1: label.x0, y1: label.y1)
            : BoundingBox(x0: label.x1, y0: label.y0, x1: max(label.x1 + width, next?.x1 ?? 0), y1: label.y1)
        return Anchor(box: label, region: region, candidates: after.filter { !$0.text.contains(where: \.isLetter) })
    }

    /// A time of day ("13:36-R") on a document that shows no date anywhere: receipts print the date
    /// just before the time, unlabelled (X51005719886: "#001-001-0934-0001 05/01/2018 13:30-R" read
    /// with "he" for the date). The stretch read reaches back from the time to the nearest word that
    /// cannot be the date's garbling (read confidently, or longer than any date: a digits-only
    /// reading runs its last digits into the date, "105/01/2018"); the unsure words in between are
    /// the garbled date.
    private static func timeAnchor(in row: Row) -> Anchor? {
        guard let time = row.words.first(where: { $0.text.contains(Patterns.time) }) else { return nil }
        let before = row.words.filter { $0.box.x1 <= time.box.x0 }.sorted { $0.box.x0 < $1.box.x0 }
        let solid = before.last { $0.confidence >= 0.6 || $0.text.count > 10 }
        let garbled = before.filter { word in solid.map { word.box.x0 >= $0.box.x1 } ?? true }
        let height = max(time.box.height, 1)
        // A third of the text's height past the solid word: the space before the date, so a padded
        // reading does not catch the word's last digit.
        let start = solid.map { $0.box.x1 + height / 3 } ?? row.box.x0
        let region = BoundingBox(x0: max(start, time.box.x0 - 8 * height), y0: time.box.y0,
                                 x1: time.box.x0, y1: time.box.y1)
        return Anchor(box: time.box, region: region, candidates: garbled)
    }

    /// A word shaped like a date missing a separator or a digit ("“14/03018" for "14/03/2018") on a
    /// document that shows no date anywhere (its label misread too: "Bate”"): the word itself, widened
    /// towards its neighbours by up to two text heights for glyphs the first reading dropped, is read.
    private static func fragmentAnchor(in row: Row) -> Anchor? {
        guard let fragment = row.words.first(where: { isDateFragment($0.text) }) else { return nil }
        let height = max(fragment.box.height, 1)
        let left = row.words.filter { $0.box.x1 <= fragment.box.x0 }.map { $0.box.x1 + height / 3 }.max() ?? 0
        let right = row.words.filter { $0.box.x0 >= fragment.box.x1 }.map { $0.box.x0 - height / 3 }.min() ?? .max
        let region = BoundingBox(x0: max(left, fragment.box.x0 - 2 * height), y0: fragment.box.y0,
                                 x1: min(right, fragment.box.x1 + 2 * height), y1: fragment.box.y1)
        return Anchor(box: fragment.box, region: region, candidates: [fragment])
    }

    /// True for a word without letters that looks like a numeric date with a separator or a digit
    /// lost: two or three runs of digits, 5 to 8 digits in all, the second run of at least two.
    static func isDateFragment(_ text: String) -> Bool {
        let core = text.trimming(CharacterSet.decimalDigits.inverted)
        guard !text.contains(where: \.isLetter), AmountParser.parse(core) == nil,
              core.wholeMatch(of: Patterns.dateFragment) != nil else { return false }
        return (5...8).contains(core.filter(\.isNumber).count)
    }

    /// The bands beside the label that are read, in turn, until one shows a plausible date: the
    /// label's own height first, then taller bands reaching up or down, for a date that climbs or
    /// sinks away from its label on curled paper (X51005268472: "22/12/2017" is read whole only from
    /// a band reaching a label height above the label).
    static func bands(of region: BoundingBox) -> [BoundingBox] {
        let height = region.height
        return [(0, 0), (-height / 2, 0), (0, height / 2), (-height, 0), (0, height)].map { up, down in
            BoundingBox(x0: region.x0, y0: max(0, region.y0 + up), x1: region.x1, y1: region.y1 + down)
        }
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
        return DateParser.datesEitherOrder(in: printed).contains { DateExtractor.isPlausible($0, today: today) } ? printed : nil
    }

    private static func showsPlausibleDate(_ text: String, today: Date) -> Bool {
        DateParser.datesEitherOrder(in: text).contains { DateExtractor.isPlausible($0, today: today) }
    }

    /// True when a word of the row is a labelled misread the date extractor puts back to a plausible
    /// date ("30/83/2018").
    private static func showsRepairableDate(_ row: Row, today: Date) -> Bool {
        let year = Calendar(identifier: .gregorian).component(.year, from: today)
        return row.words.contains { word in
            [false, true].contains { monthFirst in
                LabelledDateMisreads.repaired(word.text, monthFirst: monthFirst, currentYear: year)
                    .map { showsPlausibleDate($0, today: today) } ?? false
            }
        }
    }

    /// The page with the garbled words removed and the date put on the anchor's line.
    private static func placing(_ word: OCRWord, beside anchor: BoundingBox, removing garbled: Set<BoundingBox>,
                                in page: OCRPage) -> OCRPage {
        var page = page
        for index in page.lines.indices where page.lines[index].words.contains(where: { garbled.contains($0.box) }) {
            page.lines[index] = OCRLine(words: page.lines[index].words.filter { !garbled.contains($0.box) })
        }
        func isInAnchor(_ box: BoundingBox) -> Bool {
            box.x0 >= anchor.x0 && box.x1 <= anchor.x1 && box.y0 >= anchor.y0 && box.y1 <= anchor.y1
        }
        if let line = page.lines.firstIndex(where: { $0.words.contains { isInAnchor($0.box) } }) {
            page.lines[line] = OCRLine(words: page.lines[line].words + [word])
        } else {
            page.lines.append(OCRLine(words: [word]))
        }
        page.lines.removeAll { $0.words.isEmpty }
        return page
    }
}
