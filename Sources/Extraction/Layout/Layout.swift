// The page layout extraction reasons over: words re-clustered into rows by vertical overlap
// (an OCR line may split a printed row), plus the zones that tell issuer, customer and totals apart.

import DocumentModel

struct Layout: Sendable {
    let rows: [Row]
    let pageCount: Int
    /// Indices of rows in the issuer's header zone (top of page 1).
    let headerRows: Set<Int>
    /// Ids of words in the customer's block ("לכבוד", "Bill to", …): never the issuer's.
    let customerWordIDs: Set<Int>
    /// The row of the document's title printed across the top of page 1 on its own ("חשבונית מס
    /// קבלה", "TAX INVOICE No. 123"), among its first twelve legible rows: the issuer heads the page
    /// above it; the customer and the document's details come under it. Nil when the title shares
    /// its row with another column (beside the name) or none is printed.
    let acrossTitleRow: Int?

    init(document: RecognizedDocument) {
        var rows: [Row] = []
        var nextWordID = 0
        for page in document.pages {
            let source: FieldSource = page.textSource == .textLayer ? .textLayer : .ocr
            var words: [LayoutWord] = []
            for word in page.words {
                // The word as LayoutWord keeps it (bidi marks stripped), kept when it is more than blanks.
                let layoutWord = LayoutWord(id: nextWordID, word: word, page: page.number, source: source)
                guard !layoutWord.text.trimming(.whitespaces).isEmpty else { continue }
                words.append(layoutWord)
                nextWordID += 1
            }
            let clusters = Self.clusterIntoRows(words, slope: RowSlope.slope(of: page))
            let top = clusters.first.flatMap { BoundingBox.union($0.map(\.box)) }?.y0 ?? 0
            let bottom = clusters.last.flatMap { BoundingBox.union($0.map(\.box)) }?.y1 ?? 1
            for cluster in clusters.map(SplitAmounts.joined) {
                let box = BoundingBox.union(cluster.map(\.box)) ?? BoundingBox(x0: 0, y0: 0, x1: 0, y1: 0)
                let fraction = bottom > top ? (box.midY - Double(top)) / Double(bottom - top) : 0
                // Logos sit in the header, beside the name and the title.
                let isHeader = page.number == document.pages.first?.number && fraction < 0.3
                let cluster = isHeader ? Self.withoutMarks(cluster) : cluster
                rows.append(Row(index: rows.count, page: page.number, words: cluster, verticalFraction: fraction))
            }
        }
        rows = Self.withoutMonograms(rows)
        self.rows = rows
        pageCount = document.pages.count
        headerRows = Self.headerZone(rows)
        customerWordIDs = CustomerBlock.wordIDs(in: rows)
        acrossTitleRow = Self.acrossTitleRow(in: Self.firstPageRows(of: rows, legible: 12))
    }

    /// Groups words into rows: a word joins the row whose vertical band it overlaps most (≥ 50% of
    /// the shorter height), rows are sorted top to bottom. Heights are measured along `slope` (the
    /// page's rows' rise per pixel, `RowSlope`), so that the ends of a sloping row stay one row.
    static func clusterIntoRows(_ words: [LayoutWord], slope: Double = 0) -> [[LayoutWord]] {
        var bands: [(y0: Double, y1: Double, words: [LayoutWord])] = []
        func span(_ word: LayoutWord) -> (y0: Double, y1: Double) {
            let shift = slope * word.box.midX
            return (Double(word.box.y0) - shift, Double(word.box.y1) - shift)
        }
        // Specks (dots, noise read as "©" or ",") are placed after the words, so their few pixels of
        // height never start or shift a row's band.
        let heights = words.map(\.box.height).sorted()
        let speckHeight = heights.isEmpty ? 0 : Double(heights[heights.count / 2]) * 0.4
        let ordered = words.sorted { lhs, rhs in
            let lhsSpeck = Double(lhs.box.height) < speckHeight, rhsSpeck = Double(rhs.box.height) < speckHeight
            let (lhsSpan, rhsSpan) = (span(lhs), span(rhs))
            return lhsSpeck != rhsSpeck ? rhsSpeck : lhsSpan.y0 + lhsSpan.y1 < rhsSpan.y0 + rhsSpan.y1
        }
        for word in ordered {
            let (y0, y1) = span(word)
            var best: (index: Int, overlap: Double)?
            for (index, band) in bands.enumerated() {
                let shared = min(band.y1, y1) - max(band.y0, y0)
                let shorter = min(band.y1 - band.y0, y1 - y0)
                guard shared > 0, shorter > 0 else { continue }
                let overlap = shared / shorter
                if overlap >= 0.5, overlap > (best?.overlap ?? 0) { best = (index, overlap) }
            }
            if let best, Double(word.box.height) < speckHeight {
                bands[best.index].words.append(word)
            } else if let best {
                var band = bands[best.index]
                let count = Double(band.words.count)
                band.y0 = (band.y0 * count + y0) / (count + 1)
                band.y1 = (band.y1 * count + y1) / (count + 1)
                band.words.append(word)
                bands[best.index] = band
            } else {
                bands.append((y0, y1, [word]))
            }
        }
        return bands.sorted { $0.y0 + $0.y1 < $1.y0 + $1.y1 }.map(\.words)
    }

