// How the documents read by OCR were prepared, by variant and language: how many had a document
// outline found and straightened, were enlarged or reduced to the text size Tesseract reads best,
// flattened, median-filtered; which capture warnings their records carry; and how many gave no key
// field at all. Read beside the table of fields missed, it says where a held-out set's photos are
// lost — finding the page, its scale, its light or the reading — without opening a document.

import DocumentModel

/// The documents of one variant in one language that were read by OCR, and what their preparation did.
public struct CaptureRow: Sendable, Codable, Hashable {
    public var variant: String
    public var language: String
    /// Documents with at least one page read by OCR (a text layer read alone is not counted).
    public var documents: Int = 0
    /// A document outline found and warped to a rectangle (`quad_warp`) on a page.
    public var outlined: Int = 0
    /// Scaled up to the preferred text size on a page.
    public var enlarged: Int = 0
    /// Scaled down to it on a page.
    public var reduced: Int = 0
    /// Uneven light divided out (`background_norm`) on a page.
    public var flattened: Int = 0
    /// Median-filtered against grain on a page.
    public var denoised: Int = 0
    /// Documents carrying each capture warning, by its code.
    public var warnings: [String: Int] = [:]
    /// Documents that gave no key field a value (of those the label names).
    public var unread: Int = 0
    /// Documents whose record names another language than their label (Latin print read as Hebrew,
    /// or "mixed"): the script was told wrong, so the page was read with the wrong model.
    public var otherLanguage: Int = 0

    public init(variant: String, language: String) {
        self.variant = variant; self.language = language
    }

    enum CodingKeys: String, CodingKey {
        case variant, language, documents, outlined, enlarged, reduced, flattened, denoised, warnings, unread
        case otherLanguage = "other_language"
    }
}

enum CaptureSummary {
    /// The warning codes of the capture, in the order the text report shows them.
    static let warningCodes = ["low_resolution", "blurred", "glare", "low_contrast", "too_dark", "cut_off"]

    /// A row per variant and language (the collection stands for an unlabelled variant) with a
    /// document read by OCR, sorted by both; with `onlyUnread`, of the documents that gave no key
    /// field only (how the pages that read as nothing were prepared).
    static func rows(_ scores: [DocumentScore], onlyUnread: Bool = false) -> [CaptureRow] {
        var rows: [String: CaptureRow] = [:]
        for score in scores {
            guard let record = score.sample.successfulRecord, record.pages.contains(where: { $0.textSource == .ocr })
            else { continue }
            let keyOutcomes = score.outcomes.filter { FieldName.key.contains($0.field) }
            let isUnread = !keyOutcomes.isEmpty && keyOutcomes.allSatisfy { $0.got == nil }
            if onlyUnread, !isUnread { continue }
            let groups = score.groups
            let variant = groups.variant == DocumentScore.unlabelledGroup ? groups.collection : groups.variant
            let key = "\(variant)/\(groups.language)"
            var row = rows[key] ?? CaptureRow(variant: variant, language: groups.language)
            let steps = record.pages.flatMap { $0.preprocessing ?? [] }
            row.documents += 1
            if steps.contains("quad_warp") { row.outlined += 1 }
            if steps.contains(where: { $0.hasPrefix("upscale") }) { row.enlarged += 1 }
            if steps.contains(where: { $0.hasPrefix("downscale") }) { row.reduced += 1 }
            if steps.contains("background_norm") { row.flattened += 1 }
            if steps.contains(where: { $0.hasPrefix("denoise") }) { row.denoised += 1 }
            for code in Set(record.warnings.map(\.code)) { row.warnings[code, default: 0] += 1 }
            if isUnread { row.unread += 1 }
            if let read = record.language, let labelled = score.sample.label.language, read != labelled { row.otherLanguage += 1 }
            rows[key] = row
        }
        return rows.values.sorted { ($0.variant, $0.language) < ($1.variant, $1.language) }
    }
}
