// The one error type of the Evaluation module: problems with a labelled corpus on disk.
// Scoring itself never throws: a failed or missing output is a result (every labelled field wrong).

import Foundation

/// Why a labelled corpus could not be loaded. Each message names the file and says what to do.
public enum EvaluationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The corpus folder does not exist or cannot be listed.
    case unreadableDirectory(path: String, reason: String)
    /// A `.json` file in the corpus could not be read or is not valid JSON.
    case unreadableLabel(path: String, reason: String)
    /// A label's `file` key names a document that is not beside it.
    case missingDocument(labelPath: String, documentPath: String)
    /// The folder holds no label: nothing to score.
    case noLabelledDocuments(path: String)

    public var description: String {
        switch self {
        case let .unreadableDirectory(path, reason):
            return "cannot read the corpus folder \(path): \(reason). Check the path and its permissions."
        case let .unreadableLabel(path, reason):
            return "cannot read the label \(path): \(reason). Fix the JSON or move the file out of the corpus."
        case let .missingDocument(labelPath, documentPath):
            return "the label \(labelPath) names \(documentPath), which does not exist. "
                + "Put the document beside its label or correct the label's \"file\" key."
        case let .noLabelledDocuments(path):
            return "no labelled documents in \(path): each document needs a label beside it, a JSON file "
                + "whose \"file\" key names the document (e.g. receipt.json with \"file\": \"receipt.jpg\"). "
                + "To read documents without labels, use extract or batch."
        }
    }
}

extension EvaluationError: LocalizedError {
    public var errorDescription: String? { description }
}
