// The `receiptvault` binary as a user meets it: reading commands never create a library, and the
// command line's manners (issue 27, findings 4 and 6).

import Foundation
import Testing

@Suite struct CommandLineTests {
    static let binary = CrashResumeTests.binary

    /// Runs the binary to the end; its exit status, standard output and standard error.
    static func run(_ arguments: [String], input: Data? = nil, in folder: URL? = nil,
                    environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let input {
            inPipe.fileHandleForWriting.write(input)
            try inPipe.fileHandleForWriting.close()
        }
        // Read both pipes while it runs (a full pipe would block it).
        let errData = LockedData()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errData.isSet { usleep(1000) }
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData.value, as: UTF8.self))
    }

    /// Issue 27, finding 4: `list --library typo-lib` created an empty library and said "0 documents".
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
    func readingCommandsNeverCreateALibrary() throws {
        let parent = try SampleDocuments.temporaryFolder("typo")
        defer { try? FileManager.default.removeItem(at: parent) }
        let missing = parent.appendingPathComponent("typo-lib")
        for arguments in [["list"], ["show", "1"], ["report"], ["export"], ["library", "check"]] {
            let result = try Self.run(arguments + ["--library", missing.path])
            #expect(result.status == 1, "\(arguments)")
            #expect(result.err.contains(missing.path) && result.err.contains("no receipt library"), "\(arguments): \(result.err)")
            #expect(!FileManager.default.fileExists(atPath: missing.path), "\(arguments) created the library")
        }
    }
}

/// Bytes handed from a reader thread.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
}

/// Issue 27, finding 6: the command line's manners.
@Suite struct CommandLineMannersTests {
    static let binary = CommandLineTests.binary
    static let corpus = LibraryFilingTests.corpus
    static let scan = corpus.appendingPathComponent("he-0001-clean_scan.png")
    static let ready = FileManager.default.isExecutableFile(atPath: binary.path)
        && FileManager.default.fileExists(atPath: scan.path)
    private func run(_ arguments: [String], input: Data? = nil) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests.run(arguments, input: input)
    }

    @Test(.enabled(if: ready)) func versionHelpExitCodesAndCompletion() throws {
        let version = try run(["--version"])
        #expect(version.status == 0 && version.out.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        #expect(try run(["doctor"]).out.contains(version.out.trimmingCharacters(in: .whitespacesAndNewlines)))
        let help = try run(["--help"]).out
        for code in ["0 ", "1 ", "2 ", "64 ", "130 "] { #expect(help.contains("\n  \(code)"), "exit code \(code) in --help") }
        let batchHelp = try run(["batch", "--help"]).out
        let jobs = try #require(batchHelp.range(of: "-j, --jobs").map { batchHelp[$0.lowerBound...] }
            .flatMap { text in text.range(of: "\n  -")
            .map { String(text[..<$0.lowerBound]) } })
        #expect(jobs.components(separatedBy: "default").count == 2, "--jobs says its default once: \(jobs)")
        #expect(batchHelp.contains("-j, --jobs") && batchHelp.contains("-o, --out") && batchHelp.contains("-q, --quiet")
                && batchHelp.contains("-v, --verbose") && batchHelp.contains("-l, --library"))
        for command in ["list", "show", "report", "export"] {
            let text = try run([command, "--help"]).out
            #expect(!text.contains("--mirror") && text.contains("-l, --library"), "\(command)")
        }
        #expect(try run(["list", "--no-such-option"]).status == 64)
        let completion = try run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0 && completion.out.contains("receiptvault"))
    }

    @Test(.enabled(if: ready)) func notFoundIsOneAndUsageIsSixtyFour() throws {
        let library = try SampleDocuments.temporaryFolder("manners-library")
        defer { try? FileManager.default.removeItem(at: library) }
        #expect(try run(["file", "-q", Self.scan.path, "-l", library.path]).status == 0)
        let missing = try run(["show", "99", "-l", library.path])
        #expect(missing.status == 1 && missing.err.contains("no document has id 99"))
        #expect(try run(["show", "not-a-number", "-l", library.path]).status == 64)
        #expect(try run(["list", "-l", library.path]).out.contains("ILS"))
    }

    @Test(.enabled(if: ready)) func extractTakesSeveralFilesAndStandardInput() throws {
        let result = try run(["extract", "-", Self.scan.path], input: try Data(contentsOf: Self.scan))
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("\"path\":\"-\"") == true && lines.last?.contains("he-0001-clean_scan.png") == true)
        #expect(lines.first?.contains("\"total\"") == true)
    }

    @Test(.enabled(if: ready)) func anEmptyFolderGetsAWord() throws {
        let empty = try SampleDocuments.temporaryFolder("empty-batch")
        defer { try? FileManager.default.removeItem(at: empty) }
        let output = try SampleDocuments.temporaryFolder("empty-out")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try run(["batch", empty.path, "-o", output.path, "-j", "1"])
        #expect(result.status == 0 && result.err.contains("nothing to read: no documents under"))
    }

    /// A records folder that cannot be made stops the batch before any document is read (it used to
    /// read them all and fail every record), and `eval` on a folder without labels says so.
    @Test(.enabled(if: ready)) func aRecordsFolderThatCannotBeMadeOrAFolderWithoutLabelsStopsAtOnce() throws {
        let folder = try SampleDocuments.temporaryFolder("unwritable-out")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.scan, to: folder.appendingPathComponent("scan.png"))
        let file = folder.appendingPathComponent("a-file")
        try Data("not a folder".utf8).write(to: file)
        let onAFile = try run(["batch", folder.path, "-o", file.path, "-j", "1"])
        #expect(onAFile.status == 64 && onAFile.err.contains("is a file, not a folder"), "\(onAFile.err)")
        let underAFile = try run(["batch", folder.path, "-o", file.appendingPathComponent("records").path, "-j", "1"])
        #expect(underAFile.status == 1 && underAFile.err.contains("cannot make the records folder")
                && underAFile.err.contains("Not a directory"), "\(underAFile.err)")
        #expect(!underAFile.err.contains("1/1 documents"), "a document was read: \(underAFile.err)")
        let unlabelled = try run(["eval", folder.path, "-j", "1"])
        #expect(unlabelled.status == 1 && unlabelled.err.contains("no labelled documents in"), "\(unlabelled.err)")
    }

    @Test(.enabled(if: ready)) func ctrlCSaysHowToResume() throws {
        let folder = try SampleDocuments.temporaryFolder("interrupt")
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<6 {
            try FileManager.default.copyItem(at: Self.scan, to: folder.appendingPathComponent("scan-\(index).png"))
            try Data(try Data(contentsOf: Self.scan) + Data([UInt8(index)])).write(to: folder.appendingPathComponent("scan-\(index)b.png"))
        }
        let output = try SampleDocuments.temporaryFolder("interrupt-out")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["batch", folder.path, "-o", output.path, "-j", "1"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        usleep(1_500_000)
        kill(process.processIdentifier, SIGINT)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(text.contains("interrupted — rerun the same command to resume"), "\(text)")
        let rerun = try run(["batch", folder.path, "-o", output.path, "-j", "2", "-q"])
        #expect(rerun.status == 0 && rerun.err.isEmpty, "\(rerun.err)")
    }
}
