// The one owner of SQLite: every sqlite3 call of the project is in this file. The rest of the
// Library module sees `Database`, `SQLValue` and `Row`.

import CSQLite
import Foundation

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

/// An open SQLite connection with WAL and foreign keys on. Owned by one thread at a time.
public final class Database {
    private var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    public let path: String

    /// SQLite copies bound text at once (the Swift string's buffer does not outlive the call).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Opens (creating when missing, mode 0600) the database at `path`.
    /// - Throws: `LibraryError.database` when it cannot be opened or is not a database.
    public init(path: String) throws {
        self.path = path
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &connection, flags, nil)
        guard status == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(connection)
            throw LibraryError.database(path: path, message: message, sql: "open")
        }
        handle = connection
        sqlite3_busy_timeout(connection, 5000)
        try execute("PRAGMA journal_mode = WAL")
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA synchronous = NORMAL")
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements without results (schema changes, pragmas).
    /// - Throws: `LibraryError.database` naming the SQL.
    public func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        if sqlite3_exec(handle, sql, nil, nil, &message) != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(message)
            throw LibraryError.database(path: path, message: text, sql: sql)
        }
    }

    /// Runs a statement with bindings (`?` placeholders) and returns every row.
    /// - Throws: `LibraryError.database` naming the SQL.
    @discardableResult
    public func query(_ sql: String, _ bindings: [SQLValue] = []) throws -> [Row] {
        let statement = try prepared(sql)
        defer { sqlite3_reset(statement); sqlite3_clear_bindings(statement) }
        for (index, value) in bindings.enumerated() {
            let position = Int32(index + 1)
            let status: Int32 = switch value {
            case .null: sqlite3_bind_null(statement, position)
            case let .integer(number): sqlite3_bind_int64(statement, position, number)
            case let .real(number): sqlite3_bind_double(statement, position, number)
            case let .text(text): sqlite3_bind_text(statement, position, text, -1, Self.transient)
            }
            guard status == SQLITE_OK else { throw LibraryError.database(path: path, message: lastMessage, sql: sql) }
        }
        var rows: [Row] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw LibraryError.database(path: path, message: lastMessage, sql: sql) }
            rows.append(row(of: statement))
        }
        return rows
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    /// - Throws: whatever `body` throws, or `LibraryError.database`.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The row id of the last INSERT on this connection.
    public var lastInsertID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// The schema version stored in the file (`PRAGMA user_version`).
    public var userVersion: Int {
        get throws { Int(try query("PRAGMA user_version").first?.integer("user_version") ?? 0) }
    }

    /// Whether this SQLite has the FTS5 trigram tokenizer (substring search in any script).
    public var hasTrigramSearch: Bool {
        sqlite3_compileoption_used("ENABLE_FTS5") == 1 && sqlite3_libversion_number() >= 3_034_000
    }

    private func prepared(_ sql: String) throws -> OpaquePointer {
        if let cached = statements[sql] { return cached }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw LibraryError.database(path: path, message: lastMessage, sql: sql)
        }
        statements[sql] = statement
        return statement
    }

    private func row(of statement: OpaquePointer) -> Row {
        var columns: [String: SQLValue] = [:]
        for index in 0..<sqlite3_column_count(statement) {
            let name = String(cString: sqlite3_column_name(statement, index))
            switch sqlite3_column_type(statement, index) {
            case SQLITE_INTEGER: columns[name] = .integer(sqlite3_column_int64(statement, index))
            case SQLITE_FLOAT: columns[name] = .real(sqlite3_column_double(statement, index))
            case SQLITE_NULL: columns[name] = .null
            default:
                columns[name] = sqlite3_column_text(statement, index).map { .text(String(cString: $0)) } ?? .null
            }
        }
        return Row(columns: columns)
    }

    private var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}
