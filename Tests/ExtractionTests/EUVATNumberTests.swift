// European VAT numbers: national formats, check digits, and reading them from printed groups.

import DocumentModel
@testable import Extraction
import Testing

struct EUVATNumberTests {
    @Test(arguments: [("NL810433941B01", "NL", "81043394101"), ("FR60421938861", "FR", "60421938861"),
                      ("DE232446240", "DE", "232446240"), ("ATU12345675", "AT", "12345675")])
    func aCountryPrefixAndItsFormatMakeANumber(_ text: String, _ country: String, _ digits: String) throws {
        let number = try #require(EUVATNumber.parse(text))
        #expect(number.country == country)
        #expect(number.digits == digits)
    }

    @Test(arguments: ["NL810433941", "DE23244624", "XX123456789", "GB123456789", "FR604219388"])
    func aWrongLengthOrUnknownPrefixIsNoEUNumber(_ text: String) {
        #expect(EUVATNumber.parse(text) == nil)
    }

    @Test(arguments: [("NL810433941B01", true), ("NL810433942B01", false), ("FR60421938861", true),
                      ("FR61421938861", false), ("DE232446240", true), ("DE232446241", false),
                      ("BE0403019261", true), ("BE0403019262", false), ("IT00743110157", true),
                      ("IT00743110158", false), ("DK13585628", nil)])
    func checkDigitsOfTheCountriesWithAPublicRule(_ text: String, _ valid: Bool?) throws {
        #expect(try #require(EUVATNumber.parse(text)).checkDigitsValid == valid)
    }

    @Test func aNumberPrintedInGroupsAfterMoreLabelWordsIsRead() throws {
        let layout = Layout(document: SyntheticReceipt.document("intra communautaire: FR 604 219 388 61 Siège"))
        let words = try #require(layout.rows.first?.words)
        let (number, used) = try #require(EUVATNumber.read(words))
        #expect(number.digits == "60421938861")
        #expect(used.map(\.text) == ["FR", "604", "219", "388", "61"])
    }
}
