// A second reading of the chosen value's print confirms it (`digits_confirmed`, `text_confirmed`)
// and raises its confidence without changing the value; an amount read alone as another amount of
// its shape, or a date read twice as one other date, fails the check, which caps its confidence. Recorded re-readings replay extraction exactly.

import DocumentModel
@testable import Extraction
import Testing

/// Answers each kind of reading with a fixed text.
struct KindRereader: ScriptedRereader {
    var inPlace: String?
    var alone: String?
    var line: String?
    func text(for request: RereadRequest) -> String? {
        switch request.kind {
        case .digits: inPlace
        case .digitsAlone: alone
        case .lineAlone: line
        case .digitsDocumentModel, .trailingDigits, .maskedDigits: nil
        }
    }
}

@Suite struct ReadingConfirmationTests {
    let receipt = "ACME TRADING SDN BHD\nDate: 14/03/2025\nTOTAL | 15.90"

    func extract(_ text: String, _ reader: any ScriptedRereader, confidence: Double = 0.6) -> Extraction {
        ReceiptExtractor().extract(SyntheticReceipt.document(text, confidence: confidence), rereading: reader,
                                   today: SyntheticReceipt.day("2025-06-30"))
    }

    @Test func amountReadTheSameAloneIsConfirmed() throws {
        let confirmed = try #require(extract(receipt, KindRereader(alone: "15.90")).fields[.total])
        let unconfirmed = try #require(extract(receipt, KindRereader(alone: "15.80")).fields[.total])
        #expect(confirmed.value == "15.90" && unconfirmed.value == "15.90")
        #expect(confirmed.checks.contains("digits_confirmed"))
        #expect(!unconfirmed.checks.contains("digits_confirmed"))
        #expect(confirmed.confidence > unconfirmed.confidence)
    }

    /// "15.90" read alone as "15.80": one of the two readings misread a digit, and nothing tells
    /// which, so the total is capped (check/: 3 of 3 such amounts were wrong); a reading of another
    /// shape ("$7.10" read alone as "97.10": the currency mark taken for a digit) says nothing.
    @Test func amountReadAsAnotherAmountAloneIsNotTrusted() throws {
        let contradicted = try #require(extract(receipt, KindRereader(alone: "15.80")).fields[.total])
        #expect(contradicted.value == "15.90")
        #expect(contradicted.confidence <= ConfidenceModel.vetoCeiling)
        let marked = try #require(extract(receipt, KindRereader(alone: "115.90")).fields[.total])
        #expect(marked.confidence > ConfidenceModel.vetoCeiling)
    }

    @Test func nameRowReadTheSameAloneIsConfirmed() throws {
        let confirmed = try #require(extract(receipt, KindRereader(line: "ACME TRADING SDN BHD")).fields[.businessName])
        let misread = try #require(extract(receipt, KindRereader(line: "ACME TRAD1NG SDN BHD")).fields[.businessName])
        #expect(confirmed.checks.contains("text_confirmed"))
        #expect(!misread.checks.contains("text_confirmed"))
        #expect(confirmed.confidence > misread.confidence)
    }

    /// A word whose letters are mixed with a sign no name prints ("D.£.¥." for "D.I.Y.") is a misreading
    /// that a second reading agreeing on the letters (the same model reads the same glyphs) cannot
    /// confirm; the same name read without the signs is confirmed.
    @Test func aNameWithMisreadGlyphsIsNotConfirmedByTheSameLetters() throws {
        let misread = "MR. D.£.¥. (KUCHAI) SDN BHD\nDate: 14/03/2025\nTOTAL | 15.90"
        let garbled = try #require(extract(misread, KindRereader(line: "MR. D.£.¥. (KUCHAI) SDN BHD")).fields[.businessName])
        #expect(garbled.value == "MR. D.£.¥. (KUCHAI) SDN BHD")
        #expect(!garbled.checks.contains("text_confirmed"))
        let plain = "MR. D.I.Y. (KUCHAI) SDN BHD\nDate: 14/03/2025\nTOTAL | 15.90"
        let read = try #require(extract(plain, KindRereader(line: "MR. D.I.Y. (KUCHAI) SDN BHD")).fields[.businessName])
        #expect(read.checks.contains("text_confirmed"))
        #expect(read.confidence > garbled.confidence)
    }

