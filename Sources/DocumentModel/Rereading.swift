// Re-reading, the stage between two extraction passes: extraction asks for boxes of a page to be
// read again (a doubtful amount, a date, a name's row) as `RereadRequest` values, the pipeline reads
// them with the worker's engines, and extraction goes on with the answers, `Rereading` values. The
// answers are kept with the recognised words so that a recording replays extraction as the live run
// did.

/// A box of a page that extraction asks to have read again, and how.
public struct RereadRequest: Sendable, Hashable {
    /// How the box is to be read.
    public enum Kind: String, Sendable, Codable {
        /// In place on the page, digits only, by the Latin model when the worker has one (the mixed
        /// model reads "₪483.34" as "4").
        case digits
        /// The same, by the document's mixed model, asked for when the Latin model's reading was
        /// no use (it sometimes reads nothing where heb+eng succeeds); nothing on a worker with one model.
        case digitsDocumentModel = "digits_document_model"
        /// Cut out onto a white margin and read digits-only by the Latin model, so that neighbouring
        /// words cannot sway it.
        case digitsAlone = "digits_alone"
        /// Only the last `count` full-height glyphs, cut away from what precedes them and read
        /// digits-only: the "7782" of "****7782" without the asterisks that garble the whole word.
        case trailingDigits = "trailing_digits"
        /// The same, only when a mask's shorter glyphs come right before them ("****5436" read as
        /// "6 זי****", or not read at all): nothing otherwise. For boxes OCR gave no sign of a mask.
        case maskedDigits = "masked_digits"
        /// One printed row cut out onto a white margin and read as a single line of text with the
        /// document's model.
        case lineAlone = "line_alone"
    }

    public var kind: Kind
    /// 1-based.
    public var page: Int
    public var box: BoundingBox
    /// The number of trailing glyphs asked for (`trailingDigits` and `maskedDigits` only).
    public var count: Int?

    public init(_ kind: Kind, page: Int, box: BoundingBox, count: Int? = nil) {
        self.kind = kind; self.page = page; self.box = box; self.count = count
    }
}

/// The reading of a requested box (recordings made before the re-read stage may hold several for
/// one `digits` request: each is offered in turn).
public struct Rereading: Sendable, Codable, Hashable {
    public typealias Kind = RereadRequest.Kind

    public var kind: Kind
    public var page: Int
    public var box: BoundingBox
    /// The number of trailing glyphs asked for (`trailingDigits` and `maskedDigits` only).
    public var count: Int?
    /// What was read; nil when nothing was.
    public var text: String?

    public init(kind: Kind, page: Int, box: BoundingBox, count: Int? = nil, text: String?) {
        self.kind = kind; self.page = page; self.box = box; self.count = count; self.text = text
    }

    public init(_ request: RereadRequest, text: String?) {
        self.init(kind: request.kind, page: request.page, box: request.box, count: request.count, text: text)
    }

    /// The request this reading answers.
    public var request: RereadRequest { RereadRequest(kind, page: page, box: box, count: count) }
}
