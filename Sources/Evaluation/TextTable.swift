// Plain-text tables with aligned columns that fit a terminal: a table too wide for the width is
// split into several, each repeating the leading (label) columns.

/// A table of strings: the first `leftAlignedColumns` columns left-aligned, the rest right-aligned;
/// the first `repeatedColumns` are repeated in every part of a table split to fit the width.
struct TextTable {
    var header: [String]
    var rows: [[String]]
    var leftAlignedColumns = 1
    var repeatedColumns = 1
    /// Spaces before every line (to nest a table under a list entry).
    var indent = 0

    static let gap = "  "

    /// The table as lines no wider than `width` (unless a single column is wider).
    func render(width: Int) -> [String] {
        let columnCount = header.count
        let widths = (0..<columnCount).map { column in
            ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        let fixed = Array(0..<min(repeatedColumns, columnCount))
        let fixedWidth = indent + fixed.reduce(0) { $0 + widths[$1] + Self.gap.count }
        var chunks: [[Int]] = []
        var current: [Int] = []
        var used = fixedWidth
        for column in fixed.count..<columnCount {
            if !current.isEmpty, used + widths[column] > width {
                chunks.append(current); current = []; used = fixedWidth
            }
            current.append(column); used += widths[column] + Self.gap.count
        }
        if !current.isEmpty || chunks.isEmpty { chunks.append(current) }

        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        for (index, chunk) in chunks.enumerated() {
            if index > 0 { lines.append("") }
            let columns = fixed + chunk
            let line = { (cells: [String]) -> String in
                let row = columns.map { column in
                    let cell = cells.indices.contains(column) ? cells[column] : ""
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    return column < leftAlignedColumns ? cell + padding : padding + cell
                }.joined(separator: Self.gap).trimmingTrailingSpaces()
                return margin + row
            }
            lines.append(line(header))
            lines.append(margin + String(repeating: "-", count: columns.reduce(0) { $0 + widths[$1] }
                                + Self.gap.count * max(columns.count - 1, 0)))
            lines += rows.map(line)
        }
        return lines
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

/// Prose lines of the text report, wrapped at spaces.
enum TextWrap {
    /// `text` broken into lines no wider than `width`; continuation lines start with `hanging` spaces.
    static func lines(_ text: String, width: Int, hanging: Int = 2) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = String(repeating: " ", count: hanging) + word
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        lines.append(current)
        return lines
    }
}
