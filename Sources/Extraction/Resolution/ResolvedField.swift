// A field's chosen candidate with what the confidence model needs: how far it beat the runner-up
// and how many independent places printed the same value.

import DocumentModel

struct ResolvedField: Sendable {
    var candidate: Candidate
    /// Score of the best candidate with a different value, if any.
    var runnerUpScore: Double?
    /// How many rows proposed the same value.
    var support: Int

    /// The score margin over the runner-up, clamped to 0...1 (1 when there was none).
    var margin: Double {
        guard let runnerUpScore else { return 1 }
        return min(max(candidate.score - runnerUpScore, 0), 1)
    }
}
