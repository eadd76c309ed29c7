// The yod Tesseract reads as a geresh, put back in Hebrew text values; printed gereshes stay.

@testable import Extraction
import Testing

@Suite struct YodMisreadTests {
    @Test(arguments: [
        ("שד' ב'אל'ק 39, לוד", "שד' ביאליק 39, לוד"),
        ("הרצל'ה 2760175", "הרצליה 2760175"),
        ("העצמאות 12, 'קנעם עילית", "העצמאות 12, יקנעם עילית"),
        ("רב' עק'בא 155", "רב' עקיבא 155"),
    ])
    func aGereshInsideAWordOrOpeningItIsAYod(_ read: String, _ printed: String) {
        #expect(YodMisreads.restored(read) == printed)
    }

    @Test(arguments: [
        "ז'בוטינסקי 35, בני ברק",   // a geresh after ז, ג, צ, ת is printed
        "דיל גאדג'ט",
        "צ'יפס",
        "סופר כהן בע'מ",            // an acronym's mark before its last letter
        "סה'כ לתשלום",
        "רח' הרצל 12",              // an abbreviation's ends the word
        "12 O'Connell Street",      // not Hebrew
    ])
    func printedGereshesStay(_ text: String) {
        #expect(YodMisreads.restored(text) == text)
    }
}
