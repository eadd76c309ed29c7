// The audit trail of the optional Gemini refiner on a record: what it proposed for each field, whether
// the proposal was taken, and the offline value it replaced (kept so a person can see both).

/// What the refiner did to a document. Absent from records it never touched.
public struct Refinement: Sendable, Codable, Hashable {
    /// The model that answered, e.g. `gemini-2.5-flash`.
    public var model: String
    /// One entry per field the refiner was asked about, keyed by the field's JSON name.
    public var fields: [String: RefinedField]

    public init(model: String, fields: [String: RefinedField] = [:]) {
        self.model = model; self.fields = fields
    }
}

/// The refiner's answer for one field and what became of it.
public struct RefinedField: Sendable, Codable, Hashable {
    public enum Outcome: String, Sendable, Codable, Hashable {
        /// The proposal passed the checks and now is the field's value (`source: "refiner"`).
        case accepted
        /// The proposal was not used; `reason` says why.
        case rejected
    }

    /// The value the refiner proposed, as it answered it (nil when it found none).
    public var proposed: String?
    public var outcome: Outcome
    /// Why a proposal was rejected: a failed check (`check_digit`, `amounts_consistent`,
    /// `real_past_date`, `format`), `confident_offline` or `no_agreement`.
    public var reason: String?
    /// The offline value before refinement, when there was one.
    public var offline: FieldValue?

    public init(proposed: String?, outcome: Outcome, reason: String? = nil, offline: FieldValue? = nil) {
        self.proposed = proposed; self.outcome = outcome; self.reason = reason; self.offline = offline
    }
}
