// Items F1 and the matched items' columns on hand-made lists, and the calibration maths on a hand-computed example.

import DocumentModel
@testable import Evaluation
import Foundation
import Testing

@Suite struct ItemsTallyTests {
    @Test func itemsMatchAsMultisetsOfLineTotals() {
        let tally = ItemsTally(labelledTotals: ["10.00", "10.00", "5.50", "3"],
                               predictedTotals: ["10", "5.5", "5.50", "7.00"])
        #expect(tally.labelled == 4 && tally.predicted == 4)
        #expect(tally.matched == 2)                       // one 10, one 5.50; the second 5.50 is extra
        #expect(tally.precision == 0.5 && tally.recall == 0.5 && tally.f1 == 0.5)
    }

    @Test func emptyListsHaveNoScores() {
        let none = ItemsTally(labelledTotals: [], predictedTotals: [])
        #expect(none.f1 == nil && none.precision == nil && none.recall == nil)
        let missed = ItemsTally(labelledTotals: ["1.00", "2.00"], predictedTotals: [])
        #expect(missed.f1 == 0 && missed.recall == 0 && missed.precision == nil)
    }

    @Test func pooledF1IsMicroAveraged() {
        let pooled = ItemsTally(labelledTotals: ["1", "2"], predictedTotals: ["1", "2"])
            + ItemsTally(labelledTotals: ["3", "4"], predictedTotals: ["9"])
        #expect(pooled.matched == 2 && pooled.labelled == 4 && pooled.predicted == 3)
        #expect(pooled.f1 == 4.0 / 7.0)
    }
}

@Suite struct CalibrationTests {
    /// Bin 0.9–1.0: four predictions at 0.95, three right (gap 0.20, weight 4/6).
    /// Bin 0.2–0.3: two predictions at 0.25, one right (gap 0.25, weight 2/6).
    /// ECE = 4/6 · 0.20 + 2/6 · 0.25 = 13/60.
    let predictions = [
        JudgedPrediction(confidence: 0.95, correct: true), JudgedPrediction(confidence: 0.95, correct: true),
        JudgedPrediction(confidence: 0.95, correct: true), JudgedPrediction(confidence: 0.95, correct: false),
        JudgedPrediction(confidence: 0.25, correct: true), JudgedPrediction(confidence: 0.25, correct: false),
    ]

    @Test func expectedCalibrationErrorMatchesHandComputation() throws {
        let report = CalibrationReport(predictions: predictions, labelledFields: 10)
        #expect(report.bins.count == 10)
        #expect(report.bins[9].count == 4 && report.bins[2].count == 2)
        #expect(report.bins[9].accuracy == 0.75)
        #expect(report.bins[0].count == 0 && report.bins[0].accuracy == nil)
        let ece = try #require(report.expectedCalibrationError)
        #expect(abs(ece - 13.0 / 60.0) < 1e-12)
    }

    @Test func precisionAndCoverageAtThreshold() {
        let report = CalibrationReport(predictions: predictions, labelledFields: 10)
        #expect(report.confidentPredictions == 4)
        #expect(report.precisionAtThreshold == 0.75)
        #expect(report.coverageAtThreshold == 0.4)
        // A confident spurious field lowers precision but is not a labelled field for coverage.
        let withSpurious = CalibrationReport(
            predictions: predictions + [JudgedPrediction(confidence: 0.92, correct: false, labelled: false)],
            labelledFields: 10)
        #expect(withSpurious.precisionAtThreshold == 0.6)
        #expect(withSpurious.coverageAtThreshold == 0.4)
    }

    @Test func confidenceOneAndThresholdEdgeFallInTheTopBin() {
        let report = CalibrationReport(predictions: [JudgedPrediction(confidence: 1.0, correct: true),
                                                     JudgedPrediction(confidence: 0.9, correct: true),
                                                     JudgedPrediction(confidence: 0.89, correct: false)],
                                       labelledFields: 3)
        #expect(report.bins[9].count == 2 && report.bins[8].count == 1)
        #expect(report.confidentPredictions == 2 && report.precisionAtThreshold == 1)
    }

    @Test func noPredictionsGiveNoFigures() {
        let report = CalibrationReport(predictions: [], labelledFields: 0)
        #expect(report.expectedCalibrationError == nil)
        #expect(report.precisionAtThreshold == nil && report.coverageAtThreshold == nil)
    }
}

