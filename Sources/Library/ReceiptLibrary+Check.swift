// `library check`: compares the month folders with the database. A file without a row (a crash
// between copying and recording) is re-registered from the filing journal, or, when the journal has
// nothing, registered as a document for manual entry, unless it holds a filed document's bytes (then
// it is only reported, for a person to remove); a row without its file is only reported: the copy
// must be restored by hand (from the original input or a backup).

import DocumentModel
import Foundation
import Ingest

/// What `check` found and, with `repair`, did.
public struct LibraryCheckResult: Sendable, Equatable {
    /// Files in month folders that no document row describes.
    public var unregisteredFiles: [String] = []
    /// Of those, the ones no filing left (no journal entry) that hold the bytes of a filed document,
    /// with that document's file: `repair` leaves them to a person.
    public var copiesOfFiled: [String: String] = [:]
    /// Document rows whose file is missing.
    public var missingFiles: [String] = []
    /// Journal entries of filings that stopped before their file was written.
    public var abandonedFilings: [String] = []
    /// Temporary files left by a killed write.
    public var temporaryFiles: [String] = []
    /// What `repair` did, one line per action.
    public var repairs: [String] = []
    /// `PRAGMA integrity_check`'s answer when it is not `ok`.
    public var integrityProblems: [String] = []

    /// True when nothing is wrong (repairs made count as fixed).
    public var isConsistent: Bool { missingFiles.isEmpty && integrityProblems.isEmpty && unrepaired == 0 }
    /// Problems found that `repair` did not fix.
    public var unrepaired: Int {
        unregisteredFiles.count + abandonedFilings.count + temporaryFiles.count - repairs.count
    }
}

extension ReceiptLibrary {
    /// Checks that every PDF in the month folders has a document row and every row its file;
    /// with `repair`, registers unrecorded files, drops abandoned journal entries, removes temporary
    /// files and rewrites the summaries.
    /// - Throws: `LibraryError` when the database cannot be read or a repair cannot be written.
    public func check(repair: Bool) throws -> LibraryCheckResult {
        var result = LibraryCheckResult()
        let problems = try database.query("PRAGMA integrity_check").compactMap { $0.text("integrity_check") }
        result.integrityProblems = problems.filter { $0 != "ok" }

        let recorded = Set(try database.query("SELECT file_path FROM documents").compactMap { $0.text("file_path") })
        let onDisk = monthFolderPDFs()
        result.missingFiles = recorded.subtracting(onDisk).sorted()
        result.unregisteredFiles = onDisk.subtracting(recorded).sorted()
        for path in result.unregisteredFiles where try journalEntry(path) == nil {
            if let filed = try document(sha256: sha256(of: path)) { result.copiesOfFiled[path] = filed.path }
        }
        result.abandonedFilings = try database.query("SELECT file_path FROM filing_journal").compactMap { $0.text("file_path") }
            .filter { !onDisk.contains($0) }.sorted()
        result.temporaryFiles = temporaryFiles()
        guard repair else { return result }

        var months = Set<String>()
        for path in result.unregisteredFiles {
            guard result.copiesOfFiled[path] == nil else { continue }
            let (month, done) = try register(path)
            months.insert(month)
            result.repairs.append(done)
        }
        for path in result.abandonedFilings {
            try endJournalEntry(path)
            result.repairs.append("dropped the unfinished filing of \(path) (file the input again)")
        }
        for path in result.temporaryFiles where (try? FileManager.default.removeItem(at: url(path))) != nil {
            result.repairs.append("removed \(path)")
        }
        for month in months.sorted() { try monthChanged(month, files: []) }
        return result
    }

    /// Registers a file found on disk: from its journal entry when there is one, else as a
    /// document for manual entry (no fields, review `manual`). A journalled copy of bytes filed
    /// since under another name (a killed filing whose input was filed again by an older version)
    /// is removed instead. Returns its month and what was done.
    private func register(_ path: String) throws -> (month: String, repair: String) {
        let month = String(path.prefix(7))
        let sha256 = try sha256(of: path)
        if let entry = try journalEntry(path) {
            // The document's identity is its input's sha256, the journal's: a PDF made for an image
            // input has bytes of its own.
            guard let filed = try document(sha256: entry.text("sha256") ?? sha256) else {
                _ = try completeFiling(entry, path: path)
                return (month, "registered \(path)")
            }
            do { try FileManager.default.removeItem(at: url(path)) } catch {
                throw LibraryError.cannotWrite(path: url(path).path, reason: error.fileSystemReason)
            }
            try endJournalEntry(path)
            return (month, "removed \(path), an unfinished second copy of \(filed.path)")
        }
        let warning = RecordWarning(code: "registered_by_check",
                                    message: "\(path) was found in the library without a record; enter its fields by hand")
        let record = DocumentRecord(status: .ok, source: .init(path: url(path).path, sha256: sha256, mediaType: "application/pdf"),
                                    review: .manual, warnings: [warning])
        _ = try database.transaction {
            try insertDocument(record, path: path, month: month, vendorKey: nil, categorySource: "extraction")
        }
        return (month, "registered \(path)")
    }

    /// The filing journal's entry for `path`, if a filing of it is unfinished.
    private func journalEntry(_ path: String) throws -> Row? {
        try database.query("SELECT * FROM filing_journal WHERE file_path = ?", [.text(path)]).first
    }

    /// The sha256 of the file at `path` in the library.
    private func sha256(of path: String) throws -> String {
        guard let sha256 = Checksum.sha256(ofFileAt: FileSystemPath(url(path))) else {
            throw LibraryError.cannotRead(path: url(path).path, reason: "cannot compute its sha256")
        }
        return sha256
    }

    /// PDFs in `yyyy-mm …` folders, relative to the library.
    private func monthFolderPDFs() -> Set<String> {
        var paths = Set<String>()
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for folder in folders where Self.isMonthFolder(folder) {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
            for file in files where file.lowercased().hasSuffix(".pdf") && !file.hasPrefix(PrivateFiles.temporaryPrefix) {
                paths.insert("\(folder)/\(file)")
            }
        }
        return paths
    }

    private func temporaryFiles() -> [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return folders.filter(Self.isMonthFolder).flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? [])
                .filter { $0.hasPrefix(PrivateFiles.temporaryPrefix) }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    /// `2025-01 January`.
    static func isMonthFolder(_ name: String) -> Bool {
        let month = name.prefix(7)
        return month.count == 7 && month.dropFirst(4).first == "-" && month.filter(\.isNumber).count == 6
            && name == FilingName.folderName(month: String(month))
    }
}
