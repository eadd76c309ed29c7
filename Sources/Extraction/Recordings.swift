// Loads recorded OCR (RecognizedDocument JSON, made by scripts/record-ocr.py) and labels from disk,
// for tests and the calibration command.

import DocumentModel
import Foundation

/// Recorded OCR output and labels on disk.
public enum Recordings {
    /// Reads one recording.
    /// - Throws: `ExtractionError.unreadableRecording` when the file is missing or not a recording.
    public static func document(at url: URL) throws -> RecognizedDocument {
        do {
            return try JSONDecoder().decode(RecognizedDocument.self, from: Data(contentsOf: url))
        } catch {
            throw ExtractionError.unreadableRecording(path: url.path, reason: "\(error)")
        }
    }

    /// Reads one label.
    /// - Throws: `ExtractionError.unreadableLabel` when the file is missing or not a label.
    public static func label(at url: URL) throws -> DocumentLabel {
        do {
            return try JSONDecoder().decode(DocumentLabel.self, from: Data(contentsOf: url))
        } catch {
            throw ExtractionError.unreadableLabel(path: url.path, reason: "\(error)")
        }
    }
}
