// The offline extractors' own checks, opened to other modules (the Gemini refiner): value formats,
// check digits, real past dates, the amount arithmetic, the candidates each extractor proposes and the
// review status. A facade over the internal rules, so that a value from elsewhere is judged exactly
// as an extracted one is.

import DocumentModel
import Foundation

/// Judges field values that did not come from the offline extractors by the extractors' own rules.
public enum FieldValidation {
    /// What the checks made of one value.
    public struct Verdict: Sendable, Hashable {
        /// The value as the contract writes it (amounts with two places, ISO dates, digits only).
        public var normalised: String?
        /// Checks the value passed, e.g. `check_digit`, `subtotal_plus_vat`, `real_past_date`.
        public var passed: [String]
        /// Checks it failed; `format` when the value is not of the field's kind at all.
        public var failed: [String]

        /// True when the value has the field's format and fails no check.
        public var isValid: Bool { normalised != nil && failed.isEmpty }
    }

    /// The values every extractor proposes for each field of `document` (best first, distinct),
    /// before the resolver picks one: the "offline candidates" a refined value may agree with.
    public static func candidates(in document: RecognizedDocument, today: Date = Date()) -> [FieldName: [String]] {
        let context = ExtractionContext(layout: Layout(document: document), today: today)
        let proposed = allExtractors.flatMap { $0.candidates(in: context) }.filter { $0.strength > 0 }
        return Dictionary(grouping: proposed, by: \.field).mapValues { candidates in
            var seen = Set<String>()
            return candidates.sorted { $0.score > $1.score }.map(\.value).filter { seen.insert($0).inserted }
        }
    }

    /// Checks a set of field values together, as the document `document` prints them: each value's
    /// format and check digit, dates real and not in the future, and subtotal + VAT = total and
    /// VAT ≈ subtotal × rate across the amounts. Fields without a rule here get format checks only.
    public static func check(_ values: [FieldName: String], in document: RecognizedDocument,
                             today: Date = Date()) -> [FieldName: Verdict] {
        let context = ExtractionContext(layout: Layout(document: document), today: today)
        var verdicts: [FieldName: Verdict] = [:]
        for (field, value) in values {
            verdicts[field] = single(field, value, context: context)
        }
        for (field, arithmetic) in amountChecks(verdicts, context: context) {
            verdicts[field]?.passed += arithmetic.passed
            verdicts[field]?.failed += arithmetic.failed
        }
        return verdicts
    }

    /// The review status the extractor would give a document with these fields.
    public static func review(_ fields: [FieldName: FieldValue],
                              configuration: ExtractionConfiguration = .default) -> ReviewStatus {
        configuration.review(fields)
    }

    /// The document confidence the extractor would give a document with these fields.
    public static func documentConfidence(_ fields: [FieldName: FieldValue],
                                          configuration: ExtractionConfiguration = .default) -> Double {
        configuration.documentConfidence(fields)
    }

    /// One value's format and own checks.
    private static func single(_ field: FieldName, _ value: String, context: ExtractionContext) -> Verdict {
        let text = value.trimming(.whitespaces)
        switch field {
        case .total, .subtotal, .vatAmount:
            guard let amount = AmountParser.parse(text), amount >= 0 else { return .badFormat }
            return Verdict(normalised: amount.plainAmount, passed: [], failed: [])
        case .vatRate:
            let percent = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let rate = AmountParser.parse(percent, allowWhole: true) ?? Decimal(plainAmount: percent),
                  rate >= 0, rate < 30 else { return .badFormat }
            return Verdict(normalised: rate.plainRate, passed: [], failed: [])
        case .date:
            return dateVerdict(text, context: context)
        case .companyID:
            let digits = text.digitsOnly
            guard digits.count == text.filter({ !"- ".contains($0) }).count,
                  let candidate = CompanyIDExtractor.checked(digits, israeli: false, context: context,
                                                             rule: .checked(.companyID), strength: 1, words: [])
            else { return .badFormat }
            return Verdict(normalised: candidate.value, passed: candidate.checksPassed.map(\.rawValue),
                           failed: candidate.checksFailed.map(\.rawValue))
        case .cardLast4:
            return text.count == 4 && text.allSatisfy(\.isASCIIDigit)
                ? Verdict(normalised: text, passed: [], failed: []) : .badFormat
        case .phone, .customerID, .allocationNumber:
            let digits = text.digitsOnly
            return (5...15).contains(digits.count) ? Verdict(normalised: digits, passed: [], failed: []) : .badFormat
        default:
            return text.isEmpty || text.count > 200 ? .badFormat : Verdict(normalised: text, passed: [], failed: [])
        }
    }

    /// An ISO date that exists, is from 2000 on and is not after today (plus a day for time zones).
    private static func dateVerdict(_ text: String, context: ExtractionContext) -> Verdict {
        guard text.wholeMatch(of: Patterns.isoDate) != nil,
              let date = DateParser.dates(in: text, monthFirst: false).first, let day = date.date
        else { return .badFormat }
        let year = Calendar(identifier: .gregorian).component(.year, from: context.today)
        let real = day <= context.today.addingTimeInterval(86_400) && date.year >= 2000 && date.year <= year
        let check = [Check.realPastDate.rawValue]
        return Verdict(normalised: date.iso, passed: real ? check : [], failed: real ? [] : check)
    }

    /// The amount arithmetic over the well-formed amounts: the same consistency search the resolver
    /// runs, on one candidate per field. A member the search leaves out fails `amounts_consistent`.
    private static func amountChecks(_ verdicts: [FieldName: Verdict],
                                     context: ExtractionContext) -> [FieldName: (passed: [String], failed: [String])] {
        var byField: [FieldName: [Candidate]] = [:]
        for field in [FieldName.total, .subtotal, .vatAmount, .vatRate] {
            guard let value = verdicts[field]?.normalised, let amount = Decimal(plainAmount: value) else { continue }
            byField[field] = [Candidate(field: field, value: value, rule: .checked(field), strength: 1,
                                        words: [], amount: amount)]
        }
        guard !byField.isEmpty else { return [:] }
        let date = verdicts[.date].flatMap { $0.isValid ? $0.normalised : nil }
        let adjusted = AmountConsistency(byField: byField, context: context, date: date, itemsSum: nil)
            .adjustedCandidates()
        var result: [FieldName: (passed: [String], failed: [String])] = [:]
        for (field, candidates) in adjusted {
            guard let checked = candidates.first, byField[field] != nil else { continue }
            var failed = checked.checksFailed
            if checked.strength < 1 { failed.append(.amountsConsistent) }
            result[field] = (checked.checksPassed.map(\.rawValue), failed.map(\.rawValue))
        }
        return result
    }
}

extension RuleID {
    /// A value a user typed, checked as extraction checks its own ("company_id.checked").
    static func checked(_ field: FieldName) -> RuleID { RuleID("\(field.rawValue).checked") }
}

extension FieldValidation.Verdict {
    static let badFormat = FieldValidation.Verdict(normalised: nil, passed: [], failed: [Check.format.rawValue])
}
