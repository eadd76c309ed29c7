// Libraries made by earlier versions open with today's code, their data intact: files at
// `user_version` 2 (the first library, 2026-11-22), 3 (settings) and 4 (duplicates) are built here
// with the SQL those versions ran, frozen below, and rows written the way they wrote them; then the
// `DatabaseMigrator` takes them over (see Schema.swift).

import DocumentModel
import Foundation
import GRDB
import Testing
@testable import Library

@Suite struct MigrationTests {
    /// The tables of user_version 1 as the first library created them (Schema.swift, migration 1).
    static let version1 = """
        CREATE TABLE vendors (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, display_name TEXT, company_id TEXT);
        CREATE TABLE vendor_memory (vendor_id INTEGER NOT NULL REFERENCES vendors(id) ON DELETE CASCADE, field TEXT NOT NULL,
            value TEXT NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (vendor_id, field));
        CREATE TABLE documents (id INTEGER PRIMARY KEY, sha256 TEXT NOT NULL UNIQUE, source_path TEXT NOT NULL, media_type TEXT,
            file_path TEXT NOT NULL UNIQUE, month TEXT NOT NULL, status TEXT NOT NULL, confidence REAL, review TEXT,
            approved_at TEXT, category TEXT, category_source TEXT, vendor_id INTEGER REFERENCES vendors(id), language TEXT,
            full_text TEXT NOT NULL DEFAULT '', record_json TEXT NOT NULL, created_at TEXT NOT NULL);
        CREATE INDEX documents_month ON documents(month);
        CREATE TABLE pages (document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE, number INTEGER NOT NULL,
            width INTEGER, height INTEGER, text_source TEXT, rotation REAL, PRIMARY KEY (document_id, number));
        CREATE TABLE fields (document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE, name TEXT NOT NULL,
            value TEXT NOT NULL, confidence REAL NOT NULL, page INTEGER, bbox TEXT, source TEXT NOT NULL, rule TEXT NOT NULL,
            PRIMARY KEY (document_id, name));
        CREATE TABLE items (document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE, position INTEGER NOT NULL,
            description TEXT NOT NULL, quantity TEXT, unit_price TEXT, total TEXT NOT NULL, confidence REAL,
            PRIMARY KEY (document_id, position));
        CREATE TABLE warnings (document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE, code TEXT NOT NULL,
            message TEXT NOT NULL, page INTEGER);
        CREATE TABLE corrections (id INTEGER PRIMARY KEY, document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            field TEXT NOT NULL, old_value TEXT, new_value TEXT NOT NULL, created_at TEXT NOT NULL);
        CREATE TABLE outbox (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
            last_error TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, done_at TEXT);
        CREATE INDEX outbox_pending ON outbox(kind) WHERE done_at IS NULL;
        CREATE TABLE filing_journal (file_path TEXT PRIMARY KEY, sha256 TEXT NOT NULL, record_json TEXT NOT NULL,
            vendor_key TEXT, created_at TEXT NOT NULL);
        PRAGMA user_version = 1;
        """
    static let version2 = "CREATE VIRTUAL TABLE search USING fts5(vendor, items, body, tokenize = 'trigram'); PRAGMA user_version = 2;"
    static let version3 = "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL); PRAGMA user_version = 3;"
    static let version4 = """
        ALTER TABLE documents ADD COLUMN duplicate_of INTEGER REFERENCES documents(id) ON DELETE SET NULL;
        ALTER TABLE documents ADD COLUMN not_duplicate INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE documents ADD COLUMN page_hash TEXT;
        CREATE INDEX documents_duplicate_of ON documents(duplicate_of);
        PRAGMA user_version = 4;
        """

