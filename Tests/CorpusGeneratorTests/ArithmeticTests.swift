// The money arithmetic: one rounding rule, tax-inclusive and tax-added totals, printed forms.

@testable import CorpusGeneration
import Testing

@Suite struct ArithmeticTests {
    @Test func roundsHalfAwayFromZero() {
        #expect(Money.roundedDivision(5, 10) == 1)
        #expect(Money.roundedDivision(4, 10) == 0)
        #expect(Money.roundedDivision(-5, 10) == -1)
    }

    @Test func includedAndAddedTax() {
        #expect(Money(cents: 10_000).includedTax(milliPercent: 18_000).cents == 1_525)
        #expect(Money(cents: 10_000).percentage(milliPercent: 17_000).cents == 1_700)
        #expect(Money(cents: 1_999).percentage(milliPercent: 8_875).cents == 177)  // 177.41
    }

    @Test func totalsAlwaysAddUp() {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<200 {
            let lines = ItemFactory.lines(from: HebrewVocabulary.grocery, count: rng.int(1...20), rng: &rng)
            for totals in [Totals.taxIncluded(lines, rateMilliPercent: 18_000), Totals.taxAdded(lines, rateMilliPercent: 17_000)] {
                #expect(totals.subtotal + totals.tax == totals.total)
            }
        }
    }

    @Test func printedForms() {
        #expect(Money(cents: 123_456).plain == "1234.56")
        #expect(Money(cents: 123_456).grouped == "1,234.56")
        #expect(Money(cents: -305).plain == "-3.05")
        #expect(Quantity(thousandths: 785).text == "0.785")
        #expect(Quantity(thousandths: 35_420).text == "35.42")
        #expect(Quantity(units: 3).text == "3")
        #expect(Quantity(thousandths: 785).times(Money(cents: 1_290)).cents == 1_013)
    }

    @Test func israeliVATRateFollowsTheDate() {
        #expect(CivilDate(year: 2024, month: 12, day: 31).israeliVATMilliPercent == 17_000)
        #expect(CivilDate(year: 2025, month: 1, day: 1).israeliVATMilliPercent == 18_000)
    }

    @Test func civilDateRoundTrips() {
        let date = CivilDate(year: 2024, month: 2, day: 29)
        #expect(CivilDate(dayNumber: date.dayNumber) == date)
        #expect(date.adding(days: 1) == CivilDate(year: 2024, month: 3, day: 1))
        #expect(DateStyle.dayMonthShortYearDot.format(date) == "29.02.24")
        #expect(DateStyle.monthDayYearSlash.format(date) == "02/29/2024")
    }
}
