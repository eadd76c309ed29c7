// `calibrate measure`: the evaluation report (per field, variant, language, items, spurious,
// calibration) of extraction over recordings, and optionally every miss of a field.

import ArgumentParser
import DocumentModel
import Evaluation
import Foundation

struct Measure: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the evaluation report of extraction over recordings.")
    @OptionGroup var corpus: CorpusOptions
    @Flag(help: "List every wrong or missing labelled field.") var showMisses = false
    @Option(help: "Only list misses of this field (e.g. total).") var field: String?
    @Option(help: "Only list misses of documents of this variant (e.g. clean_scan).") var variant: String?
    @Flag(help: "Count, for each field and rule, the right, wrong and spurious values it gave.") var showRules = false

    func run() throws {
        let documents = try corpus.load()
        let report = evaluate(documents.map(\.sample), wallSeconds: 1, corpusName: corpus.name)
        print(report.renderText(width: 110))
        if showRules { printRuleCounts(documents) }
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
            guard label.complete == true, let record = recorded.sample.record else { continue }
            for name in FieldName.allCases where label[name] == nil && (field == nil || name.rawValue == field) {
                if let got = record[name] { print("spurious \(recorded.document.id) \(name.rawValue): \(got.value) (\(got.rule))") }
            }
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
                } else if label.complete == true {
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
}
