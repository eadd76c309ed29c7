// Which rules give wrong values: for each field and rule, the labelled values the rule gave, how many
// were wrong and how many of those were confident. A held-out set points at a failure class this way
// (a rule that is often wrong there, and sure of itself) without anyone opening its documents.

import DocumentModel

/// One field's rule on one corpus.
public struct RuleRow: Sendable, Codable, Hashable {
    public var field: String
    public var rule: String
    /// Labelled fields this rule gave a value for.
    public var emitted: Int
    public var wrong: Int
    /// Wrong values given at or above the trust threshold.
    public var confidentWrong: Int

    enum CodingKeys: String, CodingKey {
        case field, rule, emitted, wrong
        case confidentWrong = "confident_wrong"
    }

    /// The rules with at least one wrong value, most wrong first (confidently wrong, then field and
    /// rule, on a tie).
    static func rows(_ scores: [DocumentScore], threshold: Double = CalibrationReport.defaultThreshold) -> [RuleRow] {
        var rows: [String: RuleRow] = [:]
        for outcome in scores.flatMap(\.outcomes) {
            guard outcome.got != nil, let rule = outcome.rule else { continue }
            let key = outcome.field.rawValue + " " + rule
            var row = rows[key] ?? RuleRow(field: outcome.field.rawValue, rule: rule, emitted: 0, wrong: 0, confidentWrong: 0)
            row.emitted += 1
            if !outcome.correct {
                row.wrong += 1
                if (outcome.confidence ?? 0) >= threshold { row.confidentWrong += 1 }
            }
            rows[key] = row
        }
        return rows.values.filter { $0.wrong > 0 }.sorted {
            ($0.wrong, $0.confidentWrong, $1.field, $1.rule) > ($1.wrong, $1.confidentWrong, $0.field, $0.rule)
        }
    }
}
