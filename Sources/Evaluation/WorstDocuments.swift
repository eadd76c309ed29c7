// The documents that went worst, with each wrong field's expected and produced value, so that a
// failure can be opened and looked at directly.

/// One wrong field of a document.
public struct WrongField: Sendable, Codable, Hashable {
    public var field: String
    /// The labelled value; nil for a spurious field (the label says the document does not show it).
    public var expected: String?
    /// The output value; nil when the field was not emitted or the document failed.
    public var got: String?
    public var confidence: Double?
}

/// A document and what went wrong on it.
public struct DocumentFailures: Sendable, Codable, Hashable {
    public var id: String
    public var path: String
    public var variant: String?
    public var language: String?
    /// The record's error (`code: message`), or a note that no record was produced; nil when it succeeded.
    public var error: String?
    public var labelledFields: Int
    public var wrong: [WrongField]

    enum CodingKeys: String, CodingKey {
        case id, path, variant, language, error, wrong
        case labelledFields = "labelled_fields"
    }
}

enum WorstDocuments {
    static let count = 10

    /// Up to `limit` documents with the most wrong fields (labelled wrong plus spurious), ties broken
    /// by the larger wrong share and then by path. Documents with nothing wrong are left out.
    static func worst(_ scores: [DocumentScore], limit: Int = count) -> [DocumentFailures] {
        let failures = scores.map(failures(of:)).filter { !$0.wrong.isEmpty }
        return Array(failures.sorted { a, b in
            if a.wrong.count != b.wrong.count { return a.wrong.count > b.wrong.count }
            let shareA = Double(a.wrong.count) / Double(max(a.labelledFields, 1))
            let shareB = Double(b.wrong.count) / Double(max(b.labelledFields, 1))
            if shareA != shareB { return shareA > shareB }
            return a.path < b.path
        }.prefix(limit))
    }

    static func failures(of score: DocumentScore) -> DocumentFailures {
        let sample = score.sample
        let error: String? = switch sample.record {
        case nil: "no output record"
        case let record? where record.status == .error:
            record.error.map { "\($0.code): \($0.message)" } ?? "failed without an error message"
        case .some: nil
        }
        let wrong = score.wrongOutcomes.map {
            WrongField(field: $0.field.rawValue, expected: $0.expected, got: $0.got, confidence: $0.confidence)
        } + score.spurious.map {
            WrongField(field: $0.field.rawValue, expected: nil, got: $0.got, confidence: $0.confidence)
        }
        return DocumentFailures(id: sample.id, path: sample.documentPath, variant: sample.label.variant,
                                language: sample.label.language, error: error,
                                labelledFields: score.outcomes.count, wrong: wrong)
    }
}
