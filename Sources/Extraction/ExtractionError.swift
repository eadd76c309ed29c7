// The one error type of the Extraction module: reading recordings and label sets from disk.
// Extraction itself never throws: a missing or uncertain field is a result, not an error.

import Foundation

/// A recording or label file that could not be used.
public enum ExtractionError: Error, CustomStringConvertible, Sendable {
    /// The file is not RecognizedDocument JSON.
    case unreadableRecording(path: String, reason: String)
    /// The file is not a DocumentLabel JSON.
    case unreadableLabel(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadableRecording(path, reason):
            "\(path): not a RecognizedDocument recording (\(reason)). Re-record it with scripts/record-ocr.py."
        case let .unreadableLabel(path, reason):
            "\(path): not a document label (\(reason)). Check it against Corpus/README.md's label schema."
        }
    }
}
