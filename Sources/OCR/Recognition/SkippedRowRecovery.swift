// Tesseract reading a page as one block (PSM 6) skips rows printed in much larger type than the
// rest: "SUBTOTAL 28.70" and "TOTAL RM 64.15" in double height, "POPULAR BOOK / CO. (M) SDN BHD"
// in the shop's logo type. Such a row still shows on the page as a band of ink no word covers
// (`InkBands`); read on its own as a single line (PSM 7) it mostly comes back. Measured on the
// 120 SROIE scans of ../shared/corpus-real: 71 uncovered bands, of which 10 read back as text
// Tesseract is sure of; the rest (dashed rules, stamps, signatures, dark margins) read as noise
// and are turned away by `accepts`.

import DocumentModel
import Imaging

enum SkippedRowRecovery {
    /// At most this many bands of a page are read.
    static let maximumRows = 8
    /// Band heights read, in median word heights: a skipped row of large type, not a dark margin.
    static let heights = 0.8...5.0
    /// A band at least this many median word heights wide (a word, not a speck).
    static let minimumWidth = 3.0
    /// A band whose rows are covered by words more than this is a row already read.
    static let coveredShare = 0.3

    /// A band of ink to read: the band's own box and the box read, padded for a single-line reading.
    struct Skipped: Equatable {
        let band: BoundingBox
        let padded: BoundingBox
    }

    /// The ink bands of `page` that no word covers and that may hold a printed row.
    static func rowsToRead(_ page: OCRPage, bands: [InkBands.Band]) -> [Skipped] {
        let wordHeights = page.words.map(\.box.height).sorted()
        guard !wordHeights.isEmpty else { return [] }
        let median = Double(max(wordHeights[wordHeights.count / 2], 1))
        let wordBoxes = page.words.map(\.box)
        let skipped = bands.filter { band in
            heights.contains(Double(band.height) / median) && Double(band.width) >= minimumWidth * median
                && coveredRows(of: band, by: wordBoxes) <= coveredShare * Double(band.height)
        }
        return skipped.prefix(maximumRows).map { band in
            let padding = max(2, band.height / 4)
            return Skipped(band: BoundingBox(x0: band.x0, y0: band.y0, x1: band.x1, y1: band.y1),
                           padded: BoundingBox(x0: max(0, band.x0 - 2 * padding), y0: max(0, band.y0 - padding),
                                               x1: min(page.width, band.x1 + 2 * padding),
                                               y1: min(page.height, band.y1 + padding)))
        }
    }

    /// The page with the rows read by `read` added where they belong, and how many were added.
    /// A word's box is kept within its band: a single-line reading may give the padded box's height,
    /// which would reach into the next row.
    static func recover(_ page: OCRPage, rows: [Skipped], read: (BoundingBox) -> [OCRWord])
        -> (page: OCRPage, added: Int) {
        var recovered = page
        var added = 0
        for row in rows {
            var words = read(row.padded)
            guard accepts(words) else { continue }
            // The band reaches the page's edges, where a border or a shadow reads as "|".
            while let first = words.first, !isTextual(first) { words.removeFirst() }
            while let last = words.last, !isTextual(last) { words.removeLast() }
            let line = OCRLine(words: words.map { word in
                var word = word
                word.box = BoundingBox(x0: word.box.x0, y0: max(word.box.y0, row.band.y0),
                                       x1: word.box.x1, y1: min(word.box.y1, row.band.y1))
                return word
            })
            let position = recovered.lines.firstIndex { $0.box.midY > line.box.midY } ?? recovered.lines.endIndex
            recovered.lines.insert(line, at: position)
            added += 1
        }
        return (recovered, added)
    }

    /// Whether a band's reading is text: its words with letters or digits are read with a mean
    /// confidence of at least 0.7, and one of them of two characters or more with 0.85. Noise
    /// ("SSsSSS r=s==-", "ee Oe Sr") comes back far less sure.
    static func accepts(_ words: [OCRWord]) -> Bool {
        let textual = words.filter(isTextual)
        guard !textual.isEmpty else { return false }
        let mean = textual.map(\.confidence).reduce(0, +) / Double(textual.count)
        return mean >= 0.7 && textual.contains { word in
            word.confidence >= 0.85 && word.text.filter { $0.isLetter || $0.isNumber }.count >= 2
        }
    }

    private static func isTextual(_ word: OCRWord) -> Bool {
        word.text.contains { $0.isLetter || $0.isNumber }
    }

    /// How many pixel rows of `band` some word box reaches.
    private static func coveredRows(of band: InkBands.Band, by boxes: [BoundingBox]) -> Double {
        let spans = boxes.compactMap { box -> (Int, Int)? in
            let top = max(box.y0, band.y0), bottom = min(box.y1, band.y1)
            return top < bottom ? (top, bottom) : nil
        }.sorted { $0.0 < $1.0 }
        var covered = 0, reached = band.y0
        for (top, bottom) in spans where bottom > reached {
            covered += bottom - max(top, reached)
            reached = bottom
        }
        return Double(covered)
    }
}
