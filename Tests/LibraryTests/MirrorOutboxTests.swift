// The outbox keeps work until it is done; the mirror's copies wait there while the mirror folder
// is missing and drain once it is back.

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct MirrorOutboxTests {
    @Test func mirrorCopiesWaitInTheOutboxAndDrainWhenTheMirrorComesBack() throws {
        let scratch = try ScratchFolder()
        let mirror = scratch.path("drive")   // not there yet: an unmounted cloud drive
        let library = try Fixtures.library(in: scratch, mirror: mirror)
        let filed = try library.file(Fixtures.record(), copy: Fixtures.pdf("mirrored"))
        try library.file(Fixtures.record(business: "רמי לוי"), copy: Fixtures.pdf())
        #expect(!FileManager.default.fileExists(atPath: mirror.path))
        let waiting = try library.pending(kind: ReceiptLibrary.mirrorCopyKind)
        #expect(Set(try waiting.map { try $0.decode(MirrorTask.self).path })
                == [filed.path, "2025-01 January/רמי-לוי_2025-01-14.pdf", "2025-01 January/summary.csv",
                    "2025-01 January/summary.xlsx"])
        #expect(waiting.allSatisfy { $0.attempts >= 1 && $0.lastError?.contains("mirror folder") == true })

        // The next run (a new process) finds the drive back.
        try FileManager.default.createDirectory(at: mirror, withIntermediateDirectories: true)
        let reopened = try Fixtures.library(in: scratch)
        let synced = try reopened.syncMirror()
        #expect(synced == MirrorSyncResult(copied: 4, removed: 0, pending: 0, lastError: nil))
        #expect(FileManager.default.fileExists(atPath: mirror.appendingPathComponent("2025-01 January/summary.xlsx").path))
        #expect(try reopened.pending(kind: ReceiptLibrary.mirrorCopyKind).isEmpty)
        #expect(try Data(contentsOf: mirror.appendingPathComponent(filed.path)) == Data("%PDF-1.4 mirrored\n%%EOF\n".utf8))
        let summary = try String(contentsOf: mirror.appendingPathComponent("2025-01 January/summary.csv"), encoding: .utf8)
        #expect(summary.contains("רמי לוי"))   // the summary as it is now, with both rows
    }

    @Test func aCorrectionThatRenamesAFileRemovesTheOldMirrorCopy() throws {
        let scratch = try ScratchFolder()
        let mirror = scratch.path("drive")
        try FileManager.default.createDirectory(at: mirror, withIntermediateDirectories: true)
        let library = try Fixtures.library(in: scratch, mirror: mirror)
        let filed = try library.file(Fixtures.record(business: "המפיצ"), copy: Fixtures.pdf())
        #expect(FileManager.default.fileExists(atPath: mirror.appendingPathComponent(filed.path).path))
        let corrected = try library.correct(id: filed.id, field: "business_name", value: "המפיץ")
        #expect(FileManager.default.fileExists(atPath: mirror.appendingPathComponent(corrected.path).path))
        #expect(!FileManager.default.fileExists(atPath: mirror.appendingPathComponent(filed.path).path))
    }

    @Test func theOutboxIsGeneric() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        struct Job: Codable, Equatable { var document: Int; var fields: [String] }
        let id = try library.enqueue(kind: "refiner", payload: Job(document: 7, fields: ["total"]))
        #expect(try library.enqueue(kind: "refiner", payload: Job(document: 7, fields: ["total"])) == id)
        try library.enqueue(kind: "other", payload: Data("{}".utf8))
        try library.fail(id: id, error: "offline")
        let pending = try library.pending(kind: "refiner")
        #expect(pending.count == 1)
        #expect(pending.first?.attempts == 1 && pending.first?.lastError == "offline")
        #expect(try pending.first?.decode(Job.self) == Job(document: 7, fields: ["total"]))
        try library.complete(id: id)
        #expect(try library.pending(kind: "refiner").isEmpty)
        #expect(try library.pendingCounts() == ["other": 1])
    }
}
