// Options shared by the library commands: which library, and its optional mirror folder.

import ArgumentParser
import Foundation
import Library

struct LibraryOptions: ParsableArguments {
    @Option(help: "The receipt library folder (created if missing).")
    var library: String

    @Option(help: "A mirror folder (e.g. a synced drive) that receives copies of the month folders; remembered for later runs.")
    var mirror: String?

    /// Opens the library, or exits with `cannotStart` and the reason.
    func open() throws -> ReceiptLibrary {
        try LibraryOptions.open(library, mirror: mirror)
    }

    static func open(_ library: String, mirror: String?) throws -> ReceiptLibrary {
        do {
            return try ReceiptLibrary(root: URL(fileURLWithPath: library), mirror: mirror.map { URL(fileURLWithPath: $0) })
        } catch {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
    }

    /// Reports mirror copies still waiting (the mirror is unavailable) on standard error.
    static func reportPendingMirror(_ library: ReceiptLibrary) {
        let waiting = (try? library.pendingCounts())?.filter { $0.key.hasPrefix("mirror.") }.values.reduce(0, +) ?? 0
        if waiting > 0 {
            Output.standardError("note: \(waiting) mirror copies are queued (the mirror folder is unavailable); "
                                 + "they are made on the next run or by `receiptvault library sync`\n")
        }
    }
}

/// `2025-03`, checked.
func validMonth(_ month: String?) throws {
    guard let month else { return }
    let parts = month.split(separator: "-")
    guard month.count == 7, parts.count == 2, Int(parts[0]) != nil, let number = Int(parts[1]), (1...12).contains(number) else {
        throw ValidationError("--month must look like 2025-03, not \(month)")
    }
}
