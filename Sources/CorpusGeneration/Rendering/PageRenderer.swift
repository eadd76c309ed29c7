// Draws a PrintedDocument's pages with Pango (which shapes Hebrew right-to-left) onto any cairo context.

import CPangoCairo

/// Lays out and draws pages in pixel coordinates; the same code draws PNG pages and PDF pages,
/// so a text PDF's text layer is exactly what the image shows.
struct PageRenderer {
    let document: PrintedDocument
    /// Line pitch as a multiple of a row's text height.
    private let leading = 1.12

    /// A row placed on the page: its runs with their final sizes, and its top and height in pixels.
    struct PlacedRow {
        var row: PrintedRow
        var runs: [TextRun]
        var top: Double
        var height: Double
    }

    private func points(_ size: Double) -> Double { size * document.dpi / 72 }

    /// Places a page's rows top to bottom, shrinking rows whose runs would overlap or overflow.
    /// Returns the rows and the page height (the content height for thermal paper).
    func place(_ page: PrintedPage, measure: TextMeasurer) -> (rows: [PlacedRow], height: Int) {
        var y = Double(page.margin)
        var placed: [PlacedRow] = []
        let contentWidth = Double(page.width - 2 * page.margin)
        for row in page.rows {
            switch row {
            case .gap(let size):
                y += points(size)
            case .rule:
                let height = points(6)
                placed.append(PlacedRow(row: row, runs: [], top: y, height: height))
                y += height
            case .text(let runs):
                let fitted = fit(runs, contentWidth: contentWidth, measure: measure)
                let height = fitted.map { measure.size(of: $0).height }.max() ?? 0
                placed.append(PlacedRow(row: row, runs: fitted, top: y, height: height))
                y += height * leading
            }
        }
        let height = page.height ?? Int((y + Double(page.margin)).rounded(.up))
        return (placed, height)
    }

    /// Shrinks a row's runs (10% at a time) until they neither overlap nor leave the content box.
    private func fit(_ runs: [TextRun], contentWidth: Double, measure: TextMeasurer) -> [TextRun] {
        var current = runs
        for _ in 0..<8 {
            let spans = current.map { run -> (Double, Double) in
                let width = measure.size(of: run).width
                switch run.alignment {
                case .left: return (run.x, run.x + width)
                case .right: return (run.x - width, run.x)
                case .center: return (run.x - width / 2, run.x + width / 2)
                }
            }.sorted { $0.0 < $1.0 }
            let gap = points(current.first?.size ?? 8) * 0.6
            let overflows = spans.contains { $0.0 < -1 || $0.1 > contentWidth + 1 }
            let overlaps = zip(spans, spans.dropFirst()).contains { $0.1 + gap > $1.0 }
            if !overflows && !overlaps { return current }
            current = current.map { var run = $0; run.size *= 0.9; return run }
        }
        return current
    }

    /// Draws one placed page onto `cairo`, whose user space is the page's pixel space.
    func draw(_ rows: [PlacedRow], page: PrintedPage, on cairo: OpaquePointer, measure: TextMeasurer) {
        let left = Double(page.margin)
        let contentWidth = Double(page.width - 2 * page.margin)
        cairo_set_source_rgb(cairo, 0, 0, 0)
        for placed in rows {
            switch placed.row {
            case .rule(let dashed):
                cairo_set_line_width(cairo, 3)
                if dashed {
                    var pattern: [Double] = [14, 9]
                    cairo_set_dash(cairo, &pattern, 2, 0)
                } else {
                    cairo_set_dash(cairo, nil, 0, 0)
                }
                cairo_move_to(cairo, left, placed.top + placed.height / 2)
                cairo_line_to(cairo, left + contentWidth, placed.top + placed.height / 2)
                cairo_stroke(cairo)
            case .text, .gap:
                for run in placed.runs {
                    let size = measure.size(of: run)
                    let x: Double
                    switch run.alignment {
                    case .left: x = left + run.x
                    case .right: x = left + run.x - size.width
                    case .center: x = left + run.x - size.width / 2
                    }
                    measure.show(run, at: x, top: placed.top + placed.height - size.height, on: cairo)
                }
            }
        }
    }
}
