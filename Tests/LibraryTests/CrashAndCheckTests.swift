// A crash between copying and recording (simulated by the injected failure point) leaves a state
// `check` reports and `check(repair:)` repairs, and the input can then be filed again without a duplicate.

import DocumentModel
import Foundation
import Ingest
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

    /// A library whose filing of `record` (with the PDF `bytes`) stopped after writing its copy.
    private static func filingKilledAfterItsCopy(in scratch: ScratchFolder) throws -> (ReceiptLibrary, DocumentRecord, Data) {
        let library = try Fixtures.library(in: scratch)
        let bytes = Data("%PDF-1.4 killed\n%%EOF\n".utf8)
        let record = Fixtures.record(sha256: Checksum.sha256(bytes))
        library.crashAfter = .copy
        #expect(throws: LibraryError.self) { try library.file(record, copy: .pdf(bytes)) }
        library.crashAfter = nil
        return (library, record, bytes)
    }

    @Test func aKilledFilingIsFinishedWhenTheInputIsFiledAgainWithoutACheck() throws {
        let scratch = try ScratchFolder()
        let (library, record, bytes) = try Self.filingKilledAfterItsCopy(in: scratch)

        let again = try library.file(record, copy: .pdf(bytes))
        #expect(again.path == "2025-01 January/המפיץ_2025-01-14.pdf" && !again.alreadyFiled)
        let folder = library.root.appendingPathComponent("2025-01 January").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".pdf") }.count == 1)
        #expect(try library.list().count == 1)
        #expect(try library.check(repair: false).isConsistent)
    }

    @Test func aKilledFilingOfAnImageIsFinishedNotFiledTwice() throws {
        // An image input is stored as a PDF made for it: the copy's bytes are not the input's.
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let record = Fixtures.record(sha256: Checksum.sha256(Data("a PNG scan".utf8)))
        library.crashAfter = .copy
        #expect(throws: LibraryError.self) { try library.file(record, copy: .pdf(Data("%PDF-1.4 made\n%%EOF\n".utf8))) }
        library.crashAfter = nil

        // Made again on the next run (a made PDF need not come out byte for byte the same).
        let again = try library.file(record, copy: .pdf(Data("%PDF-1.4 made again\n%%EOF\n".utf8)))
        #expect(again.path == "2025-01 January/המפיץ_2025-01-14.pdf" && !again.alreadyFiled)
        let folder = library.root.appendingPathComponent("2025-01 January").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".pdf") }.count == 1)
        #expect(try library.list().count == 1)
        #expect(try library.check(repair: false).isConsistent)
    }

    @Test func aKilledFilingsCopyOfBytesFiledSinceIsRemovedByRepair() throws {
        let scratch = try ScratchFolder()
        let (library, record, _) = try Self.filingKilledAfterItsCopy(in: scratch)
        // What a version that did not finish journalled filings left: the same bytes filed again as _2.
        let unfinished = "2025-01 January/המפיץ_2025-01-14.pdf", filed = "2025-01 January/המפיץ_2025-01-14_2.pdf"
        try FileManager.default.copyItem(at: library.root.appendingPathComponent(unfinished), to: library.root.appendingPathComponent(filed))
        _ = try library.insertDocument(record, path: filed, month: "2025-01", vendorKey: nil, categorySource: "extraction")

        let repaired = try library.check(repair: true)
        #expect(repaired.repairs == ["removed \(unfinished), an unfinished second copy of \(filed)"])
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent(unfinished).path))
        #expect(try library.check(repair: false).isConsistent)
    }

    @Test func aStrayCopyOfAFiledDocumentIsReportedNotRegistered() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let bytes = Data("%PDF-1.4 filed\n%%EOF\n".utf8)
        let filed = try library.file(Fixtures.record(sha256: Checksum.sha256(bytes)), copy: .pdf(bytes))
        let stray = "2025-01 January/copy.pdf"
        try bytes.write(to: library.root.appendingPathComponent(stray))

        let result = try library.check(repair: true)
        #expect(result.unregisteredFiles == [stray])
        #expect(result.copiesOfFiled == [stray: filed.path])
        #expect(result.repairs.isEmpty && !result.isConsistent)
        #expect(try library.list().count == 1)
        #expect(FileManager.default.fileExists(atPath: library.root.appendingPathComponent(stray).path))
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
