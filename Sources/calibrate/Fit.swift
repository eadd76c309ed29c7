// `calibrate fit`: refits the confidence model on recordings and reports calibration honestly —
// in-sample and k-fold out-of-sample (folds by document group) — then writes the parameters. With
// `--balance` every corpus folder weighs alike, and the figures printed are weighted the same way.

import ArgumentParser
import DocumentModel
import Evaluation
import Extraction
import Foundation

struct Fit: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Refit the confidence model and write its parameters.")
    @OptionGroup var corpus: CorpusOptions
    @Option(help: "Folds of the cross-validation (by document group).") var folds = 5
    @Option(help: "Where to write the generated Swift file (nothing is written with --dry-run).")
    var output = "Sources/Extraction/Calibration/CalibrationParameters+Fitted.swift"
    @Flag(help: "Report the figures without writing the parameters.") var dryRun = false
    @Flag(help: """
        Weigh every corpus folder alike: the fields of a smaller corpus count as often as it takes to \
        match the largest (the real receipts would otherwise be outweighed ~6:1 by the synthetic corpus).
        """)
    var balance = false
    @Flag(help: """
        Also cross-validate leaving one source out at a time (each recordings folder, a folder with \
        sub-collections split by them: sroie, invoice2data, wildreceipt): fit on the others, judge on it, \
        and print the table with its worst group — the figure to choose features and regularisation by.
        """)
    var leaveSourceOut = false
    @Option(help: """
        With --leave-source-out: the `auto` thresholds to judge on each held-out source (comma-separated): \
        how many documents each marks `auto` and how many of their labelled fields are right.
        """)
    var autoThresholds = "0.90,0.93,0.95,0.97"
    @Option(help: """
        Recordings and labels of sets the model is not fitted on ("RECORDINGS:LABELS", comma-separated \
        pairs): the refitted model's calibration and `auto` figures on each, as `eval` would print them.
        """)
    var judge: String?
    @Option(help: "L2 penalty of the shared weights.") var l2 = 0.001
    @Option(help: "L2 penalty of each field's departures from the shared weights.") var fieldL2 = 0.02

    func run() throws {
        let folders = try corpus.loadByFolder()
        let documents = folders.flatMap { $0 }
        let fieldCounts = folders.map { $0.reduce(0) { $0 + $1.calibrationSamples.count } }
        let largest = fieldCounts.max() ?? 0
        let repeats = fieldCounts.map { balance && $0 > 0 ? max(1, Int((Double(largest) / Double($0)).rounded())) : 1 }
        let groupsByFolder = zip(folders, repeats).map { folder, repeats -> [SampleGroup] in
            Dictionary(grouping: folder, by: \.groupKey).sorted { $0.key < $1.key }.map { group in
                let samples = group.value.flatMap(\.calibrationSamples)
                return SampleGroup(key: group.key, samples: Array(repeating: samples, count: repeats).flatMap { $0 })
            }
        }
        let groups = groupsByFolder.flatMap { $0 }
        let samples = groups.flatMap(\.samples)
        let labelledFields = zip(folders, repeats).reduce(0) { total, pair in
            total + pair.1 * pair.0.reduce(0) { $0 + $1.sample.label.fields.count }
        }
        let current = samples.map { ($0, $0.confidence(with: .fitted)) }
        print(summary("current parameters", current, labelledFields: labelledFields))
        let parameters = fitted(samples)
        print(summary("refitted, in-sample", samples.map { ($0, $0.confidence(with: parameters)) },
                      labelledFields: labelledFields))
        let outOfSample = CrossValidation.outOfSample(groups, folds: folds) { fitted($0) }
        print(summary("refitted, \(folds)-fold out-of-sample", outOfSample.map { ($0.sample, $0.confidence) },
                      labelledFields: labelledFields))
        if folders.count > 1 { printByFolder(folders, groupsByFolder, repeats: repeats, outOfSample) }
        if leaveSourceOut { printLeaveSourceOut(folders) }
        if let judge { try printJudged(judge, parameters: parameters) }
        guard !dryRun else { return }
        let source = CalibrationFit.swiftSource(parameters, sampleCount: samples.count,
                                                corpus: "\(documents.count) documents (\(corpus.name)); "
                                                    + "`swift run calibrate fit \(corpus.recordings) \(corpus.labels)"
                                                    + (balance ? " --balance`" : "`"))
        try source.write(toFile: output, atomically: true, encoding: .utf8)
        print("fitted on \(samples.count) fields of \(documents.count) documents → \(output)")
    }

    /// The current and out-of-sample figures of each folder on its own (each field counted once): a
    /// refit can gain on the larger corpus while losing on the smaller.
    private func printByFolder(_ folders: [[RecordedDocument]], _ groupsByFolder: [[SampleGroup]], repeats: [Int],
                               _ outOfSample: [(group: String, sample: CalibrationSample, confidence: Double)]) {
        let names = corpus.recordings.split(separator: ",").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        for (index, folder) in folders.enumerated() {
            let keys = Set(groupsByFolder[index].map(\.key))
            let samples = folder.flatMap(\.calibrationSamples)
            let labelled = folder.reduce(0) { $0 + $1.sample.label.fields.count }
            // A balanced folder's groups hold their samples `repeats` times over, one copy after another.
            let held = Dictionary(grouping: outOfSample.filter { keys.contains($0.group) }, by: \.group).values
                .flatMap { $0.prefix($0.count / repeats[index]) }
            let name = index < names.count ? names[index] : "folder \(index + 1)"
            print(summary("  \(name), current", samples.map { ($0, $0.confidence(with: .fitted)) }, labelledFields: labelled))
            print(summary("  \(name), out-of-sample", held.map { ($0.sample, $0.confidence) }, labelledFields: labelled))
        }
    }

    /// Leave-one-source-out: for each source, the model fitted on every other source (each weighed
    /// alike) judged on that source alone; then the worst source by precision at 0.9.
    private func printLeaveSourceOut(_ folders: [[RecordedDocument]]) {
        let names = corpus.recordings.split(separator: ",").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        var sources: [(name: String, documents: [RecordedDocument])] = []
        for (index, folder) in folders.enumerated() {
            let name = index < names.count ? names[index] : "folder \(index + 1)"
            let byCollection = Dictionary(grouping: folder) { $0.sample.collection ?? "" }
            for key in byCollection.keys.sorted() {
                sources.append((key.isEmpty ? name : "\(name)/\(key)", byCollection[key] ?? []))
            }
        }
        guard sources.count > 1 else { return print("leave-one-source-out: needs two sources or more") }
        print("leave-one-source-out (fitted on the other sources, each weighed alike):")
        var rows: [(name: String, report: CalibrationReport)] = []
        var autoRows: [(name: String, tallies: [AutoTally])] = []
        for held in sources.indices {
            let training = sources.indices.filter { $0 != held }.map { sources[$0].documents.flatMap(\.calibrationSamples) }
            let largest = training.map(\.count).max() ?? 0
            let balanced = training.flatMap { samples in
                Array(repeating: samples, count: samples.isEmpty ? 0 : max(1, Int((Double(largest) / Double(samples.count)).rounded())))
                    .flatMap { $0 }
            }
            let parameters = fitted(balanced)
            let heldOut = sources[held].documents
            let report = CalibrationReport(predictions: heldOut.flatMap(\.calibrationSamples).map {
                JudgedPrediction(confidence: $0.confidence(with: parameters), correct: $0.correct, labelled: $0.labelled)
            }, labelledFields: heldOut.reduce(0) { $0 + $1.sample.label.fields.count })
            rows.append((sources[held].name, report))
            autoRows.append((sources[held].name, thresholds.map { AutoTally(heldOut, threshold: $0, parameters: parameters) }))
            let name = sources[held].name.padding(toLength: max(28, sources[held].name.count), withPad: " ", startingAt: 0)
            print(String(format: "  %@ %4d docs  ECE %.3f  precision@0.9 %5.1f%% (%d)  coverage@0.9 %5.1f%%",
                         name as NSString, heldOut.count, report.expectedCalibrationError ?? 0,
                         100 * (report.precisionAtThreshold ?? 0), report.confidentPredictions,
                         100 * (report.coverageAtThreshold ?? 0)))
        }
        if let worst = rows.min(by: { ($0.report.precisionAtThreshold ?? 1) < ($1.report.precisionAtThreshold ?? 1) }) {
            print(String(format: "  worst source: %@, precision@0.9 %.1f%%", worst.name as NSString,
                         100 * (worst.report.precisionAtThreshold ?? 0)))
        }
        printAutoTable(autoRows)
    }

    /// The refitted model on sets it was not fitted on: calibration, and `auto` at each threshold.
    private func printJudged(_ pairs: String, parameters: CalibrationParameters) throws {
        for pair in pairs.split(separator: ",") {
            let parts = pair.split(separator: ":").map(String.init)
            guard parts.count == 2 else { throw ValidationError("--judge takes RECORDINGS:LABELS pairs") }
            let documents = try RecordedDocument.load(recordings: URL(fileURLWithPath: parts[0]),
                                                      labels: URL(fileURLWithPath: parts[1]))
            let samples = documents.flatMap(\.calibrationSamples)
            let labelled = documents.reduce(0) { $0 + $1.sample.label.fields.count }
            let name = URL(fileURLWithPath: parts[1]).lastPathComponent
            print(summary("judged on \(name), current", samples.map { ($0, $0.confidence(with: .fitted)) },
                          labelledFields: labelled))
            print(summary("judged on \(name), refitted", samples.map { ($0, $0.confidence(with: parameters)) },
                          labelledFields: labelled))
            var wrong: [String: (current: Int, refitted: Int, right: Int)] = [:]
            for sample in samples where sample.labelled {
                let current = sample.confidence(with: .fitted) >= 0.9, refitted = sample.confidence(with: parameters) >= 0.9
                var row = wrong[sample.field.rawValue] ?? (0, 0, 0)
                if sample.correct { row.right += refitted ? 1 : 0 } else { row.current += current ? 1 : 0; row.refitted += refitted ? 1 : 0 }
                wrong[sample.field.rawValue] = row
            }
            print("  wrong at ≥ 0.9 (current → refitted; refitted right at ≥ 0.9): " + wrong.sorted { $0.key < $1.key }
                .map { "\($0.key) \($0.value.current)→\($0.value.refitted) (\($0.value.right))" }.joined(separator: ", "))
            for threshold in thresholds {
                let current = AutoTally(documents, threshold: threshold, parameters: .fitted)
                let refitted = AutoTally(documents, threshold: threshold, parameters: parameters)
                print(String(format: "  auto ≥ %.2f: current %d documents, %.1f%% of fields right; refitted %d, %.1f%%",
                             threshold, current.documents, 100 * current.share, refitted.documents, 100 * refitted.share))
                func list(_ counts: [FieldName: Int]) -> String {
                    counts.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
                }
                print("    refitted auto documents' misses: missing " + list(refitted.missing) + "; wrong " + list(refitted.wrong))
            }
        }
    }

    private var thresholds: [Double] {
        autoThresholds.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Per held-out source and `auto` threshold: documents marked `auto` and the share of their labelled
    /// fields that are right — the promise `auto` makes, judged by models that never saw the source.
    private func printAutoTable(_ rows: [(name: String, tallies: [AutoTally])]) {
        print("`auto` on each held-out source (documents marked auto, their labelled fields right):")
        print("  " + "source".padding(toLength: 28, withPad: " ", startingAt: 0)
              + thresholds.map { String(format: "      ≥ %.2f      ", $0) }.joined())
        for row in rows {
            print("  " + row.name.padding(toLength: 28, withPad: " ", startingAt: 0) + row.tallies.map {
                String(format: "  %4d  %5.1f%%    ", $0.documents, 100 * $0.share)
            }.joined())
        }
        for (index, threshold) in thresholds.enumerated() {
            guard let worst = rows.map({ $0.tallies[index] }).filter({ $0.documents > 0 }).min(by: { $0.share < $1.share }) else {
                print(String(format: "  ≥ %.2f: no held-out document marked auto", threshold))
                continue
            }
            print(String(format: "  ≥ %.2f: worst held-out source's auto documents (%d) have %.1f%% of their fields right",
                         threshold, worst.documents, 100 * worst.share))
        }
    }

    private func fitted(_ samples: [CalibrationSample]) -> CalibrationParameters {
        CalibrationFit.fit(samples, l2: l2, fieldL2: fieldL2)
    }

    /// ECE, precision and coverage at ≥ 0.9, as the evaluation report computes them.
    private func summary(_ title: String, _ scored: [(CalibrationSample, Double)], labelledFields: Int) -> String {
        let report = CalibrationReport(predictions: scored.map {
            JudgedPrediction(confidence: $0.1, correct: $0.0.correct, labelled: $0.0.labelled)
        }, labelledFields: labelledFields)
        return String(format: "%-34@ ECE %.3f  precision@0.9 %.1f%% (%d)  coverage@0.9 %.1f%% of %d labelled fields",
                      title as NSString, report.expectedCalibrationError ?? 0, 100 * (report.precisionAtThreshold ?? 0),
                      report.confidentPredictions, 100 * (report.coverageAtThreshold ?? 0), labelledFields)
    }
}

