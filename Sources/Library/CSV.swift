// CSV text as spreadsheet programs read it: RFC 4180 quoting, CRLF line ends, and a UTF-8 byte
// order mark so Excel and LibreOffice show Hebrew instead of mojibake.

import Foundation

enum CSV {
    /// The whole sheet: BOM, header row, then one row per entry.
    static func sheet(header: [String], rows: [[String]]) -> Data {
        var text = "\u{FEFF}"
        for row in [header] + rows { text += row.map(quoted).joined(separator: ",") + "\r\n" }
        return Data(text.utf8)
    }

    /// A cell, quoted when it holds a comma, a quote or a line break. A cell starting with `=`, `+`,
    /// `-` or `@` that is not a number gets a leading `'` so a spreadsheet does not run it as a formula.
    static func quoted(_ cell: String) -> String {
        var cell = cell
        if let first = cell.first, "=+-@".contains(first), Double(cell) == nil { cell = "'" + cell }
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
