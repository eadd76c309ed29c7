// `receiptvault show ID`: one document's fields with confidence tiers, items, warnings, corrections.

import ArgumentParser
import DocumentModel
import Foundation
import Library

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one filed document: fields with confidence tiers, items, corrections.")

    @Argument(help: "The document's id (see `list`).")
    var id: Int64

    @OptionGroup var library: LibraryOptions

    @Flag(help: "Print the filed record as JSON.")
    var json = false

    func run() throws {
        let detail = try library.open().show(id: id)
        let record = detail.summary.record
        if json {
            Output.standardOutput(try record.jsonData(pretty: true) + Data([0x0A]))
            return
        }
        var lines = ["#\(detail.summary.id)  \(detail.summary.file)",
                     "status: \(detail.summary.reviewStatus)   confidence: \(record.confidence.map { String(format: "%.2f", $0) } ?? "-")"
                        + "   category: \(detail.category ?? "-")\(detail.categorySource == "correction" ? " (correction)" : "")",
                     "source: \(record.source.path)", ""]
        if let original = detail.summary.duplicateOf {
            lines.insert("duplicate of #\(original): not counted in totals or the sheet "
                         + "(`receiptvault not-duplicate \(detail.summary.id)` if it is not)", at: 2)
        }
        for name in FieldName.allCases {
            guard let field = record[name] else { continue }
            let tier = ConfidenceTier(field.confidence).rawValue
            lines.append("\(name.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)) \(field.value)   "
                         + "[\(tier) \(String(format: "%.2f", field.confidence)), \(field.source.rawValue), \(field.rule)]")
        }
        if !record.items.isEmpty { lines.append("\nitems:") }
        for item in record.items { lines.append("  \(item.total.leftPadded(10))  \(item.description)") }
        if !record.warnings.isEmpty { lines.append("\nwarnings:") }
        for warning in record.warnings { lines.append("  \(warning.code): \(warning.message)") }
        if !detail.corrections.isEmpty { lines.append("\ncorrections:") }
        for correction in detail.corrections {
            lines.append("  \(correction.at)  \(correction.field): \(correction.old ?? "(none)") → \(correction.new)")
        }
        Output.standardOutput(lines.joined(separator: "\n") + "\n")
    }
}
