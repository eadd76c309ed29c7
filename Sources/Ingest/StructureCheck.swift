// Cheap checks that a file is complete before it is decoded: decoders are lenient with
// truncated files (libjpeg pads a cut-off JPEG with grey, poppler rebuilds a cut-off PDF), and a
// half-read receipt must fail clearly instead of producing a plausible-looking partial record.

import Foundation

enum StructureCheck {
    /// - Throws: `IngestError.corrupt` when `data` ends before its format's end marker.
    static func check(_ data: Data, as mediaType: MediaType, path: String) throws {
        switch mediaType {
        case .jpeg:
            guard JPEGStructure.isComplete(data) else {
                throw IngestError.corrupt(path: path, detail: "the JPEG ends before its end-of-image marker")
            }
        case .png:
            guard data.range(of: Data("IEND".utf8), options: .backwards) != nil else {
                throw IngestError.corrupt(path: path, detail: "the PNG ends before its IEND chunk")
            }
        case .pdf:
            let tail = data.suffix(2048)
            guard tail.range(of: Data("%%EOF".utf8), options: .backwards) != nil else {
                throw IngestError.corrupt(path: path, detail: "the PDF ends before its %%EOF marker")
            }
        case .heic:
            // libheif reads a HEIC's meta box first: a file cut in its image data still gives its
            // size and fails only when decoded; refused here, saying where it ends.
            if let problem = HEIFStructure.incompleteness(data) {
                throw IngestError.corrupt(path: path, detail: problem)
            }
        case .tiff, .webp, .bmp, .gif:
            break   // their decoders fail on truncation themselves
        }
    }
}
