// The second recogniser's reading (its numbers spliced into the words) gives the digit fields only
// where the first reading gave none or an unsure one; a value only it gives is never sure, and what
// both read alike is as sure as the surer.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct SecondRecognitionMergeTests {
    private static func analysis(_ values: [FieldName: (String, Double)]) -> ExtractionAnalysis {
        let fields = values.mapValues { value, confidence in
            FieldValue(value: value, confidence: confidence, page: 1, bbox: nil, source: .ocr, rule: "test")
        }
        return ExtractionAnalysis(extraction: Extraction(language: "en", fields: fields, items: [], category: .other,
                                                         confidence: 0.5, review: .review), evidence: [])
    }

    @Test func aMissingOrUnsureDigitFieldIsTakenHeldUnderTheCeiling() throws {
        let first = Self.analysis([.total: ("37.00", 0.83), .businessName: ("Cafe", 0.6)])
        let spliced = Self.analysis([.total: ("72.90", 0.97), .date: ("2025-03-14", 0.95), .businessName: ("Caffe", 0.99)])
        let merged = ReceiptExtractor().withSecondRecognition(first, spliced: spliced).extraction.fields
        let total = try #require(merged[.total])
        #expect(total.value == "72.90")
        #expect(total.confidence == ReceiptExtractor.secondRecognitionCeiling)
        #expect(total.source == .secondRecogniser)
        #expect(merged[.date]?.value == "2025-03-14")
        #expect(merged[.date]?.confidence == ReceiptExtractor.secondRecognitionCeiling)
        // Not a digit field: the first reading's.
        #expect(merged[.businessName]?.value == "Cafe")
    }

    @Test func aSureFieldIsKeptAndAnUnsureOneTheSplicedReadingIsLessSureOfToo() {
        let first = Self.analysis([.total: ("12.00", 0.95), .date: ("2025-01-02", 0.7)])
        let spliced = Self.analysis([.total: ("13.00", 0.99), .date: ("2025-01-03", 0.6)])
        let merged = ReceiptExtractor().withSecondRecognition(first, spliced: spliced).extraction.fields
        #expect(merged[.total]?.value == "12.00")
        #expect(merged[.date]?.value == "2025-01-02")
        #expect(merged[.date]?.source == .ocr)
    }

    @Test func theSameValueReadByBothIsAsSureAsTheSurer() {
        let first = Self.analysis([.total: ("274.20", 0.75)])
        let spliced = Self.analysis([.total: ("274.20", 0.94)])
        let merged = ReceiptExtractor().withSecondRecognition(first, spliced: spliced).extraction
        #expect(merged.fields[.total]?.confidence == 0.94)
        #expect(merged.fields[.total]?.source == .ocr)
    }

    @Test func onlyAReadingWithoutASureDateOrTotalWantsTheSecondRecogniser() {
        #expect(!ReceiptExtractor.wantsSecondRecognition(Self.analysis([.total: ("1.00", 0.95), .date: ("2025-01-02", 0.92)])))
        #expect(ReceiptExtractor.wantsSecondRecognition(Self.analysis([.total: ("1.00", 0.95)])))
        #expect(ReceiptExtractor.wantsSecondRecognition(Self.analysis([.total: ("1.00", 0.89), .date: ("2025-01-02", 0.92)])))
    }
}
