// Folds Gemini's proposals into a record. A proposal is taken only when it passes the offline checks
// (format, check digit, real past date, amount arithmetic with the other fields) and either agrees
// with an offline candidate or the offline value was missing or very weak; a confident offline field
// is never touched. Every asked field gets an audit entry holding the offline value.

import DocumentModel
import Extraction
import Foundation

/// The merge rules and the confidences given to refined values.
struct RefinementMerge {
    /// Offline values at or above this are never replaced (the auto-filing threshold).
    let confidentOffline: Double
    /// Below this (or missing), a checked proposal needs no offline candidate to agree with it.
    let weakOffline: Double
    let model: String
    let today: Date

    /// Checks that tie a value to other evidence, not just to its own format.
    static let strongChecks: Set<String> = ["check_digit", "mod97", "subtotal_plus_vat", "vat_matches_rate",
                                            "rate_valid_for_date"]

    /// The record with accepted proposals in place, its review status recomputed, and the audit.
    func merge(_ record: DocumentRecord, proposals: [FieldName: String?], question: RefinementQuestion,
               document: RecognizedDocument, extraction: ExtractionConfiguration) -> DocumentRecord {
        var audit = Refinement(model: model)
        var pending: [FieldName: String] = [:]
        for (field, proposal) in proposals {
            let offline = record[field]
            guard let proposal else {
                audit.fields[field.rawValue] = RefinedField(proposed: nil, outcome: .rejected, reason: "no_value",
                                                            offline: offline)
                continue
            }
            if let offline, offline.confidence >= confidentOffline {
                audit.fields[field.rawValue] = RefinedField(proposed: proposal, outcome: .rejected,
                                                            reason: "confident_offline", offline: offline)
                continue
            }
            pending[field] = proposal
        }
        let verdicts = checkedTogether(pending, offline: record, document: document, audit: &audit)
        var refined = record
        for (field, verdict) in verdicts {
            guard let value = verdict.normalised, let proposal = pending[field] else { continue }
            let offline = record[field]
            let agrees = offline?.value == value || (question.candidates[field] ?? []).contains(value)
            guard agrees || (offline?.confidence ?? 0) < weakOffline else {
                audit.fields[field.rawValue] = RefinedField(proposed: proposal, outcome: .rejected,
                                                            reason: "no_agreement", offline: offline)
                continue
            }
            let strong = !Self.strongChecks.isDisjoint(with: verdict.passed)
            let confidence = max(Self.confidence(agrees: agrees, strongCheck: strong), offline?.confidence ?? 0)
            var checks = Set(verdict.passed)
            if agrees { checks.insert("offline_agrees") }
            refined[field] = FieldValue(value: value, confidence: confidence, page: offline?.page ?? 1,
                                        bbox: offline?.value == value ? offline?.bbox : nil, source: .refiner,
                                        rule: "refiner.gemini", checks: checks.sorted())
            audit.fields[field.rawValue] = RefinedField(proposed: proposal, outcome: .accepted, offline: offline)
        }
        var fields: [FieldName: FieldValue] = [:]
        for field in FieldName.allCases { fields[field] = refined[field] }
        refined.review = FieldValidation.review(fields, configuration: extraction)
        refined.confidence = FieldValidation.documentConfidence(fields, configuration: extraction)
        refined.refinement = audit
        return refined
    }

    /// A refined value's confidence: not calibrated (no labelled refiner runs yet), so set to stay
    /// in review unless the value both agrees with the offline reading and passes a cross-check.
    static func confidence(agrees: Bool, strongCheck: Bool) -> Double {
        switch (agrees, strongCheck) {
        case (true, true): 0.92
        case (true, false): 0.85
        case (false, true): 0.8
        case (false, false): 0.6
        }
    }

    /// Checks the proposals together with the offline values of the other fields. One wrong amount
    /// makes its partners fail the arithmetic too, so failing proposals are dropped one at a time:
    /// the one whose removal leaves the fewest failures (ties: the least important field).
    private func checkedTogether(_ proposals: [FieldName: String], offline record: DocumentRecord,
                                 document: RecognizedDocument,
                                 audit: inout Refinement) -> [FieldName: FieldValidation.Verdict] {
        var remaining = proposals
        while !remaining.isEmpty {
            let verdicts = check(remaining, offline: record, document: document)
            let failing = remaining.keys.filter { !(verdicts[$0]?.isValid ?? false) }
            if failing.isEmpty { return verdicts.filter { remaining[$0.key] != nil } }
            let malformed = failing.filter { verdicts[$0]?.normalised == nil }
            let dropped = malformed.isEmpty ? [leastHarmfulDrop(failing, from: remaining, offline: record,
                                                                document: document)] : malformed
            for field in dropped {
                audit.fields[field.rawValue] = RefinedField(
                    proposed: remaining[field], outcome: .rejected,
                    reason: verdicts[field]?.failed.joined(separator: ",") ?? "format", offline: record[field])
                remaining[field] = nil
            }
        }
        return [:]
    }

    private func leastHarmfulDrop(_ failing: [FieldName], from proposals: [FieldName: String],
                                  offline record: DocumentRecord, document: RecognizedDocument) -> FieldName {
        let order = RefinementQuestion.refinable
        let ranked = failing.map { field -> (field: FieldName, failures: Int, rank: Int) in
            var without = proposals
            without[field] = nil
            let verdicts = check(without, offline: record, document: document)
            let failures = without.keys.filter { !(verdicts[$0]?.isValid ?? false) }.count
            return (field, failures, order.firstIndex(of: field) ?? order.count)
        }
        let best = ranked.min { lhs, rhs in
            lhs.failures != rhs.failures ? lhs.failures < rhs.failures : lhs.rank > rhs.rank
        }
        return best?.field ?? failing[0]
    }

    /// The verdicts on the offline values with `proposals` in their fields' places.
    private func check(_ proposals: [FieldName: String], offline record: DocumentRecord,
                       document: RecognizedDocument) -> [FieldName: FieldValidation.Verdict] {
        var values: [FieldName: String] = [:]
        for field in FieldName.allCases { values[field] = record[field]?.value }
        values.merge(proposals) { _, proposed in proposed }
        return FieldValidation.check(values, in: document, today: today)
    }
}
