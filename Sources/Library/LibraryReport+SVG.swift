// The report as a chart: one bar per month (its total in the report's main currency: the one with
// most documents), written as plain SVG so any browser shows it without a plotting library. Other
// currencies are named in the title, never added to the bars.

import Foundation

extension LibraryReport {
    /// A bar chart of the monthly totals in the main currency, the scoped month highlighted.
    public var svg: String {
        let main = totals.max { ($0.documents, $1.currency) < ($1.documents, $0.currency) }
        let currency = main?.currency ?? "ILS"
        let others = totals.filter { $0.currency != currency }
            .map { "\($0.currency) \($0.total.plainAmount)" }.joined(separator: ", ")
        let title = "Spend per month in \(currency) (total \((main?.total ?? 0).plainAmount), VAT \((main?.vat ?? 0).plainAmount))"
            + (others.isEmpty ? "" : "; also \(others)")
        let barWidth = 48, gap = 16, chartHeight = 240, left = 70, top = 40, bottom = 50
        let width = left + max(1, months.count) * (barWidth + gap) + gap
        let height = top + chartHeight + bottom
        let largest = months.map { NSDecimalNumber(decimal: $0.money(currency)?.total ?? 0).doubleValue }.max() ?? 0
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" font-family=\"sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(left)\" y=\"24\" font-size=\"16\">\(XMLText.escaped(title))</text>",
            "<line x1=\"\(left)\" y1=\"\(top + chartHeight)\" x2=\"\(width - gap)\" y2=\"\(top + chartHeight)\" stroke=\"#333\"/>",
            "<text x=\"\(left - 8)\" y=\"\(top + 4)\" text-anchor=\"end\">\(String(format: "%.0f", largest))</text>",
            "<text x=\"\(left - 8)\" y=\"\(top + chartHeight)\" text-anchor=\"end\">0</text>",
        ]
        for (index, line) in months.enumerated() {
            let amount = line.money(currency)?.total ?? 0
            let value = NSDecimalNumber(decimal: amount).doubleValue
            let barHeight = largest > 0 ? Int((value / largest * Double(chartHeight)).rounded()) : 0
            let x = left + gap + index * (barWidth + gap)
            let fill = line.month == scope ? "#d9822b" : "#4a7ab5"
            parts.append("<rect x=\"\(x)\" y=\"\(top + chartHeight - barHeight)\" width=\"\(barWidth)\" height=\"\(barHeight)\" fill=\"\(fill)\"><title>\(line.month): \(currency) \(amount.plainAmount)</title></rect>")
            parts.append("<text x=\"\(x + barWidth / 2)\" y=\"\(top + chartHeight - barHeight - 4)\" text-anchor=\"middle\">\(String(format: "%.0f", value))</text>")
            parts.append("<text x=\"\(x + barWidth / 2)\" y=\"\(top + chartHeight + 16)\" text-anchor=\"middle\">\(line.month)</text>")
            parts.append("<text x=\"\(x + barWidth / 2)\" y=\"\(top + chartHeight + 32)\" text-anchor=\"middle\" fill=\"#666\">\(line.documents) docs</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }
}
