// When a worker should make its Tesseract engines afresh: after reading an unusually wide line.
//
// Tesseract scales every text line to its network's input height and sizes its network buffers and
// beam search for the widest line it has read; it keeps them for the engine's life, and the C API
// has no call that frees them short of ending the engine. The printed rows of receipts need at most
// ~3,500 columns at that height (a full-width row of 24 px text); a thin rule of dots or dashes across
// the page (1,900 × 14 px) is read as a line of ~5,000, and left the worker's engines 19.5 MB larger
// for the rest of the batch (each of the heb, eng and Latin-repair recognisers that read it keeps its
// own buffers). With two workers each meeting such a page sooner or later, a long batch's resident
// memory rose above a short one's by that much per worker. Such pages are ~1 in 100 in the corpus;
// making the engines again takes ~0.1 s.

import DocumentModel

enum EngineRenewal {
    /// The height, in pixels, Tesseract's line recogniser scales every line to (the input of the
    /// installed LSTM models).
    static let networkLineHeight = 36.0
    /// The widest line, in network columns, that an engine may read and still be kept: above every
    /// printed row of the corpus, below the rules that leave the buffers oversized.
    static let widestKeptLine = 4_000.0

    /// Whether the engine that read `page` now holds buffers sized for an unusually wide line.
    /// (Only lines with words are seen here; a wide line Tesseract read as nothing is missed.)
    static func isNeeded(after page: OCRPage) -> Bool {
        page.lines.contains { line in
            line.box.height > 0 && Double(line.box.width) * networkLineHeight / Double(line.box.height) > widestKeptLine
        }
    }
}
