// The `receiptvault` command: parses flags and calls the ReceiptVault library.

import ArgumentParser
import Foundation

@main
struct ReceiptVaultCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receiptvault",
        abstract: "Offline receipt and invoice reader for Hebrew and English documents.",
        discussion: """
        Exit codes: 0 success; 2 some documents failed (their records say why); 64 usage error;
        1 the run could not start (e.g. a missing Tesseract model).
        """,
        subcommands: [ExtractCommand.self, BatchCommand.self, FileCommand.self, ListCommand.self, ShowCommand.self,
                      ReportCommand.self, CorrectCommand.self, ApproveCommand.self, NotDuplicateCommand.self, ExportCommand.self,
                      LibraryCommand.self, EvalCommand.self, RefineCommand.self, DoctorCommand.self])

    static func main() {
        ThreadLimit.ensureSingleThreadedOpenMP()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
