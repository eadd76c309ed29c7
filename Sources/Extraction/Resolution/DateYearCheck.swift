// The date's year checked against the Israeli VAT rate the document shows (17% from 2015-10 to
// 2024-12-31, 18% from 2025): the Hebrew model reads "3" as "5" with full confidence, so a 17%
// document "dated" 2025 was printed 2023. When exactly one swap of a 3 or 5 in the year fits the
// rate, it replaces the reading.

import DocumentModel
import Foundation

enum DateYearCheck {
    /// The digits the Hebrew model confuses, each with the digit it stands for when misread.
    static let confusedDigits: [Character: Character] = ["5": "3", "3": "5"]

    /// The check a corrected date passes.
    static let check = Check.yearFitsVATRate

    /// Whether an ISO date falls in a period when `rate` was Israel's VAT rate; nil for rates that
    /// say nothing about the date (0% in Eilat, rates other countries use).
    static func rate(_ rate: Decimal, isValidOn iso: String) -> Bool? {
        switch rate {
        case 17: ("2015-10-01"..."2024-12-31").contains(iso)
        case 18: ("2013-06-02"..."2015-09-30").contains(iso) || iso >= "2025-01-01"
        default: nil
        }
    }

    /// The chosen date with its year repaired when the rates agree on one the year contradicts.
    /// - Parameters:
    ///   - rates: the rates the document shows (printed, implied by its amounts); all must agree.
    ///   - today: a repaired date may not lie after it.
    static func corrected(_ date: ResolvedField, rates: [Decimal], today: Date) -> ResolvedField? {
        guard let shown = rates.first, rates.allSatisfy({ $0 == shown }),
              rate(shown, isValidOn: date.candidate.value) == false else { return nil }
        let fitting = yearVariants(of: date.candidate.value).filter { iso in
            guard rate(shown, isValidOn: iso) == true, let day = DateParser.dates(in: iso, monthFirst: false).first
            else { return false }
            return DateExtractor.isPlausible(day, today: today)
        }
        guard fitting.count == 1, let iso = fitting.first else { return nil }
        let original = date.candidate
        var repaired = Candidate(field: .date, value: iso, rule: original.rule.then(.repaired), strength: original.strength,
                                 words: original.words)
        repaired.checksPassed = original.checksPassed + [check]
        repaired.checksFailed = original.checksFailed
        var result = date
        result.candidate = repaired
        return result
    }

    /// The ISO date with one confusable digit of its year swapped, each way there is.
    static func yearVariants(of iso: String) -> [String] {
        let characters = Array(iso)
        guard characters.count == 10 else { return [] }
        return (0..<4).compactMap { index in
            guard let swapped = confusedDigits[characters[index]] else { return nil }
            var variant = characters
            variant[index] = swapped
            return String(variant)
        }
    }
}
