// The one owner of the database connection, on GRDB (a `DatabasePool`: WAL, one writer and
// concurrent readers). The rest of the Library module writes SQL through `query` (`SQLValue`
// bindings, `Row` results) or GRDB records (LibraryRows.swift) through `perform`; migrations are
// a GRDB `DatabaseMigrator` (Schema.swift). The file on disk is the same SQLite database as
// before GRDB (tables, FTS5 search, `user_version` kept in step).

import CSQLite
import Foundation
internal import GRDB

/// A value bound to a statement or read from a row.
public enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// `nil` becomes SQL NULL.
    init(_ text: String?) { self = text.map { .text($0) } ?? .null }
    init(_ number: Double?) { self = number.map { .real($0) } ?? .null }
    init(_ number: Int?) { self = number.map { .integer(Int64($0)) } ?? .null }

    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case let .integer(value): value.databaseValue
        case let .real(value): value.databaseValue
        case let .text(value): value.databaseValue
        }
    }
}

/// One result row: values by column name.
public struct Row: Sendable {
    let columns: [String: SQLValue]

    /// The column's text (numbers are printed), nil for NULL or a missing column.
    public func text(_ name: String) -> String? {
        switch columns[name] {
        case let .text(value): value
        case let .integer(value): String(value)
        case let .real(value): String(value)
        case .null, nil: nil
        }
    }

    public func integer(_ name: String) -> Int64? {
        switch columns[name] {
        case let .integer(value): value
        case let .real(value): Int64(value)
        case let .text(value): Int64(value)
        case .null, nil: nil
        }
    }

    public func real(_ name: String) -> Double? {
        switch columns[name] {
        case let .real(value): value
        case let .integer(value): Double(value)
        case let .text(value): Double(value)
        case .null, nil: nil
        }
    }
}

extension Row {
    /// A GRDB row's values by column name.
    init(_ row: GRDB.Row) {
        var columns: [String: SQLValue] = [:]
        for (name, value) in row {
            switch value.storage {
            case .null: columns[name] = .null
            case let .int64(number): columns[name] = .integer(number)
            case let .double(number): columns[name] = .real(number)
            case let .string(text): columns[name] = .text(text)
            case let .blob(data): columns[name] = .text(String(decoding: data, as: UTF8.self))
            }
        }
        self.init(columns: columns)
    }
}

/// Concurrent reads of a library database: each `read` runs on one of the pool's reader
/// connections and sees the last committed state. Safe to share between threads.
public struct DatabaseReaders: Sendable {
    let pool: DatabasePool
    let path: String

    /// Runs `body` with a `Database` whose `query` reads on a reader connection.
    /// - Throws: `LibraryError.database`, or what `body` throws.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.read { db in try body(Database(pool: pool, path: path, connection: db)) }
        } catch let error as DatabaseError {
            throw LibraryError.database(path: path, message: error.message ?? "\(error)", sql: error.sql ?? "read")
        }
    }
}

/// An open library database: a GRDB `DatabasePool` (WAL, foreign keys on, 5 s busy timeout,
/// `synchronous = NORMAL`). Owned by one thread at a time; its `readers` may be shared.
public final class Database {
    private let pool: DatabasePool
    /// The writer's connection while `transaction` runs: statements inside join it.
    private var current: GRDB.Database?
    public let path: String

