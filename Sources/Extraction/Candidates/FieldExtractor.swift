// The shape every field extractor has: the fields it proposes, its candidates for a document and
// the examples (triggering and not) that one generic test runs for every extractor.

import DocumentModel

/// Proposes scored candidates for one field (VAT: rate and amount) from a document's layout.
protocol FieldExtractor: Sendable {
    /// The fields this extractor proposes values for.
    static var fields: [FieldName] { get }
    /// Text snippets laid out like receipts, with the value expected (nil: the field stays empty).
    static var examples: [ExtractorExample] { get }
    static func candidates(in context: ExtractionContext) -> [Candidate]
}

/// A receipt snippet and what extraction must make of it, and by which rule. Lines are separated by
/// newlines; a `|` splits a line into its label and value columns (a Hebrew value goes to the left,
/// an English value to the right).
struct ExtractorExample: Sendable {
    let text: String
    let field: FieldName
    let expected: String?
    /// The rule the value comes from (nil when no value is expected).
    let rule: RuleID?
    /// "Today" for the example, ISO (dates later than it are in the future).
    let today: String

    init(_ text: String, _ field: FieldName, _ expected: String?, today: String = "2025-06-30", rule: RuleID? = nil) {
        self.text = text; self.field = field; self.expected = expected; self.rule = rule; self.today = today
    }
}
