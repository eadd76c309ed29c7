// A second reading of the chosen value's print confirms it (`digits_confirmed`, `text_confirmed`)
// and raises its confidence without changing the value; a date read twice as one other date fails
// the check, which caps its confidence. Recorded re-readings replay extraction exactly.

import DocumentModel
@testable import Extraction
import Testing

/// A region reader that answers each kind of reading with a fixed text.
struct ScriptedRegionReader: RegionReader {
    var inPlace: String?
    var alone: String?
    var line: String?
    func readDigits(page: Int, box: BoundingBox) -> String? { inPlace }
    func readDigitsAlone(page: Int, box: BoundingBox) -> String? { alone }
    func readLineAlone(page: Int, box: BoundingBox) -> String? { line }
}

@Suite struct ReadingConfirmationTests {
    let receipt = "ACME TRADING SDN BHD\nDate: 14/03/2025\nTOTAL | 15.90"

    func extract(_ text: String, _ reader: (any RegionReader)?, confidence: Double = 0.6) -> Extraction {
        ReceiptExtractor().extract(SyntheticReceipt.document(text, confidence: confidence), regionReader: reader,
                                   today: SyntheticReceipt.day("2025-06-30"))
    }

    @Test func amountReadTheSameAloneIsConfirmed() throws {
        let confirmed = try #require(extract(receipt, ScriptedRegionReader(alone: "15.90")).fields[.total])
        let unconfirmed = try #require(extract(receipt, ScriptedRegionReader(alone: "15.80")).fields[.total])
        #expect(confirmed.value == "15.90" && unconfirmed.value == "15.90")
        #expect(confirmed.checks.contains("digits_confirmed"))
        #expect(!unconfirmed.checks.contains("digits_confirmed"))
        #expect(confirmed.confidence > unconfirmed.confidence)
    }

    @Test func nameRowReadTheSameAloneIsConfirmed() throws {
        let confirmed = try #require(extract(receipt, ScriptedRegionReader(line: "ACME TRADING SDN BHD")).fields[.businessName])
        let misread = try #require(extract(receipt, ScriptedRegionReader(line: "ACME TRAD1NG SDN BHD")).fields[.businessName])
        #expect(confirmed.checks.contains("text_confirmed"))
        #expect(!misread.checks.contains("text_confirmed"))
        #expect(confirmed.confidence > misread.confidence)
    }

    @Test func wordOrderAndPunctuationDoNotMatterToTheConfirmation() {
        let name = extract("סופר השכונה בע\"מ\nסה\"כ לתשלום | 15.90", ScriptedRegionReader(line: "בע\"מ, השכונה סופר"))
            .fields[.businessName]
        #expect(name?.checks.contains("text_confirmed") == true)
    }

    @Test func dateReadTheSameAloneIsConfirmed() {
        let date = extract(receipt, ScriptedRegionReader(alone: "14/03/2025")).fields[.date]
        #expect(date?.checks.contains("digits_confirmed") == true)
    }

    @Test func dateReadTwiceAsAnotherDateFailsTheCheckButKeepsItsValue() throws {
        let contradicted = try #require(extract(receipt, ScriptedRegionReader(inPlace: "18/03/2025", alone: "18/03/2025"))
            .fields[.date])
        let once = try #require(extract(receipt, ScriptedRegionReader(inPlace: "14/03/2025", alone: "18/03/2025")).fields[.date])
        #expect(contradicted.value == "2025-03-14" && once.value == "2025-03-14")
        #expect(!contradicted.checks.contains("digits_confirmed"))
        #expect(contradicted.confidence <= ConfidenceModel.vetoCeiling)
        #expect(once.confidence > ConfidenceModel.vetoCeiling)
    }

    @Test func textLayerValuesAreNotReread() {
        let document = SyntheticReceipt.document(receipt, textSource: .textLayer)
        let extraction = ReceiptExtractor().extract(document, regionReader: ScriptedRegionReader(alone: "15.90", line: "ACME TRADING SDN BHD"),
                                                    today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.checks.contains("digits_confirmed") == false)
        #expect(extraction.fields[.businessName]?.checks.contains("text_confirmed") == false)
    }

    @Test func recordedRereadingsReplayTheLiveExtraction() {
        let document = SyntheticReceipt.document(receipt, confidence: 0.6)
        let recorder = RereadingRecorder(ScriptedRegionReader(inPlace: "15.90", alone: "15.90", line: "ACME TRADING SDN BHD"))
        let today = SyntheticReceipt.day("2025-06-30")
        let live = ReceiptExtractor().extract(document, regionReader: recorder, today: today)
        let replayed = ReceiptExtractor().extract(document, regionReader: RecordedRegionReader(recorder.rereadings), today: today)
        let withoutReadings = ReceiptExtractor().extract(document, regionReader: RecordedRegionReader([]), today: today)
        #expect(!recorder.rereadings.isEmpty)
        #expect(replayed.fields == live.fields)
        #expect(withoutReadings.fields != live.fields)
    }

    @Test func replayAnswersOnlyTheBoxesThatWereRead() {
        let box = BoundingBox(x0: 10, y0: 10, x1: 60, y1: 30)
        let reader = RecordedRegionReader([
            Rereading(kind: .digits, page: 1, box: box, text: "12"),
            Rereading(kind: .digits, page: 1, box: box, text: "12.50"),
            Rereading(kind: .digitsAlone, page: 1, box: box, text: "12.60"),
        ])
        #expect(reader.readDigits(page: 1, box: box) == "12")
        #expect(reader.readDigits(page: 1, box: box) { $0.contains(".") } == "12.50")
        #expect(reader.readDigitsAlone(page: 1, box: box) == "12.60")
        #expect(reader.readDigitsAlone(page: 2, box: box) == nil)
        #expect(reader.readLineAlone(page: 1, box: box) == nil)
    }
}
