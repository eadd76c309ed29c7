// OCR repair for identifiers: a phone or document number is re-read on its own (cut out of the page,
// digits only, Latin model) and a second reading of the same shape replaces the first (not when it
// makes a plausible Israeli phone number implausible: that misread is the second's). The Hebrew
// model misreads digits in Hebrew rows with full confidence ("03-2490440" as "05-2490440"), so
// confidence cannot pick the numbers to re-read; every labelled one is. A document number whose
// second reading is another number altogether is replaced by it and flagged (see `areOneReading`).
// A company number that fails its check digits is re-read the same way, and the second reading
// replaces it only when it passes them: the check, not the reader, says which reading is right.

import DocumentModel

enum IdentifierRepair {
    /// Phone candidates weaker than this (an unlabelled number outside the header) are not re-read.
    static let weakestPhoneReread = 0.6

    /// The candidates with their phone and document numbers re-read, and their company numbers that
    /// fail their check digits, each box once.
    static func repair(_ candidates: [Candidate], rereads: inout Rereads, country: Country) -> [Candidate] {
        var readings: [BoundingBox: String?] = [:]
        func read(_ words: [LayoutWord]) -> String? {
            guard let page = words.first?.page, words.allSatisfy({ $0.page == page && $0.source == .ocr }),
                  let box = BoundingBox.union(words.map(\.box)) else { return nil }
            if let known = readings[box] { return known }
            let text = rereads.digitsAlone(page: page, box: box)
            readings[box] = text
            return text
        }
        return candidates.map { candidate in
            switch candidate.field {
            case .phone where candidate.strength >= weakestPhoneReread:
                guard let text = read(candidate.words) else { return candidate }
                let digits = text.digitsOnly
                guard digits.count == candidate.value.count, digits != candidate.value else { return candidate }
                // An Israeli number the second reading makes implausible was misread there, not in
                // the first ("03-6590444" re-read "636590444"): the first stands.
                if country == .israel, !IsraeliPhone.isPlausible(digits) {
                    return IsraeliPhone.isPlausible(candidate.value) ? candidate
                        : repairedCopy(of: candidate, value: digits).failing(PhoneExtractor.implausibleCheck)
                }
                var repaired = repairedCopy(of: candidate, value: digits)
                repaired.checksFailed.removeAll { $0 == PhoneExtractor.implausibleCheck }
                return repaired
            case .invoiceNumber:
                guard let word = candidate.words.last, isNumberText(candidate.value),
                      let text = read([word])?.filter({ !$0.isWhitespace }), text != candidate.value else { return candidate }
                if shape(of: text) == shape(of: candidate.value) { return repairedCopy(of: candidate, value: text) }
                guard isNumber(text), !areOneReading(text, candidate.value) else { return candidate }
                return repairedCopy(of: candidate, value: text).failing(.readingsAgree)
            case .companyID:
                guard let check = candidate.checksFailed.first(where: rereadChecks.contains),
                      let text = read(candidate.words.filter { $0.text.filter(\.isASCIIDigit).count >= 2 }) else { return candidate }
                var digits = text.digitsOnly
                if check == .checkDigit, digits.count == 8 { digits = "0" + digits }
                guard digits.count == candidate.value.count, digits != candidate.value, passes(check, digits)
                else { return candidate }
                var repaired = repairedCopy(of: candidate, value: digits)
                repaired.checksFailed.removeAll { $0 == check }
                repaired.checksPassed.append(check)
                return repaired
            default:
                return candidate
            }
        }
    }

    /// The check-digit checks whose failure sends a company number to be read again.
    private static let rereadChecks: Set<Check> = [.checkDigit, .mod97]

    /// Whether `digits` pass `check`, one of `rereadChecks`: an Israeli number's check digit or a
    /// UK VAT number's mod 97.
    private static func passes(_ check: Check, _ digits: String) -> Bool {
        check == .mod97 ? IdentifierChecks.isValidUKVAT(digits) : IdentifierChecks.isValidIsraeliID(digits)
    }

    /// A document number's characters: digits, dashes and slashes.
    private static func isNumberText(_ text: String) -> Bool {
        text.allSatisfy { $0.isASCIIDigit || "-/".contains($0) }
    }

    /// A document number as a digits-only reading gives it, with at least `fewestRereadDigits` digits.
    private static func isNumber(_ text: String) -> Bool {
        isNumberText(text) && text.digitsOnly.count >= fewestRereadDigits
    }

    /// A second reading of a document number with fewer digits than this is no number to set
    /// against the first.
    static let fewestRereadDigits = 4

    /// Whether two readings of a number are one reading with glyphs added or lost: the digits of
    /// the shorter are the longer's in order ("254155" and "1254155" with the label's bar read as a
    /// "1"; "255018" and "25018"). Readings that are not ("2220000" and "22-87590") contradict each
    /// other: the first is replaced by the digits-only one, the better reader of digits, but neither is
    /// trusted (check `readings_agree` fails).
    static func areOneReading(_ first: String, _ second: String) -> Bool {
        let (short, long) = first.digitsOnly.count <= second.digitsOnly.count
            ? (first.digitsOnly, second.digitsOnly) : (second.digitsOnly, first.digitsOnly)
        var remaining = long[...]
        for digit in short {
            guard let index = remaining.firstIndex(of: digit) else { return false }
            remaining = remaining[remaining.index(after: index)...]
        }
        return true
    }

    /// A number's shape: each digit as "9", separators kept ("03-2490440" → "99-9999999").
    static func shape(of text: String) -> String {
        String(text.map { $0.isASCIIDigit ? "9" : $0 })
    }

    /// `candidate` with the value of its second reading, marked as repaired.
    private static func repairedCopy(of candidate: Candidate, value: String) -> Candidate {
        var repaired = Candidate(field: candidate.field, value: value, rule: candidate.rule.then(.repaired),
                                 strength: candidate.strength, words: candidate.words, amount: candidate.amount)
        repaired.checksPassed = candidate.checksPassed + [.digitsReread]
        repaired.checksFailed = candidate.checksFailed
        return repaired
    }
}
