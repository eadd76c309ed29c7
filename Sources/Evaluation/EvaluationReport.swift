// The accuracy report of one corpus: what `receiptvault eval` prints as tables or as JSON.
// Keys are snake_case; absent values (an accuracy with nothing labelled) are omitted.

import Foundation

/// Everything the scorer measured on one labelled corpus.
public struct EvaluationReport: Sendable, Codable, Hashable {
    public static let schemaVersion = 1

    public var schemaVersion: Int = EvaluationReport.schemaVersion
    /// The corpus's name as given by the caller (usually its folder).
    public var corpus: String
    public var documents: Int
    /// Documents without a successful record (failed or missing).
    public var failedDocuments: Int
    /// Documents whose labels say `complete: true`.
    public var completeLabelDocuments: Int
    /// A row per labelled field, then `key_fields` and `all_fields`.
    public var fieldAccuracy: [FieldAccuracyRow]
    /// Line items pooled over documents whose label lists items; nil when none does.
    public var items: ItemsTally?
    /// The same by variant (clean scan, photo, …); nil in reports written before it was measured.
    public var itemsByVariant: [String: ItemsTally]?
    /// Nil when no label is complete.
    public var spurious: SpuriousReport?
    public var calibration: CalibrationReport
    public var speed: SpeedReport
    /// At most 10, worst first.
    public var worstDocuments: [DocumentFailures]
    /// Key-field accuracy of each variant against the same documents' clean scans.
    public var variantComparison: [VariantComparisonRow]
    /// Precision and coverage at the threshold, ECE and the `auto` promise, overall and per group.
    public var trust: [TrustRow] = []
    /// Issuer fields taken from the customer; nil in reports written before it was measured.
    public var parties: PartyReport?
    /// Key and all fields by variant and language together (empty unless labels give both).
    public var variantLanguage: [VariantLanguageRow] = []
    /// The rules that gave wrong values, most wrong first (empty when every value emitted is right).
    public var wrongByRule: [RuleRow] = []
    /// The labelled fields the `auto` documents got wrong or lack, by field and rule (empty when none).
    public var autoMisses: [AutoMissRow] = []
    /// How wrong names and addresses miss their labels (a part, more, misread, another text).
    public var textMisses: [TextMissRow] = []
    /// How many right names and addresses are the label letter for letter.
    public var textExactness: [TextExactnessRow] = []
    /// Missed values by whether the recognised text holds them (read, not chosen) or not.
    public var readingMisses = ReadingMissReport()
    /// How the documents read by OCR were prepared, by variant and language, and how many read nothing.
    public var capture: [CaptureRow] = []
    /// The same for the documents that gave no key field only.
    public var captureUnread: [CaptureRow] = []
    /// The values the second recogniser gave; nil when it gave none (or was off).
    public var secondRecognition: SecondRecognitionReport?

    enum CodingKeys: String, CodingKey {
        case corpus, documents, items, spurious, calibration, speed
        case itemsByVariant = "items_by_variant"
        case schemaVersion = "schema_version"
        case failedDocuments = "failed_documents"
        case completeLabelDocuments = "complete_label_documents"
        case fieldAccuracy = "field_accuracy"
        case worstDocuments = "worst_documents"
        case variantComparison = "variant_comparison"
        case trust, parties
        case variantLanguage = "variant_language"
        case wrongByRule = "wrong_by_rule"
        case autoMisses = "auto_misses"
        case textMisses = "text_misses"
        case textExactness = "text_exactness"
        case readingMisses = "reading_misses"
        case capture
        case captureUnread = "capture_unread"
        case secondRecognition = "second_recognition"
    }


    /// The report as JSON, keys sorted so output is stable and diffable.
    public func jsonData(pretty: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
