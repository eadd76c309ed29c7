// Errors of the OCR stage, each saying what to do.

/// Errors of the OCR module.
public enum OCRError: Error, Equatable, CustomStringConvertible {
    case modelMissing(language: String, folder: String)
    case initFailed(languages: String, folder: String)
    case recognitionFailed(page: Int)
    case timedOut(page: Int)
    /// libtesseract could not be opened (the program opens it with the first page it reads).
    case libraryMissing(reason: String)

    /// The Debian package that ships a language model.
    public static func debianPackage(for language: String) -> String {
        "tesseract-ocr-\(language.lowercased().replacingOccurrences(of: "_", with: "-"))"
    }

    public var description: String {
        switch self {
        case let .modelMissing(language, folder):
            "the Tesseract model '\(language).traineddata' is not in \(folder): install it with "
                + "`sudo apt-get install \(Self.debianPackage(for: language))`, or point --tessdata / "
                + "TESSDATA_PREFIX at a folder that has it"
        case let .initFailed(languages, folder):
            "Tesseract could not load '\(languages)' from \(folder): the model files may be damaged; "
                + "reinstall them (`sudo apt-get install --reinstall tesseract-ocr-heb tesseract-ocr-eng`)"
        case let .recognitionFailed(page):
            "Tesseract failed to read page \(page)"
        case let .timedOut(page):
            "reading stopped at page \(page): the document took longer than the time limit; "
                + "raise --time-limit or split the document"
        case let .libraryMissing(reason):
            "libtesseract could not be loaded (\(reason)): install it with `sudo apt-get install libtesseract5`"
        }
    }
}
