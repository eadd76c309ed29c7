// Tesseract reading with heb+eng garbles Latin-script pages: stray Hebrew letters ("צוף Ri RM",
// "MR .צ.0.1 (JOHOR) SDN BHD") and, worse, digits — the Hebrew model reads "RM 11.40" on a faint
// thermal receipt as "RM 46" or "₪ 0". On the 120 SROIE receipts the labelled total appears in the
// text of 98 pages read with `eng` alone against 91 read with heb+eng (`scripts/language-compare.sh`).
// So a page whose letters are overwhelmingly Latin is read again, whole, with the English model,
// and that reading replaces the first unless it found far less text.

import DocumentModel

enum LatinPageReread {
    /// A page is Latin when it has at least `minimumLetters` letters and Hebrew ones are under
    /// `maximumHebrewShare` of them. Hebrew letters standing alone ("Tories כ beret:") are what the
    /// Hebrew model makes of specks and shadows on a Latin page, not Hebrew text: only words with at
    /// least two Hebrew letters count.
    static let minimumLetters = 40
    static let maximumHebrewShare = 0.1

    /// True when the page, as first read, is in Latin script and worth reading with `eng` alone.
    static func isLatinPage(_ page: OCRPage) -> Bool {
        isLatin(page, minimumLetters: minimumLetters, maximumHebrewShare: maximumHebrewShare)
    }

    /// True when `page` (a page or a few of its rows) shows at least `minimumLetters` letters,
    /// Hebrew ones under `maximumHebrewShare` of them; Hebrew words read with less confidence than
    /// `minimumHebrewConfidence` do not count.
    static func isLatin(_ page: OCRPage, minimumLetters: Int, maximumHebrewShare: Double,
                        minimumHebrewConfidence: Double = 0) -> Bool {
        let (latin, hebrew) = letters(in: page, minimumHebrewConfidence: minimumHebrewConfidence)
        return latin >= minimumLetters && Double(hebrew) < maximumHebrewShare * Double(hebrew + latin)
    }

    /// The page's Latin letters, and the Hebrew letters of its words of two Hebrew letters or more
    /// read with at least `minimumHebrewConfidence`.
    static func letters(in page: OCRPage, minimumHebrewConfidence: Double = 0) -> (latin: Int, hebrew: Int) {
        var hebrew = 0, latin = 0
        for word in page.lines.flatMap(\.words) {
            var wordHebrew = 0
            for scalar in word.text.unicodeScalars {
                if RowReread.isHebrewLetter(scalar) { wordHebrew += 1 } else if RowReread.isLatinLetter(scalar) { latin += 1 }
            }
            if wordHebrew >= 2, word.confidence >= minimumHebrewConfidence { hebrew += wordHebrew }
        }
        return (latin, hebrew)
    }

    /// True when the English reading should replace the first: it kept at least 80% of the first
    /// reading's letters and digits (the English model does not drop half a page the mixed one read).
    static func accepts(_ english: OCRPage, over first: OCRPage) -> Bool {
        Double(signs(in: english)) >= 0.8 * Double(signs(in: first))
    }

    /// Letters and digits of the page's text.
    private static func signs(in page: OCRPage) -> Int {
        page.text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.count
    }
}