    /// A library folder whose database is at `version` (1…4), holding one filed Hebrew receipt
    /// written with that version's SQL (with `search` text only from version 2 on).
    static func oldLibrary(version: Int, in scratch: ScratchFolder) throws -> URL {
        let root = scratch.path("old-v\(version)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("2025-01 January"), withIntermediateDirectories: true)
        let record = Fixtures.record(companyID: "516657939", invoiceNumber: "20865", items: ["חלב 3%", "לחם אחיד"],
                                     text: "מכולת המפיץ חשבונית מס קבלה חלב לחם", sha256: "feed")
        let json = String(decoding: try record.jsonData(), as: UTF8.self)
        let file = "2025-01 January/המפיץ_2025-01-14.pdf"
        try Data("%PDF-1.4 old\n%%EOF\n".utf8).write(to: root.appendingPathComponent(file))
        let queue = try DatabaseQueue(path: root.appendingPathComponent(ReceiptLibrary.databaseName).path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            for step in [version1, version2, version3, version4].prefix(version) { try db.execute(sql: step) }
            try db.execute(sql: "INSERT INTO vendors (key, display_name, company_id) VALUES ('company:516657939', 'המפיץ', '516657939')")
            try db.execute(sql: """
                INSERT INTO documents (sha256, source_path, media_type, file_path, month, status, confidence, review, category,
                                       category_source, vendor_id, language, full_text, record_json, created_at)
                VALUES ('feed', '/scans/in.png', 'image/png', ?, '2025-01', 'ok', 0.82, 'auto', 'groceries', 'extraction', 1, 'he', ?, ?,
                        '2025-03-03T10:00:00Z')
                """, arguments: [file, record.text, json])
            try db.execute(sql: "INSERT INTO pages (document_id, number, width, height, text_source, rotation) VALUES (1, 1, 1000, 2000, 'ocr', 0)")
            for (name, field) in record.fields {
                try db.execute(sql: "INSERT INTO fields (document_id, name, value, confidence, page, bbox, source, rule) VALUES (1, ?, ?, ?, 1, '1,2,3,4', 'ocr', ?)",
                               arguments: [name, field.value, field.confidence, field.rule])
            }
            for (position, item) in record.items.enumerated() {
                try db.execute(sql: "INSERT INTO items (document_id, position, description, total, confidence) VALUES (1, ?, ?, ?, ?)",
                               arguments: [position, item.description, item.total, item.confidence])
            }
            try db.execute(sql: "INSERT INTO corrections (document_id, field, old_value, new_value, created_at) VALUES (1, 'total', '117.0', '117.00', '2025-03-03T10:05:00Z')")
            if version >= 2 {
                try db.execute(sql: "INSERT INTO search (rowid, vendor, items, body) VALUES (1, 'המפיץ', ?, ?)",
                               arguments: [record.items.map(\.description).joined(separator: "\n"), record.text])
            }
            if version >= 3 { try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('sheet_headers', 'en')") }
        }
        return root
    }

    @Test(arguments: [1, 2, 3, 4])
    func aLibraryFromAnEarlierVersionOpensWithItsDataIntact(version: Int) throws {
        let scratch = try ScratchFolder()
        let root = try Self.oldLibrary(version: version, in: scratch)
        let library = try ReceiptLibrary(existing: root)

        let listed = try library.list()
        #expect(listed.map(\.id) == [1])
        let detail = try library.show(id: 1)
        #expect(detail.summary.record[.total]?.value == "117.00")
        #expect(detail.summary.record[.invoiceNumber]?.value == "20865")
        #expect(detail.summary.file == "2025-01 January/המפיץ_2025-01-14.pdf")
        #expect(detail.corrections.map(\.new) == ["117.00"])
        #expect(detail.summary.duplicateOf == nil)
        #expect(try library.sheetLanguage() == (version >= 3 ? .en : .he))
        // Search finds the old document by an item, in any version (version 1 had no search text:
        // the migration that makes the search table fills it from the documents).
        #expect(try library.list(DocumentFilter(search: "לחם")).map(\.id) == [1])
        #expect(try library.report().totals.map(\.documents) == [1])

        // Every migration is recorded once, and the old `user_version` is kept in step for an
        // older binary opening the file.
        let applied = try library.database.appliedMigrations()
        #expect(applied == Schema.migrator(trigram: library.database.hasTrigramSearch).migrations)
        #expect(try library.database.userVersion == applied.count)

        // The migrated library files on as usual, and the duplicate check sees the old document.
        let rescan = Fixtures.record(companyID: "516657939", invoiceNumber: "20865", sha256: "other bytes")
        let filed = try library.file(rescan, copy: Fixtures.pdf())
        #expect(filed.duplicateOf == 1)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("2025-01 January/המפיץ_2025-01-14.pdf").path))
    }

    @Test func openingTwiceRunsNoMigrationAgain() throws {
        let scratch = try ScratchFolder()
        let root = try Self.oldLibrary(version: 4, in: scratch)
        _ = try ReceiptLibrary(existing: root)
        let again = try ReceiptLibrary(existing: root)
        #expect(try again.list().count == 1)
        #expect(try again.database.appliedMigrations().count == Schema.migrator(trigram: true).migrations.count)
    }

    @Test func aNewLibraryHasEveryTableAndMigration() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let tables = try library.database.query("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0.text("name") }
        for table in ["documents", "fields", "items", "pages", "warnings", "vendors", "vendor_memory", "corrections", "outbox",
                      "filing_journal", "search", "settings", "grdb_migrations"] {
            #expect(tables.contains(table), "missing table \(table)")
        }
        #expect(try library.database.userVersion == 4)
    }
}
