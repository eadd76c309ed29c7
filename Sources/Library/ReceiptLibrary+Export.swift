// Export for other tools: a month (or everything) as CSV or an .xlsx workbook with the summary
// columns plus id and month, or as JSON with each filed record.

import Foundation

/// The export formats.
public enum ExportFormat: String, Sendable, CaseIterable {
    case csv, xlsx, json
}

extension ReceiptLibrary {
    /// The documents of `month` (all when nil) in `format`: CSV and xlsx hold the documents
    /// counted (no duplicates), JSON every document (a duplicate with `duplicate_of`).
    /// CSV and xlsx have the summary sheet's columns between the document's id and its month, in
    /// `headers` (the library's sheet language when nil); the xlsx sheet reads right to left in Hebrew.
    /// - Throws: `LibraryError.database`, or `EncodingError` for JSON.
    public func export(month: String?, format: ExportFormat, headers: SheetLanguage? = nil) throws -> Data {
        let rows = try list(DocumentFilter(month: month))
        let counted = rows.filter { $0.duplicateOf == nil }
        let language = try headers ?? sheetLanguage()
        let (id, monthHeader) = language == .he ? ("מזהה", "חודש") : ("id", "month")
        let header = [id] + SummaryRow.header(language) + [monthHeader]
        switch format {
        case .csv:
            return CSV.sheet(header: header, rows: counted.map { ["\($0.id)"] + $0.cells(language) + [$0.month] })
        case .xlsx:
            return try SpreadsheetML.workbook(
                sheetName: month ?? (language == .he ? "הכול" : "all"), header: header,
                rows: counted.map { [.number(Decimal($0.id))] + $0.sheetCells(language) + [.text($0.month)] },
                rightToLeft: language == .he, path: "export")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            var data = try encoder.encode(rows)
            data.append(0x0A)
            return data
        }
    }
}
