// The receipt library: a folder of month folders holding one PDF per document, their summary
// sheets, and `library.sqlite` describing them. Every capability of the `file`, `list`, `show`,
// `report`, `correct`, `approve`, `export` and `library` commands is a method here (split by
// concern into `ReceiptLibrary+*.swift`).

import Foundation

/// An open receipt library. Owned by one thread at a time (it holds one SQLite connection).
public final class ReceiptLibrary {
    /// The library folder.
    public let root: URL
    /// An optional second folder (a synced drive) that receives copies of the month folders.
    public var mirror: URL?
    let database: Database
    /// The clock used for scan timestamps and record times (tests set it).
    var now: @Sendable () -> Date = { Date() }
    /// A test hook: filing stops with `LibraryError.simulatedCrash` after this step.
    var crashAfter: FilingStep?

    /// The database file's name inside the library folder.
    public static let databaseName = "library.sqlite"

    /// Opens the library in `root`, creating the folder (0700) and the database when missing,
    /// and migrating an older database. A `mirror` is remembered: a later opening without one
    /// uses the last one given.
    /// - Throws: `LibraryError` when the folder or the database cannot be created or opened.
    public init(root: URL, mirror: URL? = nil) throws {
        self.root = root
        self.mirror = mirror
        try PrivateFiles.createFolder(root)
        let path = root.appendingPathComponent(Self.databaseName).path
        let existed = FileManager.default.fileExists(atPath: path)
        database = try Database(path: path)
        if !existed { chmod(path, 0o600) }
        try Schema.migrate(database)
        if let mirror {
            try database.query("INSERT OR REPLACE INTO settings (key, value) VALUES ('mirror', ?)", [.text(mirror.path)])
        } else if let stored = try database.query("SELECT value FROM settings WHERE key = 'mirror'").first?.text("value") {
            self.mirror = URL(fileURLWithPath: stored)
        }
    }

    /// Opens the library in `root` only if it exists: a reading command never creates one (a typo
    /// in the path would otherwise answer "0 documents" from a new empty library).
    /// - Throws: `LibraryError.noLibrary` naming the path when there is no library there.
    public convenience init(existing root: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(Self.databaseName).path),
              FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw LibraryError.noLibrary(path: root.path)
        }
        try self.init(root: root)
    }

    /// The absolute URL of a path relative to the library folder.
    func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// An ISO 8601 time stamp of `now`.
    var timestamp: String { ISO8601DateFormatter().string(from: now()) }
}

/// The steps of filing one document, in order (see `ReceiptLibrary.file`).
enum FilingStep: Sendable {
    case journal, copy, record
}
