import DocumentModel
import Foundation
import Testing

/// Runs the real `receiptvault` binary, kills it with SIGKILL at random points, and checks that
/// reruns end with exactly one complete record per input and no partial files.
@Suite(.serialized) struct CrashResumeTests {
    static let binary: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/receiptvault")

    private func launch(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs the command `kills` times, each killed with SIGKILL after a random 50 ms … `latestKill` µs,
    /// then once to the end; returns the finished process.
    private func killRepeatedlyThenFinish(_ arguments: [String], kills: Int, latestKill: UInt32) throws -> Process {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<kills {
            let process = try launch(arguments)
            usleep(UInt32.random(in: 50_000...latestKill, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let final = try launch(arguments)
        final.waitUntilExit()
        return final
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func killedBatchesResumeWithoutDuplicatesOrPartialFiles() throws {
        let root = try SampleDocuments.batchFolder(documents: 12)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try SampleDocuments.temporaryFolder("out")
        defer { try? FileManager.default.removeItem(at: output) }
        let final = try killRepeatedlyThenFinish(["batch", root.path, "--out", output.path, "--jobs", "2"],
                                                 kills: 8, latestKill: 900_000)
        #expect(final.terminationStatus == 2, "some inputs are bad files: exit code 2")

        let files = (FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String] ?? [])
            .filter { !$0.hasSuffix("/") && !["a", "b", "b/c"].contains($0) }
        #expect(!files.contains { $0.contains(".rvtmp") }, "no temporary files remain")
        #expect(files.count == 14, "one record per input: \(files.sorted())")
        for file in files {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let record = try JSONDecoder().decode(DocumentRecord.self, from: data)
            #expect(record.source.sha256 != nil)
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func killedBatchesFilingIntoALibraryLeaveItConsistent() throws {
        let root = try SampleDocuments.batchFolder(documents: 9)
        defer { try? FileManager.default.removeItem(at: root) }
        let library = try SampleDocuments.temporaryFolder("library")
        defer { try? FileManager.default.removeItem(at: library) }
        _ = try killRepeatedlyThenFinish(["batch", root.path, "--library", library.path, "--jobs", "2"],
                                         kills: 6, latestKill: 1_200_000)
        let repair = try launch(["library", "check", "--repair", "--library", library.path])
        repair.waitUntilExit()
        let check = try launch(["library", "check", "--library", library.path])
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "the library passes its consistency check")

        // One record per input, and one filed PDF per distinct good document (same bytes file once).
        let records = (FileManager.default.enumerator(atPath: library.appendingPathComponent("records").path)?
            .allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        #expect(records.count == 11)
        var goodHashes: Set<String> = []
        for path in records {
            let record = try JSONDecoder().decode(DocumentRecord.self, from: Data(contentsOf: library.appendingPathComponent("records/" + path)))
            if record.status == .ok, let sha = record.source.sha256 { goodHashes.insert(sha) }
        }
        let filed = (FileManager.default.enumerator(atPath: library.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".pdf") && !$0.hasPrefix("records/") }
        #expect(filed.count == goodHashes.count, "filed: \(filed.sorted())")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func jsonlStreamsOneLinePerDocument() throws {
        let root = try SampleDocuments.batchFolder(documents: 3)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try SampleDocuments.temporaryFolder("out")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["batch", root.path, "--out", output.path, "--jsonl", "--jobs", "2"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 5)
        for line in lines {
            let record = try JSONDecoder().decode(DocumentRecord.self, from: Data(line.utf8))
            #expect(record.schemaVersion == DocumentRecord.schemaVersion)
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func usageErrorsHaveTheirOwnExitCode() throws {
        let process = try launch(["batch", "/nonexistent-folder", "--out", "/tmp/x"])
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
    }
}
