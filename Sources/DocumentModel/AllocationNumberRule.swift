// Israel's allocation-number rule ("חשבוניות ישראל", the Israel Tax Authority's invoice reform):
// a tax invoice whose amount before VAT is above the threshold in force on its date must carry an
// allocation number (מספר הקצאה, 9 digits) issued by the Tax Authority, or the buyer cannot deduct
// its input VAT. Thresholds (Israel Tax Authority, "חשבוניות ישראל" allocation-number reform; VAT
// Implementation Order 01/2025; see also ../shared/docs/israeli-receipts.md):
//   from 2024-05-05  above 25,000 ₪ before VAT
//   from 2025-01-01  above 20,000 ₪
//   from 2026-01-01  above 10,000 ₪
//   from 2026-06-01  above  5,000 ₪
// Only shekel tax invoices are checked (exports at 0% and documents in other currencies are out of
// the rule's scope here).

import Foundation

public enum AllocationNumberRule {
    /// The warning's code.
    public static let code = "allocation_number_missing"

    /// (first day, threshold before VAT in shekels), newest last.
    public static let thresholds: [(from: String, shekels: Decimal)] = [
        ("2024-05-05", 25_000), ("2025-01-01", 20_000), ("2026-01-01", 10_000), ("2026-06-01", 5_000),
    ]

    /// The threshold in force on `date` (`yyyy-mm-dd`); nil before the rule began.
    public static func threshold(on date: String) -> (from: String, shekels: Decimal)? {
        thresholds.last { $0.from <= date }
    }

    /// The warning `record` deserves, if any: a tax invoice (or tax invoice-receipt) in shekels
    /// whose amount before VAT (the subtotal, else total − VAT) is above the threshold on its
    /// date, without a 9-digit allocation number.
    public static func warning(for record: DocumentRecord) -> RecordWarning? {
        guard let type = record[.docType]?.value, ["tax_invoice", "tax_invoice_receipt"].contains(type),
              let date = record[.date]?.value, let threshold = threshold(on: date) else { return nil }
        let currency = record[.currency]?.value ?? (record.language == "he" ? "ILS" : nil)
        guard currency == "ILS" else { return nil }
        let amount = { (name: FieldName) in record[name].flatMap { Decimal(plainAmount: $0.value) } }
        guard let beforeVAT = amount(.subtotal) ?? amount(.total).map({ $0 - (amount(.vatAmount) ?? 0) }),
              beforeVAT > threshold.shekels else { return nil }
        let allocation = record[.allocationNumber]?.value ?? ""
        if allocation.count == 9, allocation.allSatisfy(\.isASCII), allocation.allSatisfy(\.isNumber) { return nil }
        let found = allocation.isEmpty ? "has no allocation number (מספר הקצאה)"
            : "has \"\(allocation)\" where a 9-digit allocation number (מספר הקצאה) belongs"
        return RecordWarning(
            code: code,
            message: "a tax invoice of \(beforeVAT.plainAmount) ₪ before VAT dated \(date) \(found): from \(threshold.from) "
                + "a tax invoice above \(threshold.shekels.plainAmount) ₪ before VAT needs one, or the buyer cannot deduct "
                + "its VAT; ask the issuer for the allocation number (or correct allocation_number if it is printed)")
    }

    /// `record` with its allocation-number warning brought up to date (added, kept or removed).
    public static func applied(to record: DocumentRecord) -> DocumentRecord {
        var record = record
        record.warnings.removeAll { $0.code == code }
        if let warning = warning(for: record) { record.warnings.append(warning) }
        return record
    }
}
