// Work the refiner could not do because the network was down, kept for `receiptvault refine --pending`.
// The library's outbox table implements the queue; `FolderQueue` is the file-based one used without it.

import DocumentModel
import Foundation

/// A durable queue of pending work items, each a kind and an opaque payload.
public protocol RefinementQueue: Sendable {
    /// Adds an item.
    /// - Throws: when the item cannot be stored.
    func enqueue(kind: String, payload: Data) throws
    /// The items of `kind` not yet completed, oldest first.
    /// - Throws: when the queue cannot be read.
    func pending(kind: String) throws -> [(id: Int64, payload: Data)]
    /// Removes a finished item.
    /// - Throws: when the queue cannot be written.
    func complete(id: Int64) throws
    /// Records that an attempt failed; the item stays pending.
    /// - Throws: when the queue cannot be written.
    func fail(id: Int64, error: String) throws
}

/// One queued refinement: everything needed to ask again later, and never the API key.
public struct RefinementJob: Sendable, Codable {
    /// The queue kind of refinement jobs.
    public static let kind = "gemini_refinement"

    /// The offline record, as it was delivered.
    public var record: DocumentRecord
    /// The recognised words: the text sent and the context the checks need.
    public var document: RecognizedDocument
    /// The downscaled JPEG of the page, when the pipeline gave one.
    public var pageImage: Data?
    /// When the job was queued, ISO 8601.
    public var queuedAt: String

    public init(record: DocumentRecord, document: RecognizedDocument, pageImage: Data?, queuedAt: Date = Date()) {
        self.record = record; self.document = document; self.pageImage = pageImage
        self.queuedAt = ISO8601DateFormatter().string(from: queuedAt)
    }

    enum CodingKeys: String, CodingKey {
        case record, document
        case pageImage = "page_image"
        case queuedAt = "queued_at"
    }
}
