// The knobs of extraction: review thresholds and the confidence model's parameters.

import DocumentModel

/// Review thresholds and calibration parameters.
public struct ExtractionConfiguration: Sendable {
    /// `auto` when every field emitted has at least this confidence (and the required ones are present).
    public var autoThreshold: Double
    /// `manual` when the total or the date is missing or below this confidence.
    public var manualThreshold: Double
    /// The logistic confidence model.
    public var calibration: CalibrationParameters

    public init(autoThreshold: Double = 0.9, manualThreshold: Double = 0.5,
                calibration: CalibrationParameters = .fitted) {
        self.autoThreshold = autoThreshold; self.manualThreshold = manualThreshold; self.calibration = calibration
    }

    public static let `default` = ExtractionConfiguration()

    /// The review status of a document from its fields' confidences.
    ///
    /// `manual` when the total or the date is missing or below `manualThreshold`. `auto` only when
    /// every field emitted is at least `autoThreshold` *and* every field the document's type requires
    /// is present (`requiredFields(_:)`): a missing issuer number on a tax invoice, or a name nobody
    /// is sure of, is something a person must look at. Otherwise `review`.
    func review(_ fields: [FieldName: FieldValue]) -> ReviewStatus {
        review(confidences: fields.mapValues(\.confidence), values: fields.mapValues(\.value))
    }

    /// The review status of a document whose emitted fields have these values and confidences
    /// (`calibrate fit` judges thresholds with it on confidences a held-out model gave).
    public func review(confidences: [FieldName: Double], values: [FieldName: String]) -> ReviewStatus {
        for required in [FieldName.total, .date] {
            guard let confidence = confidences[required], confidence >= manualThreshold else { return .manual }
        }
        guard Self.requiredFields(values).allSatisfy({ confidences[$0] != nil }) else { return .review }
        return confidences.values.allSatisfy { $0 >= autoThreshold } ? .auto : .review
    }

    /// The fields a document with these values cannot be filed without: every document needs its
    /// issuer's name, its date, its total and its type (a bookkeeper files by type); a tax invoice (and
    /// a tax invoice-receipt or credit note, which are tax documents too) also its issuer's company
    /// number, its VAT and its number, without which the buyer cannot claim the VAT (see
    /// `../shared/docs/israeli-receipts.md`); an invoice its number; a document paid by card the card's
    /// last four digits, which it prints to be matched with the statement; a document that prints a VAT
    /// rate other than 0 its VAT amount (the rate read without it says part of the totals block was lost).
    public static func requiredFields(_ values: [FieldName: String]) -> [FieldName] {
        var fields: [FieldName] = [.businessName, .date, .total, .docType]
        switch values[.docType] {
        case "tax_invoice", "tax_invoice_receipt", "credit_note": fields += [.companyID, .vatAmount, .invoiceNumber]
        case "invoice": fields.append(.invoiceNumber)
        default: break
        }
        if values[.paymentMethod] == "credit_card" { fields.append(.cardLast4) }
        if let rate = values[.vatRate], rate != "0", !fields.contains(.vatAmount) { fields.append(.vatAmount) }
        return fields
    }

    /// Whether every field the document's type requires (`requiredFields(_:)`) is present at
    /// `autoThreshold` or above: what a bookkeeper files the document by is settled.
    public func requiredFieldsAreSure(_ fields: [FieldName: FieldValue]) -> Bool {
        Self.requiredFields(fields.mapValues(\.value)).allSatisfy { (fields[$0]?.confidence ?? 0) >= autoThreshold }
    }

    /// Document confidence: the lowest confidence among present key fields (0 when none).
    func documentConfidence(_ fields: [FieldName: FieldValue]) -> Double {
        FieldName.key.compactMap { fields[$0]?.confidence }.min() ?? 0
    }
}
