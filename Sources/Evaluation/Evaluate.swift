// The scorer's entry point: labelled samples plus output records in, the accuracy report out.

/// Scores `samples` (one per labelled document, in any order) and builds the report.
/// A sample without a record, or with a failed one, counts as wrong for every labelled field.
/// - Parameters:
///   - wallSeconds: the wall-clock time of the whole run, for documents per second.
///   - corpusName: how the report names the corpus.
public func evaluate(_ samples: [EvaluationSample], wallSeconds: Double, corpusName: String) -> EvaluationReport {
    let scores = samples.map(DocumentScore.init)
    let itemScores = scores.compactMap(\.items)
    return EvaluationReport(
        corpus: corpusName,
        documents: samples.count,
        failedDocuments: samples.filter { $0.successfulRecord == nil }.count,
        completeLabelDocuments: samples.filter { $0.label.complete == true }.count,
        fieldAccuracy: FieldAccuracy.rows(scores),
        items: itemScores.isEmpty ? nil : itemScores.reduce(ItemsTally(), +),
        itemsByVariant: itemScores.isEmpty ? nil : Dictionary(
            scores.compactMap { score in score.items.map { (score.groups.variant, $0) } }, uniquingKeysWith: +),
        spurious: SpuriousReport.make(scores),
        calibration: CalibrationReport.make(scores),
        speed: SpeedReport(samples, wallSeconds: wallSeconds),
        worstDocuments: WorstDocuments.worst(scores),
        variantComparison: VariantComparison.rows(scores),
        trust: TrustRow.rows(scores),
        parties: PartyReport.make(samples),
        variantLanguage: VariantLanguage.rows(scores),
        wrongByRule: RuleRow.rows(scores),
        autoMisses: AutoMissRow.rows(scores),
        textMisses: TextMissRow.rows(scores),
        textExactness: TextExactnessRow.rows(scores),
        readingMisses: ReadingMisses.report(scores),
        capture: CaptureSummary.rows(scores), captureUnread: CaptureSummary.rows(scores, onlyUnread: true),
        secondRecognition: SecondRecognitionReport.make(scores))
}
