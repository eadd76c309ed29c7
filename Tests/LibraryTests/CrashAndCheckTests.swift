// A crash between copying and recording (simulated by the injected failure point) leaves a state
// `check` reports and `check(repair:)` repairs, and the input can then be filed again without a duplicate.

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct CrashAndCheckTests {
    @Test func aCrashBetweenCopyAndRecordIsRepairedFromTheJournal() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let record = Fixtures.record(sha256: "crash-1")
        library.crashAfter = .copy
        #expect(throws: LibraryError.simulatedCrash(step: "copy")) { try library.file(record, copy: Fixtures.pdf()) }
        library.crashAfter = nil

        let path = "2025-01 January/המפיץ_2025-01-14.pdf"
        #expect(FileManager.default.fileExists(atPath: library.root.appendingPathComponent(path).path))
        #expect(try library.list().isEmpty)
        let found = try library.check(repair: false)
        #expect(found.unregisteredFiles == [path])
        #expect(!found.isConsistent)

        let repaired = try library.check(repair: true)
        #expect(repaired.repairs == ["registered \(path)"])
        let rows = try library.list()
        #expect(rows.count == 1)
        #expect(rows.first?.record[.total]?.value == "117.00")
        #expect(try library.check(repair: false).isConsistent)
        let again = try library.file(record, copy: Fixtures.pdf())
        #expect(again.alreadyFiled && again.path == path)
        let summary = try String(contentsOf: library.root.appendingPathComponent("2025-01 January/summary.csv"), encoding: .utf8)
        #expect(summary.contains("המפיץ_2025-01-14.pdf"))
    }

    @Test func aCrashBeforeTheCopyIsDroppedAndTheInputFilesAgain() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        library.crashAfter = .journal
        #expect(throws: LibraryError.self) { try library.file(Fixtures.record(sha256: "early"), copy: Fixtures.pdf()) }
        library.crashAfter = nil
        let found = try library.check(repair: true)
        #expect(found.abandonedFilings == ["2025-01 January/המפיץ_2025-01-14.pdf"])
        #expect(try library.check(repair: false).isConsistent)
        let result = try library.file(Fixtures.record(sha256: "early"), copy: Fixtures.pdf())
        #expect(result.path == "2025-01 January/המפיץ_2025-01-14.pdf" && !result.alreadyFiled)
    }

    @Test func aStrayFileIsRegisteredForManualEntryAndAMissingFileIsReported() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let filed = try library.file(Fixtures.record(), copy: Fixtures.pdf())
        try FileManager.default.removeItem(at: library.root.appendingPathComponent(filed.path))
        let stray = library.root.appendingPathComponent("2025-02 February/dropped.pdf")
        try FileManager.default.createDirectory(at: stray.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("%PDF stray".utf8).write(to: stray)
        try Data("half".utf8).write(to: library.root.appendingPathComponent("2025-02 February/.rv-library-123"))

        let result = try library.check(repair: true)
        #expect(result.missingFiles == [filed.path])
        #expect(result.unregisteredFiles == ["2025-02 February/dropped.pdf"])
        #expect(result.temporaryFiles == ["2025-02 February/.rv-library-123"])
        #expect(!result.isConsistent)   // the missing file cannot be repaired, only reported
        let stored = try library.list(DocumentFilter(month: "2025-02"))
        #expect(stored.map(\.reviewStatus) == ["manual"])
        #expect(stored.first?.record.warnings.map(\.code) == ["registered_by_check"])
    }
}
