// `eval`'s line on the second recogniser: the values it gave, and how many of the labelled ones are right.

import DocumentModel
@testable import Evaluation
import Testing

@Suite struct SecondRecognitionReportTests {
    private func sample(_ fields: [FieldName: (String, FieldSource, Double)]) -> EvaluationSample {
        var record = DocumentRecord(status: .ok, source: .init(path: "x"))
        for (field, (value, source, confidence)) in fields {
            record[field] = FieldValue(value: value, confidence: confidence, page: 1, bbox: nil, source: source, rule: "test")
        }
        return EvaluationSample(label: DocumentLabel(file: "x.png", fields: [.total: "28.89", .date: "2025-06-29"]),
                                documentPath: "x.png", record: record, seconds: 1)
    }

    @Test func theSecondRecognisersValuesAreCountedRightWrongAndUnlabelled() throws {
        let report = try #require(SecondRecognitionReport.make([
            sample([.total: ("28.89", .secondRecogniser, 0.89), .date: ("2025-06-29", .ocr, 0.95)]),
            sample([.total: ("28.80", .secondRecogniser, 0.7), .phone: ("031234567", .secondRecogniser, 0.6)]),
        ].map(DocumentScore.init)))
        #expect(report.labelled == 2)
        #expect(report.right == 1)
        #expect(report.unlabelled == 1)
        #expect(abs(report.meanConfidence - 0.73) < 1e-9)
    }

    @Test func aRunWithoutTheSecondRecogniserHasNoSuchLine() {
        #expect(SecondRecognitionReport.make([sample([.total: ("28.89", .ocr, 0.95)])].map(DocumentScore.init)) == nil)
    }
}
