// OCR repair: a doubtful amount is re-read digits-only (a re-reading request) and replaced.

import DocumentModel
@testable import Extraction
import Testing

/// Answers every in-place digits request with the same text, and counts the requests.
final class FixedRereader: ScriptedRereader, @unchecked Sendable {
    let answer: String?
    private(set) var calls = 0
    init(answer: String?) { self.answer = answer }
    func text(for request: RereadRequest) -> String? {
        guard request.kind == .digits else { return nil }
        calls += 1
        return answer
    }
}

@Suite struct AmountRepairTests {
    @Test func doubtfulAmountIsReplacedByTheDigitsReadingTheArithmeticConfirms() {
        let document = SyntheticReceipt.document("סה\"כ לפני מע\"מ | 716.07\nמע\"מ 18% | 128.89\nסה\"כ לתשלום | 84.96",
                                                 confidence: 0.5)
        let reader = FixedRereader(answer: "844.96")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "844.96")
        #expect(extraction.fields[.total]?.source == .correction)
        #expect(extraction.fields[.total]?.checks.contains("digits_reread") == true)
        #expect(extraction.fields[.subtotal]?.value == "716.07")
    }

    @Test func doubtfulAmountKeepsItsReadingWhenNothingConfirmsTheSecond() {
        let document = SyntheticReceipt.document("סה\"כ לתשלום | 84.96", confidence: 0.5)
        let reader = FixedRereader(answer: "844.96")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "84.96")
    }

    @Test func confidentAmountIsNotReread() {
        let reader = FixedRereader(answer: "1.00")
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("סה\"כ לתשלום | 84.96"), rereading: reader,
                                                    today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "84.96")
        #expect(reader.calls == 0)
    }

    @Test func garbledValueOnATotalRowIsRereadFromTheWholeValueSide() {
        let document = SyntheticReceipt.document("סה\"כ לפני מע\"מ | 295.27\nמע\"מ 17% | 50.20\nסה\"כ לתשלום | 7 ש\"ח")
        let reader = FixedRereader(answer: "11 345.47")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "345.47")
        #expect(extraction.fields[.total]?.source == .correction)
        #expect(extraction.fields[.total]?.checks.contains("subtotal_plus_vat") == true)
        #expect(reader.calls == 1)
    }

    @Test func pointsLostInTheGrainArePutBackWhenTheArithmeticConfirms() {
        // Dev doc_0172 rescanned at 150 dpi: "Net total 87.04 / VAT @ 9% 7.83" read without their points,
        // and read so again digits-only; the total, read with its point, confirms both.
        let document = SyntheticReceipt.document("Net total | 8704 |\nVAT @ 9% | 783 |\nAmount due | € 94.87")
        let extraction = ReceiptExtractor().extract(document, rereading: FixedRereader(answer: "8704"),
                                                    today: SyntheticReceipt.day("2026-06-30"))
        #expect(extraction.fields[.subtotal]?.value == "87.04")
        #expect(extraction.fields[.vatAmount]?.value == "7.83")
        #expect(extraction.fields[.total]?.value == "94.87")
        // Nothing confirms a point put back alone: no subtotal rather than a guessed one.
        let alone = ReceiptExtractor().extract(SyntheticReceipt.document("Net total | 8704\nAmount due | € 94.87"),
                                               rereading: FixedRereader(answer: nil), today: SyntheticReceipt.day("2026-06-30"))
        #expect(alone.fields[.subtotal] == nil)
        #expect(MoneyRowRepair.amountWithPointLost([]) == nil)
    }

    @Test func rowsWithReadableAmountsOrDatesAreNotReread() {
        let document = SyntheticReceipt.document("לתשלום עד | 25/09/25\nסה\"כ לתשלום | 345.47")
        let reader = FixedRereader(answer: "999.99")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "345.47")
        #expect(reader.calls == 0)
    }

    @Test func aRereadingWithSeveralAmountsIsNotTrusted() {
        #expect(MoneyRowRepair.singleAmount(in: "12.50 345.47") == nil)
        #expect(MoneyRowRepair.singleAmount(in: "11 96,200.09") == "96200.09")
    }

    @Test func currencyMarkReadAsDigitsIsDroppedWhenTheArithmeticConfirms() {
        let document = SyntheticReceipt.document("חייב במע\"מ | 3,347.85\nמע\"מ 17% | 569.13\nסה\"כ לתשלום | 13,916.98")
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "3916.98")
        #expect(extraction.fields[.total]?.rule.hasSuffix("currency_mark_dropped") == true)
    }

    @Test func shekelSignReadAsSixOnAGrainyScanIsDroppedWhenTheRateConfirms() {
        // he-0093's noisy scan: "₪320.40" read as "6320.40"; 46.55 is 17% of 273.85 = 320.40 / 1.17.
        let document = SyntheticReceipt.document("מע\"מ 17% | 46.55\nסה\"כ לתשלום | 6320.40")
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2024-06-30"))
        #expect(extraction.fields[.total]?.value == "320.40")
    }

    @Test func aWeakerReadingTheArithmeticConfirmsOverrulesAStrongerOneItContradicts() {
        // he-0093's noisy scan again, with its cash and change: 400.00 − 79.60 = 320.40 is read as a
        // total too, weaker than the labelled "6320.40" but the one VAT and change agree with.
        let document = SyntheticReceipt.document(
            "מע\"מ 17% | 46.55\nסה\"כ לתשלום | 6320.40\nמזומן | 400.00\nעודף | 79.60")
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2024-12-30"))
        #expect(extraction.fields[.total]?.value == "320.40")
    }

    @Test func leadingOneIsKeptWithoutArithmeticToConfirmItsRemoval() {
        let document = SyntheticReceipt.document("סה\"כ לתשלום | 13,916.98")
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "13916.98")
    }

    @Test func vatRowLostByTheOCRIsTotalMinusSubtotalWhenTheRateAgrees() {
        let document = SyntheticReceipt.document("סה\"כ ללא מע\"מ | 138.47\nסה\"כ כולל מע\"מ | 163.39")
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.vatAmount]?.value == "24.92")
        #expect(extraction.fields[.vatAmount]?.rule == "vat_amount.derived_from_subtotal_and_total")
        let unrelated = SyntheticReceipt.document("סה\"כ ללא מע\"מ | 100.00\nסה\"כ כולל מע\"מ | 163.39")
        #expect(ReceiptExtractor().extract(unrelated, today: SyntheticReceipt.day("2025-06-30")).fields[.vatAmount] == nil)
    }

    @Test func aSubtotalWhoseAmountWasLostIsTotalMinusVATWhenTheRateAgrees() {
        // The before-VAT row's amount read as "4.": 289.14 + 17% = 327.88.
        let garbled = SyntheticReceipt.document("סה\"כ לפני מע\"מ | 4.\nמע\"מ 17% | 49.15\nסה\"כ לתשלום | 338.29")
        let extraction = ReceiptExtractor().extract(garbled, today: SyntheticReceipt.day("2024-06-30"))
        #expect(extraction.fields[.subtotal]?.value == "289.14")
        #expect(extraction.fields[.subtotal]?.rule == "subtotal.derived_from_total_and_vat_amount")
        #expect(extraction.fields[.total]?.checks.contains("vat_matches_rate") == true)
        #expect(extraction.fields[.total]?.checks.contains("subtotal_plus_vat") == false)
    }

    @Test func aSubtotalIsNotDerivedOnAReceiptThatShowsNone() {
        // Only the total and the VAT in it: no before-VAT row, the net amount printed nowhere.
        let receipt = SyntheticReceipt.document("מע\"מ 17% | 49.15\nסה\"כ לתשלום | 338.29")
        let extraction = ReceiptExtractor().extract(receipt, today: SyntheticReceipt.day("2024-06-30"))
        #expect(extraction.fields[.subtotal] == nil)
        #expect(extraction.fields[.total]?.value == "338.29")
    }

    @Test func aMoneyRowWithoutItsAmountDoesNotBorrowTheNextMoneyRows() {
        let document = SyntheticReceipt.document("סה\"כ לפני מע\"מ | 22005\nמע\"מ 17% | 40.65\nסה\"כ לתשלום | 279.80")
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2024-06-30"))
        #expect(extraction.fields[.subtotal]?.value != "40.65")
        #expect(extraction.fields[.vatAmount]?.value == "40.65")
    }

    @Test func itemCountRowsAreNotReread() {
        let reader = FixedRereader(answer: "13.00")
        let document = SyntheticReceipt.document("סה\"כ פריטים: | 13\nסה\"כ לתשלום | 84.96")
        _ = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2025-06-30"))
        #expect(reader.calls == 0)
    }

    @Test func misreadVATIsOverruledWhenSubtotalAndTotalAgreeOnTheRate() {
        let document = SyntheticReceipt.document("Net | 24.25\nVAT 20% | 4.05\nTotal | 29.10")
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.subtotal]?.value == "24.25")
        #expect(extraction.fields[.vatAmount]?.value == "4.85")
        #expect(extraction.fields[.total]?.value == "29.10")
    }

    @Test func taxInclusiveTotalIsNotReplacedBySubtotalPlusTax() {
        let document = SyntheticReceipt.document("Sub Total | 6.90\nGST 6% | 0.39\nTotal | 6.90")
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "6.90")
    }

    @Test func aConjectureEqualToAPrintedReadingDoesNotHideIt() {
        // The re-read of a garbled "Gross Total" row agrees with the printed total: the total stays.
        let document = SyntheticReceipt.document("Total | 86.00\nGross Total | ARM 0")
        let reader = FixedRereader(answer: "86.00")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "86.00")
    }

    @Test func aRereadTheArithmeticRejectsDoesNotHideTheLargestAmountAsFirstRead() {
        // he-0081's grainy scan: "₪366.90" split into "0." and "₪366", read again as "3666.90";
        // the card line below holds the total, and the VAT at 17% confirms it.
        let document = SyntheticReceipt.document("מע\"מ 17% | 53.31\nלתשלום | 0. ₪366\nאשראי ויזה | 366.90")
        let reader = FixedRereader(answer: "3666.90")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2024-06-30"))
        #expect(reader.calls == 1)
        #expect(extraction.fields[.total]?.value == "366.90")
        #expect(extraction.fields[.total]?.checks.contains("vat_matches_rate") == true)
    }

    @Test func aRereadEqualToTheLargestAmountAsFirstReadLeavesTheFirstReadingAsTheTotal() {
        // X51005705760: "Total 21.40" garbled and read again as "21.40"; nothing confirms the
        // re-reading, but the "21.40" printed on the garbled "Total After Rounding" row stands.
        let document = SyntheticReceipt.document("Item Count | 9\nTotal | Z/ . a0\nfatal AtdHCR Junding | 21.40\ncash | 30.00")
        let reader = FixedRereader(answer: "21.40")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "21.40")
    }

    @Test func currencyMarksDroppedFromEveryAmountNeedTheRateAsWellAsTheSum() {
        // he-0063: the payable row re-read as "69.23" (its first digit lost); reading the leading
        // digits of the others as currency marks gives 28.40 + 40.83 = 69.23, which adds up but
        // is no 17% VAT.
        let document = SyntheticReceipt.document(
            "חייב במע\"מ | 828.40\nמע\"מ 17% | 140.83\nלתשלום | 5 טו'יח\nאשראי ויזה | 969.23")
        let reader = FixedRereader(answer: "69.23")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2024-06-30"))
        #expect(extraction.fields[.total]?.value == "969.23")
        #expect(extraction.fields[.subtotal]?.value == "828.40")
        #expect(extraction.fields[.vatAmount]?.value == "140.83")
    }

    @Test func aRereadTotalOfAPartlyExemptSaleIsConfirmedBySubtotalPlusVAT() {
        // A supermarket's produce is exempt: 17% of 227.88 of the 289.14 is 38.74. The tax under the
        // full rate contradicts nothing; subtotal + VAT confirms the re-read total.
        let document = SyntheticReceipt.document(
            "סה\"כ לפני מע\"מ | 289.14\nמע\"מ 17% | 38.74\nסה\"כ לתשלום | 8 ש\"ח\nשמן זית | 172.00")
        let reader = FixedRereader(answer: "327.88")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2024-09-30"))
        #expect(extraction.fields[.total]?.value == "327.88")
        #expect(extraction.fields[.total]?.checks.contains("subtotal_plus_vat") == true)
        #expect(extraction.fields[.total]?.checks.contains("vat_matches_rate") == false)
    }
}
