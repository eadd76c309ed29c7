// `receiptvault library check [--repair]` and `receiptvault library sync`: keeping the library whole.

import ArgumentParser
import Foundation
import Library

struct LibraryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library", abstract: "Check and repair a receipt library, or push queued mirror copies.",
        subcommands: [LibraryCheckCommand.self, LibrarySyncCommand.self])
}

struct LibraryCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare the month folders with the database: files without a row, rows without a file.",
        discussion: "Exit code 2 when a problem is left unrepaired.")

    @OptionGroup var library: LibraryOptions

    @Flag(help: "Register unrecorded files, drop unfinished filings, remove temporary files, rewrite summaries.")
    var repair = false

    func run() throws {
        let result = try library.open().check(repair: repair)
        var lines: [String] = []
        lines += result.integrityProblems.map { "database: \($0)" }
        lines += result.unregisteredFiles.map { path in
            result.copiesOfFiled[path].map { "file without a record: \(path) (the same bytes as \($0): remove it by hand)" }
                ?? "file without a record: \(path)"
        }
        lines += result.missingFiles.map { "record without its file: \($0) (restore it from the original input or a backup)" }
        lines += result.abandonedFilings.map { "unfinished filing: \($0)" }
        lines += result.temporaryFiles.map { "temporary file: \($0)" }
        lines += result.repairs.map { "repaired: \($0)" }
        if lines.isEmpty { lines = ["the library is consistent"] }
        Output.standardOutput(lines.joined(separator: "\n") + "\n")
        if !result.isConsistent {
            if !repair { Output.standardError("run `receiptvault library check --repair` to repair what can be\n") }
            throw ExitCode(ExitCodes.documentsFailed)
        }
    }
}

struct LibrarySyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Make the mirror copies queued while the mirror folder was unavailable.")

    @OptionGroup var library: LibraryOptions

    func run() throws {
        let store = try library.open()
        let result = try store.syncMirror()
        Output.standardOutput("copied \(result.copied), removed \(result.removed), still queued \(result.pending)\n")
        if let error = result.lastError {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.documentsFailed)
        }
    }
}
