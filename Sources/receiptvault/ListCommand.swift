// `receiptvault list`: the library's documents, filtered by month, vendor, status, total or text.

import ArgumentParser
import DocumentModel
import Foundation
import Library

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List filed documents (id, date, total, status, business, file).")

    @OptionGroup var library: LibraryOptions

    @Option(help: "Only this month (2025-03).")
    var month: String?

    @Option(help: "Only business names containing this text.")
    var vendor: String?

    @Option(help: "Only this review status: auto, review, manual or approved.")
    var status: String?

    @Option(help: "Only totals of at least this amount.")
    var minTotal: String?

    @Option(help: "Only documents whose vendor, items or text contain this (Hebrew or English).")
    var search: String?

    @Flag(help: "Print JSON (the export format) instead of a table.")
    var json = false

    func validate() throws {
        try validMonth(month)
        if let status, !["auto", "review", "manual", "approved"].contains(status) {
            throw ValidationError("--status must be auto, review, manual or approved")
        }
        if let minTotal, Decimal(plainAmount: minTotal) == nil { throw ValidationError("--min-total must be an amount such as 100 or 99.90") }
    }

    func run() throws {
        let store = try library.open()
        let filter = DocumentFilter(month: month, vendor: vendor, status: status,
                                    minimumTotal: minTotal.flatMap { Decimal(plainAmount: $0) }, search: search)
        let rows = try store.list(filter)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            Output.standardOutput(try encoder.encode(rows) + Data([0x0A]))
            return
        }
        for row in rows {
            let field = { (name: FieldName) in row.record[name]?.value ?? "-" }
            let status = row.duplicateOf.map { "duplicate of #\($0)" } ?? row.reviewStatus
            Output.standardOutput("#\(row.id)\t\(field(.date))\t\(field(.total)) \(row.currency)\t\(status)\t\(field(.businessName))\t\(row.file)\n")
        }
        Output.standardError("\(rows.count) documents\n")
    }
}

