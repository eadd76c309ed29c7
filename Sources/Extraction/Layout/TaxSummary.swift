// The tax summary table at the foot of Malaysian and European receipts ("GST SUMMARY / Amount
// Tax / TOTAL: 16.98 1.02"): its rows hold net amounts and tax, never the amount payable — but
// their net plus tax is the receipt's own second account of what was paid.

import DocumentModel
import Foundation

extension Layout {
    private static let summaryHeaders = KeywordSet(["GST SUMMARY", "TAX SUMMARY", "VAT SUMMARY", "SUMMARY",
                                                    "MwSt Übersicht"])
    private static let amountWords = KeywordSet(["AMOUNT", "AMT", "NETT", "NET", "Netto"])
    private static let taxWords = KeywordSet(["TAX", "GST", "VAT", "MwSt"])
    private static let totalWords = KeywordSet(["TOTAL", "TOTAL:", "Summe"])

    /// Indices of the rows of tax summary tables.
    var taxSummaryRows: Set<Int> { Set(taxSummaryTables.joined().map(\.index)) }

    /// The rows of each tax summary table: the rows under a summary header (a row saying "summary",
    /// or naming both an amount and a tax column, without amounts of its own) down to the end of the
    /// table's amounts, at most six.
    var taxSummaryTables: [[Row]] {
        var tables: [[Row]] = []
        for row in rows where row.amounts().isEmpty {
            let isHeader = row.contains(Self.summaryHeaders) || (row.contains(Self.amountWords) && row.contains(Self.taxWords))
            guard isHeader else { continue }
            // The table runs to the first row without amounts after its first row of amounts.
            var table: [Row] = [], tableBegan = false
            for next in rows.dropFirst(row.index + 1).prefix(6) where next.page == row.page {
                let hasAmounts = !next.amounts().isEmpty
                if tableBegan && !hasAmounts { break }
                tableBegan = tableBegan || hasAmounts
                table.append(next)
            }
            if tableBegan { tables.append(table) }
        }
        return tables
    }

    /// The net and tax of each line of the last tax summary table, and whether the line is the
    /// table's own total. A line reads "net tax" or "net tax total" (its last amounts); a line whose
    /// three amounts add up says so (`closes`). Lines whose tax exceeds their net are not read.
    var taxSummaryLines: [TaxSummaryLine] {
        guard let table = taxSummaryTables.last else { return [] }
        return table.compactMap { row in
            let amounts = row.amounts()
            guard amounts.count >= 2 else { return nil }
            let last = amounts.suffix(3).map(\.value)
            if last.count == 3, last[0] > 0, AmountParser.agree(last[0] + last[1], last[2], tolerance: 0.01) {
                return TaxSummaryLine(net: last[0], tax: last[1], closes: true, isTotal: row.contains(Self.totalWords))
            }
            let net = last[last.count - 2], tax = last[last.count - 1]
            guard net > 0, tax >= 0, tax < net else { return nil }
            return TaxSummaryLine(net: net, tax: tax, closes: false, isTotal: row.contains(Self.totalWords))
        }
    }
}

/// One line of a tax summary: the net amount taxed at one rate and its tax.
struct TaxSummaryLine: Sendable {
    let net: Decimal
    let tax: Decimal
    /// The line also prints net + tax, and it adds up.
    let closes: Bool
    /// The line is the table's total ("Total 261.32 15.68 277.00").
    let isTotal: Bool
}
