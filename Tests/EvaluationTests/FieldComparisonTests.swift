// The comparison rules field by field, including the edges of the name/address similarity threshold.

import DocumentModel
@testable import Evaluation
import Testing

@Suite struct FieldComparisonTests {
    @Test func amountsCompareAsDecimals() {
        #expect(FieldComparison.matches(.total, expected: "1,234.50", got: "1234.5"))
        #expect(FieldComparison.matches(.total, expected: "$60.44", got: "60.44"))
        #expect(FieldComparison.matches(.vatAmount, expected: "24,65", got: "24.65"))
        #expect(!FieldComparison.matches(.total, expected: "60.44", got: "60.45"))
        #expect(!FieldComparison.matches(.subtotal, expected: "60.44", got: "total"))
        #expect(!FieldComparison.matches(.total, expected: "60.44", got: nil))
    }

    @Test func identifiersCompareByDigits() {
        #expect(FieldComparison.matches(.companyID, expected: "51-234567-8", got: "512345678"))
        #expect(FieldComparison.matches(.companyID, expected: "DE 232 446 240", got: "232446240"))
        #expect(!FieldComparison.matches(.companyID, expected: "512345678", got: "512345679"))
        #expect(FieldComparison.matches(.cardLast4, expected: "1234", got: "1234"))
        #expect(FieldComparison.matches(.phone, expected: "+972-3-1234567", got: "03-1234567"))
        #expect(FieldComparison.matches(.allocationNumber, expected: "AB12", got: "12"))
        #expect(!FieldComparison.matches(.customerID, expected: "", got: ""))
    }

    @Test func datesCompareExactly() {
        #expect(FieldComparison.matches(.date, expected: "2025-03-01", got: " 2025-03-01"))
        #expect(!FieldComparison.matches(.date, expected: "2025-03-01", got: "2025-01-03"))
        #expect(!FieldComparison.matches(.date, expected: "2025-03-01", got: "01/03/2025"))
    }

    @Test func similarityThresholdEdges() {
        let label = "abcdefghijklmnopqrst"               // 20 letters
        let threeEdits = "xyzdefghijklmnopqrst"          // ratio 0.85: correct
        let fourEdits = "xyzwefghijklmnopqrst"           // ratio 0.80: wrong
        #expect(TextSimilarity.ratio(label, threeEdits) == 1 - 3.0 / 20)
        #expect(FieldComparison.matches(.businessName, expected: label, got: threeEdits))
        #expect(!FieldComparison.matches(.businessName, expected: label, got: fourEdits))
        #expect(FieldComparison.matches(.address, expected: "NO.53, JALAN SAGU 18", got: "no 53 jalan sagu 18"))
        #expect(!FieldComparison.matches(.businessName, expected: "...", got: "!!!"))
    }

    @Test func levenshteinDistances() {
        #expect(TextSimilarity.levenshteinDistance("kitten", "sitting") == 3)
        #expect(TextSimilarity.levenshteinDistance("", "abc") == 3)
        #expect(TextSimilarity.levenshteinDistance("שלום", "שלום") == 0)
        #expect(TextSimilarity.ratio("", "") == 1)
    }

    @Test func otherFieldsAreFoldedOrNumeric() {
        #expect(FieldComparison.matches(.vatRate, expected: "18", got: "18.0"))
        #expect(FieldComparison.matches(.vatRate, expected: "17%", got: "0.17"))
        #expect(!FieldComparison.matches(.vatRate, expected: "17", got: "18"))
        #expect(FieldComparison.matches(.invoiceNumber, expected: "INV-0042/A", got: "inv0042a"))
        #expect(!FieldComparison.matches(.invoiceNumber, expected: "INV-0042", got: "INV-0043"))
        #expect(FieldComparison.matches(.currency, expected: "ILS", got: "₪"))
        #expect(FieldComparison.matches(.docType, expected: "tax_invoice", got: " Tax_Invoice "))
        // A proforma is the label sets' non-tax `invoice`; the converse and other types still differ.
        #expect(FieldComparison.matches(.docType, expected: "invoice", got: "proforma"))
        #expect(!FieldComparison.matches(.docType, expected: "proforma", got: "invoice"))
        #expect(!FieldComparison.matches(.docType, expected: "tax_invoice", got: "proforma"))
        #expect(!FieldComparison.matches(.paymentMethod, expected: "cash", got: "credit_card"))
    }
}
