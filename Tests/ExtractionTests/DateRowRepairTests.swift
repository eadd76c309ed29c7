// OCR repair of date rows: a date label whose date the first reading lost is read again beside it.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct DateRowRepairTests {
    private let today = SyntheticReceipt.day("2024-06-30")

    @Test func aDateLostBesideItsLabelIsReadAgainAndMarkedAsReread() {
        let document = SyntheticReceipt.document("SYARIKAT PERNIAGAAN GIN KEE\nDoc No 6S0003 | Date 8\nTOTAL | 9.00")
        let reader = FixedRereader(answer: "25/12/2018 12:31:00")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: today)
        #expect(extraction.fields[.date]?.value == "2018-12-25")
        #expect(extraction.fields[.date]?.rule.hasSuffix(".repaired") == true)
        #expect(extraction.fields[.date]?.checks.contains("digits_reread") == true)
    }

    @Test func aFutureYearIsReadAgain() {
        let document = SyntheticReceipt.document("Date: | 23/03/2048\nTOTAL | 9.00")
        let reader = FixedRereader(answer: "23/03/2018")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: today)
        #expect(extraction.fields[.date]?.value == "2018-03-23")
    }

    @Test func aDateClimbingAwayFromItsLabelIsReadFromATallerBand() {
        // Curled paper: the date beside "Date:" rises, and a band of the label's height cuts it in half.
        let document = SyntheticReceipt.document("Doc No CS02070163 | Date: **\nTOTAL | 9.00")
        let label = Layout(document: document).rows[0].words.first { $0.text == "Date:" }!.box
        let reader = BandRereader { band in band.y0 < label.y0 - label.height / 2 ? "22/12/2017" : "-22/12/2" }
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: today)
        #expect(extraction.fields[.date]?.value == "2017-12-22")
        #expect(extraction.fields[.date]?.rule.hasSuffix(".repaired") == true)
    }

    @Test func aDateLostBeforeATimeOfDayIsReadAgainWhenTheDocumentShowsNoDate() {
        var document = SyntheticReceipt.document("TAX INVOICE\n#001-001-0934-0001 he 13:36-R\nTOTAL | 9.00")
        document.pages[0].lines[1].words[1].confidence = 0.32  // "he": the first reading's guess at the date's ink
        let reader = FixedRereader(answer: "0934-0001 05/01/2018")
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: today)
        #expect(extraction.fields[.date]?.value == "2018-01-05")
        #expect(extraction.fields[.date]?.rule.hasSuffix(".repaired") == true)
    }

    @Test func aDateWithAGlyphLostIsReadAgainWhenTheDocumentShowsNoDate() {
        // X51005663297: "Date: 14/03/2018" read as "Bate” “14/03018".
        let document = SyntheticReceipt.document("Doc No. : CS00067741 Bate” “14/03018\nTOTAL | 9.00")
        let extraction = ReceiptExtractor().extract(document, rereading: FixedRereader(answer: "14/03/2018"), today: today)
        #expect(extraction.fields[.date]?.value == "2018-03-14")
    }

    @Test(arguments: [("“14/03018", true), ("02-18/2", true), ("5/2", false), ("12.50", false), ("03-40211233", false),
                      ("18299/182/76230", false), ("A14/03018", false), ("1-0-2", false)])
    func dateFragments(text: String, isFragment: Bool) {
        #expect(DateRowRepair.isDateFragment(text) == isFragment)
    }

    @Test func aTimeOfDayIsNoReasonToReadAgainWhenADateIsShownElsewhere() {
        let document = SyntheticReceipt.document("05/01/2018\n#001-001-0934-0001 he 13:36-R\nTOTAL | 9.00")
        let reader = FixedRereader(answer: "06/01/2018")
        _ = answered(by: reader) { DateRowRepair.repair(document, layout: Layout(document: document), rereads: &$0, today: today) }
        #expect(reader.calls == 0)
    }

    @Test func aMisreadTheDateExtractorPutsBackIsReadAgainOnlyInItsLabelsBand() {
        // "30/83/2018": the month's "0" read as "8"; a taller band of that row read "04/03/2010".
        let document = SyntheticReceipt.document("Date : | 30/83/2018\nTOTAL | 9.00")
        let label = Layout(document: document).rows[0].words[0].box
        let reader = BandRereader { band in band.height > label.height ? "04/03/2010" : "30/83/2018" }
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: today)
        #expect(extraction.fields[.date]?.value == "2018-03-30")
    }

    /// A receipt sets its label and value at the row's two ends (dev doc_0192's photo: "תאריך" at the
    /// right edge, "29.87.2825" at the left): the stretch read reaches the garbled date however far.
    @Test func aDateAtTheFarEndOfItsLabelsRowIsReadAgain() {
        let document = SyntheticReceipt.document("תאריך | 29.87.2825\nסה\"כ לתשלום | 9.00")
        let date = Layout(document: document).rows[0].words.first { $0.text == "29.87.2825" }!.box
        let reader = BandRereader { band in band.x0 <= date.x0 && band.x1 >= date.x1 ? "29.07.2025" : nil }
        let extraction = ReceiptExtractor().extract(document, rereading: reader, today: SyntheticReceipt.day("2025-12-31"))
        #expect(extraction.fields[.date]?.value == "2025-07-29")
        #expect(extraction.fields[.date]?.rule.hasSuffix(".repaired") == true)
    }

    @Test func aRowWithAPlausibleDateIsNotReadAgain() {
        let document = SyntheticReceipt.document("Date: | 05/02/2018\nTOTAL | 9.00")
        let reader = FixedRereader(answer: "06/02/2018")
        _ = answered(by: reader) { DateRowRepair.repair(document, layout: Layout(document: document), rereads: &$0, today: today) }
        #expect(reader.calls == 0)
    }

    @Test func aReadingWithoutOnePlausibleDateChangesNothing() {
        let document = SyntheticReceipt.document("Date | 8\nTOTAL | 9.00")
        for answer in ["8", "23/03/2078", "01/02/2018 03/02/2018"] {
            let result = answered(by: FixedRereader(answer: answer)) { DateRowRepair.repair(document, layout: Layout(document: document), rereads: &$0, today: today) }
            #expect(result.repaired.isEmpty)
            #expect(result.document == document)
        }
    }

    @Test func dueDateRowsAreNotDocumentDates() {
        let document = SyntheticReceipt.document("Due Date | 8\nTOTAL | 9.00")
        let reader = FixedRereader(answer: "25/12/2018")
        _ = answered(by: reader) { DateRowRepair.repair(document, layout: Layout(document: document), rereads: &$0, today: today) }
        #expect(reader.calls == 0)
    }
}

/// Answers each band it is asked to read with `answer(band)`.
private struct BandRereader: ScriptedRereader {
    let answer: (BoundingBox) -> String?
    func text(for request: RereadRequest) -> String? { request.kind == .digits ? answer(request.box) : nil }
}

@Suite struct MisreadLabelWordTests {
    @Test func aDueDateLabelWithOneMisreadLetterIsStillADueDate() {
        // en-0057's noisy scan: "Due date" read as "Oue date".
        let document = SyntheticReceipt.document("""
            Lakeside Water Co.
            3721 Broadway, Portland, OR 97205
            Phone: (503) 914-5847
            Date. | 2/10/25
            Print date: February 12, 2025 | Oue date: February 28, 2025
            TOTAL DUE | $442.57
            """)
        let extraction = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.date]?.value == "2025-02-10")
    }

    @Test func oneMisreadLetterIsNotEnoughForALabelOfOneShortWord() {
        #expect(!Vocabulary.otherDates.matches(text: "Oue"))
        #expect(Vocabulary.otherDates.matches(text: "Oue date"))
        #expect(!Vocabulary.otherDates.matches(text: "Use by"))
    }
}
