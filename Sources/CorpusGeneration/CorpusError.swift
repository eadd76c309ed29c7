// The one error type of corpus generation; messages say which file and what to do.

import Foundation

/// What can go wrong while generating or checking the corpus.
public enum CorpusError: Error, CustomStringConvertible {
    case rendering(String)
    case writing(path: String, reason: String)
    case reading(path: String, reason: String)
    case check(failures: [String])

    public var description: String {
        switch self {
        case .rendering(let reason):
            return "rendering failed: \(reason); check that pango, cairo and the fonts (culmus, fonts-dejavu) are installed"
        case .writing(let path, let reason):
            return "could not write \(path): \(reason); check that the output folder is writable and the disk has space"
        case .reading(let path, let reason):
            return "could not read \(path): \(reason); regenerate the corpus with `make corpus`"
        case .check(let failures):
            return "corpus check failed (\(failures.count) problems):\n" + failures.prefix(40).joined(separator: "\n")
        }
    }
}
