// The report as terminal text: a month table with one line per month and currency, the scope's
// totals per currency, then top vendors and spend by category (each amount with its currency).

import Foundation

extension LibraryReport {
    /// Plain text with aligned columns.
    public var text: String {
        var lines = ["month    currency  docs        total          VAT  to review  duplicates  change"]
        for line in months {
            let rows = line.currencies.isEmpty
                ? [Money(currency: "-", documents: 0, total: 0, vat: 0)] : line.currencies
            for (index, money) in rows.enumerated() {
                let first = index == 0
                let change = money.change.map { String(format: "%+.1f%%", $0) } ?? ""
                lines.append(Self.padded(first ? line.month : "", 9) + Self.padded(money.currency, 8)
                             + Self.padded(String(money.documents), 6, right: true)
                             + Self.padded(money.total.plainAmount, 13, right: true)
                             + Self.padded(money.vat.plainAmount, 13, right: true)
                             + Self.padded(first ? String(line.pendingReview) : "", 11, right: true)
                             + Self.padded(first && line.duplicates > 0 ? String(line.duplicates) : "", 12, right: true)
                             + Self.padded(change, 8, right: true))
            }
        }
        lines.append("")
        let sums = totals.map { "\($0.currency) \($0.total.plainAmount) (VAT \($0.vat.plainAmount))" }
        var summary = "\(scope ?? "all months"): total " + (sums.isEmpty ? "0.00" : sums.joined(separator: ", "))
            + "; \(pendingReview) waiting for review"
        if duplicates > 0 { summary += "; \(duplicates) duplicates not counted" }
        lines.append(summary)
        lines.append("")
        lines.append("top vendors:")
        for share in topVendors { lines.append(Self.shareLine(share)) }
        lines.append("spend by category:")
        for share in categories { lines.append(Self.shareLine(share)) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func shareLine(_ share: Share) -> String {
        "  \(share.currency) \(share.total.plainAmount.leftPadded(12))  \(share.documents)×  \(share.name)"
    }

    private static func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - text.count))
        return right ? pad + text : text + pad
    }
}

extension String {
    /// The text right-aligned in `width` characters.
    public func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
