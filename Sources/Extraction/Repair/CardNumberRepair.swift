// OCR repair for the card's last four: a masked card number garbles Tesseract ("************7778" read
// as "RRR T 7 8", "****9531" as "1", "xxxx-1380" as "0 אאא"), so the printed number's last four
// full-height glyphs are cut away from the mask and read on their own. The number is looked for on
// the card payment row after its card word — the words around its mask's debris, not the row's other
// columns — (also when OCR left a digit or two of it, or read its mask as zeros: "כרטיס 0",
// "כרטיס 00005747"), on the row right under it, and wherever a masked number was read doubtfully.
// Where OCR gave no sign of a number at all (the mask read as letters, a label misread) and the document
// has no card number yet, the words after a card word and the row under it are read only if their
// glyphs show a mask's short glyphs before four full-height ones.

import DocumentModel

enum CardNumberRepair {
    /// A masked number read in one piece with at least this OCR confidence is not re-read.
    static let doubtfulConfidence = 0.85
    /// A row under the card row holds the number when it has at most this many words.
    static let mostWordsUnderCardRow = 3
    /// ... and, when it shows no mask debris, at most this many digits (a longer number was read).
    static let mostDigitsWithoutDebris = 3

    /// The candidates with each card number re-read: a second reading of four digits replaces the
    /// first reading of the same words, or adds a candidate where there was none.
    static func repair(_ candidates: [Candidate], context: ExtractionContext, rereads: inout Rereads) -> [Candidate] {
        var repaired = candidates
        for span in cardNumberSpans(in: context) {
            guard let page = span.first?.page, let box = BoundingBox.union(span.map(\.box)),
                  let text = rereads.trailingDigits(page: page, box: box, count: 4),
                  text.digitsOnly.count == 4 else { continue }
            let digits = text.digitsOnly
            let spanIDs = Set(span.map(\.id))
            let sameWords = { (candidate: Candidate) in
                candidate.field == .cardLast4 && candidate.words.contains { spanIDs.contains($0.id) }
            }
            if repaired.contains(where: { sameWords($0) && $0.value == digits }) { continue }
            repaired.removeAll(where: sameWords)
            repaired.append(reread(digits, words: span))
        }
        // Asked only once every other reading is in: a card number they give needs none of these.
        guard !repaired.contains(where: { $0.field == .cardLast4 }), !rereads.isWaiting else { return repaired }
        for span in unmarkedNumberSpans(in: context) {
            guard let page = span.first?.page, let box = BoundingBox.union(span.map(\.box)),
                  let text = rereads.maskedDigits(page: page, box: box, count: 4), text.digitsOnly.count == 4 else { continue }
            return repaired + [reread(text.digitsOnly, words: span)]
        }
        return repaired
    }

    /// The candidate of four digits a second reading of `words` gave.
    private static func reread(_ digits: String, words: [LayoutWord]) -> Candidate {
        var candidate = Candidate(field: .cardLast4, value: digits, rule: Rule(.cardLast4Masked, .repaired),
                                  strength: 0.85, words: words)
        candidate.checksPassed = [.digitsReread]
        return candidate
    }

    /// Words that name a card or its number: a card payment's row, or the row of its number ("ACCT #").
    static let cardLabels = KeywordSet(PaymentMethodExtractor.cardPayment.keywords.map(\.printed)
                                       + CardLast4Extractor.cardWords.keywords.map(\.printed))

    /// Where a card number may be printed though OCR read no mask there ("ACCT # kak RK RK RK EKI ORO"
    /// for "ACCT # *************1930", "כרסיס | 6 | זי****" for "כרטיס ****5436" under the card row):
    /// each column of the words after a card word, and each column of the row under it. Only the
    /// glyphs of a mask before four digits make a reading of them (`Rereads.maskedDigits`).
    static func unmarkedNumberSpans(in context: ExtractionContext) -> [[LayoutWord]] {
        var spans: [[LayoutWord]] = []
        for row in context.rows where row.words.allSatisfy({ $0.source == .ocr }) {
            guard let label = row.match(cardLabels), !row.contains(Vocabulary.nonPaymentCards) else { continue }
            let after = Set(row.wordsAfter(label).filter { AmountParser.parse($0.text) == nil && !$0.isRuleMark }.map(\.id))
            spans += row.segments.map { segment in segment.filter { after.contains($0.id) } }
            if let below = context.layout.row(after: row), below.words.allSatisfy({ $0.source == .ocr }),
               below.amounts().isEmpty {
                spans += below.segments.map { segment in segment.filter { !$0.isRuleMark } }
            }
        }
        return spans.filter { !$0.isEmpty }
    }

