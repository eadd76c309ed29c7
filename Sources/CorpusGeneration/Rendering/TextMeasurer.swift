// The Pango side of rendering: one PangoContext at the document's resolution that measures and draws runs.

import CPangoCairo

/// Measures and draws text runs with one Pango context bound to a cairo context. Owns the context.
final class TextMeasurer {
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private let family: String

    /// - Parameters: `cairo` is the target the context is made for; `dpi` the pixel resolution.
    init(cairo: OpaquePointer, dpi: Double, family: String) {
        context = pango_cairo_create_context(cairo)
        pango_cairo_context_set_resolution(context, dpi)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        layout = pango_layout_new(context)
        self.family = family
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    private func prepare(_ run: TextRun) {
        let font = pango_font_description_new()
        pango_font_description_set_family(font, family)
        pango_font_description_set_weight(font, run.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_size(font, Int32((run.size * 1024).rounded()))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, BidiIsolation.isolatingNumbers(run.text), -1)
    }

    /// The run's logical size in pixels.
    func size(of run: TextRun) -> (width: Double, height: Double) {
        prepare(run)
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        return (Double(width) / 1024, Double(height) / 1024)
    }

    /// Draws the run with its logical box's top-left at (`x`, `top`).
    func show(_ run: TextRun, at x: Double, top: Double, on cairo: OpaquePointer) {
        prepare(run)
        cairo_move_to(cairo, x, top)
        pango_cairo_update_context(cairo, context)
        pango_layout_context_changed(layout)
        pango_cairo_show_layout(cairo, layout)
    }
}
