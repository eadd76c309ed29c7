// `receiptvault file INPUT... --library DIR`: read documents and file them into the receipt library.

import ArgumentParser
import Foundation
import Ingest
import Library
import ReceiptVault

struct FileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "file",
        abstract: "Read documents and file them into month folders of a receipt library.",
        discussion: "Images are stored as a PDF of the straightened page, PDFs as they are; inputs are only read. "
            + "Filing the same content again is recognised.")

    @Argument(help: "Images or PDFs.")
    var inputs: [String]

    @OptionGroup var library: LibraryWriteOptions

    @Flag(help: "Print each filed record as one JSON line instead of a summary line.")
    var jsonl = false

    @OptionGroup var chattiness: ChattinessOptions

    @OptionGroup var engine: EngineOptions

    func run() throws {
        let processor = try engine.makeProcessor()
        let store = try library.open()
        Interruption.install()
        var failed = 0
        for input in inputs {
            let started = DispatchTime.now()
            let filed = processor.file(FileSystemPath(URL(fileURLWithPath: input)), displayPath: input, into: store)
            if chattiness.verbose {
                let milliseconds = (DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000
                Output.standardError("\(input): \(milliseconds) ms\n")
            }
            if let error = filed.error {
                failed += 1
                Output.standardError("error: \(error)\n")
            }
            if jsonl, let line = try? filed.record.jsonData() {
                Output.standardOutput(line + Data([0x0A]))
            } else if let filing = filed.filing, !chattiness.quiet {
                let verb = filing.alreadyFiled ? "already filed" : "filed"
                let duplicate = filing.duplicateOf.map { "  duplicate of #\($0): not counted (`receiptvault not-duplicate \(filing.id)` if it is not)" } ?? ""
                Output.standardOutput("\(verb) #\(filing.id) \(filing.path)  (\(filing.reviewStatus))\(duplicate)\n")
            }
        }
        LibraryWriteOptions.reportPendingMirror(store)
        if failed > 0 { throw ExitCode(ExitCodes.documentsFailed) }
    }
}
