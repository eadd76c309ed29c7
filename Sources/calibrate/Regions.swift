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
        var places = MissedValuePlaces()
        for document in try LabelledCorpus.load(directory: URL(fileURLWithPath: labels)) {
            let words = URL(fileURLWithPath: recordings).appendingPathComponent("\(document.id).json")
            // A record or recording that cannot be read is counted and passed over, not the end of the run.
            let loaded: (record: ComparedRecord, document: RecognizedDocument)?
            do {
                loaded = try ComparedRecord.load(document.id, from: records).flatMap { record in
                    FileManager.default.fileExists(atPath: words.path) ? (record, try Recordings.document(at: words)) : nil
                }
            } catch {
                places.passOver(document: document.id)
                continue
            }
            guard let (record, recognized) = loaded else { continue }
            let rows = LayoutDescription.annotatedRows(of: recognized).map {
                StructureRow(text: $0.text, region: $0.role, inCustomerBlock: $0.inCustomerBlock, inHeader: $0.inHeader)
            }
            places.add(document: document.id, label: document.label, given: record.fields.mapValues(\.value), rows: rows)
        }
        print(places.report(heldOut: heldOut))
    }
}
