// A legal form misread by one look-alike letter is written as printed, where the form stands: beside
// the other half of "SDN BHD", or as the name's last word. A name's own words keep their letters.

@testable import Extraction
import Testing

@Suite struct LegalFormSpellingTests {
    private func respelled(_ name: String) -> String {
        LegalFormSpelling.respelled(name.split(separator: " ").map(String.init)).joined(separator: " ")
    }

    @Test func aMisreadHalfOfSdnBhdIsRespelled() {
        #expect(respelled("SUN WONG KUT SON BHD") == "SUN WONG KUT SDN BHD")
        #expect(respelled("BOOK TA -K (TAMAN DAYA) SDN 8HD") == "BOOK TA -K (TAMAN DAYA) SDN BHD")
        #expect(respelled("WARAKUYA PERMAS CITY S0N BHD.") == "WARAKUYA PERMAS CITY SDN BHD.")
        #expect(respelled("Taste Of The World Son Bhd") == "Taste Of The World Sdn Bhd")
    }

    @Test func aMisreadFormEndingTheNameIsRespelled() {
        #expect(respelled("Brightpath Power Itd") == "Brightpath Power Ltd")
        #expect(respelled("NEBULA DATA SYSTEMS LT0.") == "NEBULA DATA SYSTEMS LTD.")
        #expect(respelled("Ironwood Systems 1NC") == "Ironwood Systems INC")
        #expect(respelled("Harbor Freight L1MITED") == "Harbor Freight LIMITED")
    }

    @Test func theHebrewFormsMisreadGershayimAreWrittenAsPrinted() {
        #expect(respelled("עולם ברוש בע\"'מ") == "עולם ברוש בע\"מ")
        #expect(respelled("מכולת הגפן (2009) בע\"ימ") == "מכולת הגפן (2009) בע\"מ")
        #expect(respelled("סופר השכונה בע''מ") == "סופר השכונה בע\"מ")
        #expect(respelled("שירותי שחר בעיימ") == "שירותי שחר בע\"מ")
        // Printed with one mark of either kind, the form is left as printed; without a mark, a yod
        // and the form's letters are another word; a form mid-name stays.
        #expect(respelled("סופר השכונה בע״מ") == "סופר השכונה בע״מ")
        #expect(respelled("סופר השכונה בע'מ") == "סופר השכונה בע'מ")
        #expect(respelled("קפה בעימ") == "קפה בעימ")
        #expect(respelled("בע\"'מ הגפן") == "בע\"'מ הגפן")
    }

    @Test func theNamesOwnWordsAreKept() {
        // "SON" is a word of the name when no "BHD" follows it; a form's look-alike inside a name is no form.
        #expect(respelled("JOHNSON & SON") == "JOHNSON & SON")
        #expect(respelled("SON BAKERY SDN BHD") == "SON BAKERY SDN BHD")
        #expect(respelled("LTO TRADING") == "LTO TRADING")
        // Two letters away, or a letter of another shape, is not a misreading of the form.
        #expect(respelled("LIGHTROOM GALLERY SUF BHD") == "LIGHTROOM GALLERY SUF BHD")
        #expect(respelled("Global Inx") == "Global Inx")
        // A word one letter from a form ending a name is as often the name's own: only a digit or a
        // mark read for a letter is a misreading there.
        #expect(respelled("HAI ING") == "HAI ING")
        #expect(respelled("PIZZA PIC") == "PIZZA PIC")
        #expect(respelled("ACME LIC") == "ACME LIC")
        #expect(respelled("MARIO LTO") == "MARIO LTO")
    }
}
