// The review status: `auto` is a promise that nobody needs to look, so it needs every emitted field
// confident and every field the document requires present (its type, a tax document's or invoice's
// number, a card payment's last digits, the VAT of a printed VAT rate); a missing total or date is
// `manual`.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct ReviewStatusTests {
    private func field(_ value: String, _ confidence: Double) -> FieldValue {
        FieldValue(value: value, confidence: confidence, page: 1, bbox: nil, source: .ocr, rule: "test")
    }

    private var confidentReceipt: [FieldName: FieldValue] {
        [.businessName: field("קפה האש הכחולה", 0.95), .date: field("2025-03-14", 0.97),
         .total: field("35.90", 0.99), .docType: field("receipt", 0.95)]
    }

    @Test func aConfidentReceiptWithItsRequiredFieldsIsAuto() {
        #expect(FieldValidation.review(confidentReceipt) == .auto)
    }

    @Test func anyUnsureFieldNeedsReviewNotOnlyKeyFields() {
        var fields = confidentReceipt
        fields[.address] = field("הרצל 1, תל אביב", 0.72)
        #expect(FieldValidation.review(fields) == .review)
        fields[.address] = nil
        fields[.businessName] = field("קפה", 0.85)
        #expect(FieldValidation.review(fields) == .review)
    }

    /// What decides whether an image PDF's grainy page is read a second time: only the fields the
    /// document's type requires count, an unsure address does not.
    @Test func requiredFieldsAreSureLooksAtTheRequiredFieldsOnly() {
        let configuration = ExtractionConfiguration.default
        var fields = confidentReceipt
        fields[.address] = field("הרצל 1, תל אביב", 0.72)
        #expect(configuration.requiredFieldsAreSure(fields))
        fields[.total] = field("35.90", 0.85)
        #expect(!configuration.requiredFieldsAreSure(fields))
        fields = confidentReceipt
        fields[.docType] = field("tax_invoice", 0.97)
        #expect(!configuration.requiredFieldsAreSure(fields))
    }

    @Test func aMissingBusinessNameNeedsReview() {
        var fields = confidentReceipt
        fields[.businessName] = nil
        #expect(FieldValidation.review(fields) == .review)
    }

    @Test func aTaxInvoiceNeedsItsIssuerNumberAndVAT() {
        var fields = confidentReceipt
        fields[.docType] = field("tax_invoice", 0.95)
        #expect(FieldValidation.review(fields) == .review)
        fields[.companyID] = field("514756123", 0.99)
        #expect(FieldValidation.review(fields) == .review)
        fields[.vatAmount] = field("5.48", 0.99)
        #expect(FieldValidation.review(fields) == .review)
        fields[.invoiceNumber] = field("30417", 0.98)
        #expect(FieldValidation.review(fields) == .auto)
    }

    @Test func aDocumentOfUnknownTypeNeedsReview() {
        var fields = confidentReceipt
        fields[.docType] = nil
        #expect(FieldValidation.review(fields) == .review)
    }

    @Test func anInvoiceNeedsItsNumber() {
        var fields = confidentReceipt
        fields[.docType] = field("invoice", 0.95)
        #expect(FieldValidation.review(fields) == .review)
        fields[.invoiceNumber] = field("INV-2026-0452", 0.97)
        #expect(FieldValidation.review(fields) == .auto)
    }

    @Test func aCardPaymentNeedsTheCardsLastDigits() {
        var fields = confidentReceipt
        fields[.paymentMethod] = field("credit_card", 0.96)
        #expect(FieldValidation.review(fields) == .review)
        fields[.cardLast4] = field("4622", 0.99)
        #expect(FieldValidation.review(fields) == .auto)
        fields[.paymentMethod] = field("cash", 0.96)
        fields[.cardLast4] = nil
        #expect(FieldValidation.review(fields) == .auto)
    }

    @Test func aPrintedVATRateNeedsItsVATAmount() {
        var fields = confidentReceipt
        fields[.vatRate] = field("17", 0.99)
        #expect(FieldValidation.review(fields) == .review)
        fields[.vatAmount] = field("5.22", 0.98)
        #expect(FieldValidation.review(fields) == .auto)
        // A zero rate (an exempt sale) prints no tax to read.
        fields[.vatRate] = field("0", 0.99)
        fields[.vatAmount] = nil
        #expect(FieldValidation.review(fields) == .auto)
    }

    @Test func aMissingOrDoubtfulTotalOrDateIsManual() {
        var fields = confidentReceipt
        fields[.total] = nil
        #expect(FieldValidation.review(fields) == .manual)
        fields = confidentReceipt
        fields[.date] = field("2025-03-14", 0.3)
        #expect(FieldValidation.review(fields) == .manual)
    }
}
