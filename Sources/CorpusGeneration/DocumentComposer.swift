// Composes one planned document: what is printed and the label of it (without the file fields).

import DocumentModel

/// A composed document: the drawing and its label.
public struct ComposedDocument: Sendable {
    public var printed: PrintedDocument
    public var label: DocumentLabel
}

/// Runs a plan's layout. Pure and cheap: no rendering, so the self-check and the tests can re-run it.
public enum DocumentComposer {
    /// Composes `plan`; with `paginate` a long document is split over two pages (same content).
    public static func compose(_ plan: PlannedDocument, paginate: Bool = false) -> ComposedDocument {
        var context = LayoutContext(region: plan.region, rng: plan.rng, date: plan.date, fontFamily: plan.fontFamily,
                                    long: plan.long, paginate: paginate)
        let sheet = plan.layout.compose(&context)
        var fields = sheet.fields
        // A slip that prints no type but how it was paid (a fuel pump's, a till's) is filed as a receipt.
        if fields[.docType] == nil, fields[.paymentMethod] != nil { fields[.docType] = DocumentTitle.receipt.docType }
        var label = DocumentLabel(file: "", fields: fields, items: sheet.items.isEmpty ? nil : sheet.items)
        label.language = plan.region.language
        label.layout = plan.layoutName
        label.complete = true
        return ComposedDocument(printed: sheet.printed(), label: label)
    }

    /// The label of one variant file of `plan`.
    public static func label(_ base: DocumentLabel, plan: PlannedDocument, variant: Variant, quad: Quad? = nil) -> DocumentLabel {
        var label = base
        label.id = plan.id(variant)
        label.file = plan.id(variant) + "." + variant.fileExtension
        label.variant = variant.rawValue
        label.quad = quad
        return label
    }
}
