// Extraction's passes, in the order they run, and the state each leaves for the next. Four of them
// ask for boxes to be read again (`Rereads`); the others only compute.

import DocumentModel
import Foundation

/// The passes of an extraction, in the order they run.
enum ExtractionPass: CaseIterable, Sendable {
    /// Money rows whose value the first reading garbled get it read again (`MoneyRowRepair`), so do
    /// amounts squeezed into a digit or two on any row (`SqueezedAmountRepair`) and item rows' garbled
    /// line amounts (`ItemAmountRepair`).
    case moneyRows
    /// Date rows that show no plausible date get the stretch beside the label read again (`DateRowRepair`).
    case dateRows
    /// Every extractor's candidates over the repaired words (`allExtractors`); re-read amounts and
    /// dates marked as such.
    case candidates
    /// Doubtful amounts, identifiers, numeric dates and card numbers read again on their own
    /// (`AmountRepair`, `IdentifierRepair`, `DateRepair`, `CardNumberRepair`).
    case candidateRereads
    /// Amounts whose currency mark was read as a digit, as conjectures (`CurrencyMarkMisreads`).
    case currencyMarks
    /// Items, then the most consistent set of candidates (`ItemsExtractor`, `Resolver`).
    case resolution
    /// The chosen values not yet trusted have their print read again to confirm them (`ReadingConfirmation`).
    case confirmation
}

/// What the passes have made of a document so far.
struct ExtractionState: Sendable {
    var document: RecognizedDocument
    let today: Date
    var layout: Layout
    /// Boxes of amounts and dates that are a second reading (`MoneyRowRepair`, `SqueezedAmountRepair`,
    /// `ItemAmountRepair`; `DateRowRepair`).
    var rereadAmountBoxes: Set<PageBox> = []
    var rereadDateBoxes: Set<PageBox> = []
    /// What every extractor may know of the document, made again by `.candidates` when the row
    /// passes changed its words.
    var context: ExtractionContext
    var candidates: [Candidate] = []
    var items: [LineItem] = []
    /// The document's regions, found once the items are read.
    var structure: DocumentStructure?
    var resolved: [FieldName: ResolvedField] = [:]

    init(document: RecognizedDocument, today: Date) {
        self.document = document
        self.today = today
        layout = Layout(document: document)
        context = ExtractionContext(layout: layout, today: today)
    }

