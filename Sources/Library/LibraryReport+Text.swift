// The report as terminal text: a month table, then top vendors and spend by category.

import Foundation

extension LibraryReport {
    /// Plain text with aligned columns.
    public var text: String {
        var lines = ["month      docs        total          VAT  to review  change"]
        for line in months {
            let change = line.change.map { String(format: "%+.1f%%", $0) } ?? ""
            lines.append(Self.padded(line.month, 9) + Self.padded(String(line.documents), 6, right: true)
                         + Self.padded(line.total.plainAmount, 13, right: true) + Self.padded(line.vat.plainAmount, 13, right: true)
                         + Self.padded(String(line.pendingReview), 11, right: true) + Self.padded(change, 8, right: true))
        }
        lines.append("")
        lines.append("\(scope ?? "all months"): total \(total.plainAmount), VAT \(vat.plainAmount), \(pendingReview) waiting for review")
        lines.append("")
        lines.append("top vendors:")
        for share in topVendors { lines.append("  \(share.total.plainAmount.leftPadded(12))  \(share.documents)×  \(share.name)") }
        lines.append("spend by category:")
        for share in categories { lines.append("  \(share.total.plainAmount.leftPadded(12))  \(share.documents)×  \(share.name)") }
        return lines.joined(separator: "\n") + "\n"
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
