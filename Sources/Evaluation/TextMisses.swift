// How a wrong name or address misses its label: a part of it (a row of the address left out), the
// label and more (the next row joined in), the same text misread (OCR), or another text altogether
// (the customer's address, a slogan). Each class wants a different mechanism — rows, reading or
// role — and a held-out set says which one it needs without anyone opening its documents. And how
// many of the right ones are the label letter for letter: the scorer counts a name or an address
// right at 0.85 similarity, so a misread letter or two ("SUN WONG KUT SON BHD") passes it, and a
// change that mends such letters moves no accuracy figure — only this one.

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

/// How many of a text field's right values are the label letter for letter (case, punctuation and
/// spaces aside: the scorer's normalisation, `ValueNormalisation.comparableText`), not only similar.
public struct TextExactnessRow: Sendable, Codable, Hashable {
    public var field: String
    public var labelled: Int
    /// Right by the scorer (similarity at or above its threshold).
    public var right: Int
    /// Of them, equal to the label after normalisation.
    public var exact: Int

    /// One row per text field that is labelled, in `TextMissRow.fields` order.
    static func rows(_ scores: [DocumentScore]) -> [TextExactnessRow] {
        TextMissRow.fields.compactMap { field in
            let outcomes = scores.flatMap(\.outcomes).filter { $0.field == field }
            guard !outcomes.isEmpty else { return nil }
            let right = outcomes.filter(\.correct)
            let exact = right.filter { outcome in
                outcome.got.map { ValueNormalisation.comparableText($0) == ValueNormalisation.comparableText(outcome.expected) }
                    ?? false
            }
            return TextExactnessRow(field: field.rawValue, labelled: outcomes.count, right: right.count, exact: exact.count)
        }
    }
}
