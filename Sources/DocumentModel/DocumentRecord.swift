// The output contract, schema_version 2 (1 plus `legal_name`; version-1 records decode unchanged): what `extract` prints and `batch` writes per document.
// Keys are snake_case; absent values are omitted, never null.

import Foundation

/// One document's result, successful or not. This is the product's public interface.
public struct DocumentRecord: Sendable, Codable {
    public static let schemaVersion = 2

    public enum Status: String, Sendable, Codable { case ok, error }

    public struct Source: Sendable, Codable, Hashable {
        public var path: String
        public var sha256: String?
        public var mediaType: String?
        public var pages: Int?

        public init(path: String, sha256: String? = nil, mediaType: String? = nil, pages: Int? = nil) {
            self.path = path; self.sha256 = sha256; self.mediaType = mediaType; self.pages = pages
        }

        enum CodingKeys: String, CodingKey {
            case path, sha256, pages
            case mediaType = "media_type"
        }
    }

    public struct RecordError: Sendable, Codable, Hashable {
        /// A stable machine-readable code, e.g. `unsupported_format`, `corrupt_file`.
        public var code: String
        /// Names the file, says what happened and what to do.
        public var message: String

        public init(code: String, message: String) { self.code = code; self.message = message }
    }

    public struct Page: Sendable, Codable, Hashable {
        public var number: Int
        public var width: Int
        public var height: Int
        public var textSource: TextSource
        /// Degrees the page was turned to read it (orientation and deskew together).
        public var rotation: Double
        /// The document's corners in the original image's pixels, when one was found.
        public var quad: Quad?
        /// The preprocessing steps applied, in order (e.g. `quad_warp`, `deskew`, `background_norm`).
        public var preprocessing: [String]?

        public init(number: Int, width: Int, height: Int, textSource: TextSource, rotation: Double = 0,
                    quad: Quad? = nil, preprocessing: [String]? = nil) {
            self.number = number; self.width = width; self.height = height; self.textSource = textSource
            self.rotation = rotation; self.quad = quad; self.preprocessing = preprocessing
        }

        enum CodingKeys: String, CodingKey {
            case number, width, height, rotation, quad, preprocessing
            case textSource = "text_source"
        }
    }

    public var schemaVersion: Int = DocumentRecord.schemaVersion
    public var status: Status
    public var source: Source
    public var error: RecordError?
    public var pages: [Page]
    public var language: String?
    public var fields: [String: FieldValue]
    public var items: [LineItem]
    public var confidence: Double?
    public var review: ReviewStatus?
    public var category: ExpenseCategory?
    public var warnings: [RecordWarning]
    public var text: String
    public var timingsMs: [String: Int]
    /// What the optional Gemini refiner proposed and changed (see Refinement.swift); nil when it did not run.
    public var refinement: Refinement?
    /// Set by the receipt library: the id of the document already filed that this one duplicates
    /// (same issuer and invoice number, same issuer, date and total, or a near-identical page).
    /// A duplicate is kept and listed but never counted in totals or the summary sheet.
    public var duplicateOf: Int64?

    public init(status: Status, source: Source, error: RecordError? = nil, pages: [Page] = [],
                language: String? = nil, fields: [String: FieldValue] = [:], items: [LineItem] = [],
                confidence: Double? = nil, review: ReviewStatus? = nil, category: ExpenseCategory? = nil,
                warnings: [RecordWarning] = [], text: String = "", timingsMs: [String: Int] = [:]) {
        self.status = status; self.source = source; self.error = error; self.pages = pages
        self.language = language; self.fields = fields; self.items = items; self.confidence = confidence
        self.review = review; self.category = category; self.warnings = warnings; self.text = text
        self.timingsMs = timingsMs
    }

    /// A failed document's record: the batch writes it and goes on.
    public static func failure(source: Source, code: String, message: String,
                               timingsMs: [String: Int] = [:]) -> DocumentRecord {
        DocumentRecord(status: .error, source: source, error: RecordError(code: code, message: message),
                       timingsMs: timingsMs)
    }

    /// A field's value by name, if extracted.
    public subscript(field: FieldName) -> FieldValue? {
        get { fields[field.rawValue] }
        set { fields[field.rawValue] = newValue }
    }

    enum CodingKeys: String, CodingKey {
        case status, source, error, pages, language, fields, items, confidence, review, category
        case warnings, text, refinement
        case duplicateOf = "duplicate_of"
        case schemaVersion = "schema_version"
        case timingsMs = "timings_ms"
    }
}

/// Something the user should know about a document that is not an error: a capture-quality
/// problem ("move closer", "more light"), a page read with low confidence, a refiner failure.
public struct RecordWarning: Sendable, Codable, Hashable {
    public var code: String
    public var message: String
    public var page: Int?

    public init(code: String, message: String, page: Int? = nil) {
        self.code = code; self.message = message; self.page = page
    }
}

extension DocumentRecord {
    /// The record as JSON: keys sorted so output is stable and diffable; `pretty` indents it.
    public func jsonData(pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
