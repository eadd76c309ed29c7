// What extraction does by hand instead of through Foundation's NSString: shapes once checked with
// NSRegularExpression (whose first use in a process also starts ICU's regular expression engine).
// (Trimming's is in DocumentModelTests.) Each must answer as the Foundation call it replaced does.

@testable import Extraction
import Foundation
import TestSupport
import Testing

@Suite struct HandMatcherTests {
    /// Digits ASCII and Arabic-Indic, the marks the shapes hold, a letter, a space and line breaks.
    static let alphabet: [String] = ["0", "0", "1", "5", "9", "\u{0663}", "-", "-", ".", ",", "a", " ", "\n", "\r"]

    static func randomTexts(seed: UInt64, count: Int, longest: Int) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            (0..<Int(generator.next() % UInt64(longest + 1))).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                .joined()
        }
    }

    @Test func phoneShapeIsTheExpressions() {
        let expression = #"^0\d{1,2}-?\d{7}$"#
        let texts = ["04-8488767", "0521234567", "052-1234567", "04-848876", "4-8488767", "0521234567\n", "052-123-4567"]
            + Self.randomTexts(seed: 0x7068_6F6E, count: 3000, longest: 12)
            // Phone-like texts, so that matches are among them and not only misses.
            + Self.randomTexts(seed: 0x7368_6170, count: 3000, longest: 3).map { "05" + $0 + "1234567" }
        var matched = 0
        for text in texts {
            let expected = text.range(of: expression, options: .regularExpression) != nil
            #expect(InvoiceNumberExtractor.hasPhoneShape(text) == expected, "\(Array(text.unicodeScalars))")
            if expected { matched += 1 }
        }
        #expect(matched > 100)
    }

    @Test func centsAndMarkIsTheExpressions() {
        let expression = #"\d[.,]\d{2}[.,]$"#
        let texts = ["21.20,", "21.20.", "1,5.", "21.2,", "\u{0663}.12,", "x21.20,"]
            + Self.randomTexts(seed: 0x6365_6E74, count: 3000, longest: 8)
            + Self.randomTexts(seed: 0x6D61_726B, count: 3000, longest: 2).map { "1" + $0 + "0," }
        var matched = 0
        for text in texts where text.last == "." || text.last == "," {
            let expected = text.range(of: expression, options: .regularExpression) != nil
            #expect(AmountParser.endsInCentsAndMark(text) == expected, "\(Array(text.unicodeScalars))")
            if expected { matched += 1 }
        }
        #expect(matched > 50)
    }

    @Test func asciiAmountsAreThePatterns() {
        let texts = ["1,234.50", "1.234,50", "12,50", "12.50", "123456", "1234567", "1,23.50", "1234,567.00", "12.5",
                     ".50", "50.", "1,234,567.89", "1.234.567,89", "1,234.567,89", ""]
            + Self.randomTexts(seed: 0x616D_6F75, count: 4000, longest: 10)
            // Amount-like texts: digits with points and commas where groups and cents go.
            + Self.randomTexts(seed: 0x6772_6F75, count: 4000, longest: 4).map { "1" + $0 + "234" + $0 + "56" }
        var parsed = 0
        for text in texts where text.utf8.allSatisfy({ $0 < 0x80 }) {
            for allowWhole in [false, true] {
                let expected = AmountParser.plainDigitsByPattern(text, allowWhole: allowWhole)
                #expect(AmountParser.asciiPlainDigits(text, allowWhole: allowWhole) == expected, "\(text.debugDescription)")
                if expected != nil { parsed += 1 }
            }
        }
        #expect(parsed > 300)
    }
}
