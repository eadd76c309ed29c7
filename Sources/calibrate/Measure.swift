// `calibrate measure`: the evaluation report (per field, variant, language, items, spurious,
// calibration) of extraction over recordings, and optionally every miss of a field.

import ArgumentParser
import DocumentModel
import Evaluation
import Extraction
import Foundation

struct Measure: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the evaluation report of extraction over recordings.")
    @OptionGroup var corpus: CorpusOptions
    @Flag(help: "List every wrong or missing labelled field.") var showMisses = false
    @Option(help: "Only list misses of this field (e.g. total).") var field: String?
    @Option(help: "Only list misses of documents of this variant (e.g. clean_scan).") var variant: String?
    @Flag(help: "Count, for each field and rule, the right, wrong and spurious values it gave.") var showRules = false
    @Flag(help: "Per field: labelled values right and wrong at confidence ≥ 0.9 and below, and missing.")
    var showCoverage = false
    @Flag(help: "List labelled fields emitted with confidence below --below, right or wrong, with their features.")
    var showUncertain = false
    @Option(help: "The confidence under which --show-uncertain lists a field (above 1: every field).") var below = 0.9
    @Option(help: "Also write each replayed record's extraction to this folder as <id>.json (compare it with a live run's `eval --records-out` by scripts/compare-records.py --only fields items review).")
    var recordsOut: String?
    @Flag(name: .customLong("held-out"), help: "The recordings are of a set kept for judging: list none of its documents (no worst documents, misses or uncertain fields).")
    var heldOut = false

    func run() throws {
        let documents = try corpus.load()
        let report = evaluate(documents.map(\.sample), wallSeconds: 1, corpusName: corpus.name)
        guard !heldOut || !(showMisses || showUncertain) else {
            throw ValidationError("--held-out lists no document: leave out --show-misses and --show-uncertain")
        }
        print(report.renderText(width: 110, listDocuments: !heldOut))
        if showRules { printRuleCounts(documents) }
        if showCoverage { printCoverage(documents) }
        if showUncertain { printUncertain(documents) }
        if let recordsOut { try write(documents, to: URL(fileURLWithPath: recordsOut)) }
        guard showMisses else { return }
        for recorded in documents {
            let label = recorded.sample.label
            if let variant, label.variant != variant { continue }
            for (name, expected) in label.fields.sorted(by: { $0.key < $1.key }) {
                if let field, name.rawValue != field { continue }
                let got = recorded.sample.record?[name]
                guard !FieldComparison.matches(name, expected: expected, got: got?.value) else { continue }
                print("miss \(recorded.document.id) \(name.rawValue): expected \(expected), got \(got?.value ?? "-") (\(got?.rule ?? "no candidate"))\(got.map { String(format: " %.3f", $0.confidence) + ($0.checks.isEmpty ? "" : " [\($0.checks.joined(separator: ","))]") } ?? "")")
            }
            guard let record = recorded.sample.record else { continue }
            for name in FieldName.allCases where label.saysAbsent(name) && (field == nil || name.rawValue == field) {
                if let got = record[name] { print("spurious \(recorded.document.id) \(name.rawValue): \(got.value) (\(got.rule))") }
            }
        }
    }

    /// Each replayed record as `<id>.json` in `folder`.
    private func write(_ documents: [RecordedDocument], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for recorded in documents {
            guard let record = recorded.sample.record else { continue }
            try record.jsonData(pretty: true).write(to: folder.appendingPathComponent("\(recorded.document.id).json"),
                                                    options: .atomic)
        }
    }

    /// Per field and rule: how many emitted values were right, wrong or spurious (unlabelled).
    private func printRuleCounts(_ documents: [RecordedDocument]) {
        var counts: [String: (right: Int, wrong: Int, spurious: Int)] = [:]
        for recorded in documents {
            let label = recorded.sample.label
            if let variant, label.variant != variant { continue }
            guard let record = recorded.sample.record else { continue }
            for name in FieldName.allCases where field == nil || name.rawValue == field {
                guard let got = record[name] else { continue }
                let key = "\(name.rawValue) \(got.rule)"
                var count = counts[key] ?? (0, 0, 0)
                if let expected = label.fields[name] {
                    if FieldComparison.matches(name, expected: expected, got: got.value) { count.right += 1 } else { count.wrong += 1 }
                } else if label.saysAbsent(name) {
                    count.spurious += 1
                }
                counts[key] = count
            }
        }
        print("field and rule: right / wrong / spurious")
        for (key, count) in counts.sorted(by: { $0.key < $1.key }) {
            print("\(key): \(count.right) / \(count.wrong) / \(count.spurious)")
        }
    }

    /// Per labelled field: right and wrong values at confidence ≥ 0.9 and below it, and values not
    /// emitted — where coverage at 0.9 is lost (a right value below the threshold) or risked.
    private func printCoverage(_ documents: [RecordedDocument]) {
        let threshold = CalibrationReport.defaultThreshold
        var rows: [String: [Int]] = [:]
        for recorded in documents {
            let label = recorded.sample.label
            if let variant, label.variant != variant { continue }
            for (name, expected) in label.fields where field == nil || name.rawValue == field {
                var row = rows[name.rawValue] ?? [0, 0, 0, 0, 0]
                if let got = recorded.sample.record?[name] {
                    let right = FieldComparison.matches(name, expected: expected, got: got.value)
                    row[(got.confidence >= threshold ? 0 : 2) + (right ? 0 : 1)] += 1
                } else {
                    row[4] += 1
                }
                rows[name.rawValue] = row
            }
        }
        print("field           right≥0.9  wrong≥0.9  right<0.9  wrong<0.9  missing  coverage@0.9")
        for (name, row) in rows.sorted(by: { $0.key < $1.key }) {
            let coverage = 100 * Double(row[0] + row[1]) / Double(max(row.reduce(0, +), 1))
            print(name.padding(toLength: 15, withPad: " ", startingAt: 0) + String(format: " %9d  %9d  %9d  %9d  %7d  %11.1f%%",
                         row[0], row[1], row[2], row[3], row[4], coverage))
        }
    }

    /// Labelled fields emitted below `below`: whether right, the rule, checks and the model's features.
    private func printUncertain(_ documents: [RecordedDocument]) {
        print("features: " + ConfidenceFeatures.names.joined(separator: " "))
        for recorded in documents {
            let label = recorded.sample.label
            if let variant, label.variant != variant { continue }
            for evidence in recorded.evidence where field == nil || evidence.field.rawValue == field {
                guard let expected = label[evidence.field], evidence.confidence < below else {
                    continue
                }
                let right = FieldComparison.matches(evidence.field, expected: expected, got: evidence.value)
                let features = evidence.features.values.map { String(format: "%.2f", $0) }.joined(separator: " ")
                print("\(right ? "right" : "WRONG") \(recorded.document.id) \(evidence.field.rawValue) "
                      + String(format: "%.3f", evidence.confidence)
                      + " \(evidence.rule) [\(features)] \"\(evidence.value)\"" + (right ? "" : " expected \"\(expected)\""))
            }
        }
    }
}
