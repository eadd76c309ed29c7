// One labelled document with its recorded OCR, extracted: the evaluation sample the report scores
// and the calibration samples (one per extracted field whose rightness the label decides).

import DocumentModel
import Evaluation
import Extraction
import Foundation

struct RecordedDocument {
    let document: LabelledDocument
    let sample: EvaluationSample
    let calibrationSamples: [CalibrationSample]
    /// Each extracted field with its rule, features and confidence.
    let evidence: [FieldEvidence]

    /// The label's documents under `labels` that have a recording `<id>.json` in `recordings`.
    /// - Throws: when a label or a paired recording cannot be read.
    /// - Parameter omitsUnprinted: the labels leave out what a document does not print
    ///   (`LabelledCorpus.omittingUnprinted(_:)`).
    static func load(recordings: URL, labels: URL, omitsUnprinted: Bool = false) throws -> [RecordedDocument] {
        let extractor = ReceiptExtractor()
        var documents = try LabelledCorpus.load(directory: labels)
        if omitsUnprinted { documents = LabelledCorpus.omittingUnprinted(documents) }
        return try documents.compactMap { document in
            let url = recordings.appendingPathComponent("\(document.id).json")
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            let recognized = try Recordings.document(at: url)
            // The recorded re-readings answer extraction's requests (none in older recordings).
            return RecordedDocument(document: document, analysis: extractor.analyse(recognized),
                                    recognized: recognized)
        }
    }

    init(document: LabelledDocument, analysis: ExtractionAnalysis, recognized: RecognizedDocument) {
        self.document = document
        let extraction = analysis.extraction
        evidence = analysis.evidence
        var record = DocumentRecord(status: .ok, source: DocumentRecord.Source(path: document.documentURL.path),
                                    language: extraction.language, items: extraction.items,
                                    confidence: extraction.confidence, review: extraction.review,
                                    category: extraction.category, text: recognized.text)
        for (name, value) in extraction.fields { record[name] = value }
        sample = EvaluationSample(document: document, record: record, seconds: 0)
        let label = document.label
        calibrationSamples = analysis.evidence.compactMap { evidence in
            let expected = label[evidence.field]
            guard expected != nil || label.saysAbsent(evidence.field) else { return nil }
            let correct = expected.map { FieldComparison.matches(evidence.field, expected: $0, got: evidence.value) } ?? false
            return CalibrationSample(field: evidence.field, features: evidence.features, correct: correct,
                                     vetoed: evidence.vetoed, ceiling: evidence.ceiling, labelled: expected != nil)
        }
    }

    /// The documents that must share a fold: a generated document's variants (`he-0012-photo` →
    /// `he-0012`), otherwise the document itself.
    var groupKey: String {
        let id = document.id
        if let variant = document.label.variant, id.hasSuffix("-\(variant)") { return String(id.dropLast(variant.count + 1)) }
        return id
    }
}
