// The tax summary table at the foot of Malaysian and European receipts ("GST SUMMARY / Amount
// Tax / TOTAL: 16.98 1.02"): its rows hold net amounts and tax, never the amount payable.

import DocumentModel

extension Layout {
    private static let summaryHeaders = KeywordSet(["GST SUMMARY", "TAX SUMMARY", "VAT SUMMARY", "SUMMARY",
                                                    "MwSt Übersicht"])
    private static let amountWords = KeywordSet(["AMOUNT", "AMT", "NETT", "NET", "Netto"])
    private static let taxWords = KeywordSet(["TAX", "GST", "VAT", "MwSt"])

    /// Indices of the rows of tax summary tables: the rows under a summary header (a row saying
    /// "summary", or naming both an amount and a tax column, without amounts of its own) down to the
    /// end of the table's amounts, at most six.
    var taxSummaryRows: Set<Int> {
        var found: Set<Int> = []
        for row in rows where row.amounts().isEmpty {
            let isHeader = row.contains(Self.summaryHeaders) || (row.contains(Self.amountWords) && row.contains(Self.taxWords))
            guard isHeader else { continue }
            // The table runs to the first row without amounts after its first row of amounts.
            var tableBegan = false
            for next in rows.dropFirst(row.index + 1).prefix(6) where next.page == row.page {
                let hasAmounts = !next.amounts().isEmpty
                if tableBegan && !hasAmounts { break }
                tableBegan = tableBegan || hasAmounts
                found.insert(next.index)
            }
        }
        return found
    }
}
