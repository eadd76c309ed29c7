// OCR confirmation: the chosen value's words, cut out of the page and read again on their own, give
// a second reading of the same print. When it says the same, two readings stand behind the value
// (check `digits_confirmed` for amounts and dates, `text_confirmed` for a name or an address); a
// thermal receipt whose total row Tesseract read at 0.39 confidence is mostly read right, and the
// second reading tells those apart from the misread ones ("64.60" read alone as "64.50"; "MR. O.1.Y."
// read alone as "MR. D.I.¥."). A name or address whose word mixes letters with signs no name prints
// ("D.£.¥.") is not confirmed, whatever the second reading says. The first reading is never
// replaced here (see `DateRepair` and `AmountRepair` for that), but for words of a name the second
// reading does not find at all when it finds all the others: debris, dropped.
//
// A different second reading of another shape is no evidence against an amount, nor any against a
// name: the isolated reading misreads currency marks ("$7.10" as "97.10") and faded letters as often
// as the first. An amount read alone as another amount of its own shape ("15.90" as "15.80": a digit
// misread by one of the two readings, nothing tells which) fails the check — on corpus-foreign/check
// the 3 amounts this caught were all wrong, on the real set 2 of 3 — and so does a date that the
// isolated and the in-place re-readings both read as one other date ("16-11-18" read twice as
// "18-11-18").

import DocumentModel
import Foundation

struct ReadingConfirmation {
    static let digitsCheck = Check.digitsConfirmed
    static let textCheck = Check.textConfirmed

    /// The amount fields whose printed word is re-read.
    static let amountFields: [FieldName] = [.total, .subtotal, .vatAmount]
    /// The text fields whose rows are re-read.
    static let textFields: [FieldName] = [.businessName, .address]

    let context: ExtractionContext

    /// The resolved fields, each that a second reading confirms (or, for a date, contradicts) marked
    /// so; only the fields `isWorthReading` picks are read again. The fields are asked about in
    /// `FieldName` order, not the dictionary's (its hash seed's, new in every process), so a document's
    /// boxes are read again in one order, and recorded in it, in every run.
    func confirmed(_ resolved: [FieldName: ResolvedField], rereads: inout Rereads,
                   where isWorthReading: (FieldName, ResolvedField) -> Bool = { _, _ in true }) -> [FieldName: ResolvedField] {
        var result = resolved
        for (field, choice) in resolved.sorted(by: { $0.key < $1.key }) where isWorthReading(field, choice) {
            let candidate = choice.candidate
            guard !candidate.isConjecture, !candidate.rule.isRepaired, !candidate.words.isEmpty,
                  candidate.words.allSatisfy({ $0.source == .ocr }) else { continue }
            if Self.amountFields.contains(field), let verdict = amountVerdict(candidate, rereads: &rereads) {
                result[field]?.candidate = verdict ? candidate.passing(Self.digitsCheck) : candidate.failing(Self.digitsCheck)
            } else if Self.textFields.contains(field), !Self.holdsMisreadGlyphs(candidate.words),
                      let reread = rowsReadAlone(candidate, rereads: &rereads) {
                if Self.sameWords(candidate.words.map(\.text), reread) {
                    result[field]?.candidate = candidate.passing(Self.textCheck)
                } else if field == .businessName, let trimmed = Self.withoutUnconfirmedWords(candidate, reread: reread) {
                    result[field]?.candidate = trimmed
                }
            } else if field == .date, let verdict = dateVerdict(candidate, rereads: &rereads) {
                result[field]?.candidate = verdict ? candidate.passing(Self.digitsCheck) : candidate.failing(Self.digitsCheck)
            }
        }
        return result
    }

    /// True when the amount is its last word as printed (not a sum, a rounding or a repair) and that
    /// word, read on its own, gives the same amount; false when it gives another amount of the same
    /// shape (digits for digits: "64.60" read alone as "64.50"); nil otherwise.
    private func amountVerdict(_ candidate: Candidate, rereads: inout Rereads) -> Bool? {
        guard let amount = candidate.amount, let word = candidate.words.last,
              AmountParser.parseBesideLabel(word.text) == amount,
              let reading = rereads.digitsAlone(page: word.page, box: word.box)
        else { return nil }
        let read = reading.trimming(.whitespaces)
        guard let second = AmountParser.parse(read) else { return nil }
        if second == amount { return true }
        let printed = word.text.filter { $0.isASCIIDigit || $0 == "." || $0 == "," }
        return IdentifierRepair.shape(of: read) == IdentifierRepair.shape(of: printed) ? false : nil
    }