/// The `auto` documents of a held-out source under one threshold, and their labelled fields right.
struct AutoTally {
    var documents = 0
    var fields = 0
    var right = 0
    /// Labelled fields of `auto` documents not emitted at all, by field (the rest of the misses are wrong values).
    var missing: [FieldName: Int] = [:]
    var wrong: [FieldName: Int] = [:]
    var share: Double { fields == 0 ? 1 : Double(right) / Double(fields) }

    init(_ documents: [RecordedDocument], threshold: Double, parameters: CalibrationParameters) {
        let configuration = ExtractionConfiguration(autoThreshold: threshold, calibration: parameters)
        for recorded in documents {
            var confidences: [FieldName: Double] = [:], values: [FieldName: String] = [:]
            for evidence in recorded.evidence {
                confidences[evidence.field] = ConfidenceModel.confidence(field: evidence.field, features: evidence.features,
                                                                         vetoed: evidence.vetoed, ceiling: evidence.ceiling,
                                                                         parameters: parameters)
                values[evidence.field] = evidence.value
            }
            guard configuration.review(confidences: confidences, values: values) == .auto else { continue }
            let label = recorded.sample.label
            self.documents += 1
            for (field, expected) in label.fields {
                fields += 1
                let got = recorded.sample.record?[field]?.value
                if FieldComparison.matches(field, expected: expected, got: got) { right += 1 }
                else if got == nil { missing[field, default: 0] += 1 } else { wrong[field, default: 0] += 1 }
            }
        }
    }
}
