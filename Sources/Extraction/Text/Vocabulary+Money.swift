// The labels of rows that end in an amount (totals, subtotals, VAT), gathered from the extractors
// that read them, for the checks that span fields: OCR repair and label–value pairing.

extension Vocabulary {
    static let moneyLabels = KeywordSet((TotalExtractor.payableLabels.keywords + TotalExtractor.plainLabels.keywords
                                         + SubtotalExtractor.labels.keywords + VATExtractor.labels.keywords).map(\.printed))
}
