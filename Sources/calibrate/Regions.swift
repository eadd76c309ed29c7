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
        var unreadable: [String] = []
        for document in try LabelledCorpus.load(directory: URL(fileURLWithPath: labels)) {
            let words = URL(fileURLWithPath: recordings).appendingPathComponent("\(document.id).json")
            // A record or recording that cannot be read is counted and passed over, not the end of the run.
            let loaded: (record: ComparedRecord, document: RecognizedDocument)?
            do {
                loaded = try ComparedRecord.load(document.id, from: records).flatMap { record in
                    FileManager.default.fileExists(atPath: words.path) ? (record, try Recordings.document(at: words)) : nil
                }
            } catch {
                unreadable.append(document.id)
                continue
            }
            guard let (record, recognized) = loaded else { continue }
            // The layout's rows (empty ones kept, so that a line is a row's index), not the record's
            // text as `eval`'s table searches it: the two counts of values read can differ by a value
            // whose lines the layout joins or splits otherwise.
            let rows = LayoutDescription.annotatedRows(of: recognized)
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
        if !unreadable.isEmpty {
            print("\(unreadable.count) documents passed over: their record or recording could not be read"
                + (heldOut ? "" : " (\(unreadable.sorted().joined(separator: ", ")))"))
        }
        if !listed.isEmpty { print(listed.sorted().joined(separator: "\n")) }
    }
}
