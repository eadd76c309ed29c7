// The refinement queue as a folder: one JSON file per item (`<id>.json`, mode 0600, in a 0700
// folder), written whole to a temporary name and renamed, so a reader never sees half an item.

import DocumentModel
import Foundation
import Synchronization

/// A `RefinementQueue` kept in a folder, for runs without a library.
public final class FolderQueue: RefinementQueue {
    /// The default folder: `~/.local/share/receiptvault/refine-queue`.
    public static var defaultFolder: URL {
        FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/receiptvault/refine-queue")
    }

    public let folder: URL
    private let lock = Mutex(())

    private struct Item: Codable {
        let kind: String
        let payload: Data
        var attempts: Int
        var lastError: String?

        enum CodingKeys: String, CodingKey {
            case kind, payload, attempts
            case lastError = "last_error"
        }
    }

    /// A queue in `folder` (created, private to the user, when missing).
    /// - Throws: `RefinerError.queue` when the folder cannot be created.
    public init(folder: URL = FolderQueue.defaultFolder) throws(RefinerError) {
        self.folder = folder
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .queue(path: folder.path, reason: error.fileSystemReason)
        }
    }

    public func enqueue(kind: String, payload: Data) throws {
        try lock.withLock { _ in
            var id = Int64(Date().timeIntervalSince1970 * 1_000_000)
            while FileManager.default.fileExists(atPath: url(id).path) { id += 1 }
            try write(Item(kind: kind, payload: payload, attempts: 0), id: id)
        }
    }

    public func pending(kind: String) throws -> [(id: Int64, payload: Data)] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw RefinerError.queue(path: folder.path, reason: error.fileSystemReason)
        }
        let ids = names.compactMap { $0.hasSuffix(".json") ? Int64($0.dropLast(5)) : nil }.sorted()
        return try ids.compactMap { id in
            let item = try read(id)
            return item.kind == kind ? (id, item.payload) : nil
        }
    }

    public func complete(id: Int64) throws {
        try lock.withLock { _ in
            guard unlink(url(id).path) == 0 || errno == ENOENT else {
                throw RefinerError.queue(path: url(id).path, reason: String(cString: strerror(errno)))
            }
        }
    }

    public func fail(id: Int64, error: String) throws {
        try lock.withLock { _ in
            var item = try read(id)
            item.attempts += 1
            item.lastError = error
            try write(item, id: id)
        }
    }

    private func url(_ id: Int64) -> URL { folder.appendingPathComponent("\(id).json") }

    private func read(_ id: Int64) throws -> Item {
        do {
            return try JSONDecoder().decode(Item.self, from: Data(contentsOf: url(id)))
        } catch {
            throw RefinerError.queue(path: url(id).path, reason: "not a queue item (\(error.fileSystemReason))")
        }
    }

    private func write(_ item: Item, id: Int64) throws {
        let target = url(id)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(item).write(to: target, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        } catch {
            throw RefinerError.queue(path: target.path, reason: error.fileSystemReason)
        }
    }
}