    /// The row's words without marks: a word of one or two letters or digits less than half as tall as
    /// the row's longer words (the shorter of the middle two) is a logo's speck that OCR read ("ל",
    /// "01", "au" beside a business name twice their height), and would split a title or join a name.
    static func withoutMarks(_ words: [LayoutWord]) -> [LayoutWord] {
        guard let typical = words.legibleTypeHeight else { return words }
        return words.filter { $0.legibleCount == 0 || $0.legibleCount > 2 || Double($0.box.height) >= 0.5 * typical }
    }

    /// The rows with a monogram logo read as a word at the top of page 1 left out (`Monogram`).
    private static func withoutMonograms(_ rows: [Row]) -> [Row] {
        let top = rows.prefix { $0.page == rows.first?.page && $0.verticalFraction < 0.3 }
        let logo = Monogram.wordIDs(in: Array(top))
        guard !logo.isEmpty else { return rows }
        var kept: [Row] = []
        for row in rows {
            let words = row.words.filter { !logo.contains($0.id) }
            guard !words.isEmpty else { continue }
            kept.append(Row(index: kept.count, page: row.page, words: words, verticalFraction: row.verticalFraction))
        }
        return kept
    }

    /// Rows of page 1 before the first row with an amount (or a date, after the first row), at most 12 rows
    /// that are not specks and the top 45%.
    private static func headerZone(_ rows: [Row]) -> Set<Int> {
        var header: Set<Int> = []
        var legible = 0
        for row in rows where row.page == rows.first?.page {
            let hasDate = !DateParser.dates(in: row.text, monthFirst: false).isEmpty
            if !row.amounts().isEmpty || (hasDate && !header.isEmpty) { break }
            if legible >= 12 || row.verticalFraction > 0.45 { break }
            header.insert(row.index)
            if !row.isSpecks { legible += 1 }
        }
        return header
    }

    /// The first rows of page 1 up to the `count`th that is not specks: a dark logo read as rows of
    /// noise ("Cave.", "Sh Seti") does not push the name and address out of reach.
    func firstPageRows(legible count: Int) -> ArraySlice<Row> {
        Self.firstPageRows(of: rows, legible: count)
    }

    private static func firstPageRows(of rows: [Row], legible count: Int) -> ArraySlice<Row> {
        var legible = 0
        let firstPage = rows.prefix { $0.page == rows.first?.page }
        let end = firstPage.firstIndex { row in
            if row.isSpecks { return false }
            legible += 1
            return legible > count
        } ?? firstPage.endIndex
        return firstPage[..<end]
    }

    /// The first of the rows that is the title alone across the page (`acrossTitleRow`).
    private static func acrossTitleRow(in rows: ArraySlice<Row>) -> Int? {
        rows.first { row in
            row.segments.count == 1 && NameWords.titles.matches(row.tokens)
                && row.words.filter { $0.text.contains(where: \.isLetter) }.count <= 4
        }?.index
    }

    /// How much strength an issuer's value under `acrossTitleRow` loses when one of its kind stands
    /// above the title.
    static let underTitleYield = 0.3

    /// Whether a value starting on row `index` lies under the title row `title` while another of its
    /// kind (starting on the rows `others`) lies above it: the one above heads the page, the issuer's.
    static func yieldsToOneAbove(_ index: Int, title: Int?, others: some Sequence<Int>) -> Bool {
        guard let title, index > title else { return false }
        return others.contains { $0 < title }
    }

    /// The first row of page 1 that holds a date: the document's details begin there (its date,
    /// then the customer's block), under the issuer's header.
    var firstDatedRow: Int? {
        rows.prefix { $0.page == rows.first?.page }.first { !DateParser.dates(in: $0.text, monthFirst: false).isEmpty }?.index
    }

    /// The mean OCR confidence of the document's words (0 without words).
    var meanConfidence: Double {
        let words = rows.flatMap(\.words)
        return words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }

    /// Whether a word lies in the customer's block.
    func isCustomer(_ word: LayoutWord) -> Bool { customerWordIDs.contains(word.id) }

    /// The row holding `word`, if any.
    func row(of word: LayoutWord) -> Row? {
        rows.first { $0.words.contains { $0.id == word.id } }
    }

    /// The row before `row` on the same page, if any.
    func row(before row: Row) -> Row? {
        let previous = row.index - 1
        return previous >= 0 && rows[previous].page == row.page ? rows[previous] : nil
    }

    /// The row that follows `row` on the same page, if any.
    func row(after row: Row) -> Row? {
        let next = row.index + 1
        return next < rows.count && rows[next].page == row.page ? rows[next] : nil
    }

    /// Rows on the last page.
    var lastPage: Int { rows.last?.page ?? 1 }
}
