// What an item's row says beside its total: the quantity and unit price (on its own row, on the row
// above or below, opening it, or as a rate), and a description that keeps its size, its wrapped
// second line and not its code.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct ItemColumnsTests {
    private func items(_ text: String) -> [LineItem] {
        ReceiptExtractor().extract(SyntheticReceipt.document(text), today: SyntheticReceipt.day("2025-06-30")).items
    }

    @Test func aQuantityTimesPriceRowUnderAnItemIsItsQuantityAndPrice() throws {
        let read = items("""
            CAFE
            CAESAR SALAD | 106.00
            2 x 53.00
            LEMONADE | 17.00
            TOTAL | 123.00
            """)
        #expect(read.map(\.description) == ["CAESAR SALAD", "LEMONADE"])
        #expect(read.map(\.quantity) == ["2", nil])
        #expect(read.map(\.unitPrice) == ["53.00", nil])
    }

    @Test func aQuantityRowThatFitsNoItemAboveIsTheNextItems() {
        let read = items("""
            PHARMACY
            EYE DROPS | 9.50
            2 X 8.29
            SUNSCREEN 50ML | 16.58
            TOTAL | 26.08
            """)
        #expect(read.map(\.quantity) == [nil, "2"])
        #expect(read.map(\.unitPrice) == [nil, "8.29"])
    }

    @Test func aWholeNumberOpeningTheRowIsItsQuantity() {
        let read = items("""
            DINER
            1 ICED TEA | 4.25
            4 STICKY TOFFEE PUDDING | 30.00
            TOTAL | 34.25
            """)
        #expect(read.map(\.description) == ["ICED TEA", "STICKY TOFFEE PUDDING"])
        #expect(read.map(\.quantity) == ["1", "4"])
    }

    @Test func numbersOpeningTheRowsOneTwoThreeNumberTheLines() {
        let read = items("""
            PLUMBING INC
            1 BOILER SERVICE | 136.00
            2 LABOUR | 462.00
            3 MATERIALS | 1509.00
            TOTAL | 2107.00
            """)
        #expect(read.map(\.description) == ["BOILER SERVICE", "LABOUR", "MATERIALS"])
        #expect(read.map(\.quantity) == [nil, nil, nil])
    }

    @Test func aQuantityGluedToItsPriceIsSplitWhereTheyMakeTheTotal() {
        let read = items("""
            SHOP
            FISH & CHIPS 112.25 | 12.25
            COLOURING PENCILS 3.11.29 | 33.87
            CHEDDAR CHEESE | 13.58
            2X6.79
            TOTAL | 59.70
            """)
        #expect(read.map(\.description) == ["FISH & CHIPS", "COLOURING PENCILS", "CHEDDAR CHEESE"])
        #expect(read.map(\.quantity) == ["1", "3", "2"])
        #expect(read.map(\.unitPrice) == ["12.25", "11.29", "6.79"])
    }

    @Test func aMarkGluedToTheQuantityIsNoPartOfIt() {
        let read = items("""
            DINER
            MARGHERITA PIZZA 2: 16.75 | 33.50
            WEB DEVELOPMENT (HOURS) 3) 71.00 | 213.00
            TOTAL | 246.50
            """)
        #expect(read.map(\.quantity) == ["2", "3"])
        #expect(read.map(\.unitPrice) == ["16.75", "71.00"])
    }

    @Test func aPriceTheSameAsTheTotalIsOneUnits() {
        // The quantity column's "1" lost in the reading.
        let read = items("""
            SHOP
            CHARGER USB-C 65W 181.50 | 181.50
            POWER BANK 177.00 | 177.00
            TOTAL | 358.50
            """)
        #expect(read.map(\.quantity) == ["1", "1"])
        #expect(read.map(\.unitPrice) == ["181.50", "177.00"])
    }

    @Test func aPriceWithOneDigitMisreadIsTheOneThatMakesTheTotal() {
        let read = items("""
            SHOP
            MINERAL WATER 4 16.96 | 67.60
            BREAD 2 5.00 | 13.00
            TOTAL | 80.60
            """)
        // 67.60 is 4 × 16.90, one digit from "16.96"; 13.00 is 2 × 6.50, two digits from "5.00".
        #expect(read.map(\.quantity) == ["4", nil])
        #expect(read.map(\.unitPrice) == ["16.90", nil])
    }

    @Test func aWeightKeepsItsThreeDecimals() {
        let read = items("""
            GROCER
            CUCUMBERS 0.513 7.90 | 4.05
            TOTAL | 4.05
            """)
        #expect(read.first?.quantity == "0.513")
        #expect(read.first?.unitPrice == "7.90")
    }

    @Test func aRateOfFourDecimalsIsTheUnitPrice() {
        let read = items("""
            POWER CO
            ELECTRICITY USAGE (KWH) 349 0.2911 | 101.59
            TOTAL | 101.59
            """)
        #expect(read.first?.description == "ELECTRICITY USAGE (KWH)")
        #expect(read.first?.quantity == "349")
        #expect(read.first?.unitPrice == "0.2911")
    }

    @Test func aSizeInsideTheDescriptionStaysAndAnItemCodeGoes() {
        let read = items("""
            SHOP
            WHOLE MILK 1 GAL | 4.79
            SKU-60807 THERMAL BOTTLE 750ML 1 89.90 | 89.90
            TOTAL | 94.69
            """)
        #expect(read.map(\.description) == ["WHOLE MILK 1 GAL", "THERMAL BOTTLE 750ML"])
        #expect(read.map(\.quantity) == [nil, "1"])
    }

    @Test func aCountOfPiecesAfterTheNameIsItsPackSize() {
        let read = items("""
            מכולת
            פיתות 10 יח' 1 6.90 | 6.90
            ביצים 12 יח' 2 13.90 | 27.80
            סה"כ לתשלום | 34.70
            """)
        #expect(read.map(\.description) == ["פיתות 10 יח'", "ביצים 12 יח'"])
        #expect(read.map(\.quantity) == ["1", "2"])
    }

    @Test func aDescriptionWrappedOntoTheNextRowIsJoined() {
        let read = items("""
            MARKET
            TORTILLA 4 4.00 | 16.00
            CHIPS
            SALSA 1 3.50 | 3.50
            ITEMS SOLD: 5
            TOTAL | 19.50
            """)
        #expect(read.map(\.description) == ["TORTILLA CHIPS", "SALSA"])
        #expect(read.map(\.quantity) == ["4", "1"])
    }

    @Test func aDescriptionWrappedOntoTwoRowsIsJoined() {
        let read = items("""
            MARKET
            DISH SOAP 1 4.99 | 4.99
            LEMON
            28OZ
            MARINARA 1 4.79 | 4.79
            SAUCE
            TOTAL | 9.78
            """)
        #expect(read.map(\.description) == ["DISH SOAP LEMON 28OZ", "MARINARA SAUCE"])
    }

    @Test func aHebrewDescriptionReadsItsLatinPhraseAndTheNumberAfterItLeftToRight() {
        // Laid out as a page shows them, left to right: the amount, then the description, whose
        // Latin phrase and the number after it run left to right inside the Hebrew line.
        func row(_ line: Int, _ words: [(String, Double)]) -> OCRLine {
            var x = 40
            return OCRLine(words: words.map { text, confidence in
                defer { x += (text.count + 1) * 12 }
                return OCRWord(text: text, box: BoundingBox(x0: x, y0: 40 + line * 42, x1: x + text.count * 12, y1: 70 + line * 42),
                               confidence: confidence)
            })
        }
        let lines = [
            row(0, [("אלקטרוניקה", 0.95), ("חנות", 0.95)]),
            // "מטען USB-C 65W": more Latin letters than Hebrew, a row read left to right.
            row(1, [("149.90", 0.95), ("USB-C", 0.95), ("65W", 0.95), ("מטען", 0.95)]),
            row(2, [("61.80", 0.95), ("D3", 0.95), ("1000", 0.95), ("ויטמין", 0.95)]),
            // "גר'" misread as a Latin word, and unsure: it stays where it stands.
            row(3, [("12.90", 0.95), ("“a", 0.5), ("250", 0.95), ("5%", 0.95), ("לבנה", 0.95), ("גבינה", 0.95)]),
            row(4, [("224.60", 0.95), ("לתשלום", 0.95), ("סה\"כ", 0.95)]),
        ]
        let document = RecognizedDocument(pages: [OCRPage(number: 1, width: 1000, height: 300, textSource: .ocr, lines: lines)])
        let read = ReceiptExtractor().extract(document, today: SyntheticReceipt.day("2025-06-30")).items
        #expect(read.map(\.description) == ["מטען USB-C 65W", "ויטמין D3 1000", "גבינה לבנה 5% 250 “a"])
        #expect(read.map(\.total) == ["149.90", "61.80", "12.90"])
    }
}
