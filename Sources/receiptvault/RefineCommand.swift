// `receiptvault refine --pending`: sends the refinements queued while Gemini could not be reached,
// and writes each refined record back into the batch output (`--records`) or prints it.

import ArgumentParser
import DocumentModel
import Foundation
import Library
import ReceiptVault
import Refiner

struct RefineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refine",
        abstract: "Run the Gemini refinements queued while offline.",
        discussion: """
        Each queued document is sent again (its OCR text and uncertain fields); the refined record replaces \
        the one with the same sha256 under --records, or is printed as one JSON line when there is none. \
        Jobs that still cannot reach Gemini stay queued. Needs GEMINI_API_KEY or the key file.
        """)

    @Flag(help: "Drain the queue of pending refinements.")
    var pending = false

    @Option(help: "The queue folder (default ~/.local/share/receiptvault/refine-queue).")
    var queue: String?

    @Option(help: "A batch output folder whose records are replaced by their refined versions.")
    var records: String?

    @Option(help: "Drain the refinements queued in this receipt library's outbox (by `batch --library`); records default to LIBRARY/records.")
    var library: String?

    @OptionGroup(title: "Gemini refiner") var refinement: RefineOptions

    func validate() throws {
        guard pending else { throw ValidationError("nothing to do: pass --pending to run the queued refinements") }
    }

    func run() throws {
        var options = refinement
        if let queue { options.refineQueue = queue }
        let queue: any RefinementQueue = try library.map { LibraryRefinementQueue(root: URL(fileURLWithPath: $0)) }
            ?? options.makeQueue()
        let refiner = try options.makeRefiner(extraction: .default, queue: nil)
        let recordsFolder = records ?? library.map { ($0 as NSString).appendingPathComponent("records") }
        let index = recordsFolder.map { RecordFolderIndex(folder: URL(fileURLWithPath: $0)) }
        let summary: DrainSummary
        do {
            summary = try PendingRefinements.drain(queue, refiner: refiner) { record in
                if let url = try index?.replace(with: record) {
                    Output.standardError("refined: \(record.source.path) → \(url.path)\n")
                } else {
                    Output.standardOutput(try record.jsonData() + Data([0x0A]))
                }
            }
        } catch {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
        Output.standardError("\(summary.refined) refined, \(summary.unrefined) left unrefined (see their warnings), "
                             + "\(summary.remaining) still queued\n")
        if summary.remaining > 0 { throw ExitCode(ExitCodes.documentsFailed) }
    }
}
