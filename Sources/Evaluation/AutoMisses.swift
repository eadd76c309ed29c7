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

    /// Most first, then by field and rule.
    static func rows(_ scores: [DocumentScore]) -> [AutoMissRow] {
        var counts: [AutoMissRow: Int] = [:]
        for score in scores where score.sample.successfulRecord?.review == .auto {
            for outcome in score.wrongOutcomes {
                let key = AutoMissRow(field: outcome.field.rawValue, rule: outcome.got == nil ? nil : outcome.rule, count: 0)
                counts[key, default: 0] += 1
            }
        }
        return counts.map { key, count in AutoMissRow(field: key.field, rule: key.rule, count: count) }.sorted {
            ($0.count, $1.field, $1.rule ?? "") > ($1.count, $0.field, $0.rule ?? "")
        }
    }
}
