// `receiptvault eval DIR [DIR…]`: accuracy, trust and speed against labelled corpora; with several, a
// side-by-side table of the headline figures at the end.

import ArgumentParser
import Evaluation
import Foundation
import ReceiptVault

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Run the pipeline over labelled corpora and print per-field accuracy, trust and speed.",
        discussion: """
            Labels are X.json files beside X.<ext> with a `file` key (see Corpus/README.md). Given several \
            folders, each is reported in turn, then their headline figures side by side (with --json: one \
            JSON report per line).
            """)

    @Argument(help: "Folders of labelled documents, e.g. ../shared/corpus-foreign/check ../shared/corpus-real Corpus/.")
    var folders: [String]

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Option(name: .shortAndLong, help: jobsHelp)
    var jobs: Int?

    @Option(help: "Also write every record to this folder as <id>.json, to inspect failures (one folder only).")
    var recordsOut: String?

    @Option(help: "Also write every document's recognised words to this folder as <id>.json (recordings for `calibrate`; one folder only).")
    var wordsOut: String?

    @Option(name: .customLong("held-out"),
            help: "A folder among the ones given whose documents are not to be looked at (a set kept for judging): its report lists no document. Repeatable.")
    var heldOut: [String] = []

    @Option(name: .customLong("omits-unprinted"),
            help: "A folder among the ones given whose labels leave out the fields a document does not print (../shared/corpus-foreign's do): a value given for a field the folder labels elsewhere but a document's label lacks counts as spurious, in the spurious rate and in precision. Repeatable.")
    var omitsUnprinted: [String] = []

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("give at least one folder of labelled documents") }
        if folders.count > 1, recordsOut != nil || wordsOut != nil {
            throw ValidationError("--records-out and --words-out take one folder of documents at a time")
        }
    }

    @OptionGroup var engine: EngineOptions

    func run() throws {
        let configuration = try engine.makeConfiguration()
        let showProgress = isatty(STDERR_FILENO) != 0
        if let note = EnvironmentReport.textSizeNote { Output.standardError("note: \(note)\n") }
        var reports: [EvaluationReport] = []
        let heldOutPaths = Set(heldOut.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let unprintedOmitted = Set(omitsUnprinted.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for folder in folders {
            var report: EvaluationReport
            do {
                report = try CorpusEvaluation.run(
                    directory: URL(fileURLWithPath: folder), configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                    recordsFolder: recordsOut.map { URL(fileURLWithPath: $0) },
                    wordsFolder: wordsOut.map { URL(fileURLWithPath: $0) },
                    omitsUnprinted: unprintedOmitted.contains(URL(fileURLWithPath: folder).standardizedFileURL.path),
                    progress: { done, total in
                        if showProgress { Output.standardError("\r\(folder): \(done)/\(total) documents\u{1B}[K") }
                    })
            } catch {
                Output.standardError("\nerror: \(error)\n")
                throw ExitCode(ExitCodes.cannotStart)
            }
            if showProgress { Output.standardError("\r\u{1B}[K") }
            let listDocuments = !heldOutPaths.contains(URL(fileURLWithPath: folder).standardizedFileURL.path)
            if !listDocuments { report.worstDocuments = [] }
            if json {
                Output.standardOutput(try report.jsonData(pretty: folders.count == 1) + Data([0x0A]))
            } else {
                if folders.count > 1 { Output.standardOutput("== \(folder)\n") }
                Output.standardOutput(report.renderText(width: 100, listDocuments: listDocuments) + (folders.count > 1 ? "\n" : ""))
            }
            reports.append(report)
        }
        if folders.count > 1, !json {
            Output.standardOutput(EvaluationReport.renderSideBySide(reports))
        }
    }
}
