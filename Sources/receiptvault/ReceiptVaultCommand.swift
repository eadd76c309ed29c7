// The `receiptvault` command: parses flags and calls the ReceiptVault library.

import ArgumentParser
import Foundation
import ReceiptVault

@main
struct ReceiptVaultCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receiptvault",
        abstract: "Offline receipt and invoice reader for Hebrew and English documents.",
        discussion: """
        Exit codes (every command):
          0    success
          1    it could not be done: a missing Tesseract model, a missing library, no document with that id, \
        a file that cannot be written (the message says which and what to do)
          2    some documents failed (their records say why; the rest were done) or a library problem is left
          64   usage error: an unknown option, a missing or malformed argument
          130  interrupted (Ctrl-C): rerun the same command to resume

        Completion scripts: receiptvault --generate-completion-script bash|zsh|fish (`make install` installs \
        them and the man page).
        """,
        version: ReceiptVaultVersion.string,
        subcommands: [ExtractCommand.self, BatchCommand.self, FileCommand.self, ListCommand.self, ShowCommand.self,
                      ReportCommand.self, CorrectCommand.self, ApproveCommand.self, NotDuplicateCommand.self, ExportCommand.self,
                      LibraryCommand.self, ServeCommand.self, EvalCommand.self, RefineCommand.self, DoctorCommand.self])

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
