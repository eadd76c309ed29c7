// Whether a missed field's labelled value is in the document's recognised text at all: read but not
// chosen (an extraction miss: the rules took another value, or none) or not read (lost in imaging or
// OCR). A held-out set says by this table which stage its misses want, without anyone opening its
// documents. The search is the scorer's comparison made tolerant of where the value stands: a name
// or an address in up to four consecutive lines (similarity of its best stretch ≥ the scorer's
// threshold), or part by part when its lines are shared with another column (parts of three letters
// or more); an amount as the amount of a word with a decimal mark; a number's digits (four or more)
// inside one line's digits; a date as its day, month and year in one line in numbers (a date printed
// with a month's name, or in other than ASCII digits, is not searched: it counts as not read). Of the
// values read it says where on the page (the top, middle or bottom third of the text's lines: a
// footer's address, a header's name) and where the value given instead begins against it (a line
// above, its line, below: a document number over the street, the customer's block under the
// issuer's). Enumerated fields (doc_type, currency, payment_method, vat_rate) are not values the page
// prints as such, and are left out.

import DocumentModel
import Foundation

/// Missed values and how many were read, by field, by capture variant and by layout.
public struct ReadingMissReport: Sendable, Codable, Hashable {
    /// A row per field with a miss, then `all`.
    public var byField: [ReadingMissRow]
    /// A row per variant with a miss (empty when the labels name no variant).
    public var byVariant: [ReadingMissRow]
    /// A row per layout with a miss (empty when the labels name no layout).
    public var byLayout: [ReadingMissRow]

    public init(byField: [ReadingMissRow] = [], byVariant: [ReadingMissRow] = [], byLayout: [ReadingMissRow] = []) {
        self.byField = byField; self.byVariant = byVariant; self.byLayout = byLayout
    }

    enum CodingKeys: String, CodingKey {
        case byField = "by_field"
        case byVariant = "by_variant"
        case byLayout = "by_layout"
    }
}

/// One group's missed values on a corpus (wrong or not given), and how many of them were read.
public struct ReadingMissRow: Sendable, Codable, Hashable {
    /// A field's name, `all`, a variant's or a layout's.
    public var group: String
    /// Labelled values the output missed (wrong or not given), failed documents aside.
    public var missed: Int
    /// Of them, those whose labelled value is in the recognised text.
    public var read: Int
    /// Of those read, the ones given a wrong value at or above the trust threshold.
    public var readConfidentWrong: Int
    /// Of those read, where the value stands: the top third of the text's lines, the middle, the bottom.
    public var readTop = 0, readMiddle = 0, readBottom = 0
    /// Of those read and given another value found in the text, where that value begins against the
    /// labelled one: on a line above it, on its line, below it.
    public var givenAbove = 0, givenOnItsLine = 0, givenBelow = 0

    public init(group: String, missed: Int = 0, read: Int = 0, readConfidentWrong: Int = 0,
                readTop: Int = 0, readMiddle: Int = 0, readBottom: Int = 0) {
        self.group = group; self.missed = missed; self.read = read; self.readConfidentWrong = readConfidentWrong
        self.readTop = readTop; self.readMiddle = readMiddle; self.readBottom = readBottom
    }

    /// One more missed value: read at `position` (0 top … 1 bottom) or not read (nil), given wrong at
    /// the threshold or not, and where the value given instead begins against it in lines (negative:
    /// above; nil when none was given or the text does not hold it).
    mutating func count(readAt position: Double?, confidentWrong: Bool, givenOffset: Int?) {
        missed += 1
        guard let position else { return }
        read += 1
        if confidentWrong { readConfidentWrong += 1 }
        if position < 1.0 / 3 { readTop += 1 } else if position < 2.0 / 3 { readMiddle += 1 } else { readBottom += 1 }
        if let givenOffset {
            if givenOffset < 0 { givenAbove += 1 } else if givenOffset == 0 { givenOnItsLine += 1 } else { givenBelow += 1 }
        }
    }

    /// `other`'s counts added to these.
    mutating func add(_ other: ReadingMissRow) {
        missed += other.missed; read += other.read; readConfidentWrong += other.readConfidentWrong
        readTop += other.readTop; readMiddle += other.readMiddle; readBottom += other.readBottom
        givenAbove += other.givenAbove; givenOnItsLine += other.givenOnItsLine; givenBelow += other.givenBelow
    }

