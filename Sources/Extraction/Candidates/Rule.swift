// The rule behind a candidate, as a value: which rule found it (`RuleID`, declared beside the
// extractor that uses it) and what was done to the value since (`Rule.Step`). A record names it
// with its parts joined by dots: "total.label.same_row", "date.numeric.labelled.repaired".

import DocumentModel

/// What found a candidate's value. Each extractor declares its own beside its examples.
struct RuleID: Hashable, Sendable, CustomStringConvertible {
    /// The name a record prints, "field.rule".
    let rawValue: String

    init(_ rawValue: String) { self.rawValue = rawValue }

    var description: String { rawValue }

    /// An amount computed from two others by the amount arithmetic ("vat_amount.derived_from_total_and_subtotal").
    static func derived(_ field: FieldName, from sources: [FieldName]) -> RuleID {
        RuleID("\(field.rawValue).derived_from_\(sources.map(\.rawValue).joined(separator: "_and_"))")
    }
}

/// The rule that found a candidate's value and what was done to the value since, in order.
struct Rule: Hashable, Sendable, CustomStringConvertible {
    enum Step: Hashable, Sendable {
        /// Where the value sat beside its label.
        case placement(Placement)
        /// A date found beside a date label.
        case labelled
        /// A second, digits-only reading gave the value.
        case repaired
        /// A cash total rounded to the smallest coin (see `TotalRounding`).
        case cashRounded
        /// A leading digit that was a misread currency mark dropped (see `CurrencyMarkMisreads`).
        case currencyMarkDropped
        /// One misread digit put right by the tax summary's account (see `AmountConsistency`).
        case taxSummaryDigit
        /// A printed rate's misread digit put right by the rate the amounts charge (see `AmountConsistency`).
        case rateOfAmounts

        var name: String {
            switch self {
            case let .placement(placement): placement.rawValue
            case .labelled: "labelled"
            case .repaired: "repaired"
            case .cashRounded: "cash_rounded"
            case .currencyMarkDropped: "currency_mark_dropped"
            case .taxSummaryDigit: "tax_summary_digit"
            case .rateOfAmounts: "rate_of_amounts"
            }
        }
    }

    let id: RuleID
    private(set) var steps: [Step]

    init(_ id: RuleID, _ steps: Step...) {
        self.id = id
        self.steps = steps
    }

    /// The rule with `step` done after the ones before.
    func then(_ step: Step) -> Rule {
        var rule = self
        rule.steps.append(step)
        return rule
    }

    /// Whether the value is a correction of what was first read: a second reading gave it last, or
    /// (`date.repaired`) the extractor put a misread date back from its text, unlabelled. (A labelled
    /// date put back so is still confirmed by a second reading; see `ReadingConfirmation`.)
    var isRepaired: Bool {
        steps.last == .repaired || (steps.isEmpty && id == .dateRepaired)
    }

    var description: String { ([id.rawValue] + steps.map(\.name)).joined(separator: ".") }
}
