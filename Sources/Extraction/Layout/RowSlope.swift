// How far a page's printed rows slope, from the lines OCR read: a photo straightened from a quad
// cut by a shadow's edge, or curled paper, leaves rows rising or falling a few degrees across the
// page. Tesseract follows each row's baseline, but words grouped by their boxes' vertical overlap
// do not: the amount at the right end of a row sloping 3° sits half a row lower than its label at
// the left, and joins the next row's label ("VAT 20% | 9.03", "TOTAL | 1.80"). Rows are clustered
// on heights measured along the slope instead (`Layout.clusterIntoRows`).

import DocumentModel

enum RowSlope {
    /// The smallest slope that counts (about 0.3°): below it rows are taken as level, as they were
    /// on every scan and text-layer page before.
    static let level = 0.005
    /// The steepest slope taken for the page's own (about 6°; a straightened page is never steeper,
    /// and a line OCR ran across two rows would be).
    static let steepest = 0.1
    /// Lines needed before the page's slope is believed.
    static let minimumLines = 3

    /// The median slope (rise in y per pixel of x; positive when rows fall to the right) of the
    /// page's lines that reach across a third of the words' width or more, from the first word
    /// to the last of each; 0 when fewer than `minimumLines` lines measure it or it is under `level`.
    static func slope(of page: OCRPage) -> Double {
        let words = page.words
        guard let span = BoundingBox.union(words.map(\.box)), span.width > 0 else { return 0 }
        let slopes = page.lines.compactMap { line -> Double? in
            let ordered = line.words.filter { !$0.box.isEmpty }.sorted { $0.box.midX < $1.box.midX }
            guard let first = ordered.first, let last = ordered.last, ordered.count >= 2 else { return nil }
            let run = last.box.midX - first.box.midX
            guard run >= Double(span.width) / 3 else { return nil }
            let slope = (last.box.midY - first.box.midY) / run
            return abs(slope) <= steepest ? slope : nil
        }.sorted()
        guard slopes.count >= minimumLines else { return 0 }
        let median = slopes[slopes.count / 2]
        return abs(median) < level ? 0 : median
    }
}
