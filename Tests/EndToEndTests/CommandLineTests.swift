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