    /// True when the numeric date's words read on their own give the same date; false when they and
    /// an in-place re-reading both give one other date; nil otherwise (dates with month names,
    /// readings that are no date).
    private func dateVerdict(_ candidate: Candidate, rereads: inout Rereads) -> Bool? {
        guard DateRepair.onlyNumericDate(in: candidate.words.map(\.text).joined()) != nil,
              let page = candidate.words.first?.page, candidate.words.allSatisfy({ $0.page == page }),
              let box = BoundingBox.union(candidate.words.map(\.box)),
              let alone = date(in: rereads.digitsAlone(page: page, box: box))
        else { return nil }
        if alone == candidate.value { return true }
        return date(in: rereads.digits(page: page, box: box)) == alone ? false : nil
    }

    private func date(in reading: String?) -> String? {
        guard let reading, let printed = DateRepair.onlyNumericDate(in: reading) else { return nil }
        return DateParser.dates(in: printed, monthFirst: context.monthFirst).first?.iso
    }

    /// The words of every row of the name or address, its words cut out and read as one line
    /// (normalised, in reading order), or nil when a row reads nothing.
    private func rowsReadAlone(_ candidate: Candidate, rereads: inout Rereads) -> [String]? {
        let ids = Set(candidate.words.map(\.id))
        let rows = context.layout.rows.map { $0.words.filter { ids.contains($0.id) } }.filter { !$0.isEmpty }
        var reread: [String] = []
        for words in rows {
            guard let box = BoundingBox.union(words.map(\.box)),
                  let reading = rereads.lineAlone(page: words[0].page, box: box) else { return nil }
            reread += reading.split(separator: " ").map { Self.normalised(String($0)) }.filter { !$0.isEmpty }
        }
        return reread
    }

    /// Whether the printed words and a second reading's are the same words (letters and digits; case,
    /// punctuation and word order aside).
    private static func sameWords(_ printed: [String], _ reread: [String]) -> Bool {
        let printed = printed.map(normalised).filter { !$0.isEmpty }.sorted()
        return !printed.isEmpty && printed == reread.sorted()
    }

    /// Whether a word of the value mixes its letters or digits with a sign no name or address prints
    /// ("D.£.¥.(KUCHAT)", "$117", "§7100", "הגפ|"): a misreading of letters ("D.I.Y.", "5117"), which a
    /// second reading, agreeing letter for letter on the rest (the same model reads the same glyphs
    /// the same way), cannot confirm.
    static func holdsMisreadGlyphs(_ words: [LayoutWord]) -> Bool {
        words.contains { word in
            let scalars = word.text.unicodeScalars
            return scalars.contains(where: CharacterSet.alphanumerics.contains)
                && scalars.contains(where: misreadGlyphs.contains)
        }
    }

    /// Currency, mathematical (but "+") and other symbols, and the marks OCR makes of a glyph it
    /// cannot read: none is printed in a business's name or address beside letters.
    static let misreadGlyphs: CharacterSet = CharacterSet.symbols
        .subtracting(CharacterSet(charactersIn: "+"))
        .union(CharacterSet(charactersIn: "§¶|\\¦{}[]<>"))

    /// At most this many words of a name that its second reading does not find are dropped.
    static let mostUnconfirmedWords = 2

    /// The name without the words its second reading does not find, when that reading finds nothing
    /// else and keeps two words or more: debris OCR made of a logo or specks beside the print ("בוקס
    /// ללקל ישיר", read alone "בוקס ישיר"; "אסף בן דוד - אי אינסטלציה י") is not read again, the
    /// print is. The rest passes `text_confirmed`; the value is marked repaired. Not an address: its
    /// line re-reading loses real words (a postcode, a house number) — with every address re-read,
    /// one more was made wrong on `check/` and on the real set each, none right.
    static func withoutUnconfirmedWords(_ candidate: Candidate, reread: [String]) -> Candidate? {
        var unmatched = reread
        var dropped: [LayoutWord] = []
        for word in candidate.words {
            let text = normalised(word.text)
            guard !text.isEmpty else { continue }
            if let index = unmatched.firstIndex(of: text) { unmatched.remove(at: index) } else { dropped.append(word) }
        }
        guard unmatched.isEmpty, !dropped.isEmpty, dropped.count <= mostUnconfirmedWords, reread.count >= 2 else { return nil }
        var parts = candidate.value.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for word in dropped {
            guard let index = parts.firstIndex(of: word.text) else { return nil }
            parts.remove(at: index)
        }
        let droppedIDs = Set(dropped.map(\.id))
        var trimmed = Candidate(field: candidate.field, value: parts.joined(separator: " "),
                                rule: candidate.rule.then(.repaired), strength: candidate.strength,
                                words: candidate.words.filter { !droppedIDs.contains($0.id) }, amount: candidate.amount)
        trimmed.checksPassed = candidate.checksPassed
        trimmed.checksFailed = candidate.checksFailed
        trimmed.isConjecture = candidate.isConjecture
        trimmed.charge = candidate.charge
        return trimmed.passing(textCheck)
    }

    /// A word's letters and digits, lower-cased.
    private static func normalised(_ word: String) -> String {
        String(String.UnicodeScalarView(word.lowercased().unicodeScalars.filter(CharacterSet.alphanumerics.contains)))
    }
}
