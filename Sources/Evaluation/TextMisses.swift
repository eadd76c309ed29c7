// How a wrong name or address misses its label: a part of it (a row of the address left out), the
// label and more (the next row joined in), the same text misread (OCR), or another text altogether
// (the customer's address, a slogan). Each class wants a different mechanism — rows, reading or
// role — and a held-out set says which one it needs without anyone opening its documents.

import DocumentModel

/// The way one wrong text value differs from its label.
public enum TextMiss: String, Sendable, Codable, CaseIterable, Comparable {
    /// The value is a part of the label (the label holds it, and more).
    case part
    /// The value holds the label, and more.
    case more
    /// The value is the label misread: similar, but under the scorer's threshold.
    case misread
    /// The value is another text.
    case other

    /// Below this similarity a value is another text rather than the label misread.
    static let misreadFloor = 0.5

    /// How `got`, a value the scorer counted wrong, misses `expected`.
    public static func classify(expected: String, got: String) -> TextMiss {
        let label = ValueNormalisation.comparableText(expected), value = ValueNormalisation.comparableText(got)
        guard !label.isEmpty, !value.isEmpty else { return .other }
        let (shorter, longer) = label.unicodeScalars.count <= value.unicodeScalars.count ? (label, value) : (value, label)
        let contained = TextSimilarity.containment(shorter, in: longer) >= FieldComparison.textSimilarityThreshold - 1e-9
        if contained && shorter.unicodeScalars.count < longer.unicodeScalars.count {
            return shorter == value ? .part : .more
        }
        return TextSimilarity.ratio(label, value) >= misreadFloor ? .misread : .other
    }

    public static func < (lhs: TextMiss, rhs: TextMiss) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One text field's wrong values of one kind of miss on a corpus.
public struct TextMissRow: Sendable, Codable, Hashable {
    public var field: String
    public var miss: TextMiss
    public var wrong: Int
    /// Of them, given at or above the trust threshold.
    public var confidentWrong: Int

    enum CodingKeys: String, CodingKey {
        case field, miss, wrong
        case confidentWrong = "confident_wrong"
    }

    /// The fields compared by similarity.
    static let fields: [FieldName] = [.businessName, .legalName, .address]

    /// By field, then kind of miss; only kinds that occur.
    static func rows(_ scores: [DocumentScore], threshold: Double = CalibrationReport.defaultThreshold) -> [TextMissRow] {
        var rows: [String: TextMissRow] = [:]
        for outcome in scores.flatMap(\.wrongOutcomes) where fields.contains(outcome.field) {
            guard let got = outcome.got else { continue }
            let miss = TextMiss.classify(expected: outcome.expected, got: got)
            let key = outcome.field.rawValue + " " + miss.rawValue
            var row = rows[key] ?? TextMissRow(field: outcome.field.rawValue, miss: miss, wrong: 0, confidentWrong: 0)
            row.wrong += 1
            if (outcome.confidence ?? 0) >= threshold { row.confidentWrong += 1 }
            rows[key] = row
        }
        return rows.values.sorted { ($0.field, $0.miss) < ($1.field, $1.miss) }
    }
}
