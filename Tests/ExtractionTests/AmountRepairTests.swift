// OCR repair: a doubtful amount is re-read digits-only through the RegionReader and replaced.

import DocumentModel
@testable import Extraction
import Testing

/// A region reader that answers every box with the same text, and counts the calls.
final class FixedRegionReader: RegionReader, @unchecked Sendable {
    let answer: String?
    private(set) var calls = 0
    init(answer: String?) { self.answer = answer }
    func readDigits(page: Int, box: BoundingBox) -> String? {
        calls += 1
        return answer
    }
}

@Suite struct AmountRepairTests {
    @Test func doubtfulAmountIsReplacedByTheDigitsReading() {
        let document = SyntheticReceipt.document("סה\"כ לתשלום | 84.96", confidence: 0.5)
        let reader = FixedRegionReader(answer: "844.96")
        let extraction = ReceiptExtractor().extract(document, regionReader: reader, today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "844.96")
        #expect(extraction.fields[.total]?.source == .correction)
        #expect(extraction.fields[.total]?.checks.contains("digits_reread") == true)
    }

    @Test func confidentAmountIsNotReread() {
        let reader = FixedRegionReader(answer: "1.00")
        let extraction = ReceiptExtractor().extract(SyntheticReceipt.document("סה\"כ לתשלום | 84.96"), regionReader: reader,
                                                    today: SyntheticReceipt.day("2025-06-30"))
        #expect(extraction.fields[.total]?.value == "84.96")
        #expect(reader.calls == 0)
    }
}
