// OCR repair before extraction: a row with a money label (total, subtotal, VAT) whose value side
// holds words but no readable amount — the first reading garbled it ("7" for "345.47 ש\"ח",
// "15522" for "15.21", "5. 48" for "48.75", "GG ce") — has its value side re-read digits-only,
// and a single clean amount replaces the garbled words; fields read from it are conjectures the
// amount arithmetic must confirm. When neither reading shows an amount and the value side is one
// run of three to seven digits on a page whose amounts print cents, the point was lost in the
// print's grain ("Net total 8704", "VAT @ 9% 783" for 87.04 and 7.83): the digits with the point
// put back before the last two are such a conjecture too.

import DocumentModel
import Foundation

enum MoneyRowRepair {
    /// Rows with these words carry a date, a count or an identifier, not an amount ("לתשלום עד",
    /// "סה\"כ פריטים", "VAT REG NO").
    static let notMoneyRows = KeywordSet((Vocabulary.dateLabels.keywords + Vocabulary.otherDates.keywords
                                          + Vocabulary.counts.keywords).map(\.printed)
                                         + ["REG", "ID", "NO", "NUMBER", "מספר", "עוסק", "ח.פ"])

    /// The document with garbled amounts on money rows replaced by their digits-only re-reading,
    /// and the boxes of the words that replaced them (per page), so fields read from them can say so.
    /// `layout` is the document's own (built once by the caller, who builds it again only when a
    /// repair changed the words).
    static func repair(_ document: RecognizedDocument, layout: Layout, rereads: inout Rereads)
        -> (document: RecognizedDocument, repaired: Set<PageBox>) {
        var replacements: [(page: Int, garbled: Set<BoundingBox>, word: OCRWord)] = []
        // The pages that show an amount with cents somewhere (rows' amounts are read with two
        // decimals), found once, when a garbled row first needs to know.
        var pagesPrintingCents: Set<Int>?
        func printsCents(_ page: Int) -> Bool {
            let pages = pagesPrintingCents ?? Set(layout.rows.filter { !$0.amounts().isEmpty }.map(\.page))
            pagesPrintingCents = pages
            return pages.contains(page)
        }
        for row in layout.rows {
            guard let match = row.match(Vocabulary.moneyLabels), !row.contains(notMoneyRows) else { continue }
            let valueSide = row.wordsAfter(match).filter { !$0.text.contains("%") }
            guard !valueSide.isEmpty,
                  !valueSide.contains(where: { AmountParser.parseBesideLabel($0.text) != nil || isIdentifierOrDate($0.text) }),
                  valueSide.allSatisfy({ $0.source == .ocr }),
                  let region = BoundingBox.union(valueSide.map(\.box)) else { continue }
            let reading = rereads.digits(page: row.page, box: region, accepting: { singleAmount(in: $0) != nil })
            let negative = valueSide.contains { $0.text.contains("-") }
            guard let amount = reading.flatMap({ singleAmount(in: $0, negativeAllowed: negative) })
                    ?? (printsCents(row.page) ? amountWithPointLost(valueSide) : nil) else { continue }
            let word = OCRWord(text: amount, box: region, confidence: valueSide.map(\.confidence).max() ?? 0)
            replacements.append((row.page, Set(valueSide.map(\.box)), word))
        }
        return applying(replacements, to: document)
    }

    /// Marks OCR reads beside a lone run of digits ("8704 |").
    private static let separatorMarks = CharacterSet(charactersIn: "|:;")

    /// The amount a value side of one run of three to seven digits, beside marks at most, shows with
    /// its point put back before the last two ("8704 |" → "87.04", "@ 783 |" → "7.83"); nil for
    /// anything else.
    static func amountWithPointLost(_ valueSide: [LayoutWord]) -> String? {
        let printed = valueSide.filter { $0.text.contains { $0.isLetter || $0.isNumber } }
        guard printed.count == 1,
              let digits = printed.first?.text.trimming(separatorMarks),
              (3...7).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), digits.first != "0",
              let amount = AmountParser.parse(String(digits.dropLast(2)) + "." + digits.suffix(2)) else { return nil }
        return amount.plainAmount
    }

    /// The document with each replacement's garbled words replaced by its word, and the boxes of the
    /// words put in (per page): how `MoneyRowRepair` and `ItemAmountRepair` write their readings.
    static func applying(_ replacements: [(page: Int, garbled: Set<BoundingBox>, word: OCRWord)],
                         to document: RecognizedDocument) -> (document: RecognizedDocument, repaired: Set<PageBox>) {
        guard !replacements.isEmpty else { return (document, []) }
        var repaired = document
        for (index, page) in repaired.pages.enumerated() {
            for replacement in replacements where replacement.page == page.number {
                repaired.pages[index] = replacing(replacement.garbled, with: replacement.word, in: repaired.pages[index])
            }
        }
        return (repaired, Set(replacements.map { PageBox(page: $0.page, box: $0.word.box) }))
    }

    /// The one amount a digits-only reading shows ("345.47"; "11 96,200.09" when the currency
    /// word became digits), or nil when it shows none or several different ones.
    /// A minus sign is only believed when the first reading had one too (a ":" or "₪" read as "-").
    static func singleAmount(in reading: String, negativeAllowed: Bool = true) -> String? {
        guard let amount = onlyAmount(in: reading, parsing: { AmountParser.parse($0) }) else { return nil }
        return (negativeAllowed ? amount : abs(amount)).plainAmount
    }

    /// The one amount a digits-only reading shows, each word parsed as beside a label (a stray mark
    /// before it taken off: ".7.67", "/7.99"), or nil when it shows none or several different ones.
    static func singleMarkedAmount(in reading: String) -> Decimal? {
        onlyAmount(in: reading, parsing: AmountParser.parseBesideLabel)
    }

    /// The one amount the reading's words give by `parse`, or nil for none or several different ones.
    private static func onlyAmount(in reading: String, parsing parse: (String) -> Decimal?) -> Decimal? {
        let amounts = Set(reading.split(whereSeparator: \.isWhitespace).compactMap { parse(String($0)) })
        return amounts.count == 1 ? amounts.first : nil
    }

    /// Dates, times and long digit runs are other values, not a garbled amount.
    private static func isIdentifierOrDate(_ text: String) -> Bool {
        text.firstMatch(of: Patterns.numericDate) != nil || text.firstMatch(of: Patterns.time) != nil
            || text.filter(\.isNumber).count >= 7
    }

    /// The page with the garbled words removed and the repaired word put in the first one's line.
    static func replacing(_ garbled: Set<BoundingBox>, with word: OCRWord, in page: OCRPage) -> OCRPage {
        var page = page
        var placed = false
        for index in page.lines.indices {
            let line = page.lines[index]
            guard line.words.contains(where: { garbled.contains($0.box) }) else { continue }
            var words = line.words.filter { !garbled.contains($0.box) }
            if !placed { words.append(word); placed = true }
            page.lines[index] = OCRLine(words: words)
        }
        page.lines.removeAll { $0.words.isEmpty }
        return page
    }
}

/// A box on a page.
struct PageBox: Hashable, Sendable {
    let page: Int
    let box: BoundingBox
}