@Suite struct ItemColumnsTallyTests {
    @Test func matchedItemsAreJudgedOnDescriptionQuantityAndUnitPrice() {
        let labelled = [
            DocumentLabel.Item(description: "Caesar Salad", quantity: "2", unitPrice: "53.00", total: "106.00"),
            DocumentLabel.Item(description: "Lemonade", quantity: "1", total: "17.00"),
            DocumentLabel.Item(description: "Whole Milk 1 GAL", total: "4.79"),
            DocumentLabel.Item(description: "Tea", quantity: "1", unitPrice: "3.00", total: "3.00"),
        ]
        let predicted = [
            LineItem(description: "CAESAR SALAD", quantity: "2", unitPrice: "53.00", total: "106.00"),
            LineItem(description: "Lemonade", total: "17.00"),
            LineItem(description: "WHOLE MILK", total: "4.79"),
        ]
        let tally = ItemsTally(labelled: labelled, predicted: predicted)
        #expect(tally.matched == 3)
        #expect(tally.described == 2)                                // the milk lost its size
        #expect(tally.quantityLabelled == 2 && tally.quantityRight == 1)   // the tea is unmatched
        #expect(tally.unitPriceLabelled == 1 && tally.unitPriceRight == 1)
        #expect(tally.descriptionAccuracy == 2.0 / 3.0)
    }

    @Test func ofTwoItemsWithOneTotalTheLikerDescriptionIsPaired() {
        let labelled = [DocumentLabel.Item(description: "Coffee", quantity: "2", total: "6.00"),
                        DocumentLabel.Item(description: "Bagel", quantity: "3", total: "6.00")]
        let predicted = [LineItem(description: "BAGEL", quantity: "3", total: "6.00"),
                         LineItem(description: "COFFEE", quantity: "2", total: "6.00")]
        let tally = ItemsTally(labelled: labelled, predicted: predicted)
        #expect(tally.described == 2 && tally.quantityRight == 2)
    }
}

@Suite struct ItemsByVariantTests {
    private static func sample(_ variant: String, labelled: [String], predicted: [String]) -> EvaluationSample {
        var label = DocumentLabel(file: "\(variant).png", items: labelled.map { DocumentLabel.Item(description: "Tea", total: $0) })
        label.variant = variant
        let record = DocumentRecord(status: .ok, source: .init(path: "\(variant).png", sha256: nil, mediaType: "image/png", pages: 1),
                                    pages: [], language: "en", items: predicted.map { LineItem(description: "Tea", total: $0) },
                                    confidence: 0.9, review: .review, category: .other, text: "")
        return EvaluationSample(label: label, documentPath: "\(variant).png", record: record, seconds: 1)
    }

    @Test func itemsAreCountedByVariantAndTheTableNamesEach() throws {
        let report = evaluate([Self.sample("clean_scan", labelled: ["1.00", "2.00"], predicted: ["1.00", "2.00"]),
                               Self.sample("phone_photo", labelled: ["1.00", "2.00"], predicted: ["1.00"])],
                              wallSeconds: 1, corpusName: "t")
        let byVariant = try #require(report.itemsByVariant)
        #expect(byVariant["clean_scan"]?.matched == 2 && byVariant["phone_photo"]?.matched == 1)
        #expect(report.items?.matched == 3)
        let text = report.renderText()
        #expect(text.contains("Line items by variant"))
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("phone_photo") && $0.contains("0.667") })
        let decoded = try JSONDecoder().decode(EvaluationReport.self, from: report.jsonData())
        #expect(decoded.itemsByVariant == report.itemsByVariant)
    }
}

@Suite struct ItemsPairingTests {
    @Test func pairingItemsCountsAsMatchingTheirTotals() {
        let labelled = ["10.00", "10.00", "5.50", "3", "x"].map { DocumentLabel.Item(description: "A", total: $0) }
        let predicted = ["10", "5.5", "5.50", "7.00", "y"].map { LineItem(description: "A", total: $0) }
        let paired = ItemsTally(labelled: labelled, predicted: predicted)
        let byTotals = ItemsTally(labelledTotals: labelled.map(\.total), predictedTotals: predicted.map(\.total))
        #expect(paired.labelled == byTotals.labelled && paired.predicted == byTotals.predicted)
        #expect(paired.matched == byTotals.matched && paired.matched == 2)
    }
}
