// What the generator draws: pages of rows of positioned text runs, independent of any renderer.

/// Horizontal anchoring of a text run at its `x`.
public enum PhysicalAlignment: Sendable { case left, right, center }

/// One piece of text drawn at one place.
public struct TextRun: Sendable {
    public var text: String
    /// Anchor in pixels from the content box's left edge.
    public var x: Double
    public var alignment: PhysicalAlignment
    /// Size in points.
    public var size: Double
    public var bold: Bool
}

/// One printed row: text runs sharing a baseline band, a rule, or vertical space.
public enum PrintedRow: Sendable {
    case text([TextRun])
    /// A horizontal line across the content width (dashed on thermal paper).
    case rule(dashed: Bool)
    /// Empty space, in points.
    case gap(Double)
}

/// One page: its size in pixels at the document's resolution and its rows top to bottom.
public struct PrintedPage: Sendable {
    public var width: Int
    /// Nil for thermal paper, which is as long as its content.
    public var height: Int?
    public var margin: Int
    public var rows: [PrintedRow]
}

/// The whole drawable document.
public struct PrintedDocument: Sendable {
    public var pages: [PrintedPage]
    /// Resolution the page sizes are given in.
    public var dpi: Double
    /// The Pango font family of every run.
    public var fontFamily: String
    /// True for right-to-left (Hebrew) documents.
    public var rightToLeft: Bool

    /// Every string drawn, one entry per row (runs of a row joined by two spaces): the text the
    /// self-check compares labels against.
    public var drawnLines: [String] {
        pages.flatMap { page in
            page.rows.compactMap { row -> String? in
                guard case .text(let runs) = row else { return nil }
                return runs.map(\.text).joined(separator: "  ")
            }
        }
    }

    /// Every run's text on its own.
    public var drawnRuns: [String] {
        pages.flatMap { page in
            page.rows.flatMap { row -> [String] in
                guard case .text(let runs) = row else { return [] }
                return runs.map(\.text)
            }
        }
    }
}
