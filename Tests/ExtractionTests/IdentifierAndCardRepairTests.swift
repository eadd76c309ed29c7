// OCR repair of identifiers through the RegionReader: a phone or document number read again on its
// own replaces a first reading of the same shape; a card number's last four glyphs are read again
// where the mask garbled the first reading.

import DocumentModel
@testable import Extraction
import Testing

/// A region reader that answers isolated and trailing-glyph readings with fixed texts, and counts them.
final class IsolatingRegionReader: RegionReader, @unchecked Sendable {
    let alone: String?
    let trailing: String?
    private(set) var aloneCalls = 0
    private(set) var trailingCalls = 0
    init(alone: String? = nil, trailing: String? = nil) { self.alone = alone; self.trailing = trailing }
    func readDigits(page: Int, box: BoundingBox) -> String? { nil }
    func readDigitsAlone(page: Int, box: BoundingBox) -> String? {
        aloneCalls += 1
        return alone
    }
    func readTrailingDigits(page: Int, box: BoundingBox, count: Int) -> String? {
        trailingCalls += 1
        return trailing
    }
}

@Suite struct IdentifierAndCardRepairTests {
    let today = SyntheticReceipt.day("2025-06-30")
    let header = "קפה שקד בע\"מ\nטל. 05-2490440\nתאריך: 14/03/2025"

    @Test func phoneReadAgainAloneReplacesTheFirstReading() {
        let reader = IsolatingRegionReader(alone: "03-2490440")
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document(header), regionReader: reader, today: today)
        #expect(extraction.fields[.phone]?.value == "032490440")
        #expect(extraction.fields[.phone]?.source == .correction)
        #expect(extraction.fields[.phone]?.checks.contains("digits_reread") == true)
        #expect(extraction.fields[.phone]?.rule == "phone.label.repaired")
    }

    @Test func secondReadingOfAnotherLengthIsIgnored() {
        let reader = IsolatingRegionReader(alone: "03-249044")
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document(header), regionReader: reader, today: today)
        #expect(extraction.fields[.phone]?.value == "052490440")
        #expect(reader.aloneCalls > 0)
    }

    @Test func textLayerNumbersAreNotReadAgain() {
        let reader = IsolatingRegionReader(alone: "03-2490440")
        let document = SyntheticReceipt.document(header, textSource: .textLayer)
        let extraction = ReceiptExtractor().extract(document, regionReader: reader, today: today)
        #expect(extraction.fields[.phone]?.value == "052490440")
        #expect(reader.aloneCalls == 0)
    }

    @Test func documentNumberKeepsItsShape() {
        let reader = IsolatingRegionReader(alone: "300767")
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("קבלה מס' 500767"), regionReader: reader,
                                                    today: today)
        #expect(extraction.fields[.invoiceNumber]?.value == "300767")
        let dashed = ReceiptExtractor().extract(SyntheticReceipt.document("Invoice # 2024-0153"),
                                                regionReader: IsolatingRegionReader(alone: "20240153"), today: today)
        #expect(dashed.fields[.invoiceNumber]?.value == "2024-0153")
    }

    @Test func garbledMaskAfterTheCardWordIsReadByItsLastGlyphs() {
        let reader = IsolatingRegionReader(trailing: "7778")
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("AMEX RRR T 7 8 | 395.55"),
                                                    regionReader: reader, today: today)
        #expect(extraction.fields[.cardLast4]?.value == "7778")
        #expect(extraction.fields[.cardLast4]?.rule == "card_last4.masked.repaired")
        #expect(extraction.fields[.cardLast4]?.source == .correction)
    }

    @Test func numberAloneUnderTheCardRowIsReadByItsLastGlyphs() {
        let reader = IsolatingRegionReader(trailing: "7782")
        let document = SyntheticReceipt.document("אשראי VISA | 345.47\n2+****\nמס' אישור: 657415")
        let extraction = ReceiptExtractor().extract(document, regionReader: reader, today: today)
        #expect(extraction.fields[.cardLast4]?.value == "7782")
    }

    @Test func damagedMaskIsCorrectedAndASureOneIsLeftAlone() {
        let damaged = ReceiptExtractor().extract(SyntheticReceipt.document("DISCOVER *******4**** 2447 | 102.93"),
                                                 regionReader: IsolatingRegionReader(trailing: "3447"), today: today)
        #expect(damaged.fields[.cardLast4]?.value == "3447")
        let reader = IsolatingRegionReader(trailing: "0000")
        let sure = ReceiptExtractor().extract(SyntheticReceipt.document("VISA ****1234 | 50.00"), regionReader: reader,
                                              today: today)
        #expect(sure.fields[.cardLast4]?.value == "1234")
        #expect(reader.trailingCalls == 0)
    }

    @Test func noCardWordNoSecondReading() {
        let reader = IsolatingRegionReader(trailing: "1234")
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("מזומן | 50.00\n7 אאא"), regionReader: reader,
                                                    today: today)
        #expect(extraction.fields[.cardLast4] == nil)
        #expect(reader.trailingCalls == 0)
    }
}
