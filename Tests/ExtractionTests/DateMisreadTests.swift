// Dates OCR garbled: a month whose tens digit was misread, and two time-stamped dates one digit
// apart, one of which must be a misread.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct DateMisreadTests {
    @Test(arguments: [("09/61/2019", false, "09/01/2019"), ("09/81/2019", false, "09/01/2019"),
                      ("14-72-2018", false, "14-12-2018"), ("61/09/2019", true, "01/09/2019")])
    func monthTensDigitIsPutBack(_ text: String, _ monthFirst: Bool, _ repaired: String) {
        #expect(DateMonthMisreads.repaired(text, monthFirst: monthFirst) == repaired)
    }

    @Test(arguments: ["09/01/2019", "09/51/2019", "09/73/2019", "0961/2019", "Date"])
    func wordsThatAreNotMisreadMonths(_ text: String) {
        #expect(DateMonthMisreads.repaired(text, monthFirst: false) == nil)
    }

    private static func dateCandidates(_ text: String) -> [Candidate] {
        let context = ExtractionContext(layout: Layout(document: SyntheticReceipt.document(text)),
                                        today: SyntheticReceipt.day("2025-06-30"))
        return DateExtractor.candidates(in: context)
    }

    @Test func timeStampedDatesOneDigitApartDisputeEachOther() throws {
        let candidates = Self.dateCandidates("Date : 18/03/2017 03:00:42PM\nPrint Date: 13/03/2017 03:00:44PM")
        let chosen = try #require(candidates.first { $0.value == "2017-03-18" })
        #expect(chosen.checksFailed.contains("dates_agree"))
    }

    @Test func dueDateWithoutTimeDisputesNothing() throws {
        let candidates = Self.dateCandidates("Date : 18/03/2017 03:00:42PM\nDue Date: 18/04/2017")
        let chosen = try #require(candidates.first { $0.value == "2017-03-18" })
        #expect(chosen.checksFailed.isEmpty)
    }
}
