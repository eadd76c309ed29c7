// A file-system error says why in the system's words, not "The operation could not be completed".

import DocumentModel
import Foundation
import Testing

@Suite struct FileSystemReasonTests {
    @Test func aFolderUnderAFileSaysNotADirectory() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reason-\(UUID().uuidString)")
        try Data("a file".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try FileManager.default.createDirectory(at: file.appendingPathComponent("sub"), withIntermediateDirectories: true)
            Issue.record("a folder was made under a file")
        } catch {
            #expect(error.fileSystemReason == "Not a directory")
        }
        do {
            _ = try Data(contentsOf: file.appendingPathComponent("missing"))
            Issue.record("a file under a file was read")
        } catch {
            #expect(error.fileSystemReason == "Not a directory")
        }
    }

    @Test func aPOSIXErrorAndAnyOtherErrorSayTheirOwn() {
        #expect(POSIXError(.EACCES).fileSystemReason == "Permission denied")
        struct Other: LocalizedError { var errorDescription: String? { "something else" } }
        #expect(Other().fileSystemReason == "something else")
    }
}
