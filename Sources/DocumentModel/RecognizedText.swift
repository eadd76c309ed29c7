// What the reading stages (OCR or a PDF text layer) hand to extraction: words and lines with boxes.
// These types are also the recording format of OCR output used by the fast extraction tests.

/// Where a page's words came from.
public enum TextSource: String, Sendable, Codable, Hashable {
    /// The PDF's own text layer, judged plausible.
    case textLayer = "text_layer"
    /// Tesseract on the rasterised or photographed page.
    case ocr
}

/// One recognised word: its text (bidi marks stripped), box and confidence (0...1).
public struct OCRWord: Sendable, Codable, Hashable {
    public var text: String
    public var box: BoundingBox
    public var confidence: Double

    public init(text: String, box: BoundingBox, confidence: Double) {
        self.text = text; self.box = box; self.confidence = confidence
    }
}

/// One printed row: its words in logical (reading) order. For a Hebrew row that is right to left
/// on the page; numbers inside it keep their digits in left-to-right order.
public struct OCRLine: Sendable, Codable, Hashable {
    public var words: [OCRWord]
    public var box: BoundingBox

    public init(words: [OCRWord], box: BoundingBox? = nil) {
        self.words = words
        self.box = box ?? BoundingBox.union(words.map(\.box)) ?? BoundingBox(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    /// The row's text, words joined by single spaces in reading order.
    public var text: String { words.map(\.text).joined(separator: " ") }

    /// Mean word confidence (0...1); 0 for an empty line.
    public var confidence: Double {
        words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }
}

/// The words of one page, in the pixel space of the page image that was read.
public struct OCRPage: Sendable, Codable, Hashable {
    /// 1-based page number within the document.
    public var number: Int
    public var width: Int
    public var height: Int
    public var textSource: TextSource
    /// Rows in reading order, top to bottom.
    public var lines: [OCRLine]

    public init(number: Int, width: Int, height: Int, textSource: TextSource, lines: [OCRLine]) {
        self.number = number; self.width = width; self.height = height
        self.textSource = textSource; self.lines = lines
    }

    public var words: [OCRWord] { lines.flatMap(\.words) }
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    enum CodingKeys: String, CodingKey {
        case number, width, height, lines
        case textSource = "text_source"
    }
}

/// All pages of one document as read, the input of extraction.
public struct RecognizedDocument: Sendable, Codable, Hashable {
    public var pages: [OCRPage]
    /// The boxes extraction had read again, with their readings (absent from recordings made
    /// before they were kept).
    public var rereadings: [Rereading]

    /// The document read again from a second preparation of its photographed pages (their paper
    /// flattened another way; pages without one are as first read), with its own re-readings; nil
    /// for a document with no such page. Extraction reads both and merges them field by field.
    public var secondReading: RecognizedDocument? {
        get { second.first }
        set { second = newValue.map { [$0] } ?? [] }
    }
    private var second: [RecognizedDocument] = []

    /// The document with the second recogniser's numbers spliced into its words (and into its second
    /// reading's), with its own re-readings; nil when the second recogniser did not read it
    /// (`--second-recogniser`). Extraction takes its digit fields where the document's own reading
    /// gives none or unsure ones (`ReceiptExtractor.withSecondRecognition`).
    public var numbersSpliced: RecognizedDocument? {
        get { spliced.first }
        set { spliced = newValue.map { [$0] } ?? [] }
    }
    private var spliced: [RecognizedDocument] = []

    public init(pages: [OCRPage], rereadings: [Rereading] = [], secondReading: RecognizedDocument? = nil,
                numbersSpliced: RecognizedDocument? = nil) {
        self.pages = pages
        self.rereadings = rereadings
        self.secondReading = secondReading
        self.numbersSpliced = numbersSpliced
    }

    enum CodingKeys: String, CodingKey {
        case pages, rereadings, secondReading = "second_reading", numbersSpliced = "numbers_spliced"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pages = try container.decode([OCRPage].self, forKey: .pages)
        rereadings = try container.decodeIfPresent([Rereading].self, forKey: .rereadings) ?? []
        secondReading = try container.decodeIfPresent(RecognizedDocument.self, forKey: .secondReading)
        numbersSpliced = try container.decodeIfPresent(RecognizedDocument.self, forKey: .numbersSpliced)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pages, forKey: .pages)
        if !rereadings.isEmpty { try container.encode(rereadings, forKey: .rereadings) }
        try container.encodeIfPresent(secondReading, forKey: .secondReading)
        try container.encodeIfPresent(numbersSpliced, forKey: .numbersSpliced)
    }

    /// Full text in reading order: pages separated by a form feed line.
    public var text: String { pages.map(\.text).joined(separator: "\n\u{0C}\n") }
}

extension String {
    /// The text without Unicode bidi control marks (LRM, RLM, embeddings, isolates), which
    /// Tesseract wraps around Latin misreads inside Hebrew lines and which break matching.
    public var strippingBidiMarks: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { !Self.bidiMarks.contains($0.value) }))
    }

    private static let bidiMarks: Set<UInt32> = [
        0x200E, 0x200F, 0x061C,                          // LRM, RLM, ALM
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E,          // embeddings and overrides
        0x2066, 0x2067, 0x2068, 0x2069,                  // isolates
        0xFEFF,                                          // BOM / zero-width no-break space
    ]
}
