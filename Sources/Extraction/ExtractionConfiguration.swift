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
    /// is present (`requiredFields(docType:)`): a missing issuer number on a tax invoice, or a name
    /// nobody is sure of, is something a person must look at. Otherwise `review`.
    func review(_ fields: [FieldName: FieldValue]) -> ReviewStatus {
        for required in [FieldName.total, .date] {
            guard let value = fields[required], value.confidence >= manualThreshold else { return .manual }
        }
        let required = Self.requiredFields(docType: fields[.docType]?.value)
        guard required.allSatisfy({ fields[$0] != nil }) else { return .review }
        return fields.values.allSatisfy { $0.confidence >= autoThreshold } ? .auto : .review
    }

    /// The fields a document of this type cannot be filed without: every document needs its issuer's
    /// name, its date and its total; a tax invoice (and a tax invoice-receipt or credit note, which are
    /// tax documents too) also its issuer's company number and its VAT, without which the buyer cannot
    /// claim the VAT (see `../shared/docs/israeli-receipts.md`).
    public static func requiredFields(docType: String?) -> [FieldName] {
        let always: [FieldName] = [.businessName, .date, .total]
        switch docType {
        case "tax_invoice", "tax_invoice_receipt", "credit_note": return always + [.companyID, .vatAmount]
        default: return always
        }
    }

    /// Document confidence: the lowest confidence among present key fields (0 when none).
    func documentConfidence(_ fields: [FieldName: FieldValue]) -> Double {
        FieldName.key.compactMap { fields[$0]?.confidence }.min() ?? 0
    }
}
