// Options shared by the library commands: which library and, for the commands that change it, its
// optional mirror folder and the summary sheets' language. Reading commands (`list`, `show`,
// `report`, `export`) take the library only, and never create one.

import ArgumentParser
import Foundation
import Library

extension SheetLanguage: ExpressibleByArgument {}

/// `--library` for the commands that only read a library: a missing one is an error naming it.
struct LibraryOptions: ParsableArguments {
    @Option(name: [.customShort("l"), .long], help: "The receipt library folder (it must exist).")
    var library: String

    /// Opens the existing library, or exits with `cannotStart` and the reason.
    func open() throws -> ReceiptLibrary {
        do {
            return try ReceiptLibrary(existing: URL(fileURLWithPath: library))
        } catch {
            Output.standardError("error: \(error)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
    }
}

/// `--library`, `--mirror` and `--headers` for the commands that change a library.
struct LibraryWriteOptions: ParsableArguments {
    @Option(name: [.customShort("l"), .long], help: "The receipt library folder (created if missing).")
    var library: String

    @Option(help: "A mirror folder (e.g. a synced drive) that receives copies of the month folders; remembered for later runs.")
    var mirror: String?

    @Option(help: ArgumentHelp("The summary sheets' headers and values: he (Hebrew, the default) or en; remembered for later runs.",
                               valueName: "he|en"))
    var headers: SheetLanguage?

    /// Opens (creating when missing) the library, or exits with `cannotStart` and the reason.
    func open() throws -> ReceiptLibrary {
        try Self.open(library, mirror: mirror, headers: headers)
    }

    static func open(_ library: String, mirror: String?, headers: SheetLanguage? = nil) throws -> ReceiptLibrary {
        do {
            let store = try ReceiptLibrary(root: URL(fileURLWithPath: library), mirror: mirror.map { URL(fileURLWithPath: $0) })
            if let headers { try store.setSheetLanguage(headers) }
            return store
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
