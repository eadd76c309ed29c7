// Writes every variant file of a planned document and the label JSON beside each one.

import DocumentModel
import Foundation

/// Renders, degrades and writes the files of one document.
public enum CorpusWriter {
    static let dpi = 300

    /// Writes all variants of `plan` into `folder`; returns the file names written.
    /// - Throws: `CorpusError` when rendering or writing fails.
    @discardableResult
    public static func write(_ plan: PlannedDocument, to folder: URL) throws -> [String] {
        let composed = DocumentComposer.compose(plan)
        let pages = try RasterRenderer.render(composed.printed)
        var written: [String] = []
        for (index, variant) in plan.variants.enumerated() {
            var rng = plan.rng.derived(UInt64(100 + index))
            let name = plan.id(variant) + "." + variant.fileExtension
            let url = folder.appendingPathComponent(name)
            var quad: Quad?
            switch variant {
            case .cleanScan:
                try save(ImageEncoder.png(pages[0], dpi: dpi), to: url)
            case .noisyScan:
                let noisy = ScanDegradation.apply(pages[0], rng: &rng)
                try save(ImageEncoder.jpeg(noisy, quality: rng.int(55...75), dpi: dpi), to: url)
            case .photo:
                let photo = PhotoDegradation.apply(pages[0], longSide: plan.photoLongSide, rng: &rng)
                quad = photo.quad
                try save(ImageEncoder.jpeg(photo.image, quality: rng.int(80...88), dpi: 72), to: url)
            case .textPDF:
                try PDFWriter.writeText(composed.printed, to: url.path)
            case .twoPagePDF:
                try PDFWriter.writeText(DocumentComposer.compose(plan, paginate: true).printed, to: url.path)
            case .imagePDF:
                let jpeg = try ImageEncoder.jpeg(pages[0], quality: 80, dpi: dpi)
                try PDFWriter.writeImages([(jpeg, pages[0].width, pages[0].height)], dpi: Double(dpi), to: url.path)
            case .junkTextPDF:
                let jpeg = try ImageEncoder.jpeg(pages[0], quality: 80, dpi: dpi)
                let junk = JunkText.lines(for: composed.printed.drawnLines, rng: &rng)
                try PDFWriter.writeImages([(jpeg, pages[0].width, pages[0].height)], dpi: Double(dpi),
                                          hiddenText: [junk], to: url.path)
            }
            let label = DocumentComposer.label(composed.label, plan: plan, variant: variant, quad: quad)
            try save(LabelFile.encode(label), to: folder.appendingPathComponent(plan.id(variant) + ".json"))
            written.append(name)
        }
        return written
    }

    static func save(_ data: Data, to url: URL) throws {
        do { try data.write(to: url) } catch {
            throw CorpusError.writing(path: url.path, reason: error.fileSystemReason)
        }
    }
}

/// The label JSON format: pretty, keys sorted, so files are stable and diff well.
public enum LabelFile {
    public static func encode(_ label: DocumentLabel) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(label) + Data("\n".utf8)
    }
}