    @Test func misreadGlyphsAreSignsAmongLetters() {
        func holds(_ text: String) -> Bool {
            ReadingConfirmation.holdsMisreadGlyphs(text.split(separator: " ").enumerated().map { index, word in
                LayoutWord(id: index, word: OCRWord(text: String(word), box: BoundingBox(x0: 10 * index, y0: 0, x1: 10 * index + 8, y1: 10),
                                                    confidence: 0.9), page: 1, source: .ocr)
            })
        }
        #expect(holds("$117, Second Floor") && holds("§7100 KUALA LUMPUR") && holds("הגפ| 114"))
        #expect(!holds("No. 2&4, JALAN 3/2") && !holds("KING’S (KSB) #01-02") && !holds("Canal+ Shop") && !holds("רח' הגפן 4 | ת\"א"))
    }

    /// Debris beside a name (a logo read as letters, dev doc_0108's "בוקס ללקל ישיר") is not read
    /// again when the name's row is cut out and read alone; the words that are read again stay.
    @Test func nameWordsASecondReadingDoesNotFindAreDropped() throws {
        let text = "ACME XQZ TRADING SDN BHD\nDate: 14/03/2025\nTOTAL | 15.90"
        let trimmed = try #require(extract(text, KindRereader(line: "ACME TRADING SDN BHD")).fields[.businessName])
        #expect(trimmed.value == "ACME TRADING SDN BHD")
        #expect(trimmed.checks.contains("text_confirmed"))
        #expect(trimmed.rule.hasSuffix(".repaired"))
        // A second reading with a word the first does not have, or that misses more than two, says nothing.
        for line in ["ACME TRADING SDN BHD LTD", "ACME SDN", "ACME TRAD1NG SDN BHD"] {
            let kept = try #require(extract(text, KindRereader(line: line)).fields[.businessName])
            #expect(kept.value == "ACME XQZ TRADING SDN BHD")
            #expect(!kept.checks.contains("text_confirmed"))
        }
    }

    /// An address keeps the words its line re-reading misses: that reading loses real ones (a house
    /// number, a postcode) as often as debris.
    @Test func addressWordsASecondReadingDoesNotFindAreKept() throws {
        let text = "ACME TRADING SDN BHD\nNO 12 JALAN BANGSAR QX 59000 KUALA LUMPUR\nDate: 14/03/2025\nTOTAL | 15.90"
        let before = try #require(extract(text, KindRereader()).fields[.address])
        let after = try #require(extract(text, KindRereader(line: "NO 12 JALAN BANGSAR 59000 KUALA LUMPUR")).fields[.address])
        #expect(before.value.contains("QX"))
        #expect(after.value == before.value)
        #expect(!after.checks.contains("text_confirmed"))
    }

    @Test func wordOrderAndPunctuationDoNotMatterToTheConfirmation() {
        let name = extract("סופר השכונה בע\"מ\nסה\"כ לתשלום | 15.90", KindRereader(line: "בע\"מ, השכונה סופר"))
            .fields[.businessName]
        #expect(name?.checks.contains("text_confirmed") == true)
    }

    @Test func dateReadTheSameAloneIsConfirmed() {
        let date = extract(receipt, KindRereader(alone: "14/03/2025")).fields[.date]
        #expect(date?.checks.contains("digits_confirmed") == true)
    }

