// Whether a missed field's labelled value is in the document's recognised text at all: read but not
// chosen (an extraction miss: the rules took another value, or none) or not read (lost in imaging or
// OCR). A held-out set says by this table which stage its misses want, without anyone opening its
// documents. The search is the scorer's comparison made tolerant of where the value stands: a name
// or an address anywhere in the text (similarity of its best stretch ≥ the scorer's threshold), an
// amount as any word's amount, a number's digits inside one line's digits, a date as its day, month
// and year in one line in numbers (a date printed with a month's name is not searched: it counts as
// not read). Enumerated fields (doc_type, currency, payment_method, vat_rate) are not values the
// page prints as such, and are left out.

import DocumentModel
import Foundation

/// Missed values and how many were read, by field and by capture variant.
public struct ReadingMissReport: Sendable, Codable, Hashable {
    /// A row per field with a miss, then `all`.
    public var byField: [ReadingMissRow]
    /// A row per variant with a miss (empty when the labels name no variant).
    public var byVariant: [ReadingMissRow]

    public init(byField: [ReadingMissRow] = [], byVariant: [ReadingMissRow] = []) {
        self.byField = byField; self.byVariant = byVariant
    }

    enum CodingKeys: String, CodingKey {
        case byField = "by_field"
        case byVariant = "by_variant"
    }
}

/// One group's missed values on a corpus (wrong or not given), and how many of them were read.
public struct ReadingMissRow: Sendable, Codable, Hashable {
    /// A field's name, `all`, or a variant's.
    public var group: String
    /// Labelled values the output missed (wrong or not given), failed documents aside.
    public var missed: Int
    /// Of them, those whose labelled value is in the recognised text.
    public var read: Int
    /// Of those read, the ones given a wrong value at or above the trust threshold.
    public var readConfidentWrong: Int

    public init(group: String, missed: Int = 0, read: Int = 0, readConfidentWrong: Int = 0) {
        self.group = group; self.missed = missed; self.read = read; self.readConfidentWrong = readConfidentWrong
    }

    /// One more missed value, read or not, given wrong at the threshold or not.
    mutating func count(read isRead: Bool, confidentWrong: Bool) {
        missed += 1
        if isRead { read += 1 }
        if isRead && confidentWrong { readConfidentWrong += 1 }
    }

    /// Missed values the text does not hold.
    public var notRead: Int { missed - read }

    enum CodingKeys: String, CodingKey {
        case group, missed, read
        case readConfidentWrong = "read_confident_wrong"
    }
}

enum ReadingMisses {
    /// The fields whose values are searched for in the text, in schema order.
    static let fields: [FieldName] = FieldName.allCases.filter {
        ![.docType, .currency, .paymentMethod, .vatRate].contains($0)
    }

    /// The rows by field (each with a miss, then `all`) and by variant; empty when nothing was missed.
    static func report(_ scores: [DocumentScore], threshold: Double = CalibrationReport.defaultThreshold) -> ReadingMissReport {
        var byField: [FieldName: ReadingMissRow] = [:]
        var byVariant: [String: ReadingMissRow] = [:]
        for score in scores {
            // A failed document is counted as failed, not here; one that read nothing read no value.
            guard let record = score.sample.successfulRecord else { continue }
            let page = SearchableText(record.text)
            let variant = score.groups.variant
            for outcome in score.wrongOutcomes where fields.contains(outcome.field) {
                let read = page.holds(outcome.expected, as: outcome.field)
                let sure = outcome.got != nil && (outcome.confidence ?? 0) >= threshold
                byField[outcome.field, default: ReadingMissRow(group: outcome.field.rawValue)].count(read: read, confidentWrong: sure)
                if variant != DocumentScore.unlabelledGroup {
                    byVariant[variant, default: ReadingMissRow(group: variant)].count(read: read, confidentWrong: sure)
                }
            }
        }
        let fieldRows = fields.compactMap { byField[$0] }
        guard !fieldRows.isEmpty else { return ReadingMissReport() }
        let all = fieldRows.reduce(into: ReadingMissRow(group: "all")) { sum, row in
            sum.missed += row.missed; sum.read += row.read; sum.readConfidentWrong += row.readConfidentWrong
        }
        return ReadingMissReport(byField: fieldRows + [all], byVariant: byVariant.values.sorted { $0.group < $1.group })
    }
}

/// A document's recognised text in the forms the search needs, made once per document.
struct SearchableText {
    /// The whole text as the scorer compares names and addresses (letters and digits only).
    let comparable: String
    /// Each line's digits.
    let lineDigits: [String]
    /// Each line's runs of digits, as numbers.
    let lineNumbers: [[Int]]
    /// Every white-space-separated word's amount.
    let amounts: Set<Decimal>

    init(_ text: String) {
        comparable = ValueNormalisation.comparableText(text)
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        lineDigits = lines.map(ValueNormalisation.digits)
        lineNumbers = lines.map { line in
            line.split(whereSeparator: { !$0.isASCII || !$0.isNumber }).compactMap { Int($0) }
        }
        amounts = Set(text.split(whereSeparator: \.isWhitespace).compactMap { word in
            word.contains(where: { $0 == "." || $0 == "," }) ? ValueNormalisation.decimal(String(word)) : nil
        })
    }

    /// Whether the labelled value `expected` of `field` is in the text.
    func holds(_ expected: String, as field: FieldName) -> Bool {
        switch field {
        case .businessName, .legalName, .address:
            let label = ValueNormalisation.comparableText(expected)
            return !label.isEmpty
                && TextSimilarity.containment(label, in: comparable) >= FieldComparison.textSimilarityThreshold - 1e-9
        case .subtotal, .vatAmount, .total:
            guard let amount = ValueNormalisation.decimal(expected) else { return false }
            return amounts.contains(amount) || amounts.contains(-amount)
        case .phone:
            // Its last seven digits in one line, or its groups in one line in any order (a right-to-left
            // line may put "(09)" after "7509747").
            let digits = ValueNormalisation.phoneDigits(expected)
            guard digits.count >= 7 else { return !digits.isEmpty && lineDigits.contains { $0.contains(digits) } }
            let tail = String(digits.suffix(7))
            let groups = expected.split(whereSeparator: { !$0.isASCII || !$0.isNumber }).compactMap { Int($0) }
                .filter { $0 != 972 }
            return lineDigits.contains { $0.contains(tail) }
                || lineNumbers.contains { numbers in groups.allSatisfy(numbers.contains) }
        case .date:
            return holdsDate(expected)
        case .invoiceNumber:
            let label = ValueNormalisation.comparableText(expected)
            return !label.isEmpty && comparable.contains(label)
        default:
            let digits = ValueNormalisation.digits(expected)
            return !digits.isEmpty && lineDigits.contains { $0.contains(digits) }
        }
    }

    /// An ISO date's day, month and year as consecutive numbers of one line, day or month first, or
    /// year first; the year in two digits or four.
    private func holdsDate(_ iso: String) -> Bool {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return false }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        let years: Set<Int> = [year, year % 100]
        let orders = [(day, month), (month, day)]
        return lineNumbers.contains { numbers in
            guard numbers.count >= 3 else { return false }
            for index in 0...(numbers.count - 3) {
                let (a, b, c) = (numbers[index], numbers[index + 1], numbers[index + 2])
                if years.contains(c), orders.contains(where: { $0 == (a, b) }) { return true }
                if years.contains(a), b == month, c == day { return true }
            }
            return false
        }
    }
}
