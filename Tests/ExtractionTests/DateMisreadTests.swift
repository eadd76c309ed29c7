// Dates OCR garbled: a month whose tens digit was misread, a future year whose decade was misread,
// separators lost or read as "1", and two time-stamped dates one digit apart, one of which must be a
// misread.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct DateMisreadTests {
    @Test(arguments: [("09/61/2019", false, "09/01/2019"), ("09/81/2019", false, "09/01/2019"),
                      ("14-72-2018", false, "14-12-2018"), ("61/09/2019", true, "01/09/2019")])
    func monthTensDigitIsPutBack(_ text: String, _ monthFirst: Bool, _ repaired: String) {
        #expect(LabelledDateMisreads.repaired(text, monthFirst: monthFirst, currentYear: 2025) == repaired)
    }

    @Test(arguments: [("23/03/2078", "23/03/2018"), ("1.7.2074", "1.7.2014")])
    func futureDecadeIsPutBack(_ text: String, _ repaired: String) {
        #expect(LabelledDateMisreads.repaired(text, monthFirst: false, currentYear: 2025) == repaired)
    }

    @Test(arguments: [("251212018", false, "25/12/2018"), ("2511212018", false, "25/12/2018"),
                      ("25122018", false, "25/12/2018"), ("031122019", false, "03/12/2019"),
                      ("122512018", true, "12/25/2018")])
    func separatorsReadAsOneArePutBack(_ text: String, _ monthFirst: Bool, _ repaired: String) {
        #expect(LabelledDateMisreads.repaired(text, monthFirst: monthFirst, currentYear: 2025) == repaired)
    }

    /// "101112018": 10/11 with the second slash read as "1", or 10/11 with the first — the same day,
    /// but "110112018" could be 11/01 or 11/01 and "101012018" 10/01 or 10/10: left alone.
    @Test(arguments: ["09/01/2019", "09/51/2019", "09/73/2019", "0961/2019", "Date", "23/03/2028",
                      "23/03/2098", "101012018", "251252018", "999992018", "25122031", "1234567"])
    func wordsThatAreNotMisreadDates(_ text: String) {
        #expect(LabelledDateMisreads.repaired(text, monthFirst: false, currentYear: 2025) == nil)
    }

    private static func dateCandidates(_ text: String) -> [Candidate] {
        let context = ExtractionContext(layout: Layout(document: SyntheticReceipt.document(text)),
                                        today: SyntheticReceipt.day("2025-06-30"))
        return DateExtractor.candidates(in: context)
    }

    @Test func timeStampedDatesOneDigitApartDisputeEachOther() throws {
        let candidates = Self.dateCandidates("Date : 18/03/2017 03:00:42PM\nPrint Date: 13/03/2017 03:00:44PM")
        let chosen = try #require(candidates.first { $0.value == "2017-03-18" })
        #expect(chosen.checksFailed.contains(.datesAgree))
    }

    @Test func dueDateWithoutTimeDisputesNothing() throws {
        let candidates = Self.dateCandidates("Date : 18/03/2017 03:00:42PM\nDue Date: 18/04/2017")
        let chosen = try #require(candidates.first { $0.value == "2017-03-18" })
        #expect(chosen.checksFailed.isEmpty)
    }
}
