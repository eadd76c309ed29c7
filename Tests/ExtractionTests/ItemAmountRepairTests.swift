// An item row whose line amount the first reading garbled has the table's amount column read again
// digits-only where it crosses the row (`ItemAmountRepair`).

import DocumentModel
@testable import Extraction
import Testing

@Suite struct ItemAmountRepairTests {
    /// A restaurant bill's table as a grainy image PDF read it (dev doc_0116): "$13.95" read
    /// "52059-1525", the other line amounts clean.
    let bill = """
        RIBEYE STEAK | 36.25
        CAESAR SALAD | 52059-1525
        STICKY TOFFEE | 6.95
        MARGHERITA PIZZA | 35.90
        SERVED AT | 12/03/2025
        LEMONADE | 3.99
        SUBTOTAL | 96.04
        """

    private func items(_ rereader: FixedRereader) -> [LineItem] {
        ReceiptExtractor().extract(SyntheticReceipt.document(bill), rereading: rereader,
                                   today: SyntheticReceipt.day("2025-06-30")).items
    }

    @Test func aGarbledLineAmountIsReadAgainInTheAmountColumn() {
        let reader = FixedRereader(answer: "$13.95")
        let read = items(reader)
        #expect(read.map(\.total) == ["36.25", "13.95", "6.95", "35.90", "3.99"])
        #expect(read[1].description == "CAESAR SALAD")
        // The garbled row alone is read again: not the date's row, nor the rows read cleanly.
        #expect(reader.calls == 1)
    }

    @Test func aReadingWithoutOneAmountLeavesTheRowAsRead() {
        let reader = FixedRereader(answer: "13.95 7.50")
        let read = items(reader)
        // The row was read again, and the reading (two amounts) was not taken.
        #expect(reader.calls == 1)
        #expect(!read.contains { $0.description == "CAESAR SALAD" })
    }

    @Test func aStrayAmountAmongFewRowsDoesNotWidenTheColumn() throws {
        // Two rows end in their line amount; a third ends in an amount printed mid-line.
        let layout = Layout(document: SyntheticReceipt.document("RIBEYE STEAK | 36.25\nPAID 9.99 BY CARD\nLEMONADE | 3.99"))
        let column = try #require(ItemAmountRepair.amountColumn(of: layout.rows))
        let stray = try #require(layout.rows[1].amounts().last?.word.box)
        let clean = try #require(layout.rows[0].amounts().last?.word.box)
        #expect(column.contains(clean.x1 - 1))
        #expect(!column.contains(stray.x0) && !column.contains(stray.x1))
    }

    @Test func theColumnIsWhereTheCleanRowsPrintTheirAmounts() throws {
        let layout = Layout(document: SyntheticReceipt.document(bill))
        let column = try #require(ItemAmountRepair.amountColumn(of: layout.rows))
        let cleanAmount = try #require(layout.rows[0].amounts().last?.word.box)
        #expect(column.contains(cleanAmount.x1 - 1))
        #expect(!column.contains(layout.rows[0].words[0].box.x0))
    }
}
