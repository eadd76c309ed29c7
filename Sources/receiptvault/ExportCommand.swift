// `receiptvault export --month … --format csv|xlsx|json`: the library's documents for other tools.

import ArgumentParser
import DocumentModel
import Foundation
import Library

extension ExportFormat: ExpressibleByArgument {}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export documents as CSV or an .xlsx workbook (the summary sheet's columns with id and month, duplicates left out) or JSON (every filed record).")

    @OptionGroup var library: LibraryOptions

    @Option(help: "Only this month (2025-03); all months when omitted.")
    var month: String?

    @Option(help: "csv, xlsx or json (xlsx needs --output when standard output is a terminal).")
    var format: ExportFormat = .csv

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Option(help: ArgumentHelp("CSV and xlsx headers and values: he (Hebrew) or en (default: the library's sheet language).",
                               valueName: "he|en"))
    var headers: SheetLanguage?

    func validate() throws {
        try validMonth(month)
        if format == .xlsx, output == nil, isatty(STDOUT_FILENO) == 1 {
            throw ValidationError("an .xlsx workbook is binary: give --output FILE (or redirect standard output)")
        }
    }

    func run() throws {
        let data = try library.open().export(month: month, format: format, headers: headers)
        guard let output else { Output.standardOutput(data); return }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Output.standardError("error: \(output): cannot write (\(error.fileSystemReason))\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
    }
}
