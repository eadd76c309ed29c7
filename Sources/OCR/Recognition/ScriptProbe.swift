// Which model reads a page, told before the page is read: a few of its printed rows, near the top
// (the issuer's name and address) and in the middle (the items), are read with the document's model,
// and a page whose sampled rows are all Latin letters is read once with the English model instead of
// twice (heb+eng, then `eng` again, see `LatinPageReread`). A sample that is not clearly Latin — too
// few letters, or Hebrew words in either band — leaves the page to the usual reading. A first band
// that is plainly Latin on its own (40 letters or more) decides without the second. A band without
// a letter (a logo, a barcode, a rule) says nothing either way: the next band decides.

import DocumentModel
import Imaging

enum ScriptProbe {
    /// Text rows read in each sampled band.
    static let rowsPerBand = 4
    /// Where the bands sit, as a share of the page's text rows from the top.
    static let bandPositions = [0.15, 0.6]
    /// The sample must show this many Latin letters in all, and in each band fewer Hebrew ones (in
    /// words of two Hebrew letters or more) than this share: a Hebrew band is mostly Hebrew letters,
    /// while the Hebrew model reads specks on a faint Latin receipt as the odd Hebrew word.
    static let minimumLetters = 20
    static let maximumHebrewShare = 0.1
    /// Hebrew words read with less confidence than this are what the Hebrew model makes of specks on
    /// a noisy Latin page ("VUDLIN 4, YUL וטק", the last word at 0.19), not Hebrew print: a diagnostic
    /// build printing every band's words (2026-12-03) found, over the 410 probed pages of corpus-real,
    /// foreign/dev and Corpus/, every Hebrew page's first band with Hebrew words at 0.5 or more (172
    /// of 172), and five English pages' first bands failing on Hebrew words under 0.5 alone.
    static let minimumHebrewConfidence = 0.5
    /// A first band with this many Latin letters (and Hebrew under the same share) is Latin without
    /// the second band: on corpus-real, foreign/dev, foreign/check and Corpus/ (497 probed pages), no
    /// first band that showed 40 Latin letters or more was on a page the probe or the page reading
    /// then found Hebrew, while the mid-page band costs ~140 ms of CPU a page (a quarter of the page's
    /// reading). Seven SROIE pages whose second band alone showed stray Hebrew words (and were then
    /// read twice) are read once with `eng`, as their second reading was. A band that reads as a
    /// turned page does (`PageOrientation.looksMisoriented`) never decides alone: Corpus/'s Hebrew
    /// he-0001 turned 180° shows 40 Latin letters of garbage in its first band.
    static let decisiveLetters = 40

    /// The boxes of the sampled bands: `rowsPerBand` consecutive rows of text-sized ink (a band
    /// between half and twice the median row height) at each position, across the whole page width;
    /// nil when the page has too few rows to sample.
    static func bands(in rows: [InkBands.Band], pageWidth: Int, pageHeight: Int) -> [BoundingBox]? {
        let heights = rows.map(\.height).sorted()
        guard !heights.isEmpty else { return nil }
        let median = heights[heights.count / 2]
        let text = rows.filter { $0.height * 2 >= median && $0.height <= median * 2 }
        guard text.count >= 2 * rowsPerBand else { return nil }
        var boxes: [BoundingBox] = []
        for position in bandPositions {
            let first = min(max(0, Int(position * Double(text.count)) - rowsPerBand / 2), text.count - rowsPerBand)
            let sample = text[first..<(first + rowsPerBand)]
            guard let top = sample.first?.y0, let bottom = sample.last?.y1 else { return nil }
            let pad = median / 2
            boxes.append(BoundingBox(x0: 0, y0: max(0, top - pad), x1: pageWidth, y1: min(pageHeight, bottom + pad)))
        }
        return boxes
    }

    /// Bands at the same positions for a page whose rows of ink cannot be told apart (speckle or a
    /// photo's shading joins them into one band, or breaks them into specks): each as tall as
    /// `rowsPerBand` lines of print at the page's text size (a line twice its character height;
    /// characters are `TextSize.heightAt300dpi` px at 300 dpi), across the whole width.
    static func bands(pageWidth: Int, pageHeight: Int, resolution: Int) -> [BoundingBox]? {
        let textHeight = TextSize.heightAt300dpi * Double(resolution) / 300
        let height = Int((Double(rowsPerBand) * 2 * textHeight).rounded())
        guard height > 0, pageHeight >= 4 * height else { return nil }
        return bandPositions.map { position in
            let top = min(max(0, Int(position * Double(pageHeight)) - height / 2), pageHeight - height)
            return BoundingBox(x0: 0, y0: top, x1: pageWidth, y1: top + height)
        }
    }

    /// What the probe found.
    enum Verdict {
        /// Not clearly Latin: the page is read with the document's model.
        case notLatin
        /// Latin by the bands together.
        case latin
        /// Latin by a first band read plainly Latin and not as a turned page reads: the page is
        /// upright too.
        case latinUpright
    }

    /// Whether the sampled bands, read one by one (`read`), are clearly Latin; a band that is not
    /// ends the probe, so a Hebrew page costs one band's reading, and a first band with
    /// `decisiveLetters` Latin letters ends it too, so most Latin pages cost one band's reading.
    /// - Throws: what `read` throws (running out of time).
    static func verdict(_ bands: [BoundingBox], read: (BoundingBox) throws -> OCRPage?) rethrows -> Verdict {
        var lines: [OCRLine] = []
        func isLatin(_ sample: OCRPage, minimumLetters: Int) -> Bool {
            LatinPageReread.isLatin(sample, minimumLetters: minimumLetters, maximumHebrewShare: maximumHebrewShare,
                                    minimumHebrewConfidence: minimumHebrewConfidence)
        }
        for (index, band) in bands.enumerated() {
            guard let sample = try read(band) else { return .notLatin }
            let letters = LatinPageReread.letters(in: sample)
            if letters.latin + letters.hebrew == 0 { continue }
            guard isLatin(sample, minimumLetters: 1) else { return .notLatin }
            // Not a band read poorly: a Hebrew receipt turned upside down reads as Latin garbage.
            if index == 0, !PageOrientation.looksMisoriented(sample), isLatin(sample, minimumLetters: decisiveLetters) {
                return .latinUpright
            }
            lines += sample.lines
        }
        let sampled = OCRPage(number: 1, width: 0, height: 0, textSource: .ocr, lines: lines)
        return isLatin(sampled, minimumLetters: minimumLetters) ? .latin : .notLatin
    }
}
