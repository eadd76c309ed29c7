// A recording paired with its label: the unit the measuring and fitting commands work on.

import DocumentModel
import Foundation

/// One recorded document and what its label says.
public struct LabelledRecording: Sendable {
    public let name: String
    public let document: RecognizedDocument
    public let label: DocumentLabel

    /// Pairs `X.json` recordings in `recordings` with `X.json` labels in `labels`; unpaired files are skipped.
    /// - Throws: `ExtractionError` when a paired file cannot be read.
    public static func load(recordings: URL, labels: URL) throws -> [LabelledRecording] {
        let names = try FileManager.default.contentsOfDirectory(atPath: recordings.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        return try names.compactMap { name in
            let labelURL = labels.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: labelURL.path) else { return nil }
            return LabelledRecording(name: String(name.dropLast(5)),
                                     document: try Recordings.document(at: recordings.appendingPathComponent(name)),
                                     label: try Recordings.label(at: labelURL))
        }
    }

    /// Extracts the document and compares every labelled field.
    public func score(with extractor: ReceiptExtractor, today: Date = Date()) -> [FieldOutcome] {
        let analysis = extractor.analyse(document, today: today)
        return label.fields.sorted { $0.key < $1.key }.map { field, expected in
            let evidence = analysis.evidence.first { $0.field == field }
            return FieldOutcome(document: name, field: field, expected: expected, extracted: evidence?.value, rule: evidence?.rule,
                                features: evidence?.features, confidence: evidence?.confidence,
                                correct: evidence.map { LabelMatching.matches(field, extracted: $0.value, expected: expected) } ?? false)
        }
    }
}

/// A labelled field of one document and what extraction made of it.
public struct FieldOutcome: Sendable {
    public let document: String
    public let field: FieldName
    public let expected: String
    public let extracted: String?
    public let rule: String?
    public let features: ConfidenceFeatures?
    public let confidence: Double?
    public let correct: Bool
}
