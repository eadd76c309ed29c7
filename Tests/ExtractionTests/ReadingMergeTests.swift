// A photographed page read from two preparations gives two extractions, merged field by field: what
// both read is kept at the surer confidence, what one alone read is taken, and a value the two read
// differently is never sure (`ReceiptExtractor.disagreementCeiling`), and a business name one reading
// gives as the other's legal name does not displace the other's trading name.

import DocumentModel
@testable import Extraction
import Foundation
import Testing

@Suite struct ReadingMergeTests {
    private static let today = SyntheticReceipt.day("2025-06-30")

    /// The same receipt as two preparations of its photo read it: the second reads the phone the
    /// first lost and the total one digit otherwise.
    private static func readings() -> (first: RecognizedDocument, second: RecognizedDocument) {
        let first = SyntheticReceipt.document("""
            קפה שקד
            חשבונית מס 1373
            תאריך: 14/03/2025
            קפה הפוך | 35.90
            סה"כ לתשלום | 35.90
            """, confidence: 0.9)
        let second = SyntheticReceipt.document("""
            קפה שקד
            טל. 03-5551234
            חשבונית מס 1373
            תאריך: 14/03/2025
            קפה הפוך | 33.90
            סה"כ לתשלום | 33.90
            """, confidence: 0.95)
        return (first, second)
    }

    @Test func twoReadingsAreMergedFieldByField() throws {
        let (first, second) = Self.readings()
        let extractor = ReceiptExtractor()
        let alone = (first: extractor.extract(first, today: Self.today), second: extractor.extract(second, today: Self.today))
        var document = first
        document.secondReading = second
        let merged = extractor.extract(document, today: Self.today)

        // Read alike: kept, as sure as the surer reading.
        let date = try #require(merged.fields[.date])
        #expect(date.value == "2025-03-14")
        #expect(date.confidence == max(alone.first.fields[.date]!.confidence, alone.second.fields[.date]!.confidence))
        // Read by one alone: taken as that reading gave it.
        #expect(alone.first.fields[.phone] == nil)
        #expect(merged.fields[.phone] == alone.second.fields[.phone])
        // Read differently: the surer value, and never sure.
        let totals = [alone.first.fields[.total]!, alone.second.fields[.total]!]
        #expect(Set(totals.map(\.value)) == ["35.90", "33.90"])
        #expect(totals.allSatisfy { $0.confidence > ReceiptExtractor.disagreementCeiling })
        let total = try #require(merged.fields[.total])
        #expect(total.value == totals.max { $0.confidence < $1.confidence }!.value)
        #expect(total.confidence == ReceiptExtractor.disagreementCeiling)
        #expect(merged.review != .auto)
        #expect(merged.confidence <= ReceiptExtractor.disagreementCeiling)
    }

    @Test func aReadingThatFellBackOnTheLegalNameDoesNotTakeTheOthersTradingName() throws {
        // The first reading found the trading name and the legal name; the second, surer, lost the
        // trading name's row to grain and gave the legal name as the business name too (dev doc_0164
        // read with and without the median).
        func analysis(_ names: [FieldName: (String, Double)]) -> ExtractionAnalysis {
            let fields = names.mapValues { value, confidence in
                FieldValue(value: value, confidence: confidence, page: 1, bbox: nil, source: .ocr, rule: "test")
            }
            return ExtractionAnalysis(extraction: Extraction(language: "he", fields: fields, items: [], category: .other,
                                                             confidence: 0.8, review: .review), evidence: [])
        }
        let first = analysis([.businessName: ("בית קפה פינת חמד", 0.868), .legalName: ("פינת חמד שיווק בע\"מ", 0.87)])
        let second = analysis([.businessName: ("פינת חמד שיווק בע\"מ", 0.9), .legalName: ("פינת חמד שיווק בע\"מ", 0.949)])
        for (a, b, trading) in [(first, second, "בית קפה פינת חמד"), (second, first, "בית קפה פינת חמד")] {
            let merged = ReceiptExtractor().merged(a, b).extraction
            #expect(merged.fields[.businessName]?.value == trading)
            #expect(merged.fields[.businessName]!.confidence <= ReceiptExtractor.disagreementCeiling)
            #expect(merged.fields[.legalName]?.value == "פינת חמד שיווק בע\"מ")
        }
        // Two names neither of which is the other reading's legal name: the surer, as for any field.
        let other = analysis([.businessName: ("קפה פינת חמד", 0.95)])
        #expect(ReceiptExtractor().merged(first, other).extraction.fields[.businessName]?.value == "קפה פינת חמד")
    }

    @Test func aRecordingWithItsSecondReadingDecodesAndReplaysTheSame() throws {
        let (first, second) = Self.readings()
        var document = first
        document.secondReading = second
        let decoded = try JSONDecoder().decode(RecognizedDocument.self, from: JSONEncoder().encode(document))
        #expect(decoded == document)
        #expect(decoded.secondReading == second)
        let extractor = ReceiptExtractor()
        #expect(extractor.extract(decoded, today: Self.today) == extractor.extract(document, today: Self.today))
        // A recording without one (as every recording before second readings) reads as before.
        let plain = try JSONDecoder().decode(RecognizedDocument.self, from: JSONEncoder().encode(first))
        #expect(plain.secondReading == nil)
    }
}
