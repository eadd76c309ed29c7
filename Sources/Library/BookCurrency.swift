// The currency a document's amounts are booked in. Amounts in different currencies are never added:
// every total the library prints (report, summary sheet, export) is per currency.

import DocumentModel

extension DocumentRecord {
    /// The ISO code of the currency the document's amounts are in: the `currency` field; a Hebrew
    /// document that prints no currency is in shekels (`ILS`); any other without one is
    /// `BookCurrency.unknown` and is never added to a known currency.
    public var bookCurrency: String {
        if let code = self[.currency]?.value, !code.isEmpty { return code }
        return language == "he" ? "ILS" : BookCurrency.unknown
    }
}

/// Currency helpers shared by the report and the sheets.
public enum BookCurrency {
    /// The code of a currency that could not be told (an English document printing no currency mark).
    public static let unknown = "???"

    /// The month before `month` (`yyyy-mm`): `2025-01` → `2024-12`; nil when it is not a month.
    public static func previousMonth(_ month: String) -> String? {
        let parts = month.split(separator: "-")
        guard parts.count == 2, let year = Int(parts[0]), let number = Int(parts[1]), (1...12).contains(number) else {
            return nil
        }
        let (previousYear, previousNumber) = number == 1 ? (year - 1, 12) : (year, number - 1)
        return String(format: "%04d-%02d", previousYear, previousNumber)
    }
}
