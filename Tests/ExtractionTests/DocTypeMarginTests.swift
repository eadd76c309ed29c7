// A type word that only captions a number ("BILL No. 80271603", "Invoice No. 1042") names the number,
// not the document: on a paid slip the receipt it may as well be stays the runner-up, so the type
// wins by its margin and not by being the only candidate (corpus-foreign dev: 3 of 6 such types were
// wrong at 0.957, each a paid receipt printing an invoice's or a bill's number).

import DocumentModel
@testable import Extraction
import Testing

@Suite struct DocTypeMarginTests {
    private static func docType(_ text: String) -> FieldEvidence? {
        ReceiptExtractor().analyse(SyntheticReceipt.document(text), today: SyntheticReceipt.day("2025-06-30"))
            .evidence.first { $0.field == .docType }
    }

    /// The margin feature (`ConfidenceFeatures.names`).
    private static func margin(_ evidence: FieldEvidence?) -> Double? {
        evidence.map { $0.features.values[ConfidenceFeatures.names.firstIndex(of: "margin")!] }
    }

    static let paidSlip = "KINGSWAY SERVICE STATION\nBILL No. 80271603\nPREMIUM UNLEADED | 82.52\nTOTAL | 82.52\nVISA ****1930 | 82.52"

    @Test func aCaptionOnAPaidSlipKeepsItsTypeButNotItsCertainty() throws {
        let caption = try #require(Self.docType(Self.paidSlip))
        #expect(caption.value == "bill")
        #expect(caption.ruleID == .docTypeNumberCaption)
        #expect(try #require(Self.margin(caption)) < 0.5)
        // A title is not a caption: nothing stands beside it.
        let titled = try #require(Self.docType(Self.paidSlip.replacingOccurrences(of: "BILL No. 80271603", with: "BILL")))
        #expect(titled.ruleID == .docTypeTitleRow)
        #expect(Self.margin(titled) == 1)
        #expect(titled.confidence > caption.confidence)
    }

    @Test func aCaptionThatSaysReceiptHasNoOtherReading() throws {
        let receipt = try #require(Self.docType(Self.paidSlip.replacingOccurrences(of: "BILL No.", with: "Receipt #")))
        #expect(receipt.value == "receipt")
        #expect(Self.margin(receipt) == 1)
    }

    @Test func anUnpaidCaptionStandsAlone() throws {
        let unpaid = try #require(Self.docType("KINGSWAY SERVICE STATION\nBILL No. 80271603\nPREMIUM UNLEADED | 82.52\nTOTAL | 82.52"))
        #expect(unpaid.value == "bill")
        #expect(Self.margin(unpaid) == 1)
    }
}
