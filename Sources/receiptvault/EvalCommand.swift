// `receiptvault eval DIR`: accuracy, calibration and speed against a labelled corpus.

import ArgumentParser
import Evaluation
import Foundation
import ReceiptVault

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Run the pipeline over a labelled corpus and print per-field accuracy, calibration and speed.",
        discussion: "Labels are X.json files beside X.<ext> with a `file` key (see Corpus/README.md).")

    @Argument(help: "A folder of labelled documents, e.g. Corpus/ or ../shared/corpus-real.")
    var folder: String

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Option(name: .shortAndLong, help: jobsHelp)
    var jobs: Int?

    @Option(help: "Also write every record to this folder as <id>.json, to inspect failures.")
    var recordsOut: String?

    @Option(help: "Also write every document's recognised words to this folder as <id>.json (recordings for `calibrate`).")
    var wordsOut: String?

    @OptionGroup var engine: EngineOptions

    func run() throws {
        let configuration = try engine.makeConfiguration()
        let showProgress = isatty(STDERR_FILENO) != 0
        let report: EvaluationReport
        do {
            report = try CorpusEvaluation.run(
                directory: URL(fileURLWithPath: folder), configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                recordsFolder: recordsOut.map { URL(fileURLWithPath: $0) },
                wordsFolder: wordsOut.map { URL(fileURLWithPath: $0) },
                progress: { done, total in
                    if showProgress { Output.standardError("\r\(done)/\(total) documents\u{1B}[K") }
                })
        } catch {
            Output.standardError("\nerror: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
        if showProgress { Output.standardError("\r\u{1B}[K") }
        if json {
            Output.standardOutput(try report.jsonData() + Data([0x0A]))
        } else {
            Output.standardOutput(report.renderText(width: 100))
        }
    }
}
