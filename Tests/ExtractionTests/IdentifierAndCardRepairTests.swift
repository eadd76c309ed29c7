// OCR repair of identifiers through re-reading requests: a phone or document number read again on its
// own replaces a first reading of the same shape (a document number read as another number altogether
// is replaced and flagged); a card number's last four glyphs are read again
// where the mask garbled the first reading.

import DocumentModel
@testable import Extraction
import Testing

/// A region reader that answers isolated and trailing-glyph readings with fixed texts, and counts them.
final class IsolatingRereader: ScriptedRereader, @unchecked Sendable {
    let alone: String?
    let trailing: String?
    let masked: String?
    private(set) var aloneCalls = 0
    private(set) var trailingCalls = 0
    private(set) var maskedCalls = 0
    init(alone: String? = nil, trailing: String? = nil, masked: String? = nil) {
        self.alone = alone; self.trailing = trailing; self.masked = masked
    }
    func text(for request: RereadRequest) -> String? {
        switch request.kind {
        case .digitsAlone:
            aloneCalls += 1
            return alone
        case .trailingDigits:
            trailingCalls += 1
            return trailing
        case .maskedDigits:
            maskedCalls += 1
            return masked
        case .digits, .digitsDocumentModel, .lineAlone:
            return nil
        }
    }
}

@Suite struct IdentifierAndCardRepairTests {
    let header = "קפה שקד בע\"מ\nטל. 05-2490440\nתאריך: 14/03/2025"

    func extract(_ text: String, _ reader: IsolatingRereader, textSource: TextSource = .ocr) -> Extraction {
        ReceiptExtractor().extract(SyntheticReceipt.document(text, textSource: textSource), rereading: reader,
                                   today: SyntheticReceipt.day("2025-06-30"))
    }

    @Test func phoneReadAgainAloneReplacesTheFirstReading() {
        let reader = IsolatingRereader(alone: "03-2490440")
        let extraction = extract(header, reader)
        #expect(extraction.fields[.phone]?.value == "032490440")
        #expect(extraction.fields[.phone]?.source == .correction)
        #expect(extraction.fields[.phone]?.checks.contains("digits_reread") == true)
        #expect(extraction.fields[.phone]?.rule == "phone.label.repaired")
    }

    @Test func secondReadingOfAnotherLengthIsIgnored() {
        let reader = IsolatingRereader(alone: "03-249044")
        let extraction = extract(header, reader)
        #expect(extraction.fields[.phone]?.value == "052490440")
        #expect(reader.aloneCalls > 0)
    }

    @Test func anIsraeliPhoneTheSecondReadingMakesImplausibleKeepsItsFirstReading() {
        // "03-6590444" read alone as "63-6590444": no Israeli number starts with 6.
        let reader = IsolatingRereader(alone: "63-6590444")
        let extraction = extract("קפה שקד בע\"מ\nטל. 03-6590444\nתאריך: 14/03/2025", reader)
        #expect(extraction.fields[.phone]?.value == "036590444")
        #expect(extraction.fields[.phone]?.source == .ocr)
        #expect(reader.aloneCalls > 0)
    }

    @Test func textLayerNumbersAreNotReadAgain() {
        let reader = IsolatingRereader(alone: "03-2490440")
        let extraction = extract(header, reader, textSource: .textLayer)
        #expect(extraction.fields[.phone]?.value == "052490440")
        #expect(reader.aloneCalls == 0)
    }

    @Test func documentNumberKeepsItsShape() {
        let reader = IsolatingRereader(alone: "300767")
        let extraction = extract("קבלה מס' 500767", reader)
        #expect(extraction.fields[.invoiceNumber]?.value == "300767")
        let dashed = extract("Invoice # 2024-0153", IsolatingRereader(alone: "20240153"))
        #expect(dashed.fields[.invoiceNumber]?.value == "2024-0153")
    }

    /// A second reading that is another number altogether ("2220000" read alone as "22-87590", dev
    /// doc_0158) replaces the first, but neither reading is trusted; one that is the first with a
    /// glyph added or lost ("1254155": the label's bar read as a "1") is no other number.
    @Test func documentNumberReadAsAnotherNumberIsReplacedAndFlagged() throws {
        let contradicted = extract("חשבונית מס' 2220000", IsolatingRereader(alone: "22-87590"))
        let number = try #require(contradicted.fields[.invoiceNumber])
        #expect(number.value == "22-87590")
        #expect(number.rule.hasSuffix(".repaired"))
        #expect(number.confidence <= ConfidenceModel.vetoCeiling)
        let padded = extract("חשבונית מס' 254155", IsolatingRereader(alone: "1254155"))
        #expect(padded.fields[.invoiceNumber]?.value == "254155")
        #expect((padded.fields[.invoiceNumber]?.confidence ?? 0) > ConfidenceModel.vetoCeiling)
        let short = extract("חשבונית מס' 2220000", IsolatingRereader(alone: "008"))
        #expect(short.fields[.invoiceNumber]?.value == "2220000")
    }