    @Test func dateReadTwiceAsAnotherDateFailsTheCheckButKeepsItsValue() throws {
        let contradicted = try #require(extract(receipt, KindRereader(inPlace: "18/03/2025", alone: "18/03/2025"))
            .fields[.date])
        let once = try #require(extract(receipt, KindRereader(inPlace: "14/03/2025", alone: "18/03/2025")).fields[.date])
        #expect(contradicted.value == "2025-03-14" && once.value == "2025-03-14")
        #expect(!contradicted.checks.contains("digits_confirmed"))
        #expect(contradicted.confidence <= ConfidenceModel.vetoCeiling)
        #expect(once.confidence > ConfidenceModel.vetoCeiling)
    }

    @Test func textLayerValuesAreNotReread() {
        let document = SyntheticReceipt.document(receipt, textSource: .textLayer)
        let extraction = ReceiptExtractor().extract(document, rereading: KindRereader(alone: "15.90", line: "ACME TRADING SDN BHD"),
                                                    today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.checks.contains("digits_confirmed") == false)
        #expect(extraction.fields[.businessName]?.checks.contains("text_confirmed") == false)
    }

    @Test func recordedRereadingsReplayTheLiveExtraction() {
        var document = SyntheticReceipt.document(receipt, confidence: 0.6)
        let reader = KindRereader(inPlace: "15.90", alone: "15.90", line: "ACME TRADING SDN BHD")
        let today = SyntheticReceipt.day("2025-06-30")
        var recorded: [Rereading] = []
        let live = ReceiptExtractor().analyse(document, today: today) { requests in
            recorded += reader.answers(requests)
            return reader.answers(requests)
        }.extraction
        let withoutReadings = ReceiptExtractor().extract(document, today: today)
        document.rereadings = recorded
        let replayed = ReceiptExtractor().extract(document, today: today)
        #expect(!recorded.isEmpty)
        #expect(replayed.fields == live.fields)
        #expect(withoutReadings.fields != live.fields)
    }

    @Test func aPausedExtractionAsksForEachBoxOnceAndGoesOnWithTheAnswers() {
        let document = SyntheticReceipt.document(receipt, confidence: 0.6)
        var asked: [RereadRequest] = []
        var step = ReceiptExtractor().start(document, today: SyntheticReceipt.day("2025-06-30"))
        while case let .needsRereading(requests, paused) = step {
            #expect(!requests.isEmpty)
            #expect(Set(requests).isDisjoint(with: asked))
            asked += requests
            step = paused.resumed(with: requests.map { Rereading($0, text: nil) })
        }
        #expect(asked.contains { $0.kind == .lineAlone })
    }

    @Test func theDocumentModelReadsABoxInPlaceOnlyWhenTheLatinReadingIsNoUse() {
        let box = BoundingBox(x0: 10, y0: 10, x1: 60, y1: 30)
        var rereads = Rereads()
        #expect(rereads.digits(page: 1, box: box) { $0.contains(".") } == nil)
        rereads.add([Rereading(kind: .digits, page: 1, box: box, text: "1250")])
        #expect(rereads.digits(page: 1, box: box) == "1250")
        #expect(!rereads.isWaiting)
        #expect(rereads.digits(page: 1, box: box) { $0.contains(".") } == nil)
        #expect(rereads.unanswered == [RereadRequest(.digitsDocumentModel, page: 1, box: box)])
        rereads.add([Rereading(kind: .digitsDocumentModel, page: 1, box: box, text: "12.50")])
        #expect(rereads.digits(page: 1, box: box) { $0.contains(".") } == "12.50")
    }

    @Test func everyReadingOfABoxIsOfferedInTheOrderRead() {
        // Two models read the same box in place: the first whose reading a caller accepts counts.
        let box = BoundingBox(x0: 10, y0: 10, x1: 60, y1: 30)
        var rereads = Rereads()
        #expect(rereads.digits(page: 1, box: box) == nil)
        #expect(rereads.unanswered == [RereadRequest(.digits, page: 1, box: box)])
        rereads.add([Rereading(kind: .digits, page: 1, box: box, text: "12"),
                     Rereading(kind: .digits, page: 1, box: box, text: "12.50"),
                     Rereading(kind: .digitsAlone, page: 1, box: box, text: "12.60")])
        #expect(rereads.unanswered.isEmpty)
        #expect(rereads.digits(page: 1, box: box) == "12")
        #expect(rereads.digits(page: 1, box: box) { $0.contains(".") } == "12.50")
        #expect(rereads.digitsAlone(page: 1, box: box) == "12.60")
        #expect(rereads.digitsAlone(page: 2, box: box) == nil)
        #expect(rereads.unanswered == [RereadRequest(.digitsAlone, page: 2, box: box)])
    }
}
