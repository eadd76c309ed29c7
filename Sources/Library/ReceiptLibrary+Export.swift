// Export for other tools: a month (or everything) as CSV with the summary columns plus id and
// category, or as JSON with each filed record.

import Foundation

/// The export formats.
public enum ExportFormat: String, Sendable, CaseIterable {
    case csv, json
}

extension ReceiptLibrary {
    /// The documents of `month` (all when nil) in `format`: CSV holds the documents counted (no
    /// duplicates), JSON every document (a duplicate with `duplicate_of`).
    /// - Throws: `LibraryError.database`, or `EncodingError` for JSON.
    /// The CSV has the summary sheet's columns between the document's id and its month, in
    /// `headers` (the library's sheet language when nil).
    public func export(month: String?, format: ExportFormat, headers: SheetLanguage? = nil) throws -> Data {
        let rows = try list(DocumentFilter(month: month))
        switch format {
        case .csv:
            let language = try headers ?? sheetLanguage()
            let (id, monthHeader) = language == .he ? ("מזהה", "חודש") : ("id", "month")
            return CSV.sheet(header: [id] + SummaryRow.header(language) + [monthHeader],
                             rows: rows.filter { $0.duplicateOf == nil }.map { ["\($0.id)"] + $0.cells(language) + [$0.month] })
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            var data = try encoder.encode(rows)
            data.append(0x0A)
            return data
        }
    }
}
