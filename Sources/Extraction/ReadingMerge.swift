// One extraction from two readings of a document: a photographed page is prepared two ways (its
// paper flattened by tiles and by a grey closing, see `PreparedPage.second`; in the thorough
// mode a grainy scan also with and without the median filter), each way is read and extracted, and
// the two extractions are merged field by field. Which preparation reads a page better changes from
// field to field (on `corpus-foreign/check`'s photos the closing alone made 20 values right and 22
// wrong against the tiles), and where the two readings disagree nothing tells which is right:
// evidence one reading cannot give.

import DocumentModel

extension ReceiptExtractor {
    /// The confidence a value two readings of its document disagree on may have at most: on
    /// `corpus-foreign/dev`'s phone photos the surer of two disagreeing values was right 17 times in 22.
    public static let disagreementCeiling = 0.75

    /// `first` and `second` merged field by field:
    /// - a value both give (the same text, spaces aside) is kept, at the surer of its two confidences;
    /// - a value only one gives is taken as it is;
    /// - of two different values the surer is taken, at most at `disagreementCeiling` — but of two
    ///   business names, not one the other reading gives as the legal name: that reading found both
    ///   names, this one fell back on the legal name (a trading name it misread).
    ///
    /// Items, language, category and warnings are the first reading's (the second's items when the
    /// first found none); the document's confidence and review follow from the merged fields.
    public func merged(_ first: ExtractionAnalysis, _ second: ExtractionAnalysis) -> ExtractionAnalysis {
        let firstEvidence = Dictionary(first.evidence.map { ($0.field, $0) }, uniquingKeysWith: { a, _ in a })
        let secondEvidence = Dictionary(second.evidence.map { ($0.field, $0) }, uniquingKeysWith: { a, _ in a })
        var fields: [FieldName: FieldValue] = [:]
        var evidence: [FieldEvidence] = []
        for field in Set(first.extraction.fields.keys).union(second.extraction.fields.keys).sorted() {
            let a = first.extraction.fields[field].map { ($0, firstEvidence[field]) }
            let b = second.extraction.fields[field].map { ($0, secondEvidence[field]) }
            var merged: (value: FieldValue, evidence: FieldEvidence?)
            switch (a, b) {
            case let ((value, proof)?, nil), let (nil, (value, proof)?):
                merged = (value, proof)
            case let ((x, xProof)?, (y, yProof)?):
                merged = y.confidence > x.confidence ? (y, yProof) : (x, xProof)
                if field == .businessName, let fallback = Self.legalNameFallback(x.value, y.value, first, second) {
                    merged = fallback == .second ? (x, xProof) : (y, yProof)
                }
                if Self.sameReading(x.value, y.value) {
                    // The first reading's value and box, as sure as the surer reading is.
                    let confidence = merged.value.confidence
                    merged.value = x
                    merged.value.confidence = confidence
                } else if merged.value.confidence > Self.disagreementCeiling {
                    merged.value.confidence = Self.disagreementCeiling
                    merged.evidence = merged.evidence.map { $0.capped(at: Self.disagreementCeiling) }
                }
            case (nil, nil):
                continue
            }
            fields[field] = merged.value
            if let proof = merged.evidence { evidence.append(proof) }
        }
        let base = first.extraction
        let extraction = Extraction(language: base.language, fields: fields,
                                    items: base.items.isEmpty ? second.extraction.items : base.items,
                                    category: base.category, confidence: configuration.documentConfidence(fields),
                                    review: configuration.review(fields), warnings: base.warnings)
        return ExtractionAnalysis(extraction: extraction, evidence: evidence)
    }

    /// Which of two readings' different business names is the other reading's legal name (the
    /// reading that fell back on it), if one is.
    static func legalNameFallback(_ a: String, _ b: String, _ first: ExtractionAnalysis,
                                  _ second: ExtractionAnalysis) -> Reading? {
        guard !sameReading(a, b) else { return nil }
        if let legal = first.extraction.fields[.legalName]?.value, sameReading(b, legal) { return .second }
        if let legal = second.extraction.fields[.legalName]?.value, sameReading(a, legal) { return .first }
        return nil
    }

