// The `calibrate` command: measures extraction on recorded OCR with labels (per-field accuracy,
// calibration) and refits the confidence model, writing CalibrationParameters+Fitted.swift.
//   swift run calibrate measure RECORDINGS LABELS [--show-misses]
//   swift run calibrate fit RECORDINGS LABELS [--output Sources/Extraction/Calibration/CalibrationParameters+Fitted.swift]

import ArgumentParser
import DocumentModel
import Extraction
import Foundation

@main
struct Calibrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure field extraction on recorded OCR and fit its confidence model.",
        subcommands: [Measure.self, Fit.self])
}

struct CorpusOptions: ParsableArguments {
    @Argument(help: "Folder of RecognizedDocument recordings (X.json, made by scripts/record-ocr.py).")
    var recordings: String
    @Argument(help: "Folder of labels (X.json, DocumentLabel schema). Several folders: separate with commas.")
    var labels: String

    func load() throws -> [LabelledRecording] {
        let recordingFolders = recordings.split(separator: ",").map { URL(fileURLWithPath: String($0)) }
        let labelFolders = labels.split(separator: ",").map { URL(fileURLWithPath: String($0)) }
        guard recordingFolders.count == labelFolders.count else {
            throw ValidationError("give as many label folders as recording folders")
        }
        return try zip(recordingFolders, labelFolders).flatMap { try LabelledRecording.load(recordings: $0, labels: $1) }
    }
}

struct Measure: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print per-field accuracy and calibration.")
    @OptionGroup var corpus: CorpusOptions
    @Flag(help: "List every wrong or missing field.") var showMisses = false

    func run() throws {
        let documents = try corpus.load()
        let outcomes = documents.flatMap { $0.score(with: ReceiptExtractor()) }
        print("documents: \(documents.count)")
        for (field, group) in Dictionary(grouping: outcomes, by: \.field).sorted(by: { $0.key < $1.key }) {
            let right = group.filter(\.correct).count
            let found = group.filter { $0.extracted != nil }.count
            print(String(format: "%-16@ %3d/%3d  %5.1f%%  (extracted %d)", field.rawValue as NSString, right, group.count,
                         100 * Double(right) / Double(group.count), found))
        }
        let scored = outcomes.compactMap { outcome in outcome.confidence.map { ($0, outcome.correct) } }
        let confident = scored.filter { $0.0 >= 0.9 }
        let precision = confident.isEmpty ? 0 : Double(confident.filter(\.1).count) / Double(confident.count)
        print(String(format: "confidence ≥ 0.9: precision %.1f%%, coverage %.1f%% of labelled fields; ECE %.3f",
                     100 * precision, 100 * Double(confident.count) / Double(max(outcomes.count, 1)),
                     CalibrationFit.expectedCalibrationError(scored.map { (confidence: $0.0, correct: $0.1) })))
        if showMisses {
            for outcome in outcomes where !outcome.correct {
                print("miss \(outcome.document) \(outcome.field.rawValue): expected \(outcome.expected), got \(outcome.extracted ?? "-") (\(outcome.rule ?? "no candidate"))")
            }
        }
    }
}

struct Fit: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Refit the confidence model and write its parameters.")
    @OptionGroup var corpus: CorpusOptions
    @Option(help: "Where to write the generated Swift file.")
    var output = "Sources/Extraction/Calibration/CalibrationParameters+Fitted.swift"

    func run() throws {
        let documents = try corpus.load()
        let samples = documents.flatMap { $0.score(with: ReceiptExtractor()) }.compactMap { outcome in
            outcome.features.map { CalibrationSample(field: outcome.field, features: $0, correct: outcome.correct) }
        }
        let parameters = CalibrationFit.fit(samples)
        let source = CalibrationFit.swiftSource(parameters, sampleCount: samples.count,
                                                corpus: "\(documents.count) documents (\(corpus.recordings))")
        try source.write(toFile: output, atomically: true, encoding: .utf8)
        print("fitted on \(samples.count) fields of \(documents.count) documents → \(output)")
    }
}
