// The extraction stage: recognised words → layout → candidates per field → the most consistent set
// → calibrated confidences, items, category and review status.

import DocumentModel
import Foundation

/// Turns a recognised document into fields, items, a category and calibrated confidences.
/// Pure and deterministic: the same words (and `today`) always give the same extraction.
public struct ReceiptExtractor: Sendable {
    public let configuration: ExtractionConfiguration

    public init(configuration: ExtractionConfiguration = .default) {
        self.configuration = configuration
    }

    /// Extracts fields from a document.
    /// - Parameters:
    ///   - regionReader: optionally re-reads a box with a digits-only OCR pass (OCR repair); nil in tests.
    ///   - today: dates after it are not the document's date.
    public func extract(_ document: RecognizedDocument, regionReader: (any RegionReader)? = nil,
                        today: Date = Date()) -> Extraction {
        analyse(document, regionReader: regionReader, today: today).extraction
    }

    /// Extracts fields and also returns the evidence behind each one (used to fit the calibration).
    public func analyse(_ document: RecognizedDocument, regionReader: (any RegionReader)? = nil,
                        today: Date = Date()) -> ExtractionAnalysis {
        var document = document, rereadBoxes: Set<PageBox> = []
        var rereadDateBoxes: Set<PageBox> = []
        var layout = Layout(document: document)
        if let regionReader {
            (document, rereadBoxes) = MoneyRowRepair.repair(document, layout: layout, reader: regionReader)
            if !rereadBoxes.isEmpty { layout = Layout(document: document) }
            (document, rereadDateBoxes) = DateRowRepair.repair(document, layout: layout, reader: regionReader, today: today)
            if !rereadDateBoxes.isEmpty { layout = Layout(document: document) }
        }
        let context = ExtractionContext(layout: layout, today: today, rereadAmountBoxes: rereadBoxes)
        var candidates = allExtractors.flatMap { $0.candidates(in: context) }
        candidates = candidates.map { candidate in
            guard candidate.field.isAmount, candidate.words.contains(where: context.isReread)
            else { return candidate }
            // A re-read amount counts once the arithmetic confirms it (see AmountRepair).
            var repaired = AmountRepair.reread(candidate)
            repaired.isConjecture = true
            return repaired
        }
        candidates = DateRowRepair.marked(candidates, rereadBoxes: rereadDateBoxes)
        if let regionReader {
            candidates += candidates.compactMap { AmountRepair.conjecture(for: $0, with: regionReader) }
            candidates = IdentifierRepair.repair(candidates, with: regionReader, country: context.country)
            candidates = DateRepair.repair(candidates, with: regionReader, context: context)
            candidates = CardNumberRepair.repair(candidates, context: context, reader: regionReader)
        }
        candidates += candidates.flatMap { CurrencyMarkMisreads.conjectures(for: $0, country: context.country) }
        let items = ItemsExtractor.items(in: context)
        let itemsSum = items.isEmpty ? nil : items.compactMap { Decimal(plainAmount: $0.item.total) }.reduce(0, +)
            + ItemsExtractor.discounts(in: context)
        var resolved = Resolver.resolve(candidates, context: context, itemsSum: itemsSum)
        let documentConfidence = context.layout.meanConfidence
        func confidence(_ field: FieldName, _ choice: ResolvedField) -> Double {
            ConfidenceModel.confidence(field: field, resolved: choice, documentConfidence: documentConfidence,
                                       parameters: configuration.calibration)
        }
        if let regionReader {
            // A field already trusted for `auto` review gains nothing from a second reading; a date can lose.
            resolved = ReadingConfirmation(reader: regionReader, context: context).confirmed(resolved) { field, choice in
                field == .date || confidence(field, choice) < configuration.autoThreshold
            }
        }

        var fields: [FieldName: FieldValue] = [:]
        var evidence: [FieldEvidence] = []
        for (field, choice) in resolved.sorted(by: { $0.key < $1.key }) {
            let confidence = confidence(field, choice)
            let candidate = choice.candidate
            fields[field] = FieldValue(value: candidate.value, confidence: confidence, page: candidate.page,
                                       bbox: candidate.box, source: candidate.rule.hasSuffix(".repaired") ? .correction
                                           : candidate.source,
                                       rule: candidate.rule, checks: Array(Set(candidate.checksPassed)).sorted())
            evidence.append(FieldEvidence(field: field, value: candidate.value, rule: candidate.rule,
                                          features: ConfidenceFeatures(choice, documentConfidence: documentConfidence),
                                          vetoed: ConfidenceModel.isVetoed(choice),
                                          confidence: confidence))
        }
        let category = CategoryClassifier.category(in: context, businessName: fields[.businessName]?.value,
                                                   docType: fields[.docType]?.value)
        let lineItems = items.map(\.item)
        let extraction = Extraction(language: context.language, fields: fields, items: lineItems, category: category,
                                    confidence: configuration.documentConfidence(fields),
                                    review: configuration.review(fields))
        return ExtractionAnalysis(extraction: extraction, evidence: evidence)
    }
}

/// One extracted field with the features its confidence came from.
public struct FieldEvidence: Sendable, Hashable {
    public let field: FieldName
    public let value: String
    public let rule: String
    public let features: ConfidenceFeatures
    /// True when a check whose failure caps the confidence failed (e.g. a check digit).
    public let vetoed: Bool
    public let confidence: Double
}

/// An extraction with the evidence behind each field.
public struct ExtractionAnalysis: Sendable {
    public let extraction: Extraction
    public let evidence: [FieldEvidence]
}
