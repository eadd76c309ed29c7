// How a wrong name or address misses its label: a part, the label and more, misread, another text.

import DocumentModel
@testable import Evaluation
import Testing

@Suite struct TextMissTests {
    @Test func containmentFindsAPartInsideALongerText() {
        #expect(TextSimilarity.containment("sagu18", in: "no53jalansagu18taman") == 1)
        #expect(TextSimilarity.containment("sagv18", in: "no53jalansagu18taman") == 1 - 1.0 / 6)
        #expect(TextSimilarity.containment("xyz", in: "abc") == 0)
        #expect(TextSimilarity.containment("", in: "abc") == 0)
    }

    @Test func aRowLeftOutIsAPartAndARowJoinedInIsMore() {
        let label = "רח' הסדנא 55, נהריה 2663087"
        #expect(TextMiss.classify(expected: label, got: "רח' הסדנא 55") == .part)
        #expect(TextMiss.classify(expected: label, got: label + " טל' 04-9512345") == .more)
        #expect(TextMiss.classify(expected: "NO.53, JALAN SAGU 18, TAMAN DAYA",
                                  got: "NO 53 JALAN SAGU 18") == .part)
    }

    @Test func aMisreadIsSimilarAndAnotherTextIsNot() {
        #expect(TextMiss.classify(expected: "Queen's Road 93, Exeter", got: "Qveen's Rcad 98, Exetcr") == .misread)
        #expect(TextMiss.classify(expected: "Queen's Road 93, Exeter", got: "Bill to: 12 Market St") == .other)
        #expect(TextMiss.classify(expected: "Queen's Road 93, Exeter", got: "") == .other)
    }

    @Test func theReportCountsWrongTextValuesByMissAndConfidence() {
        let fields: [FieldName: String] = [.address: "רח' הסדנא 55, נהריה 2663087", .businessName: "הובלות א.ב.",
                                           .total: "12.00"]
        var record = DocumentRecord(status: .ok, source: .init(path: "a.png"))
        for (field, value) in [FieldName.address: "רח' הסדנא 55", .businessName: "הובלות א.ב.", .total: "13.00"] {
            record[field] = FieldValue(value: value, confidence: 0.95, page: 1, bbox: nil, source: .ocr, rule: "test")
        }
        let sample = EvaluationSample(label: DocumentLabel(file: "a.png", fields: fields), documentPath: "a.png",
                                      record: record, seconds: 1)
        let report = evaluate([sample], wallSeconds: 1, corpusName: "t")
        // The right name is no miss; the wrong total is no text.
        #expect(report.textMisses == [TextMissRow(field: "address", miss: .part, wrong: 1, confidentWrong: 1)])
        #expect(report.renderText().contains("a part of the label"))
    }

    @Test func rightNamesAndAddressesAreCountedLetterForLetter() {
        let fields: [FieldName: String] = [.businessName: "SUN WONG KUT SDN BHD", .address: "NO 290, JALAN AIR PANAS",
                                           .total: "12.00"]
        func sample(_ file: String, name: String, address: String) -> EvaluationSample {
            var record = DocumentRecord(status: .ok, source: .init(path: file))
            for (field, value) in [FieldName.businessName: name, .address: address, .total: "12.00"] {
                record[field] = FieldValue(value: value, confidence: 0.95, page: 1, bbox: nil, source: .ocr, rule: "test")
            }
            return EvaluationSample(label: DocumentLabel(file: file, fields: fields), documentPath: file, record: record,
                                    seconds: 1)
        }
        let report = evaluate([
            // Case and punctuation aside, the label: exact.
            sample("a.jpg", name: "Sun Wong Kut Sdn. Bhd.", address: "No. 290, Jalan Air Panas"),
            // A letter misread: right as scored (similar), not exact.
            sample("b.jpg", name: "SUN WONG KUT SON BHD", address: "NO 290, JALAN AIR PANAS"),
            // Another text: neither.
            sample("c.jpg", name: "THANK YOU", address: "NO 290, JALAN AIR PANAS"),
        ], wallSeconds: 1, corpusName: "t")
        #expect(report.textExactness == [
            TextExactnessRow(field: "business_name", labelled: 3, right: 2, exact: 1),
            TextExactnessRow(field: "address", labelled: 3, right: 3, exact: 3),
        ])
        #expect(report.renderText().contains("letter for letter"))
    }
}
