// The Gemini refiner's queue kept in a receipt library's outbox, so that refinements waiting for
// the network are stored with the library they belong to and drained by `refine --pending --library`.

import Foundation
import Refiner

/// A `RefinementQueue` on the outbox table of the library at `root`. It opens the library for each
/// call (queueing is rare), so it holds no handle and can be shared between workers.
public struct LibraryRefinementQueue: RefinementQueue {
    public let root: URL

    public init(root: URL) { self.root = root }

    public func enqueue(kind: String, payload: Data) throws {
        _ = try ReceiptLibrary(root: root).enqueue(kind: kind, payload: payload)
    }

    public func pending(kind: String) throws -> [(id: Int64, payload: Data)] {
        try ReceiptLibrary(root: root).pending(kind: kind).map { ($0.id, $0.payload) }
    }

    public func complete(id: Int64) throws {
        try ReceiptLibrary(root: root).complete(id: id)
    }

    public func fail(id: Int64, error: String) throws {
        try ReceiptLibrary(root: root).fail(id: id, error: error)
    }
}