    /// One of a document's two readings.
    enum Reading { case first, second }

    /// Whether two values are one reading: the same text once runs of white space are one space.
    static func sameReading(_ a: String, _ b: String) -> Bool {
        func squeezed(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return a == b || squeezed(a) == squeezed(b)
    }
}

extension FieldEvidence {
    /// The same evidence with its confidence capped at `ceiling` (a disagreement's).
    func capped(at ceiling: Double) -> FieldEvidence {
        FieldEvidence(field: field, value: value, rule: rule, ruleID: ruleID, features: features, vetoed: vetoed,
                      confidence: min(confidence, ceiling), ceiling: min(self.ceiling, ceiling))
    }
}

// MARK: - A second recogniser's numbers

extension ReceiptExtractor {
    /// The fields whose values are digits, which a second recogniser's numbers may give: the ones
    /// `withSecondRecognition` takes from the document re-read with them.
    public static let digitFields: [FieldName] = [.date, .total, .subtotal, .vatAmount, .phone, .companyID, .invoiceNumber]

    /// A field under this is one a second recogniser's reading may replace (the `auto` threshold).
    public static let secondRecognitionBelow = 0.9
    /// The confidence a value only the second recogniser's reading gives keeps at most: a second
    /// recogniser alone does not make a value sure.
    public static let secondRecognitionCeiling = 0.89

    /// `first` with the digit fields of `spliced` (the document extracted again with the second
    /// recogniser's numbers spliced into its words, `NumberSplice`) where `first` gave none, or one
    /// under `secondRecognitionBelow` that the spliced reading is surer of; a value the first did not
    /// give is held under `secondRecognitionCeiling`. Every other field is the first's.
    ///
    /// Measured before it was built (`scripts/second-recogniser-probe.py`, replayed recordings): taking
    /// every spliced field instead made 20 of `corpus-foreign/check`'s values right and 87 wrong
    /// (Hebrew labels read as digits and glued to numbers); with these gates 16 right and none wrong.
    /// Live as a rescue (`wantsSecondRecognition`): `check/` 11 right and none wrong, the real set 10
    /// and none, dev 8 and 2 (README, "The second recogniser").
    public func withSecondRecognition(_ first: ExtractionAnalysis, spliced: ExtractionAnalysis) -> ExtractionAnalysis {
        var fields = first.extraction.fields
        var evidence = first.evidence
        let offeredEvidence = Dictionary(spliced.evidence.map { ($0.field, $0) }, uniquingKeysWith: { a, _ in a })
        for field in Self.digitFields {
            guard var offered = spliced.extraction.fields[field] else { continue }
            let given = fields[field]
            let confidence = given?.confidence ?? 0
            guard given == nil || (confidence < Self.secondRecognitionBelow && offered.confidence > confidence) else { continue }
            var proof = offeredEvidence[field]
            if given.map({ !Self.sameReading($0.value, offered.value) }) ?? true {
                offered.source = .secondRecogniser
                if offered.confidence > Self.secondRecognitionCeiling {
                    offered.confidence = Self.secondRecognitionCeiling
                    proof = proof?.capped(at: Self.secondRecognitionCeiling)
                }
            }
            fields[field] = offered
            evidence.removeAll { $0.field == field }
            if let proof { evidence.append(proof) }
        }
        let base = first.extraction
        let extraction = Extraction(language: base.language, fields: fields, items: base.items, category: base.category,
                                    confidence: configuration.documentConfidence(fields), review: configuration.review(fields),
                                    warnings: base.warnings)
        return ExtractionAnalysis(extraction: extraction, evidence: evidence)
    }

    /// Whether a reading leaves the second recogniser something to do: its date or total is missing
    /// or under `secondRecognitionBelow` (known without labels; on `corpus-foreign/check` such
    /// documents held 10 of the 16 values the second recogniser made right, on the real set all 10).
    public static func wantsSecondRecognition(_ analysis: ExtractionAnalysis) -> Bool {
        [FieldName.date, .total].contains { field in
            (analysis.extraction.fields[field]?.confidence ?? 0) < secondRecognitionBelow
        }
    }
}
