// `receiptvault correct ID FIELD VALUE` and `receiptvault approve ID...`: a person's fixes.

import ArgumentParser
import Foundation
import Library

struct CorrectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "correct", abstract: "Correct a field of a filed document; vendor fields are remembered for the vendor's next documents.",
        discussion: "FIELD is one of: \(CorrectableField.allNames.joined(separator: ", ")).")

    @Argument(help: "The document's id (see `list`).")
    var id: Int64
    @Argument(help: "The field to correct.")
    var field: String
    @Argument(help: "The right value (dates as 2025-01-14, amounts as 123.45).")
    var value: String

    @OptionGroup var library: LibraryWriteOptions

    func run() throws {
        let store = try library.open()
        let result = try store.correct(id: id, field: field, value: value)
        Output.standardOutput("#\(result.id) \(result.field): \(result.oldValue ?? "(none)") → \(result.newValue)  \(result.path)"
                              + (result.remembered ? "  (remembered for this vendor)" : "") + "\n")
        LibraryWriteOptions.reportPendingMirror(store)
    }
}

struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "approve", abstract: "Mark filed documents as reviewed.")

    @Argument(help: "Document ids (see `list --status review`).")
    var ids: [Int64]

    @OptionGroup var library: LibraryWriteOptions

    func run() throws {
        let store = try library.open()
        for id in ids {
            try store.approve(id: id)
            Output.standardOutput("#\(id) approved\n")
        }
        LibraryWriteOptions.reportPendingMirror(store)
    }
}

struct NotDuplicateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "not-duplicate",
        abstract: "Say filed documents are not duplicates: they are counted again in totals and the summary sheet.")

    @Argument(help: "Document ids (see `list`: duplicates show `duplicate of #N`).")
    var ids: [Int64]

    @OptionGroup var library: LibraryWriteOptions

    func run() throws {
        let store = try library.open()
        for id in ids {
            let previous = try store.markNotDuplicate(id: id)
            Output.standardOutput("#\(id) " + (previous.map { "is not a duplicate of #\($0): counted again" } ?? "was not marked as a duplicate") + "\n")
        }
        LibraryWriteOptions.reportPendingMirror(store)
    }
}
