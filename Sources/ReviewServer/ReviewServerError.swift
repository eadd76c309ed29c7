// The ReviewServer module's one error type: what a request or the server itself ran into.

import Foundation

/// Why the review server refused a request or could not start.
public enum ReviewServerError: Error, Equatable, CustomStringConvertible {
    /// A document id that is not a plain library id (digits only): never a path.
    case invalidID(String)
    /// A page number the document does not have.
    case noSuchPage(id: Int64, page: Int)
    /// The stored file of a document is missing or outside the library.
    case missingFile(id: Int64, path: String)
    /// The stored file could not be rendered to an image.
    case cannotRender(id: Int64, reason: String)
    /// The server could not bind its address.
    case cannotStart(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case let .invalidID(text):
            "\"\(text.prefix(40))\" is not a document id: ids are the numbers `receiptvault list` shows"
        case let .noSuchPage(id, page):
            "document \(id) has no page \(page)"
        case let .missingFile(id, path):
            "document \(id): its file \(path) is missing; run `receiptvault library check`"
        case let .cannotRender(id, reason):
            "document \(id): its page cannot be drawn (\(reason))"
        case let .cannotStart(host, port, reason):
            "cannot serve on \(host):\(port) (\(reason)); choose another --port"
        }
    }
}
