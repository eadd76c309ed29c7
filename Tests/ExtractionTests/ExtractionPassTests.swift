// Extraction's passes run in one ordered list; a pass that changes the words or the candidates runs
// before every pass that reads them, and a pause for re-readings resumes at the pass that asked.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct ExtractionPassTests {
    private func position(_ pass: ExtractionPass) -> Int { ExtractionPass.allCases.firstIndex(of: pass) ?? -1 }

    @Test func passesThatRepairTheWordsRunBeforeTheExtractorsReadThem() {
        #expect(position(.moneyRows) < position(.candidates))
        #expect(position(.dateRows) < position(.candidates))
        // A money row's repaired amount can hold a date's stretch; the dates are looked for after.
        #expect(position(.moneyRows) < position(.dateRows))
    }

    @Test func candidatesAreCompleteBeforeTheyAreResolvedAndResolvedBeforeTheyAreConfirmed() {
        #expect(position(.candidates) < position(.candidateRereads))
        #expect(position(.candidateRereads) < position(.currencyMarks))
        #expect(position(.currencyMarks) < position(.resolution))
        #expect(position(.resolution) < position(.confirmation))
        #expect(ExtractionPass.allCases.last == .confirmation)
    }

    @Test func aGarbledMoneyRowIsAskedForFirstAndTheChosenValuesConfirmedLast() {
        // "TOTAL | GG ce": a money label whose amount the first reading garbled.
        let document = SyntheticReceipt.document("ACME TRADING SDN BHD\nDate: 14/03/2025\nTOTAL | GG ce", confidence: 0.6)
        var batches: [[RereadRequest]] = []
        _ = ReceiptExtractor().analyse(document, today: SyntheticReceipt.day("2025-06-30")) { requests in
            batches.append(requests)
            return requests.map { request in
                Rereading(request, text: request.kind == .digits ? "15.90" : request.kind == .lineAlone ? "ACME TRADING SDN BHD" : nil)
            }
        }
        #expect(batches.first?.map(\.kind) == [.digits])
        #expect(batches.last?.contains { $0.kind == .lineAlone } == true)
        #expect(batches.count >= 2)
    }
}
