// The label of one corpus document: what a person (or the generator) says the document shows.
// Written as `X.json` beside `X.<ext>`; documented in Corpus/README.md.

import Foundation

/// Ground truth for one document. A key is present only when the document shows that value
/// (for corpora whose labels are complete) or when the dataset labels it (for partial ones).
public struct DocumentLabel: Sendable, Codable, Hashable {
    public struct Item: Sendable, Codable, Hashable {
        public var description: String
        public var quantity: String?
        public var unitPrice: String?
        public var total: String

        public init(description: String, quantity: String? = nil, unitPrice: String? = nil, total: String) {
            self.description = description; self.quantity = quantity; self.unitPrice = unitPrice
            self.total = total
        }

        enum CodingKeys: String, CodingKey {
            case description, quantity, total
            case unitPrice = "unit_price"
        }
    }

    public var id: String?
    /// The document's file name, relative to the label's folder.
    public var file: String
    /// clean_scan, noisy_scan, photo, text_pdf, image_pdf, two_page_pdf (generator); free text elsewhere.
    public var variant: String?
    /// he or en.
    public var language: String?
    /// The layout the generator used (thermal, supermarket, restaurant, fuel, pharmacy, b2b_invoice, ...);
    /// read from `_meta.template` where a corpus keeps it there (`../shared/corpus-foreign`).
    public var layout: String?
    /// True when every field the document shows is labelled, so spurious fields can be counted.
    public var complete: Bool?
    /// The fields a complete label speaks for, when not every one (`saysAbsent(_:)`): a set whose labels
    /// leave out what a document does not print speaks for the fields it labels
    /// (`LabelledCorpus.omittingUnprinted(_:)`). Not read from the label's file.
    public var completeFor: Set<FieldName>?
    /// For photos: the document's true corners in the image's pixels.
    public var quad: Quad?

    public var fields: [FieldName: String]
    public var items: [Item]?

    public init(file: String, fields: [FieldName: String] = [:], items: [Item]? = nil) {
        self.file = file; self.fields = fields; self.items = items
    }

    /// Whether the label's lack of `field` says the document does not show it, so that a value given
    /// for it is spurious: a complete label's, for the fields it speaks for.
    public func saysAbsent(_ field: FieldName) -> Bool {
        complete == true && field.isCoveredByCompleteLabels && self[field] == nil && (completeFor?.contains(field) ?? true)
    }

    public subscript(field: FieldName) -> String? {
        get { fields[field] }
        set { fields[field] = newValue }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private enum MetaKey: String, CaseIterable {
        case id, file, variant, language, layout, complete, quad, items
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        id = try container.decodeIfPresent(String.self, forKey: AnyKey("id"))
        file = try container.decode(String.self, forKey: AnyKey("file"))
        variant = try container.decodeIfPresent(String.self, forKey: AnyKey("variant"))
        language = try container.decodeIfPresent(String.self, forKey: AnyKey("language"))
        layout = try container.decodeIfPresent(String.self, forKey: AnyKey("layout"))
        if layout == nil, container.contains(AnyKey("_meta")),
           let meta = try? container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("_meta")) {
            layout = try? meta.decodeIfPresent(String.self, forKey: AnyKey("template"))
        }
        complete = try container.decodeIfPresent(Bool.self, forKey: AnyKey("complete"))
        quad = try container.decodeIfPresent(Quad.self, forKey: AnyKey("quad"))
        items = try container.decodeIfPresent([Item].self, forKey: AnyKey("items"))
        var fields: [FieldName: String] = [:]
        for field in FieldName.allCases {
            let key = AnyKey(field.rawValue)
            // Values are strings; tolerate numbers in hand-written labels.
            if let string = try? container.decodeIfPresent(String.self, forKey: key) {
                fields[field] = string
            } else if let number = try? container.decodeIfPresent(Double.self, forKey: key) {
                fields[field] = String(number)
            }
        }
        self.fields = fields
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encodeIfPresent(id, forKey: AnyKey("id"))
        try container.encode(file, forKey: AnyKey("file"))
        try container.encodeIfPresent(variant, forKey: AnyKey("variant"))
        try container.encodeIfPresent(language, forKey: AnyKey("language"))
        try container.encodeIfPresent(layout, forKey: AnyKey("layout"))
        try container.encodeIfPresent(complete, forKey: AnyKey("complete"))
        try container.encodeIfPresent(quad, forKey: AnyKey("quad"))
        for (field, value) in fields { try container.encode(value, forKey: AnyKey(field.rawValue)) }
        try container.encodeIfPresent(items, forKey: AnyKey("items"))
    }
}
