// The committed corpus scans the OCR tests read with the real Tesseract.

import Foundation
import Imaging

enum CorpusScan {
    /// `Corpus/documents/<name>` of this repository, decoded grey.
    static func gray(_ name: String) throws -> Image {
        let documents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/documents")
        return try Image(encoded: Data(contentsOf: documents.appendingPathComponent(name))).grayscale()
    }
}
