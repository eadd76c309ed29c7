// The outbox: work for something that may be unreachable (the mirror folder, the optional cloud
// refiner), kept in the database until it is done. Any module queues its own `kind` of work here.

import Foundation

/// One queued piece of work.
public struct OutboxItem: Sendable, Hashable {
    public var id: Int64
    public var kind: String
    /// The work's description as JSON, in the form its kind defines.
    public var payload: Data
    public var attempts: Int
    public var lastError: String?
    public var createdAt: String

    /// The payload decoded as `type`.
    /// - Throws: `DecodingError` when it is not one.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: payload)
    }
}

extension ReceiptLibrary {
    /// Queues work of `kind` described by the JSON `payload`. The same pending work is not queued twice.
    /// - Returns: the item's id.
    /// - Throws: `LibraryError.database`.
    @discardableResult
    public func enqueue(kind: String, payload: Data) throws -> Int64 {
        let text = String(decoding: payload, as: UTF8.self)
        if let id = try database.query("SELECT id FROM outbox WHERE kind = ? AND payload = ? AND done_at IS NULL",
                                       [.text(kind), .text(text)]).first?.integer("id") {
            return id
        }
        try database.query("INSERT INTO outbox (kind, payload, created_at, updated_at) VALUES (?, ?, ?, ?)",
                           [.text(kind), .text(text), .text(timestamp), .text(timestamp)])
        return database.lastInsertID
    }

    /// Queues `payload` encoded as JSON with sorted keys.
    /// - Throws: `EncodingError` or `LibraryError.database`.
    @discardableResult
    public func enqueue<Payload: Encodable>(kind: String, payload: Payload) throws -> Int64 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try enqueue(kind: kind, payload: try encoder.encode(payload))
    }

    /// The work of `kind` not yet done, oldest first.
    /// - Throws: `LibraryError.database`.
    public func pending(kind: String) throws -> [OutboxItem] {
        try database.query("SELECT * FROM outbox WHERE kind = ? AND done_at IS NULL ORDER BY id", [.text(kind)])
            .map { row in
                OutboxItem(id: row.integer("id") ?? 0, kind: row.text("kind") ?? kind,
                           payload: Data((row.text("payload") ?? "").utf8), attempts: Int(row.integer("attempts") ?? 0),
                           lastError: row.text("last_error"), createdAt: row.text("created_at") ?? "")
            }
    }

    /// Marks item `id` done.
    /// - Throws: `LibraryError.database`.
    public func complete(id: Int64) throws {
        try database.query("UPDATE outbox SET done_at = ?, updated_at = ? WHERE id = ?",
                           [.text(timestamp), .text(timestamp), .integer(id)])
    }

    /// Records a failed attempt at item `id`; it stays pending for the next run.
    /// - Throws: `LibraryError.database`.
    public func fail(id: Int64, error: String) throws {
        try database.query("UPDATE outbox SET attempts = attempts + 1, last_error = ?, updated_at = ? WHERE id = ?",
                           [.text(error), .text(timestamp), .integer(id)])
    }

    /// How many items of every kind are pending, by kind.
    public func pendingCounts() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for row in try database.query("SELECT kind, COUNT(*) AS n FROM outbox WHERE done_at IS NULL GROUP BY kind") {
            if let kind = row.text("kind") { counts[kind] = Int(row.integer("n") ?? 0) }
        }
        return counts
    }
}
