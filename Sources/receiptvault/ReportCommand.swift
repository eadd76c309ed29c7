// `receiptvault report`: month totals, VAT, pending review, top vendors, categories, trend; `--svg` chart.

import ArgumentParser
import DocumentModel
import Foundation
import Library

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Totals per month, VAT, documents to review, top vendors, spend by category.")

    @OptionGroup var library: LibraryOptions

    @Option(help: "Report on this month (2025-03); the trend shows the months up to it.")
    var month: String?

    @Option(help: "Also write a bar chart of the monthly totals to this SVG file.")
    var svg: String?

    func validate() throws { try validMonth(month) }

    func run() throws {
        let report = try library.open().report(month: month)
        Output.standardOutput(report.text)
        if let svg {
            do {
                try Data(report.svg.utf8).write(to: URL(fileURLWithPath: svg), options: .atomic)
            } catch {
                Output.standardError("error: \(svg): cannot write the chart (\(error.fileSystemReason))\n")
                throw ExitCode(ExitCodes.cannotStart)
            }
        }
    }
}
