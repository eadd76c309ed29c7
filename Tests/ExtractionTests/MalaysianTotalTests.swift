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

@Suite struct TaxSummaryAccountTests {
    private static let summary = """
        NO 37, JALAN MANIS 7, CHERAS
        Type: 10 Total | 277.90
        Total Inclusive GST: | 277.00
        GST Summary
        Code % Net Amt GST Total(RM)
        SR | 261.32 16.68 277.00
        Total | 261.32 15.68 277.00
        """

    /// The two printed totals as a receipt's placement may weigh them: the item count's "Total"
    /// stronger than the payable one.
    private static func totals(in layout: Layout) throws -> [Candidate] {
        try [("277.90", 0.77, RuleID.totalLabel), ("277.00", 0.67, RuleID.totalPayableLabel)].map { value, strength, rule in
            let word = try #require(layout.rows.flatMap(\.words).first { $0.text == value })
            return Candidate(field: .total, value: value, rule: rule, strength: strength, words: [word],
                             amount: Decimal(plainAmount: value))
        }
    }

    @Test func theSummaryLineThatAddsUpGivesTheAccount() throws {
        let layout = Layout(document: SyntheticReceipt.document(Self.summary))
        let lines = layout.taxSummaryLines
        // "SR 261.32 16.68 277.00" does not add up (16.68 misread): read as net 16.68 over tax 277.00, dropped.
        #expect(lines.map(\.net) == [261.32])
        #expect(lines.first?.closes == true && lines.first?.isTotal == true)
    }

    @Test func theSummaryConfirmsThePrintedTotalItMatchesOverAStrongerOne() throws {
        let layout = Layout(document: SyntheticReceipt.document(Self.summary))
        let context = ExtractionContext(layout: layout, today: SyntheticReceipt.day("2025-06-30"))
        let totals = try Self.totals(in: layout)
        let adjusted = AmountConsistency(byField: [.total: totals], context: context, date: nil, itemsSum: nil)
            .adjustedCandidates()
        #expect(Resolver.best(adjusted[.total] ?? [])?.candidate.value == "277.00")
        #expect(Resolver.best(adjusted[.total] ?? [])?.candidate.checksPassed == [.taxSummary])
    }

    @Test(arguments: [("27.10", "37.10"), ("277.90", "277.00"), ("27.10", "27.10"), ("37.10", "137.10"), ("27.10", "28.20")])
    func oneMisreadDigit(_ lhs: String, _ rhs: String) throws {
        let a = try #require(Decimal(plainAmount: lhs)), b = try #require(Decimal(plainAmount: rhs))
        let expected = [("27.10", "37.10"), ("277.90", "277.00")].contains { $0 == (lhs, rhs) }
        #expect(AmountConsistency.differInOneDigit(a, b) == expected)
    }
}

@Suite struct TaxedServiceChargeTests {
    /// 295.00 + 29.50 + 6% of both (19.47) = 343.97, paid 343.95 after rounding to 5 sen.
    @Test func aTotalWithTheServiceChargeTaxedWithTheSubtotalAddsUp() {
        let total = "343.95"
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("""
            JALAN SS21/1A, DAMANSARA UTAMA
            SUB TOTAL | 295.00
            SERVICE CHARGE 10% | 29.50
            GST 6% | 19.47
            ROUNDING ADJ | -0.02
            TOTAL | \(total)
            """), today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == total)
        #expect(extraction.fields[.total]?.checks.contains("subtotal_plus_vat") == true)
        #expect(extraction.fields[.vatAmount]?.checks.contains("vat_matches_rate") == true)
    }
}
