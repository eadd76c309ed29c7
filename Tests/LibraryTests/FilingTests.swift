// Filing: month folders and names, collisions, refiling the same content, originals untouched.

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct FilingTests {
    @Test func filesIntoTheMonthFolderUnderTheBusinessNameAndDate() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let copy = Fixtures.pdf("one")
        let result = try library.file(Fixtures.record(), copy: copy)
        #expect(result.path == "2025-01 January/המפיץ_2025-01-14.pdf")
        #expect(!result.alreadyFiled)
        let stored = library.root.appendingPathComponent(result.path)
        #expect(try Data(contentsOf: stored) == Data("%PDF-1.4 one\n%%EOF\n".utf8))
        #expect(Fixtures.permissions(stored) == 0o600)
        #expect(Fixtures.permissions(stored.deletingLastPathComponent()) == 0o700)
        #expect(Fixtures.permissions(library.root.appendingPathComponent("library.sqlite")) == 0o600)
        #expect(try library.list().map(\.id) == [result.id])
    }

    @Test func aNameClashGetsANumberedSuffix() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let paths = try (0..<3).map { _ in try library.file(Fixtures.record(), copy: Fixtures.pdf()).path }
        #expect(paths == ["2025-01 January/המפיץ_2025-01-14.pdf", "2025-01 January/המפיץ_2025-01-14_2.pdf",
                          "2025-01 January/המפיץ_2025-01-14_3.pdf"])
    }

    @Test func aFileAlreadyOnDiskIsNeverOverwritten() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let foreign = library.root.appendingPathComponent("2025-01 January/המפיץ_2025-01-14.pdf")
        try FileManager.default.createDirectory(at: foreign.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign)
        let result = try library.file(Fixtures.record(), copy: Fixtures.pdf())
        #expect(result.path == "2025-01 January/המפיץ_2025-01-14_2.pdf")
        #expect(try Data(contentsOf: foreign) == Data("mine".utf8))
    }

    @Test func theSameContentFiledTwiceIsRecognised() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let record = Fixtures.record(sha256: "abc123")
        let first = try library.file(record, copy: Fixtures.pdf("a"))
        let second = try library.file(record, copy: Fixtures.pdf("a"))
        #expect(second.alreadyFiled)
        #expect(second.id == first.id && second.path == first.path)
        let folder = library.root.appendingPathComponent("2025-01 January")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["summary.csv", "summary.xlsx", "המפיץ_2025-01-14.pdf"])
    }

    @Test func aPDFInputIsCopiedByteForByteAndLeftInPlace() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let input = scratch.path("scan.pdf")
        let bytes = Data("%PDF-1.7 original bytes\n%%EOF\n".utf8)
        try bytes.write(to: input)
        let before = try FileManager.default.attributesOfItem(atPath: input.path)[.modificationDate] as? Date
        let result = try library.file(Fixtures.record(sha256: nil), copy: .original(input))
        #expect(try Data(contentsOf: input) == bytes)
        #expect(try FileManager.default.attributesOfItem(atPath: input.path)[.modificationDate] as? Date == before)
        #expect(try Data(contentsOf: library.root.appendingPathComponent(result.path)) == bytes)
        // Refiling the same bytes is recognised through the sha256 the library computed.
        #expect(try library.file(Fixtures.record(sha256: nil), copy: .original(input)).alreadyFiled)
    }

    @Test func anInputThatChangedSinceItWasReadIsRefused() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let input = scratch.path("scan.pdf")
        try Data("%PDF new".utf8).write(to: input)
        #expect(throws: LibraryError.changedSinceReading(path: input.path)) {
            try library.file(Fixtures.record(sha256: "0000"), copy: .original(input))
        }
    }

    @Test func unknownBusinessOrDateUsesTheScanTimeAndMonth() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let noName = try library.file(Fixtures.record(business: nil), copy: Fixtures.pdf())
        let noDate = try library.file(Fixtures.record(date: nil), copy: Fixtures.pdf())
        let stamp = FilingName.stamp(Date(timeIntervalSince1970: 1_741_000_000))
        #expect(noName.path == "2025-03 March/receipt_\(stamp).pdf")
        #expect(noDate.path == "2025-03 March/receipt_\(stamp)_2.pdf")
    }

    @Test func failedRecordsAreNotFiled() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let failed = DocumentRecord.failure(source: .init(path: "bad.jpg"), code: "corrupt_file", message: "bad.jpg: corrupt")
        #expect(throws: LibraryError.self) { try library.file(failed, copy: Fixtures.pdf()) }
        #expect(try library.list().isEmpty)
    }

    @Test func reopeningKeepsTheSchemaVersionAndTheDocuments() throws {
        let scratch = try ScratchFolder()
        let id = try Fixtures.library(in: scratch).file(Fixtures.record(), copy: Fixtures.pdf()).id
        let reopened = try Fixtures.library(in: scratch)
        #expect(try reopened.database.userVersion == Schema.migrations(trigram: true).count)
        #expect(try reopened.show(id: id).summary.record[.businessName]?.value == "המפיץ")
    }
}

/// Issue 27, finding 4: a reading command opened a typo's path and created an empty library there.
@Suite struct ExistingLibraryTests {
    @Test func openingAMissingLibraryForReadingNamesItAndCreatesNothing() throws {
        let scratch = try ScratchFolder()
        let missing = scratch.path("typo-lib")
        #expect(throws: LibraryError.noLibrary(path: missing.path)) { try ReceiptLibrary(existing: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        #expect(LibraryError.noLibrary(path: missing.path).description.contains(missing.path))
        let created = try Fixtures.library(in: scratch)
        try created.file(Fixtures.record(), copy: Fixtures.pdf())
        #expect(try ReceiptLibrary(existing: created.root).list().count == 1)
    }
}

/// The database on GRDB: a pool whose readers run concurrently with each other and the writer.
@Suite struct DatabasePoolTests {
    @Test func readersRunConcurrentlyWhileTheLibraryFiles() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        try library.file(Fixtures.record(), copy: Fixtures.pdf())
        let readers = library.database.readers
        let counts = LockedCounts()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let count = try? readers.read { reader in
                try reader.query("SELECT count(*) AS n FROM documents").first?.integer("n")
            }
            counts.add(count ?? nil)
        }
        #expect(counts.values.count == 8 && counts.values.allSatisfy { $0 == 1 })
        try library.file(Fixtures.record(business: "רמי לוי"), copy: Fixtures.pdf())
        #expect(try readers.read { try $0.query("SELECT count(*) AS n FROM documents").first?.integer("n") } == 2)
    }
}

final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int64?] = []
    func add(_ value: Int64?) { lock.withLock { stored.append(value) } }
    var values: [Int64?] { lock.withLock { stored } }
}