    /// The words of each printed card number worth a second reading.
    static func cardNumberSpans(in context: ExtractionContext) -> [[LayoutWord]] {
        var spans: [[LayoutWord]] = []
        for row in context.rows where row.words.allSatisfy({ $0.source == .ocr }) {
            if let masked = MaskedCardNumber.find(in: row) {
                let sure = masked.isClean && masked.words.allSatisfy { $0.confidence >= doubtfulConfidence }
                if !sure { spans.append(masked.words) }
            } else if let label = row.match(PaymentMethodExtractor.cardPayment) {
                // The number is the words after the label in one of the row's segments with the
                // mask's debris, not the row's other columns ("כרטיס | 8 אאאא | … | 09%", dev
                // doc_0086): their print would confound the glyphs' height.
                let after = Set(row.wordsAfter(label).filter { AmountParser.parse($0.text) == nil }.map(\.id))
                spans += row.segments.map { segment in segment.filter { after.contains($0.id) } }
                    .filter { number in number.contains { isMaskDebris($0.text) } }
                if let digits = maskReadAsDigits(row.wordsAfter(label)) { spans.append([digits]) }
            } else if let above = rowAbove(row, in: context), above.contains(PaymentMethodExtractor.cardPayment),
                      MaskedCardNumber.find(in: above) == nil, isDebrisRow(row) {
                spans.append(row.words)
            }
        }
        return spans
    }

    /// The row right above `row` on its page.
    private static func rowAbove(_ row: Row, in context: ExtractionContext) -> Row? {
        guard row.index > 0 else { return nil }
        let above = context.rows[row.index - 1]
        return above.page == row.page ? above : nil
    }

    /// A short row of nothing but mask debris and a few digits: what OCR left of a card number
    /// printed alone under the card row ("2+****", "7 אאא", "1").
    private static func isDebrisRow(_ row: Row) -> Bool {
        guard row.words.count <= mostWordsUnderCardRow, row.amounts().isEmpty,
              !row.words.contains(where: { isWord($0.text) }) else { return false }
        return row.words.contains { isMaskDebris($0.text) } || row.text.digitsOnly.count <= mostDigitsWithoutDebris
    }

    /// What OCR makes of a printed mask: asterisks, hashes, pluses, or one letter repeated ("RRR",
    /// "אאא", "xxxx").
    static func isMaskDebris(_ text: String) -> Bool {
        if text.contains(where: { "*#•×+%".contains($0) }) { return true }
        let letters = text.filter(\.isLetter)
        return letters.count >= 3 && Set(letters.lowercased()).count == 1
    }

    /// The one word after a card label that is what OCR made of a masked number read as digits: a
    /// digit or three left of it ("כרטיס 0" for "************8690") or its mask read as zeros
    /// ("00005747" for "****5747").
    static func maskReadAsDigits(_ words: ArraySlice<LayoutWord>) -> LayoutWord? {
        guard words.count == 1, let word = words.first, word.text.allSatisfy(\.isASCIIDigit) else { return nil }
        return word.text.count <= 3 || (word.text.hasPrefix("0000") && (8...16).contains(word.text.count)) ? word : nil
    }

    /// A real word: three or more letters, not all the same.
    private static func isWord(_ text: String) -> Bool {
        let letters = text.filter(\.isLetter)
        return letters.count >= 3 && Set(letters.lowercased()).count >= 2 && !isMaskDebris(text)
    }
}
