// What a user may correct: any extracted field, or the expense category. Each value is checked
// and normalised the way the output contract writes it.

import DocumentModel
import Foundation

/// A field a correction names.
public enum CorrectableField: Hashable, Sendable {
    case field(FieldName)
    case category

    /// Every accepted name, for messages.
    public static var allNames: [String] { FieldName.allCases.map(\.rawValue) + ["category"] }

    /// Fields that describe the vendor rather than one purchase: corrections to them are
    /// remembered for the vendor's next documents.
    var describesVendor: Bool {
        switch self {
        case .category: true
        case let .field(name): [.businessName, .address, .phone, .companyID].contains(name)
        }
    }

    /// The name stored in the database (`business_name`, …, `category`).
    var name: String {
        switch self {
        case .category: "category"
        case let .field(name): name.rawValue
        }
    }

    /// - Throws: `LibraryError.unknownField`.
    init(name: String) throws {
        if name == "category" { self = .category; return }
        guard let field = FieldName(rawValue: name) else { throw LibraryError.unknownField(name: name) }
        self = .field(field)
    }

    /// The earliest document date a correction accepts.
    static let earliestDate = "1990-01-01"

    /// `value` in the contract's form. A date must exist in the calendar and lie between
    /// `earliestDate` and the day after `today` (a receipt is not dated in the future; a day's
    /// grace covers time zones).
    /// - Throws: `LibraryError.invalidValue` when it does not fit the field.
    func normalise(_ value: String, today: Date = Date()) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        switch self {
        case .category:
            guard ExpenseCategory(rawValue: trimmed) != nil else {
                throw LibraryError.invalidValue(field: name, value: value,
                                                expected: ExpenseCategory.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return trimmed
        case .field(.date):
            guard let date = FilingName.isoDate(trimmed), Self.calendarDay(date) != nil else {
                throw LibraryError.invalidValue(field: name, value: value, expected: "a date as yyyy-mm-dd")
            }
            let latest = Self.isoDay(today.addingTimeInterval(86_400))
            guard date >= Self.earliestDate, date <= latest else {
                throw LibraryError.invalidValue(field: name, value: value,
                                                expected: "a date between \(Self.earliestDate) and \(Self.isoDay(today)), not in the future")
            }
            return date
        case let .field(field) where field.isAmount:
            guard let amount = Decimal(plainAmount: trimmed.replacingOccurrences(of: ",", with: "")) else {
                throw LibraryError.invalidValue(field: name, value: value, expected: "an amount such as 123.45")
            }
            return amount.plainAmount
        case let .field(field) where field.isDigits:
            let digits = trimmed.filter(\.isNumber)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII) else {
                throw LibraryError.invalidValue(field: name, value: value, expected: "digits")
            }
            return digits
        case .field:
            guard !trimmed.isEmpty else { throw LibraryError.invalidValue(field: name, value: value, expected: "text") }
            return trimmed
        }
    }

    /// The day `yyyy-mm-dd` names, when it exists (not 2025-02-30).
    private static func calendarDay(_ iso: String) -> Date? {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        guard let date = calendar.date(from: components),
              calendar.dateComponents([.year, .month, .day], from: date) == components else { return nil }
        return date
    }

    /// `date` as `yyyy-mm-dd` in UTC.
    private static func isoDay(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }

    /// Sets the field (or category) of `record` to `value` as a correction.
    func apply(_ value: String, to record: inout DocumentRecord, rule: String) {
        switch self {
        case .category:
            record.category = ExpenseCategory(rawValue: value)
        case let .field(name):
            let old = record[name]
            record[name] = FieldValue(value: value, confidence: 1, page: old?.page ?? 1, bbox: old?.bbox,
                                      source: .correction, rule: rule)
        }
    }

    /// The current value of the field (or category) in `record`.
    func value(in record: DocumentRecord) -> String? {
        switch self {
        case .category: record.category?.rawValue
        case let .field(name): record[name]?.value
        }
    }
}
