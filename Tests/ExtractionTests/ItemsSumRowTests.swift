// A row whose amount sums the three or more items above it ends the item table ("FOOD & DRINK
// 76.99", "Gross 41.97"); round prices that sum by chance with more items under them do not.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct ItemsSumRowTests {
    private func items(_ text: String) -> [String] {
        ReceiptExtractor().extract(SyntheticReceipt.document(text), today: SyntheticReceipt.day("2025-06-30"))
            .items.map(\.description)
    }

    @Test func aRowSummingTheItemsAboveEndsTheTable() {
        let read = items("""
            BISTRO 21
            BURGER | 18.50
            FRIES | 6.50
            COLA | 4.00
            FOOD & DRINK | 29.00
            SERVICE | 2.90
            TOTAL | 31.90
            """)
        #expect(read == ["BURGER", "FRIES", "COLA"])
    }

    @Test func roundPricesSummingByChanceWithItemsUnderThemDoNotEndIt() {
        let read = items("""
            CORNER CAFE
            COFFEE | 3.00
            TEA | 3.00
            JUICE | 3.00
            CAKE | 9.00
            MUFFIN | 2.00
            SCONE | 2.50
            COOKIE | 1.50
            TOTAL | 24.00
            """)
        #expect(read == ["COFFEE", "TEA", "JUICE", "CAKE", "MUFFIN", "SCONE", "COOKIE"])
    }
}

@Suite struct ItemDiscountTests {
    @Test func onlyNegativeAmountsAmongTheItemsAreTheirDiscounts() throws {
        let document = SyntheticReceipt.document("""
            HARBOR ENERGY
            BALANCE BROUGHT FORWARD | -20.00
            WIDGET | 4.00
            GADGET | 3.00
            CLUB DISCOUNT | -1.50
            TOTAL | 5.50
            """)
        let layout = Layout(document: document)
        let context = ExtractionContext(layout: layout, today: SyntheticReceipt.day("2025-06-30"))
        let firstItemRow = try #require(layout.rows.first { $0.text.hasPrefix("WIDGET") }?.index)
        // The header's balance stands above the first item: no discount of the items.
        #expect(ItemsExtractor.discounts(in: context, from: firstItemRow) == -1.5)
    }
}
