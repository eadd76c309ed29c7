// What the documents marked `auto` got wrong: for each field, the labelled values that were missing
// from the record or wrong, and the rule that gave a wrong one. `auto` promises that nobody needs to
// look; this says which fields break the promise on a held-out set without anyone opening it.

import DocumentModel

/// One field's misses on the `auto` documents of a corpus, for one rule (or none: missing).
public struct AutoMissRow: Sendable, Codable, Hashable {
    public var field: String
    /// The rule of the wrong value; nil when the field was missing.
    public var rule: String?
    public var count: Int

    private struct Key: Hashable {
        var field: String
        var rule: String?
    }

    /// Most first, then by field and rule.
    static func rows(_ scores: [DocumentScore]) -> [AutoMissRow] {
        var counts: [Key: Int] = [:]
        for score in scores where score.sample.successfulRecord?.review == .auto {
            for outcome in score.wrongOutcomes {
                counts[Key(field: outcome.field.rawValue, rule: outcome.got == nil ? nil : outcome.rule), default: 0] += 1
            }
        }
        return counts.map { AutoMissRow(field: $0.key.field, rule: $0.key.rule, count: $0.value) }.sorted {
            ($0.count, $1.field, $1.rule ?? "") > ($1.count, $0.field, $0.rule ?? "")
        }
    }
}
