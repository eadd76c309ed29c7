// The library's tables and their migrations, run by GRDB's `DatabaseMigrator`: each once, in order,
// in one transaction, recorded in the `grdb_migrations` table. Libraries made before the migrator
// counted their migrations in `PRAGMA user_version` (1: the tables, 2: search, 3: settings,
// 4: duplicates); `Database.migrate` records those as done before the migrator runs, and every
// migration still sets `user_version`, so an older binary opening a newer file migrates nothing.

internal import GRDB

enum Schema {
    /// The migrator: migration n (1-based) is the one `user_version` n stood for. Only ever append.
    static func migrator(trigram: Bool) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (index, (name, sql)) in migrations(trigram: trigram).enumerated() {
            migrator.registerMigration(name) { db in
                try db.execute(sql: sql)
                try db.execute(sql: "PRAGMA user_version = \(index + 1)")
            }
        }
        return migrator
    }

    /// The migrations' names and SQL, in order.
    static func migrations(trigram: Bool) -> [(name: String, sql: String)] {
        let sql: [String] = [
            """
            CREATE TABLE vendors (
                id INTEGER PRIMARY KEY,
                key TEXT NOT NULL UNIQUE,           -- company:<digits> or name:<normalised name>
                display_name TEXT,
                company_id TEXT
            );
            CREATE TABLE vendor_memory (
                vendor_id INTEGER NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
                field TEXT NOT NULL,                -- a field name or `category`
                value TEXT NOT NULL,
                updated_at TEXT NOT NULL,
                PRIMARY KEY (vendor_id, field)
            );
            CREATE TABLE documents (
                id INTEGER PRIMARY KEY,
                sha256 TEXT NOT NULL UNIQUE,
                source_path TEXT NOT NULL,
                media_type TEXT,
                file_path TEXT NOT NULL UNIQUE,     -- relative to the library folder
                month TEXT NOT NULL,                -- yyyy-mm
                status TEXT NOT NULL,               -- ok | error
                confidence REAL,
                review TEXT,                        -- auto | review | manual
                approved_at TEXT,
                category TEXT,
                category_source TEXT,               -- extraction | correction
                vendor_id INTEGER REFERENCES vendors(id),
                language TEXT,
                full_text TEXT NOT NULL DEFAULT '',
                record_json TEXT NOT NULL,          -- the record as filed (corrections applied)
                created_at TEXT NOT NULL
            );
            CREATE INDEX documents_month ON documents(month);
            CREATE TABLE pages (
                document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
                number INTEGER NOT NULL,
                width INTEGER, height INTEGER, text_source TEXT, rotation REAL,
                PRIMARY KEY (document_id, number)
            );
            CREATE TABLE fields (
                document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                value TEXT NOT NULL,
                confidence REAL NOT NULL,
                page INTEGER,
                bbox TEXT,                          -- x0,y0,x1,y1
                source TEXT NOT NULL,
                rule TEXT NOT NULL,
                PRIMARY KEY (document_id, name)
            );
            CREATE TABLE items (
                document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                description TEXT NOT NULL,
                quantity TEXT, unit_price TEXT, total TEXT NOT NULL, confidence REAL,
                PRIMARY KEY (document_id, position)
            );
            CREATE TABLE warnings (
                document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
                code TEXT NOT NULL, message TEXT NOT NULL, page INTEGER
            );
            CREATE TABLE corrections (
                id INTEGER PRIMARY KEY,
                document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
                field TEXT NOT NULL,
                old_value TEXT,
                new_value TEXT NOT NULL,
                created_at TEXT NOT NULL
            );
            CREATE TABLE outbox (
                id INTEGER PRIMARY KEY,
                kind TEXT NOT NULL,
                payload TEXT NOT NULL,              -- JSON
                attempts INTEGER NOT NULL DEFAULT 0,
                last_error TEXT,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL,
                done_at TEXT
            );
            CREATE INDEX outbox_pending ON outbox(kind) WHERE done_at IS NULL;
            -- Written before a file is copied into a month folder, removed when its document row is
            -- committed: after a crash in between, `library check` re-registers the file from it.
            CREATE TABLE filing_journal (
                file_path TEXT PRIMARY KEY,
                sha256 TEXT NOT NULL,
                record_json TEXT NOT NULL,
                vendor_key TEXT,
                created_at TEXT NOT NULL
            );
            """,
            (trigram
                ? "CREATE VIRTUAL TABLE search USING fts5(vendor, items, body, tokenize = 'trigram');"
                : "CREATE TABLE search (vendor TEXT, items TEXT, body TEXT);")
                // A file left at version 1 already has documents: they become searchable too.
                + """
                INSERT INTO search (rowid, vendor, items, body)
                SELECT d.id,
                       COALESCE((SELECT value FROM fields f WHERE f.document_id = d.id AND f.name = 'business_name'), ''),
                       COALESCE((SELECT group_concat(description, char(10)) FROM
                                 (SELECT description FROM items i WHERE i.document_id = d.id ORDER BY position)), ''),
                       d.full_text
                FROM documents d;
                """,
            "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);",
            // Duplicates (issue 27): the document this one duplicates, a person's "not a duplicate",
            // and the first page's perceptual hash (64 hex digits) to find rescans.
            """
            ALTER TABLE documents ADD COLUMN duplicate_of INTEGER REFERENCES documents(id) ON DELETE SET NULL;
            ALTER TABLE documents ADD COLUMN not_duplicate INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE documents ADD COLUMN page_hash TEXT;
            CREATE INDEX documents_duplicate_of ON documents(duplicate_of);
            """,
        ]
        let names = ["1 tables", "2 search", "3 settings", "4 duplicates"]
        return Array(zip(names, sql))
    }

    /// Brings `database` to the newest version.
    /// - Throws: `LibraryError.database`.
    static func migrate(_ database: Database) throws {
        let migrator = migrator(trigram: database.hasTrigramSearch)
        try database.migrate(with: migrator, countedByUserVersion: migrator.migrations)
    }
}