    /// Missed values the text does not hold.
    public var notRead: Int { missed - read }

    enum CodingKeys: String, CodingKey {
        case group, missed, read
        case readConfidentWrong = "read_confident_wrong"
        case readTop = "read_top"
        case readMiddle = "read_middle"
        case readBottom = "read_bottom"
        case givenAbove = "given_above"
        case givenOnItsLine = "given_on_its_line"
        case givenBelow = "given_below"
    }
}

public enum ReadingMisses {
    /// The fields whose values are searched for in the text, in schema order.
    public static let fields: [FieldName] = FieldName.allCases.filter {
        ![.docType, .currency, .paymentMethod, .vatRate].contains($0)
    }

    /// The rows by field (each with a miss, then `all`), by variant and by layout; empty when nothing
    /// was missed.
    static func report(_ scores: [DocumentScore], threshold: Double = CalibrationReport.defaultThreshold) -> ReadingMissReport {
        var byField: [FieldName: ReadingMissRow] = [:]
        var byVariant: [String: ReadingMissRow] = [:], byLayout: [String: ReadingMissRow] = [:]
        for score in scores {
            // A failed document is counted as failed, not here; one that read nothing read no value.
            guard let record = score.sample.successfulRecord else { continue }
            let page = SearchableText(record.text)
            let (variant, layout) = (score.groups.variant, score.layout)
            for outcome in score.wrongOutcomes where fields.contains(outcome.field) {
                let line = page.firstLine(holding: outcome.expected, as: outcome.field)
                let position = line.map(page.position(ofLine:))
                let sure = outcome.got != nil && (outcome.confidence ?? 0) >= threshold
                let offset = line.flatMap { line in
                    outcome.got.flatMap { page.firstLine(holding: $0, as: outcome.field) }.map { $0 - line }
                }
                byField[outcome.field, default: ReadingMissRow(group: outcome.field.rawValue)]
                    .count(readAt: position, confidentWrong: sure, givenOffset: offset)
                if variant != DocumentScore.unlabelledGroup {
                    byVariant[variant, default: ReadingMissRow(group: variant)]
                        .count(readAt: position, confidentWrong: sure, givenOffset: offset)
                }
                if layout != DocumentScore.unlabelledGroup {
                    byLayout[layout, default: ReadingMissRow(group: layout)]
                        .count(readAt: position, confidentWrong: sure, givenOffset: offset)
                }
            }
        }
        let fieldRows = fields.compactMap { byField[$0] }
        guard !fieldRows.isEmpty else { return ReadingMissReport() }
        let all = fieldRows.reduce(into: ReadingMissRow(group: "all")) { $0.add($1) }
        return ReadingMissReport(byField: fieldRows + [all], byVariant: byVariant.values.sorted { $0.group < $1.group },
                                 byLayout: byLayout.values.sorted { $0.group < $1.group })
    }
}

/// A document's recognised text in the forms the search needs, line by line, made once per document.
public struct SearchableText: Sendable {
    /// Each line as the scorer compares names and addresses (letters and digits only).
    let comparable: [String]
    /// Each line's digits.
    let lineDigits: [String]
    /// Each line's runs of digits, as numbers.
    let lineNumbers: [[Int]]
    /// Each line's words' amounts (words with a decimal mark).
    let lineAmounts: [Set<Decimal>]

    /// A name or an address is looked for in up to this many consecutive lines (labels join an
    /// address's printed lines).
    static let longestValue = 4
    /// A number of fewer digits is not looked for, nor a part of an address of fewer letters.
    static let shortestNumber = 4
    static let shortestPart = 3

    /// `text`'s lines (empty lines dropped) made searchable.
    public init(_ text: String) {
        self.init(lines: text.split(whereSeparator: \.isNewline).map(String.init))
    }

    /// `lines` made searchable, line for line (a layout's rows: line numbers are row indices).
    public init(lines: [String]) {
        comparable = lines.map(ValueNormalisation.comparableText)
        lineDigits = lines.map(ValueNormalisation.digits)
        lineNumbers = lines.map { line in
            line.split(whereSeparator: { !$0.isASCII || !$0.isNumber }).compactMap { Int($0) }
        }
        lineAmounts = lines.map { line in
            Set(line.split(whereSeparator: \.isWhitespace).compactMap { word in
                word.contains(where: { $0 == "." || $0 == "," }) ? ValueNormalisation.decimal(String(word)) : nil
            })
        }
    }