    /// A company number that fails its check digit ("518698515", dev doc_0020's 514698513 with two
    /// digits misread) is read again alone; a second reading that passes the check replaces it, one
    /// that fails it too (or is another length) leaves the first, still untrusted.
    @Test func companyNumberFailingItsCheckIsReplacedByAReadingThatPasses() throws {
        let text = "בוקס סחר בע\"מ\nמס' חברה 518698515\nסה\"כ | 120.00"
        let repaired = try #require(extract(text, IsolatingRereader(alone: "514698513")).fields[.companyID])
        #expect(repaired.value == "514698513")
        #expect(repaired.rule == "company_id.company_label.repaired")
        #expect(repaired.checks.contains("check_digit"))
        let failing = IsolatingRereader(alone: "514698515")
        let kept = try #require(extract(text, failing).fields[.companyID])
        #expect(kept.value == "518698515")
        #expect(kept.confidence <= ConfidenceModel.vetoCeiling)
        #expect(failing.aloneCalls > 0)
        #expect(extract(text, IsolatingRereader(alone: "5146985133")).fields[.companyID]?.value == "518698515")
        // A number that passes its check is not read again.
        let valid = IsolatingRereader(alone: "518698515")
        #expect(extract("בוקס סחר בע\"מ\nמס' חברה 514698513", valid).fields[.companyID]?.value == "514698513")
        #expect(valid.aloneCalls == 0)
    }

    @Test func garbledMaskAfterTheCardWordIsReadByItsLastGlyphs() {
        let reader = IsolatingRereader(trailing: "7778")
        let extraction = extract("AMEX RRR T 7 8 | 395.55", reader)
        #expect(extraction.fields[.cardLast4]?.value == "7778")
        #expect(extraction.fields[.cardLast4]?.rule == "card_last4.masked.repaired")
        #expect(extraction.fields[.cardLast4]?.source == .correction)
    }

    @Test func aMaskReadAsDigitsAfterTheCardWordIsReadByItsLastGlyphs() {
        // "************8690" left as one digit, "****5747" with its mask read as zeros.
        let lone = extract("תשלום כרטיס אשראי אמריקן אקספרס\nכרטיס 0", IsolatingRereader(trailing: "8690"))
        #expect(lone.fields[.cardLast4]?.value == "8690")
        let zeros = extract("אמצעי תשלום כרטיס אשראי - ויזה\nכרטיס 00005747", IsolatingRereader(trailing: "5747"))
        #expect(zeros.fields[.cardLast4]?.value == "5747")
    }

    /// A card number's debris is read again by itself, not with the row's other columns ("כרטיס 8
    /// אאאא … 09%", dev doc_0086: a box as wide as the row held other print as tall as the digits,
    /// and its last glyphs read as nothing).
    @Test func aCardNumberIsReadAgainWithoutTheRowsOtherColumns() {
        struct NumberOnly: ScriptedRereader {
            func text(for request: RereadRequest) -> String? {
                request.kind == .trailingDigits && request.box.x0 > SyntheticReceipt.pageWidth / 2 ? "1918" : nil
            }
        }
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("תשלום ויזה\nכרטיס 8 אאאא | 09%"),
                                                    rereading: NumberOnly(), today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.cardLast4]?.value == "1918")
    }

    @Test func numberAloneUnderTheCardRowIsReadByItsLastGlyphs() {
        let reader = IsolatingRereader(trailing: "7782")
        let extraction = extract("אשראי VISA | 345.47\n2+****\nמס' אישור: 657415", reader)
        #expect(extraction.fields[.cardLast4]?.value == "7782")
    }

    @Test func damagedMaskIsCorrectedAndASureOneIsLeftAlone() {
        let damaged = extract("DISCOVER *******4**** 2447 | 102.93", IsolatingRereader(trailing: "3447"))
        #expect(damaged.fields[.cardLast4]?.value == "3447")
        let reader = IsolatingRereader(trailing: "0000")
        let sure = extract("VISA ****1234 | 50.00", reader)
        #expect(sure.fields[.cardLast4]?.value == "1234")
        #expect(reader.trailingCalls == 0)
    }

    @Test func noCardWordNoSecondReading() {
        let reader = IsolatingRereader(trailing: "1234", masked: "1234")
        let extraction = extract("מזומן | 50.00\n7 אאא", reader)
        #expect(extraction.fields[.cardLast4] == nil)
        #expect(reader.trailingCalls == 0 && reader.maskedCalls == 0)
    }

    /// A mask OCR read as letters after a card-number label (dev doc_0126: "ACCT # *************1930"),
    /// and a number under the card row whose label OCR misread (dev doc_0192: "כרטיס ****5436" as
    /// "כרסיס | 6 | זי****"): no sign of a number in the text, so the glyphs are asked whether they
    /// show a mask before four digits.
    @Test func aNumberOCRGaveNoSignOfIsReadWhenItsGlyphsShowAMask() {
        let account = extract("CARD TYPE VISA DEBIT\nACCT # kak RK RK RK EKI ORO", IsolatingRereader(masked: "1930"))
        #expect(account.fields[.cardLast4]?.value == "1930")
        #expect(account.fields[.cardLast4]?.rule == "card_last4.masked.repaired")
        let under = extract("סוג תשלום מאסטרקארד\nכרסיס | 6 זי", IsolatingRereader(masked: "5436"))
        #expect(under.fields[.cardLast4]?.value == "5436")
        let noMask = IsolatingRereader(masked: nil)
        #expect(extract("CARD TYPE VISA DEBIT\nACCT # kak RK RK RK EKI ORO", noMask).fields[.cardLast4] == nil)
        #expect(noMask.maskedCalls > 0)
    }

    @Test func glyphsAreNotAskedWhenTheCardNumberWasRead() {
        let reader = IsolatingRereader(masked: "9999")
        let extraction = extract("VISA ****1234 | 50.00\nAPPROVAL 383484", reader)
        #expect(extraction.fields[.cardLast4]?.value == "1234")
        #expect(reader.maskedCalls == 0)
    }
}
