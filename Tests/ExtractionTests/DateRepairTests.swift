// The date's digits repaired: a numeric date read again on its own replaces a first reading of the
// same shape, and a year the Israeli VAT rate contradicts is swapped for the one the rate fits
// (the Hebrew model reads "3" as "5").

import DocumentModel
@testable import Extraction
import Foundation
import Testing

@Suite struct DateRepairTests {
    func extract(_ text: String, reader: IsolatingRereader? = nil, today: String = "2026-06-30") -> Extraction {
        ReceiptExtractor().extract(SyntheticReceipt.document(text), rereading: reader,
                                   today: SyntheticReceipt.day(today))
    }

    @Test func dateReadAgainAloneReplacesTheFirstReading() {
        let reader = IsolatingRereader(alone: "13/02/2026")
        let date = extract("סופר השכונה בע\"מ\nתאריך: 15/02/2026 12:31", reader: reader).fields[.date]
        #expect(date?.value == "2026-02-13")
        #expect(date?.source == .correction)
        #expect(date?.checks.contains("digits_reread") == true)
    }

    /// A second reading of a date's digits says it was read, not that it is the document's date: a
    /// print date re-read in the footer ("דפס בתאריך: 15/03/2026 22:02", its label garbled) does not
    /// outrank the header's "תאריך 12.03.2026", read right the first time.
    @Test func aSecondReadingRanksNoHigherThanAFirstThatNeededNone() {
        let header = Candidate(field: .date, value: "2026-03-12", rule: RuleID.dateNumeric, strength: 0.85, words: [])
            .passing(.realPastDate)
        let footer = DateRepair.rereadCopy(
            of: Candidate(field: .date, value: "2026-03-15", rule: RuleID.dateNumeric, strength: 0.8, words: [])
                .passing(.realPastDate), value: "2026-03-15")
        #expect(footer.checksPassed.contains(.digitsReread))
        #expect(Resolver.best([footer, header])?.candidate.value == "2026-03-12")
    }

    @Test func secondReadingOfAnotherShapeIsIgnored() {
        let reader = IsolatingRereader(alone: "13/02/26")
        #expect(extract("תאריך: 15/02/2026", reader: reader).fields[.date]?.value == "2026-02-15")
        #expect(reader.aloneCalls > 0)
    }

    @Test func secondReadingInTheFutureIsIgnored() {
        let reader = IsolatingRereader(alone: "15/12/2026")
        #expect(extract("תאריך: 15/02/2026", reader: reader).fields[.date]?.value == "2026-02-15")
    }

    @Test func yearContradictingAPrintedRateIsSwapped() {
        let extraction = extract("""
        סופר השכונה בע"מ
        תאריך: 11/08/2025
        סה"כ לפני מע"מ | 100.00
        מע"מ 17% | 17.00
        סה"כ לתשלום | 117.00
        """)
        #expect(extraction.fields[.date]?.value == "2023-08-11")
        #expect(extraction.fields[.date]?.checks.contains(DateYearCheck.check.rawValue) == true)
        #expect(extraction.fields[.vatRate]?.checks.contains("rate_valid_for_date") == true)
    }

    /// A printed date, the VAT row (label with or without its rate, and amount) between a subtotal
    /// and a total, and the date extracted.
    @Test(arguments: [
        // The amounts say 17% (34 of 200), which 2025 cannot have: the 5 was a 3.
        ("17/06/2025", "מע\"מ", "200.00", "34.00", "234.00", "2023-06-17"),
        // 18% printed and in the amounts fits 2025.
        ("11/08/2025", "מע\"מ 18%", "100.00", "18.00", "118.00", "2025-08-11"),
        // 17% printed but the amounts say 18%: which one is misread is unknown, nothing is repaired.
        ("11/08/2025", "מע\"מ 17%", "100.00", "18.00", "118.00", "2025-08-11"),
        // 2026 has no 3 or 5 to swap.
        ("11/02/2026", "מע\"מ 17%", "100.00", "17.00", "117.00", "2026-02-11"),
    ])
    func yearAgainstTheVATRate(_ date: String, _ vatLabel: String, _ subtotal: String, _ vat: String,
                               _ total: String, _ expected: String) {
        let extraction = extract("""
        תאריך: \(date)
        סה"כ לפני מע"מ | \(subtotal)
        \(vatLabel) | \(vat)
        סה"כ לתשלום | \(total)
        """)
        #expect(extraction.fields[.date]?.value == expected)
    }

    @Test func yearVariantsSwapOneDigitAtATime() {
        #expect(DateYearCheck.yearVariants(of: "2025-08-11") == ["2023-08-11"])
        #expect(DateYearCheck.yearVariants(of: "2035-01-01") == ["2055-01-01", "2033-01-01"])
        #expect(DateYearCheck.yearVariants(of: "2026-01-01").isEmpty)
        #expect(DateYearCheck.rate(17, isValidOn: "2024-12-31") == true)
        #expect(DateYearCheck.rate(17, isValidOn: "2025-01-01") == false)
        #expect(DateYearCheck.rate(20, isValidOn: "2025-01-01") == nil)
    }
}
