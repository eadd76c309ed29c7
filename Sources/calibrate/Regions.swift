// `calibrate regions`: where, by extraction's own view of the page, the values it missed but read
// stand — the region its structure gives their row (issuer header, customer block, document meta,
// items, totals, …) and whether the row is in its header zone or its customer block. Of a set
// nobody may look at it prints counts only: which mechanism its read-and-not-chosen values want
// (an issuer's address the customer block swallowed, a name in the document's meta), without a
// document or a value named.

import ArgumentParser
import DocumentModel
import Evaluation
import Extraction
import Foundation

struct Regions: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Count where the missed values that were read stand, by the region extraction gives their row.")
    @Argument(help: "Records (<id>.json from `receiptvault eval --records-out` or `calibrate measure --records-out`).")
    var records: String
    @Argument(help: "Recordings of the same documents (<id>.json from `receiptvault eval --words-out`).")
    var recordings: String
    @Argument(help: "The labelled corpus folder.") var labels: String
    @Flag(name: .customLong("held-out"), help: "A set kept for judging: counts only, no document named.")
    var heldOut = false

    func run() throws {
        var counts: [FieldName: [String: Int]] = [:]
        var listed: [String] = []
        for document in try LabelledCorpus.load(directory: URL(fileURLWithPath: labels)) {
            let words = URL(fileURLWithPath: recordings).appendingPathComponent("\(document.id).json")
            guard let record = try ComparedRecord.load(document.id, from: records),
                  FileManager.default.fileExists(atPath: words.path) else { continue }
            let rows = LayoutDescription.annotatedRows(of: try Recordings.document(at: words))
            let page = SearchableText(lines: rows.map(\.text))
            for (field, expected) in document.label.fields where ReadingMisses.fields.contains(field) {
                guard !FieldComparison.matches(field, expected: expected, got: record.fields[field.rawValue]?.value),
                      let line = page.firstLine(holding: expected, as: field) else { continue }
                let row = rows[line]
                let place = (row.role?.rawValue ?? "no region") + (row.inCustomerBlock ? ", customer block" : "")
                    + (row.inHeader ? ", header zone" : "")
                counts[field, default: [:]][place, default: 0] += 1
                if !heldOut { listed.append("\(document.id) \(field.rawValue): row \(line) (\(place))") }
            }
        }
        print("Missed values that were read, by the region extraction gives the row they begin on")
        for field in ReadingMisses.fields {
            for (place, count) in (counts[field] ?? [:]).sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                let name = field.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)
                let number = String(repeating: " ", count: max(0, 4 - "\(count)".count)) + "\(count)"
                print("\(name) \(number)  \(place)")
            }
        }
        if !listed.isEmpty { print(listed.sorted().joined(separator: "\n")) }
    }
}
