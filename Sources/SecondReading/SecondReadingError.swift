// The second recogniser's one error type.

/// Why the second recogniser cannot read.
public enum SecondReadingError: Error, Equatable, CustomStringConvertible {
    /// No folder holds the library and the two models (`folders` were searched).
    case notInstalled(folders: [String])
    /// ONNX Runtime could not be opened, or a model not loaded (the library's message).
    case runtime(String)
    /// A model file is not PP-OCR's (no character list, an output of another shape).
    case unexpectedModel(String)

    public var description: String {
        switch self {
        case let .notInstalled(folders):
            return "the second recogniser is not installed (looked in \(folders.joined(separator: ", "))): "
                + "run `make second-recogniser` in the repository, or pass --second-recogniser-folder"
        case let .runtime(message):
            return "ONNX Runtime: \(message)"
        case let .unexpectedModel(message):
            return "the second recogniser's model: \(message)"
        }
    }
}
