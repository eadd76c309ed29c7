// Picks one value per field from the candidates: groups equal values, applies the cross-field
// checks (amount arithmetic, VAT rate for the date and the date's year for the rate, items sum,
// cash minus change) and keeps the most consistent set.

import DocumentModel
import Foundation

enum Resolver {
    /// Candidates scoring below this are not reported (a missing field beats a spurious one).
    static let minimumScore = 0.3

    static func resolve(_ candidates: [Candidate], context: ExtractionContext,
                        itemsSum: Decimal?) -> [FieldName: ResolvedField] {
        var byField = Dictionary(grouping: candidates, by: \.field)
        var resolved: [FieldName: ResolvedField] = [:]
        var date = best(byField[.date] ?? [])
        func amounts() -> (candidates: [FieldName: [Candidate]], rateFromAmounts: Decimal?) {
            AmountConsistency(byField: byField, context: context, date: date?.candidate.value, itemsSum: itemsSum).adjusted()
        }
        var adjusted = amounts()
        if context.country == .israel, let chosen = date {
            let printedRate = best(adjusted.candidates[.vatRate] ?? [])?.candidate.amount
            let rates = [printedRate, adjusted.rateFromAmounts].compactMap { $0 }
            if let corrected = DateYearCheck.corrected(chosen, rates: rates, today: context.today) {
                date = corrected
                adjusted = amounts()
            }
        }
        if let date { resolved[.date] = date }
        for (field, candidates) in adjusted.candidates { byField[field] = candidates }
        for field in FieldName.allCases where field != .date {
            if let choice = best(byField[field] ?? []) { resolved[field] = choice }
        }
        return resolved.filter { $0.value.candidate.score >= minimumScore }
    }

    /// The best value of one field: equal values pooled (the strongest one speaks for them); of equal
    /// scores, the value more words support.
    static func best(_ candidates: [Candidate]) -> ResolvedField? {
        let groups = Dictionary(grouping: candidates, by: \.value)
        let ranked = groups.values.compactMap { group -> (Candidate, Int)? in
            guard let top = group.max(by: { $0.score < $1.score }) else { return nil }
            return (top, Set(group.map { $0.words.first?.id ?? -1 }).count)
        }.sorted { lhs, rhs in
            if lhs.0.score != rhs.0.score { return lhs.0.score > rhs.0.score }
            return lhs.1 != rhs.1 ? lhs.1 > rhs.1 : lhs.0.value < rhs.0.value
        }
        guard let winner = ranked.first else { return nil }
        return ResolvedField(candidate: winner.0, runnerUpScore: ranked.dropFirst().first?.0.score,
                             support: winner.1)
    }
}
