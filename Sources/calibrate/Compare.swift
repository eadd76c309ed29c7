// `calibrate compare`: what a change did to a labelled set, field by field, judged by the labels —
// values made right and made wrong, confident values gained and lost, documents that entered or
// left `auto` — from two folders of records of the same documents (`receiptvault eval
// --records-out`, or `calibrate measure --records-out` for a replay). With `--held-out` it names no
// document and prints no value: the figures to judge a change on a set nobody may look at.

import ArgumentParser
import DocumentModel
import Evaluation
import Foundation

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two folders of records of one labelled set, field by field, by the labels.")
    @Argument(help: "Records before the change (<id>.json).") var before: String
    @Argument(help: "Records after the change (<id>.json).") var after: String
    @Argument(help: "The labelled corpus folder the records are of.") var labels: String
    @Flag(name: .customLong("held-out"), help: "A set kept for judging: counts only, no document and no value.")
    var heldOut = false
    @Option(help: "The confidence a value counts as sure from.") var threshold = 0.9

    func run() throws {
        let documents = try LabelledCorpus.load(directory: URL(fileURLWithPath: labels))
        var tallies: [FieldName: FieldChangeTally] = [:]
        var review = ReviewChangeTally()
        var listed: [String] = []
        for document in documents {
            guard let old = try ComparedRecord.load(document.id, from: before),
                  let new = try ComparedRecord.load(document.id, from: after) else { continue }
            var changes: [FieldChange] = []
            for (field, expected) in document.label.fields {
                let change = FieldChange(expected: expected, field: field, old: old.fields[field.rawValue],
                                         new: new.fields[field.rawValue], threshold: threshold)
                changes.append(change)
                tallies[field, default: FieldChangeTally()].count(change)
                if !heldOut, let note = change.note {
                    listed.append("\(document.id) \(field.rawValue): \(note) (expected \(expected), "
                                  + "\(old.fields[field.rawValue]?.description ?? "-") -> \(new.fields[field.rawValue]?.description ?? "-"))")
                }
            }
            review.count(old: old, new: new, changes: changes)
        }
        print(FieldChangeTally.render(tallies))
        print(review.rendered)
        if !listed.isEmpty { print(listed.sorted().joined(separator: "\n")) }
    }
}
