// `receiptvault extract FILE...`: each document's JSON record on standard output (`-` reads one
// document from standard input).

import ArgumentParser
import DocumentModel
import Foundation
import Ingest
import Pipeline
import ReceiptVault

struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract", abstract: "Read documents and print their JSON records.",
        discussion: "One record per file, in the order given: one line each, or indented with --pretty. "
            + "`-` reads a document from standard input (its record's path is `-`).")

    @Argument(help: "Images (JPEG, PNG, TIFF, WebP, BMP, GIF) or PDFs; `-` for standard input.")
    var files: [String]

    @Flag(help: "Indent the JSON.")
    var pretty = false

    @Option(help: "Write the recognised words and lines (RecognizedDocument JSON) to this file (one input only).")
    var dumpWords: String?

    @OptionGroup var chattiness: ChattinessOptions

    @OptionGroup var engine: EngineOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one file (or `-` for standard input)") }
        if dumpWords != nil, files.count > 1 { throw ValidationError("--dump-words takes one input, not \(files.count)") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (`-`) can be read once") }
    }

    func run() throws {
        let processor = try engine.makeProcessor()
        Interruption.install()
        var failed = 0
        for file in files {
            let (record, recognized) = try read(file, with: processor)
            var json = try record.jsonData(pretty: pretty)
            json.append(0x0A)
            Output.standardOutput(json)
            if let dumpWords {
                try AtomicFile.write(try recognized.jsonData(), to: URL(fileURLWithPath: dumpWords))
            }
            if record.status == .error {
                failed += 1
                if !chattiness.quiet { Output.standardError("error: \(record.error?.message ?? "failed")\n") }
            } else if chattiness.verbose {
                Output.standardError("\(record.review?.rawValue ?? "ok"): \(file) (\(record.timingsMs["total"] ?? 0) ms)\n")
            }
        }
        if failed > 0 { throw ExitCode(ExitCodes.documentsFailed) }
    }

    /// Reads one input; `-` is standard input, copied to a private temporary file first.
    private func read(_ file: String, with processor: DocumentProcessor) throws
        -> (record: DocumentRecord, recognized: RecognizedDocument) {
        func read(_ url: URL, as name: String) -> (record: DocumentRecord, recognized: RecognizedDocument) {
            let result = processor.run(FileSystemPath(url), displayPath: name)
            return (result.refinedRecord(), result.recognized)
        }
        guard file == "-" else { return read(URL(fileURLWithPath: file), as: file) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("receiptvault-stdin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
            let data = FileHandle.standardInput.readDataToEndOfFile()
            let copy = folder.appendingPathComponent("stdin")
            try AtomicFile.write(data, to: copy)
            return read(copy, as: "-")
        } catch {
            Output.standardError("error: standard input: cannot keep a copy to read (\(error)); pass the file's path instead\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
    }
}
