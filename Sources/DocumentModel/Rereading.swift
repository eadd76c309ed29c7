// A second reading of one box of a page that extraction asked the OCR stage for (a doubtful amount,
// a date, a name's row), kept with the recognised words so that a recording replays extraction as
// the live run did.

/// One re-reading of a box and what it read.
public struct Rereading: Sendable, Codable, Hashable {
    /// How the box was read (the `RegionReader` method that asked).
    public enum Kind: String, Sendable, Codable {
        case digits
        case digitsAlone = "digits_alone"
        case trailingDigits = "trailing_digits"
        case lineAlone = "line_alone"
    }

    public var kind: Kind
    public var page: Int
    public var box: BoundingBox
    /// The number of trailing glyphs asked for (`trailingDigits` only).
    public var count: Int?
    /// What was read; nil when nothing was.
    public var text: String?

    public init(kind: Kind, page: Int, box: BoundingBox, count: Int? = nil, text: String?) {
        self.kind = kind; self.page = page; self.box = box; self.count = count; self.text = text
    }
}
