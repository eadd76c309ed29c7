// `receiptvault batch DIR --out OUTDIR`: every document under DIR, in parallel, resumable.

import ArgumentParser
import DocumentModel
import Foundation
import ReceiptVault

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Read every document under a folder and write OUTDIR/<relative path>.json for each.",
        discussion: "A rerun skips inputs whose output already records the same content (sha256) unless --force.")

    @Argument(help: "A folder of scans, photos and PDFs (searched recursively), or one file.")
    var folder: String

    @Option(name: .customLong("out"), help: "Folder for the JSON records (created if missing).")
    var output: String

    @Option(help: "Documents read in parallel (default: the number of cores).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Also print one JSON line per document on standard output as each finishes.")
    var jsonl = false

    @Flag(help: "Reprocess inputs that already have an output.")
    var force = false

    @OptionGroup var engine: EngineOptions

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw ValidationError("\(folder): no such file or folder")
        }
    }

    func run() throws {
        let runner = BatchRunner(
            configuration: try engine.makeConfiguration(),
            options: BatchOptions(root: URL(fileURLWithPath: folder), rootDisplay: folder,
                                  output: URL(fileURLWithPath: output), jobs: jobs, force: force))
        let display = ProgressDisplay(isTerminal: isatty(STDERR_FILENO) != 0)
        let streamLines = jsonl
        let progress: BatchProgress
        do {
            progress = try runner.run { result, progress in
                if streamLines, let line = try? result.record.jsonData() {
                    Output.standardOutput(line + Data([0x0A]))
                }
                if let writeError = result.writeError { Output.standardError("error: \(writeError)\n") }
                display.update(progress, latest: result)
            }
        } catch {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
        display.finish(progress)
        if progress.failed > 0 { throw ExitCode(ExitCodes.documentsFailed) }
    }
}
