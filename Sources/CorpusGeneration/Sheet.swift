// The builder layouts write documents with: logical (start/end) placement, and the label it proves.

import DocumentModel

/// Placement in reading order: `start` is the right edge in Hebrew and the left edge in English.
enum LogicalAlignment: Sendable { case start, end, center }

/// A table column, as fractions of the content width in reading order.
struct Column: Sendable {
    var from: Double
    var to: Double
    var alignment: LogicalAlignment
}

/// Builds a `PrintedDocument` row by row and, beside it, the label of exactly what was printed:
/// a layout calls `show` for a field in the same place it prints the field's value.
struct Sheet {
    let region: Region
    var fontFamily: String
    /// Base font size in points.
    var size: Double
    let pageWidth: Int
    let pageHeight: Int?
    let margin: Int
    let dpi: Double
    private(set) var pages: [[PrintedRow]] = [[]]
    private(set) var fields: [FieldName: String] = [:]
    private(set) var items: [DocumentLabel.Item] = []

    init(region: Region, fontFamily: String, size: Double, pageWidth: Int, pageHeight: Int?, margin: Int,
         dpi: Double = 300) {
        self.region = region; self.fontFamily = fontFamily; self.size = size; self.pageWidth = pageWidth
        self.pageHeight = pageHeight; self.margin = margin; self.dpi = dpi
    }

    var rightToLeft: Bool { region.isHebrew }
    var contentWidth: Double { Double(pageWidth - 2 * margin) }

    // MARK: Rows

    /// One run of text.
    mutating func text(_ text: String, _ alignment: LogicalAlignment = .start, scale: Double = 1, bold: Bool = false) {
        add([run(text, at: alignment, scale: scale, bold: bold)])
    }

    /// A caption at the start and its value at the end of the same row ("סה\"כ  123.40").
    mutating func pair(_ caption: String, _ value: String, scale: Double = 1, bold: Bool = false) {
        let runs = [run(caption, at: .start, scale: scale, bold: bold), run(value, at: .end, scale: scale, bold: bold)]
        add(runs.filter { !$0.text.isEmpty })
    }

    /// Several cells in table columns.
    mutating func columns(_ columns: [Column], _ texts: [String], scale: Double = 1, bold: Bool = false) {
        var runs: [TextRun] = []
        for (column, text) in zip(columns, texts) where !text.isEmpty {
            let (left, right) = rightToLeft ? (1 - column.to, 1 - column.from) : (column.from, column.to)
            let physical = physicalAlignment(column.alignment)
            let x: Double
            switch physical {
            case .left: x = left * contentWidth
            case .right: x = right * contentWidth
            case .center: x = (left + right) / 2 * contentWidth
            }
            runs.append(TextRun(text: text, x: x, alignment: physical, size: size * scale, bold: bold))
        }
        add(runs)
    }

    mutating func rule(dashed: Bool = true) { pages[pages.count - 1].append(.rule(dashed: dashed)) }
    mutating func gap(_ lines: Double = 0.6) { pages[pages.count - 1].append(.gap(size * lines)) }
    mutating func newPage() { pages.append([]) }

    private mutating func add(_ runs: [TextRun]) { pages[pages.count - 1].append(.text(runs)) }

    private func physicalAlignment(_ logical: LogicalAlignment) -> PhysicalAlignment {
        switch logical {
        case .start: return rightToLeft ? .right : .left
        case .end: return rightToLeft ? .left : .right
        case .center: return .center
        }
    }

    private func run(_ text: String, at alignment: LogicalAlignment, scale: Double, bold: Bool) -> TextRun {
        let physical = physicalAlignment(alignment)
        let x: Double = physical == .left ? 0 : physical == .right ? contentWidth : contentWidth / 2
        return TextRun(text: text, x: x, alignment: physical, size: size * scale, bold: bold)
    }

    // MARK: Label

    /// Records that the document shows `field` with label value `value`.
    mutating func show(_ field: FieldName, _ value: String) { fields[field] = value }

    /// Records a purchased line the document shows.
    mutating func showItem(_ line: ItemLine, withQuantity: Bool, withUnitPrice: Bool) {
        items.append(DocumentLabel.Item(description: line.description,
                                        quantity: withQuantity ? line.quantity.text : nil,
                                        unitPrice: withUnitPrice ? line.unitPrice.plain : nil,
                                        total: line.total.plain))
    }

    /// The finished drawing.
    func printed() -> PrintedDocument {
        PrintedDocument(pages: pages.map { PrintedPage(width: pageWidth, height: pageHeight, margin: margin, rows: $0) },
                        dpi: dpi, fontFamily: fontFamily, rightToLeft: rightToLeft)
    }
}
