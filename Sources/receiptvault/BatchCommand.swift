// `receiptvault batch DIR --out OUTDIR`: every document under DIR, in parallel, resumable.

import ArgumentParser
import DocumentModel
import Foundation
import Library
import ReceiptVault
import Synchronization

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Read every document under a folder and write OUTDIR/<relative path>.json for each.",
        discussion: "A rerun skips inputs whose output already records the same content (sha256) unless --force.")

    @Argument(help: "A folder of scans, photos and PDFs (searched recursively), or one file.")
    var folder: String

    @Option(name: [.customShort("o"), .customLong("out")],
            help: "Folder for the JSON records (created if missing; default with --library: LIBRARY/records).")
    var output: String?

    @Option(name: [.customShort("l"), .long], help: "Also file every document into this receipt library (month folders, summary sheets).")
    var library: String?

    @Option(help: "With --library: a mirror folder that receives copies of the month folders.")
    var mirror: String?

    @Option(help: ArgumentHelp("With --library: the summary sheets' headers and values, he (Hebrew, the default) or en; remembered.",
                               valueName: "he|en"))
    var headers: SheetLanguage?

    @Option(name: .shortAndLong, help: jobsHelp)
    var jobs: Int?

    @Flag(help: "Also print one JSON line per document on standard output as each finishes.")
    var jsonl = false

    @Flag(help: "Reprocess inputs that already have an output.")
    var force = false

    @OptionGroup var chattiness: ChattinessOptions

    @OptionGroup var engine: EngineOptions

    func validate() throws {
        guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard output != nil || library != nil else { throw ValidationError("give --out OUTDIR, --library DIR, or both") }
        if mirror != nil && library == nil { throw ValidationError("--mirror needs --library") }
        if headers != nil && library == nil { throw ValidationError("--headers needs --library") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw ValidationError("\(folder): no such file or folder")
        }
        if let output, FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("--out \(output) is a file, not a folder: give the folder the records go in (made if missing)")
        }
    }

    func run() throws {
        let store = try library.map { try LibraryWriteOptions.open($0, mirror: mirror, headers: headers) }
        let outputFolder = output.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: library ?? ".").appendingPathComponent("records")
        var options = BatchOptions(root: URL(fileURLWithPath: folder), rootDisplay: folder, output: outputFolder,
                                   jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, force: force)
        if let store, let library {
            options.filing = true
            options.filed = try store.filedHashes()
            let lookup = LibraryLookup(try LibraryWriteOptions.open(library, mirror: nil))
            options.filedRecord = { sha256 in lookup.record(sha256: sha256) }
        }
        var configuration = try engine.makeConfiguration()
        if let library, configuration.refiner != nil {
            // Refinements waiting for the network are kept in the library's own outbox.
            configuration.refiner = try engine.refinement.makeRefiner(
                extraction: configuration.extraction, queue: LibraryRefinementQueue(root: URL(fileURLWithPath: library)))
        }
        let runner = BatchRunner(configuration: configuration, options: options)
        let filer = store.map(BatchFiler.init)
        let display = ProgressDisplay(isTerminal: isatty(STDERR_FILENO) != 0, quiet: chattiness.quiet,
                                      verbose: chattiness.verbose)
        Interruption.install { display.clear() }
        let streamLines = jsonl
        let failures = FilingFailures()
        let progress: BatchProgress
        do {
            progress = try runner.run { result, progress in
                if streamLines, let line = try? result.record.jsonData() {
                    display.standardOutput(line + Data([0x0A]))
                }
                if let writeError = result.writeError { display.message("error: \(writeError)\n") }
                if let filer, !filer.file(result) { failures.add() }
                display.update(progress, latest: result)
            } onRefined: { refined in
                // A refined record follows its offline line; consumers keep the last line per sha256.
                if streamLines, let line = try? refined.record.jsonData() {
                    display.standardOutput(line + Data([0x0A]))
                }
                if let writeError = refined.writeError { display.message("error: \(writeError)\n") }
            } onStage: { input, stage in
                display.stage(stage, of: input)
            }
        } catch {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
        display.finish(progress)
        if progress.total == 0 {
            Output.standardError("nothing to read: no documents under \(folder) "
                                 + "(JPEG, PNG, TIFF, WebP, BMP, GIF or PDF files, searched recursively)\n")
        }
        if let store { LibraryWriteOptions.reportPendingMirror(store) }
        if progress.failed > 0 || failures.count > 0 { throw ExitCode(ExitCodes.documentsFailed) }
    }
}

/// Files each batch result into the library as it arrives (results are delivered one at a time).
final class BatchFiler: @unchecked Sendable {
    private let library: ReceiptLibrary

    init(_ library: ReceiptLibrary) { self.library = library }

    /// Files one result; false when a document that was read could not be filed.
    func file(_ result: BatchResult) -> Bool {
        guard result.record.status == .ok else { return true }   // a failed read is counted by the batch
        if result.skipped, result.filingCopy == nil { return true }   // already in the library
        let filed = LibraryFiling.file(result.record, copy: result.filingCopy, pageHash: result.pageHash, into: library)
        if let error = filed.error { Output.standardError("error: \(error)\n") }
        if let original = filed.filing?.duplicateOf {
            Output.standardError("note: \(result.input.relativePath) is a duplicate of #\(original): filed as #\(filed.filing?.id ?? 0), not counted\n")
        }
        return filed.error == nil
    }
}

/// Looks up records already filed, from the workers (its own connection, one caller at a time).
final class LibraryLookup: @unchecked Sendable {
    private let library: ReceiptLibrary
    private let lock = NSLock()

    init(_ library: ReceiptLibrary) { self.library = library }

    func record(sha256: String) -> DocumentRecord? {
        lock.withLock { (try? library.document(sha256: sha256))?.record }
    }
}

/// Documents read but not filed, counted across the delivery callbacks.
final class FilingFailures: Sendable {
    private let counter = Mutex(0)
    func add() { counter.withLock { $0 += 1 } }
    var count: Int { counter.withLock { $0 } }
}
