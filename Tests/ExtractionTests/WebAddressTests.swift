// A web or e-mail address ends an issuer's address; a street's abbreviation with a dot is none.

import DocumentModel
@testable import Extraction
import Testing

@Suite struct WebAddressTests {
    private func isWebAddress(_ text: String) -> Bool {
        LayoutWord(id: 0, word: OCRWord(text: text, box: BoundingBox(x0: 0, y0: 0, x1: 100, y1: 20), confidence: 0.9),
                   page: 1, source: .ocr).isWebAddress
    }

    @Test func domainsAndMailAreWebAddresses() {
        #expect(isWebAddress("harborchemist.co.uk"))
        #expect(isWebAddress("www.aeon.com.my"))
        #expect(isWebAddress("info@harbor.ie"))
        #expect(isWebAddress("HARBOR.CO.UK"))
        #expect(isWebAddress("SHOP.EXAMPLE.COM"))
        #expect(isWebAddress("(lotus.co.il)"))
    }

    @Test func aStreetAbbreviationInCapitalsIsNone() {
        // A country ending alone, printed in capitals, is a street's: "JLN.MY" (Jalan), "TMN.SG" (Taman).
        #expect(!isWebAddress("JLN.MY"))
        #expect(!isWebAddress("TMN.SG"))
        #expect(!isWebAddress("SEKSYEN.MY"))
        #expect(!isWebAddress("JLN.KP"))
        #expect(!isWebAddress("12.50"))
    }
}
