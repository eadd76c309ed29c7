// Rules for Malaysian receipts' totals and their evidence: cash rounding to 5 sen, a summed total that
// cannot confirm the re-read subtotal it was summed from, no currency-mark conjectures where the mark
// is "RM", and a stray shekel mark that does not make a Malaysian receipt Israeli.

import DocumentModel
@testable import Extraction
import Foundation
import Testing

@Suite struct MalaysianTotalTests {
    private static let today = SyntheticReceipt.day("2025-06-30")

    @Test(arguments: [("60.31", "60.30"), ("153.37", "153.35"), ("27.58", "27.60"), ("9.90", "9.90"), ("0.01", nil),
                      ("12.345", nil)])
    func nearestCashRoundedAmount(_ printed: String, _ rounded: String?) throws {
        let value = try #require(Decimal(string: printed))
        #expect(TotalRounding.nearestCashRounded(value)?.plainAmount == rounded)
    }

    @Test func summedTotalDoesNotConfirmTheRereadSubtotalItWasSummedFrom() {
        let document = SyntheticReceipt.document("""
            78G, JALAN SS21/62, SELANGOR
            2x 95.00 | 190.00
            Total (Excluding GST): | tm.aS
            GST Payable: | 10.75
            CASH : | 200.00
            CHANGE : | 10.00
            """, confidence: 0.5)
        let reader = FixedRereader(answer: "14.05")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: Self.today)
        #expect(extraction.fields[.total]?.value != "24.80")
        #expect(extraction.fields[.subtotal]?.value != "14.05")
    }

    @Test(arguments: [("343.95", true), ("345.95", false)])
    func aTotalAgreesWithTheTaxAtTheRateOnlyWithinHalfAPercentOfTheTax(_ total: String, _ agrees: Bool) {
        // GST 6% of 324.48 is 19.47; a total misread by 2.00 puts the tax 0.12 off (0.6% of it).
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("""
            BISTRO & CAFE SDN BHD
            GST 6% | 19.47
            TOTAL | \(total)
            """), today: Self.today)
        #expect(extraction.fields[.total]?.value == total)
        #expect(extraction.fields[.total]?.checks.contains("vat_matches_rate") == agrees)
    }

    @Test func leadingOneOfAMalaysianAmountIsNotACurrencyMark() throws {
        let layout = Layout(document: SyntheticReceipt.document("TOTAL RM | 11.40"))
        let word = try #require(layout.rows.first?.words.last)
        let total = Candidate(field: .total, value: "11.40", rule: .totalLabel, strength: 0.7, words: [word],
                              amount: Decimal(plainAmount: "11.40"))
        #expect(CurrencyMarkMisreads.conjectures(for: total, country: .malaysia).isEmpty)
        #expect(CurrencyMarkMisreads.conjectures(for: total, country: .israel).map(\.value) == ["1.40"])
    }

    @Test func strayShekelMarkDoesNotOutvoteMalaysianRows() {
        let layout = Layout(document: SyntheticReceipt.document("""
            NO. 53, JALAN BESAR, SELANGOR
            GST No: 000689913856
            AMOUNT ₪ %
            GST SUMMARY
            """))
        #expect(DocumentHints.country(of: layout, language: "en") == .malaysia)
        let israeli = Layout(document: SyntheticReceipt.document("TOTAL | ₪ 12.00\nCASH | ₪ 20.00"))
        #expect(DocumentHints.country(of: israeli, language: "en") == .israel)
    }
}