    mutating func run(_ pass: ExtractionPass, rereads: inout Rereads, configuration: ExtractionConfiguration) {
        switch pass {
        case .moneyRows:
            (document, rereadAmountBoxes) = MoneyRowRepair.repair(document, layout: layout, rereads: &rereads)
            var repaired: Set<PageBox>
            (document, repaired) = SqueezedAmountRepair.repair(document, rereads: &rereads)
            rereadAmountBoxes.formUnion(repaired)
            if !rereadAmountBoxes.isEmpty { layout = Layout(document: document) }
            // The table's line amounts are looked at once the rows asked about above are read: a
            // squeezed amount's row would otherwise be asked about twice, once in each box.
            guard !rereads.isWaiting else { break }
            (document, repaired) = ItemAmountRepair.repair(document, layout: layout, rereads: &rereads)
            if !repaired.isEmpty {
                rereadAmountBoxes.formUnion(repaired)
                layout = Layout(document: document)
            }
        case .dateRows:
            (document, rereadDateBoxes) = DateRowRepair.repair(document, layout: layout, rereads: &rereads, today: today)
            if !rereadDateBoxes.isEmpty { layout = Layout(document: document) }
        case .candidates:
            if !rereadAmountBoxes.isEmpty || !rereadDateBoxes.isEmpty {
                context = ExtractionContext(layout: layout, today: today, rereadAmountBoxes: rereadAmountBoxes)
            }
            let context = context
            candidates = allExtractors.flatMap { $0.candidates(in: context) }.map { candidate in
                guard candidate.field.isAmount, candidate.words.contains(where: context.isReread) else { return candidate }
                // A re-read amount counts once the arithmetic confirms it (see AmountRepair).
                var repaired = AmountRepair.reread(candidate)
                repaired.isConjecture = true
                return repaired
            }
            candidates = DateRowRepair.marked(candidates, rereadBoxes: rereadDateBoxes)
        case .candidateRereads:
            candidates += candidates.compactMap { AmountRepair.conjecture(for: $0, rereads: &rereads) }
            candidates = IdentifierRepair.repair(candidates, rereads: &rereads, country: context.country)
            candidates = DateRepair.repair(candidates, rereads: &rereads, context: context)
            candidates = CardNumberRepair.repair(candidates, context: context, rereads: &rereads)
        case .currencyMarks:
            candidates += candidates.flatMap { CurrencyMarkMisreads.conjectures(for: $0, country: context.country) }
        case .resolution:
            let read = ItemsExtractor.items(in: context)
            items = read.map(\.item)
            structure = DocumentStructure(context: context, itemWords: read.flatMap(\.words))
            let firstItemRow = read.first?.words.first.flatMap(layout.row(of:))?.index
            let itemsSum = items.isEmpty ? nil : items.compactMap { Decimal(plainAmount: $0.total) }.reduce(0, +)
                + (firstItemRow.map { ItemsExtractor.discounts(in: context, from: $0) } ?? 0)
            resolved = Resolver.resolve(candidates, context: context, itemsSum: itemsSum)
        case .confirmation:
            // A field already trusted for `auto` review gains nothing from a second reading; a date can lose.
            resolved = ReadingConfirmation(context: context).confirmed(resolved, rereads: &rereads) { field, choice in
                field == .date || confidence(field, choice, configuration) < configuration.autoThreshold
            }
        }
    }

    private func confidence(_ field: FieldName, _ choice: ResolvedField, _ configuration: ExtractionConfiguration) -> Double {
        ConfidenceModel.confidence(field: field, features: features(field, choice), vetoed: ConfidenceModel.isVetoed(choice),
                                   parameters: configuration.calibration)
    }

    private func features(_ field: FieldName, _ choice: ResolvedField) -> ConfidenceFeatures {
        ConfidenceFeatures(choice, documentConfidence: layout.meanConfidence,
                           inExpectedRegion: region(of: choice).map { RegionRole.expected(for: field)?.contains($0) ?? true } ?? true)
    }

    private func region(of choice: ResolvedField) -> RegionRole? {
        structure?.role(of: choice.candidate.words)
    }

    /// The fields with their calibrated confidences and evidence, the items, category and review.
    func analysis(configuration: ExtractionConfiguration) -> ExtractionAnalysis {
        var fields: [FieldName: FieldValue] = [:]
        var evidence: [FieldEvidence] = []
        for (field, choice) in resolved.sorted(by: { $0.key < $1.key }) {
            let confidence = confidence(field, choice, configuration)
            let candidate = choice.candidate
            fields[field] = FieldValue(value: candidate.value, confidence: confidence, page: candidate.page,
                                       bbox: candidate.box, source: candidate.rule.isRepaired ? .correction
                                           : candidate.source,
                                       rule: candidate.rule.description, checks: Set(candidate.checksPassed).sorted().map(\.rawValue),
                                       region: region(of: choice))
            evidence.append(FieldEvidence(field: field, value: candidate.value, rule: candidate.rule.description,
                                          ruleID: candidate.rule.id,
                                          features: features(field, choice),
                                          vetoed: ConfidenceModel.isVetoed(choice),
                                          confidence: confidence))
        }
        let category = CategoryClassifier.category(in: context, businessName: fields[.businessName]?.value,
                                                   docType: fields[.docType]?.value)
        let extraction = Extraction(language: context.language, fields: fields, items: items, category: category,
                                    confidence: configuration.documentConfidence(fields),
                                    review: configuration.review(fields))
        return ExtractionAnalysis(extraction: extraction, evidence: evidence)
    }
}
