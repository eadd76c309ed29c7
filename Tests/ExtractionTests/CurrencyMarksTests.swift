// The currency extractor compares a word's characters with the currency symbols only when the word
// holds a "$" or a byte outside ASCII (`CurrencyExtractor.codes(markedBy:)`): every symbol it knows
// must be one of those, or a word holding it would be passed over.

@testable import Extraction
import Testing

@Suite struct CurrencyMarksTests {
    @Test func everySymbolIsTheDollarSignOrOutsideASCII() {
        for (_, symbols, code) in CurrencyExtractor.marks {
            for symbol in symbols {
                #expect(symbol == "$" || !symbol.isASCII, "\(code)'s symbol \(symbol) would be passed over")
            }
        }
    }

    @Test(arguments: [("סה\"כ 12.90₪", "ILS"), ("Total £8.00", "GBP"), ("Summe 154,40€", "EUR"),
                      ("Total ₹1939", "INR"), ("TOTAL $60.44", "USD")])
    func aSymbolGluedToItsAmountNamesTheCurrency(_ row: String, _ code: String) {
        let words = row.split(separator: " ").enumerated().map { index, text in
            (String(text), 100 + index * 200, 200 + index * 200)
        }
        #expect(PlacedWords.extract([words]).fields[.currency]?.value == code)
    }
}