    /// Opens (creating when missing) the database at `path`.
    /// - Throws: `LibraryError.database` when it cannot be opened or is not a database.
    public init(path: String) throws {
        self.path = path
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw Self.libraryError(error, path: path, sql: "open")
        }
    }

    /// Runs one or more statements without results (schema changes, pragmas).
    /// - Throws: `LibraryError.database` naming the SQL.
    public func execute(_ sql: String) throws {
        try access(sql) { db in try db.execute(sql: sql) }
    }

    /// Runs a statement with bindings (`?` placeholders) and returns every row.
    /// - Throws: `LibraryError.database` naming the SQL.
    @discardableResult
    public func query(_ sql: String, _ bindings: [SQLValue] = []) throws -> [Row] {
        try access(sql) { db in
            let statement = try db.cachedStatement(sql: sql)
            return try GRDB.Row.fetchAll(statement, arguments: StatementArguments(bindings.map(\.databaseValue))).map(Row.init)
        }
    }

    /// Runs `body` with GRDB's connection: the transaction's, or the writer's alone (autocommit).
    /// For GRDB records (`DocumentRow.fetchOne(db, id:)`, `row.insert(db)`).
    /// - Throws: `LibraryError.database`, or what `body` throws.
    func perform<T>(_ body: (GRDB.Database) throws -> T) throws -> T {
        try access("record", body)
    }

    /// Runs `migrator` on the file. A file made before the migrator (its migrations counted in
    /// `PRAGMA user_version`) first has its first `user_version` migrations of `countedByUserVersion`
    /// recorded as done, in one transaction, so none of them runs twice.
    /// - Throws: `LibraryError.database` naming the migration that failed.
    func migrate(with migrator: DatabaseMigrator, countedByUserVersion names: [String]) throws {
        do {
            try pool.write { db in
                guard try !db.tableExists("grdb_migrations") else { return }
                let counted = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                guard counted > 0 else { return }
                guard counted <= names.count else {
                    throw LibraryError.database(path: path, message: "the library was made by a newer ReceiptVault (schema version \(counted)); update ReceiptVault to open it",
                                                sql: "PRAGMA user_version")
                }
                try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                for name in names.prefix(counted) {
                    try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [name])
                }
            }
            try migrator.migrate(pool)
        } catch let error as LibraryError {
            throw error
        } catch {
            throw Self.libraryError(error, path: path, sql: (error as? DatabaseError)?.sql ?? "migrate")
        }
    }

    /// The migrations recorded as done, in order.
    /// - Throws: `LibraryError.database`.
    func appliedMigrations() throws -> [String] {
        try perform { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
    }

    /// Reads on the pool's reader connections, from any thread, concurrently with each other
    /// and with the writer (a web page's requests).
    public var readers: DatabaseReaders { DatabaseReaders(pool: pool, path: path) }

    fileprivate init(pool: DatabasePool, path: String, connection: GRDB.Database) {
        self.pool = pool; self.path = path; self.current = connection
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    /// - Throws: whatever `body` throws, or `LibraryError.database`.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        if current != nil { return try body() }
        var result: T?
        do {
            try pool.writeWithoutTransaction { db in
                current = db
                defer { current = nil }
                try db.inTransaction(.immediate) {
                    result = try body()
                    return .commit
                }
            }
        } catch let error as DatabaseError {
            throw Self.libraryError(error, path: path, sql: error.sql ?? "BEGIN IMMEDIATE")
        }
        guard let result else { throw LibraryError.database(path: path, message: "the transaction returned nothing", sql: "COMMIT") }
        return result
    }

    /// The row id of the last INSERT on the writer's connection.
    public var lastInsertID: Int64 {
        (try? access("last_insert_rowid()") { db in db.lastInsertedRowID }) ?? 0
    }

    /// The schema version stored in the file (`PRAGMA user_version`).
    public var userVersion: Int {
        get throws { Int(try query("PRAGMA user_version").first?.integer("user_version") ?? 0) }
    }

    /// Whether this SQLite has the FTS5 trigram tokenizer (substring search in any script).
    public var hasTrigramSearch: Bool {
        sqlite3_compileoption_used("ENABLE_FTS5") == 1 && sqlite3_libversion_number() >= 3_034_000
    }

    /// Runs `body` on the transaction's connection, or alone on the writer's (autocommit).
    private func access<T>(_ sql: String, _ body: (GRDB.Database) throws -> T) throws -> T {
        do {
            if let current { return try body(current) }
            return try pool.writeWithoutTransaction(body)
        } catch let error as LibraryError {
            throw error
        } catch {
            throw Self.libraryError(error, path: path, sql: sql)
        }
    }

    private static func libraryError(_ error: any Error, path: String, sql: String) -> LibraryError {
        let message = (error as? DatabaseError)?.message ?? "\(error)"
        return LibraryError.database(path: path, message: message, sql: sql)
    }
}