    /// Where on the page `line` stands: the share of the text's lines above it (0 at the top, 1 the last).
    func position(ofLine line: Int) -> Double {
        Double(line) / Double(max(1, comparable.count - 1))
    }

    /// The first line holding the labelled value `expected` of `field`, or where it begins; nil when
    /// the text does not hold it.
    public func firstLine(holding expected: String, as field: FieldName) -> Int? {
        let lines = comparable.indices
        switch field {
        case .businessName, .legalName, .address:
            let label = ValueNormalisation.comparableText(expected)
            guard !label.isEmpty else { return nil }
            func holds(from start: Int) -> Bool {
                let window = comparable[start..<min(comparable.count, start + Self.longestValue)].joined()
                return TextSimilarity.containment(label, in: window) >= FieldComparison.textSimilarityThreshold - 1e-9
            }
            // The window that holds it starting latest: the line the value begins on.
            if var start = lines.first(where: holds(from:)) {
                while start + 1 < comparable.count, holds(from: start + 1) { start += 1 }
                return start
            }
            return firstLine(holdingParts: expected)
        case .subtotal, .vatAmount, .total:
            guard let amount = ValueNormalisation.decimal(expected) else { return nil }
            return lines.first { lineAmounts[$0].contains(amount) || lineAmounts[$0].contains(-amount) }
        case .phone:
            // Its last seven digits in one line, or its groups in one line in any order (a right-to-left
            // line may put "(09)" after "7509747").
            let digits = ValueNormalisation.phoneDigits(expected)
            guard digits.count >= 7 else { return digits.isEmpty ? nil : lines.first { lineDigits[$0].contains(digits) } }
            let tail = String(digits.suffix(7))
            let groups = expected.split(whereSeparator: { !$0.isASCII || !$0.isNumber }).compactMap { Int($0) }
                .filter { $0 != 972 }
            return lines.first { lineDigits[$0].contains(tail) || !groups.isEmpty && groups.allSatisfy(lineNumbers[$0].contains) }
        case .date:
            return firstLine(holdingDate: expected)
        case .invoiceNumber:
            let label = ValueNormalisation.comparableText(expected)
            return label.isEmpty ? nil : lines.first { comparable[$0].contains(label) }
        default:
            // A number of fewer digits is in most texts by chance ("1" of a company number).
            let digits = ValueNormalisation.digits(expected)
            return digits.count < Self.shortestNumber ? nil : lines.first { lineDigits[$0].contains(digits) }
        }
    }

    /// The first line of a value printed on several lines that share them with other columns (an
    /// address beside the document's meta: "Invoice No. 4471   12 High Street" over "Date 3 May
    /// London N7 5PX"): each of its parts (the label joins them with ", ") inside a line of its own
    /// or a later one, all within `longestValue` lines.
    private func firstLine(holdingParts expected: String) -> Int? {
        let parts = expected.split(separator: ",").map { ValueNormalisation.comparableText(String($0)) }
            .filter { $0.count >= Self.shortestPart }
        guard parts.count > 1 else { return nil }
        func contains(_ part: String, _ line: Int) -> Bool {
            TextSimilarity.containment(part, in: comparable[line]) >= FieldComparison.textSimilarityThreshold - 1e-9
        }
        return comparable.indices.first { start in
            guard contains(parts[0], start) else { return false }
            var line = start
            for part in parts.dropFirst() {
                guard let next = (line..<min(comparable.count, start + Self.longestValue)).first(where: { contains(part, $0) })
                else { return false }
                line = next
            }
            return true
        }
    }

    /// The first line with an ISO date's day, month and year as consecutive numbers, day or month
    /// first, or year first; the year in two digits or four.
    private func firstLine(holdingDate iso: String) -> Int? {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        let years: Set<Int> = [year, year % 100]
        let orders = [(day, month), (month, day)]
        return lineNumbers.indices.first { line in
            let numbers = lineNumbers[line]
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
