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

    /// `value` in the contract's form.
    /// - Throws: `LibraryError.invalidValue` when it does not fit the field.
    func normalise(_ value: String) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        switch self {
        case .category:
            guard ExpenseCategory(rawValue: trimmed) != nil else {
                throw LibraryError.invalidValue(field: name, value: value,
                                                expected: ExpenseCategory.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return trimmed
        case .field(.date):
            guard let date = FilingName.isoDate(trimmed) else {
                throw LibraryError.invalidValue(field: name, value: value, expected: "a date as yyyy-mm-dd")
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
