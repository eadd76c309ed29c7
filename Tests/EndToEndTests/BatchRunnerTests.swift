import DocumentModel
import Foundation
import ReceiptVault
import Synchronization
import Testing

@Suite(.serialized) struct BatchRunnerTests {
    private func runner(_ root: URL, _ output: URL, force: Bool = false) throws -> BatchRunner {
        BatchRunner(configuration: try .locating(tessdata: nil),
                    options: BatchOptions(root: root, output: output, jobs: 2, force: force))
    }

    private func outputs(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") || $0.contains(".rvtmp") }.sorted()
    }

    @Test func writesOneRecordPerInputAndSurvivesBadFiles() throws {
        let root = try SampleDocuments.batchFolder(documents: 6)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try SampleDocuments.temporaryFolder("out")
        defer { try? FileManager.default.removeItem(at: output) }
        let results = Mutex<[BatchResult]>([])
        let progress = try runner(root, output).run { result, _ in results.withLock { $0.append(result) } }

        #expect(progress.total == 8)
        #expect(progress.failed == 2)
        #expect(outputs(output) == [
            "a/broken.jpg.json", "a/invoice-2.pdf.json", "a/invoice-4.pdf.json", "a/scan-0.png.json",
            "b/c/invoice-1.pdf.json", "b/c/invoice-5.pdf.json", "b/c/scan-3.png.json", "notes.jpg.json",
        ])
        let broken = try JSONDecoder().decode(DocumentRecord.self, from: Data(contentsOf: output.appendingPathComponent("a/broken.jpg.json")))
        #expect(broken.status == .error)
        #expect(broken.error?.code == "corrupt_file")
        #expect(broken.error?.message.contains("broken.jpg") == true)
        let notes = try JSONDecoder().decode(DocumentRecord.self, from: Data(contentsOf: output.appendingPathComponent("notes.jpg.json")))
        #expect(notes.error?.code == "unsupported_format")

        let scan = try JSONDecoder().decode(DocumentRecord.self, from: Data(contentsOf: output.appendingPathComponent("a/scan-0.png.json")))
        #expect(scan.status == .ok)
        #expect(scan.pages.first?.textSource == .ocr)
        #expect(scan.text.contains("TOTAL"))
        let invoice = try JSONDecoder().decode(DocumentRecord.self, from: Data(contentsOf: output.appendingPathComponent("a/invoice-2.pdf.json")))
        #expect(invoice.pages.first?.textSource == .textLayer)
        #expect(invoice.text.contains("Total due 2.50"))

        let attributes = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("a/scan-0.png.json").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func aRecordsFolderThatCannotBeMadeStopsTheBatchBeforeAnyDocumentIsRead() throws {
        let root = try SampleDocuments.batchFolder(documents: 2)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("notes.jpg")
        let output = file.appendingPathComponent("records")
        let delivered = Mutex(0)
        #expect(throws: BatchError.recordsFolder(path: output.path, reason: "Not a directory")) {
            try runner(root, output).run { _, _ in delivered.withLock { $0 += 1 } }
        }
        #expect(delivered.withLock { $0 } == 0)
    }

    @Test func rerunSkipsDoneInputsAndForceRedoesThem() throws {
        let root = try SampleDocuments.batchFolder(documents: 3)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try SampleDocuments.temporaryFolder("out")
        defer { try? FileManager.default.removeItem(at: output) }
        try runner(root, output).run { _, _ in }
        let second = try runner(root, output).run { _, _ in }
        #expect(second.skipped == second.total)
        // A changed input is processed again even without --force.
        try SampleDocuments.textPDF(lines: ["Invoice 99", "Total due 99.00"]).write(to: root.appendingPathComponent("b/c/invoice-1.pdf"))
        let third = try runner(root, output).run { _, _ in }
        #expect(third.skipped == third.total - 1)
        let forced = try runner(root, output, force: true).run { _, _ in }
        #expect(forced.skipped == 0)
    }

    @Test func staleTemporaryFilesAreRemoved() throws {
        let root = try SampleDocuments.batchFolder(documents: 1)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try SampleDocuments.temporaryFolder("out")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output.appendingPathComponent("a"), withIntermediateDirectories: true)
        try Data("{\"half".utf8).write(to: output.appendingPathComponent("a/.scan-0.png.json.123.456.rvtmp"))
        try runner(root, output).run { _, _ in }
        #expect(!outputs(output).contains { $0.contains(".rvtmp") })
    }

    @Test func inputsAreNeverModified() throws {
        let root = try SampleDocuments.batchFolder(documents: 3)
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try snapshot(root)
        let output = try SampleDocuments.temporaryFolder("out")
        defer { try? FileManager.default.removeItem(at: output) }
        try runner(root, output).run { _, _ in }
        #expect(try snapshot(root) == before)
    }

    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [] {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }
}
