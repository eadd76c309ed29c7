// Runs every extractor's own examples through the whole extractor (SwiftLint-style generated tests),
// and checks the registry covers every field exactly once.

import DocumentModel
@testable import Extraction
import Testing

struct NamedExample: Sendable, CustomTestStringConvertible {
    let extractor: String
    let example: ExtractorExample
    var testDescription: String { "\(extractor): \(example.text.replacingOccurrences(of: "\n", with: " ⏎ "))" }
}

@Suite struct ExtractorExampleTests {
    static let examples: [NamedExample] = allExtractors.flatMap { type in
        type.examples.map { NamedExample(extractor: "\(type)", example: $0) }
    }

    @Test(arguments: examples)
    func exampleGivesExpectedValueByItsRule(_ named: NamedExample) {
        let example = named.example
        let analysis = ReceiptExtractor().analyse(SyntheticReceipt.document(example.text),
                                                  today: SyntheticReceipt.day(example.today))
        let extraction = analysis.extraction
        #expect(extraction.fields[example.field]?.value == example.expected,
                "\(named.testDescription) → \(extraction.fields.mapValues(\.value))")
        let fired = analysis.evidence.first { $0.field == example.field }?.ruleID
        #expect(fired == example.rule, "\(named.testDescription): fired \(fired?.rawValue ?? "none")")
    }

    @Test func everyExampleWithAValueNamesItsRule() {
        for named in Self.examples where named.example.expected != nil {
            #expect(named.example.rule != nil, "\(named.testDescription) names no rule")
        }
    }

    @Test func everyFieldHasExactlyOneExtractor() {
        for field in FieldName.allCases {
            let owners = allExtractors.filter { $0.fields.contains(field) }
            #expect(owners.count == 1, "\(field) has \(owners.count) extractors")
        }
    }

    @Test func everyExtractorHasTriggeringAndNonTriggeringExamples() {
        for extractor in allExtractors {
            #expect(extractor.examples.contains { $0.expected != nil }, "\(extractor) has no triggering example")
            #expect(extractor.examples.count >= 2, "\(extractor) needs more examples")
        }
    }

    @Test(arguments: ItemsExtractor.examples.indices)
    func itemsExample(_ index: Int) {
        let example = ItemsExtractor.examples[index]
        let items = ReceiptExtractor().extract(SyntheticReceipt.document(example.text),
                                               today: SyntheticReceipt.day("2025-06-30")).items
        #expect(items.map(\.description) == example.descriptions)
        #expect(items.map(\.total) == example.totals)
    }

    @Test func aWeighingRowGivesTheItemAboveItsQuantityAndUnitPrice() throws {
        let items = ReceiptExtractor().extract(SyntheticReceipt.document(ItemsExtractor.examples[2].text),
                                               today: SyntheticReceipt.day("2025-06-30")).items
        let chicken = try #require(items.first)
        #expect(chicken.quantity == "0.356")
        #expect(chicken.unitPrice == "4.30")
    }

    @Test(arguments: CategoryClassifier.examples.indices)
    func categoryExample(_ index: Int) {
        let example = CategoryClassifier.examples[index]
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document(example.text),
                                                    today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.category == example.expected, "\(example.text)")
    }
}
