// `TolerantText.tokens` reads most texts scalar by scalar: it must give exactly the tokens of the
// grapheme-cluster definition (`characterTokens`), and hand every other text to it.

@testable import Extraction
import TestSupport
import Testing

@Suite struct TolerantTextTests {
    /// Scalars each of which is a character of its own: letters Latin and Hebrew (final forms and
    /// look-alikes the folds merge), digits, Latin-1 letters and signs, inner marks, separators.
    static let standalone: [Unicode.Scalar] = Array("aAzZqQ09 5,.:;-/()'\"`´*#%&@\t\nחתזןירבךםץףמעשכלהו״׳“”‘’–—•…₪€$£¼²ªéÉßÀ×÷\u{00A0}\u{05EB}")
        .flatMap(\.unicodeScalars)

    /// Scalars that join a neighbour into one character, or that the table leaves out: a carriage
    /// return (CR LF is one character), Hebrew points, a combining accent, joiners, direction marks,
    /// Greek and Arabic-Indic digits.
    static let clustering: [Unicode.Scalar] = ["\r", "\u{05B8}", "\u{05BC}", "\u{0301}", "\u{200D}", "\u{200C}",
                                               "\u{200F}", "Σ", "ς", "\u{0663}"]

    @Test func examplesAsPrinted() {
        #expect(TolerantText.tokens("סה\"כ לתשלום: 118.00") == [Self.folded("סהכ"), Self.folded("לתשלום"), "118", "00"])
        #expect(TolerantText.tokens("Total (RM) 12.90") == ["total", "rm", "12", "90"])
        #expect(TolerantText.tokens("ח.פ 514713288") == ["הפ", "514713288"])
        #expect(TolerantText.tokens("n\"yn 17%") == ["מעמ", "17"])
        #expect(TolerantText.tokens("INV2025") == ["inv", "2025"])
        #expect(TolerantText.tokens("הנהלת חשבונות") == TolerantText.characterTokens("הנהלת חשבונות"))
    }

    /// A keyword written out folded the way the tokens are (the examples above are easier to read so).
    static func folded(_ word: String) -> String { TolerantText.characterTokens(word).joined() }

    @Test func scalarsAgreeWithCharactersOnRandomTexts() throws {
        var generator = SeededGenerator(seed: 0x70_6B_65_6E)
        var scalarRead = 0
        for round in 0..<20_000 {
            let length = Int(generator.next() % 14)
            let alphabet = round % 4 == 3 ? Self.standalone + Self.clustering : Self.standalone
            var text = String.UnicodeScalarView()
            for _ in 0..<length { text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            let string = String(text)
            let expected = TolerantText.characterTokens(string)
            #expect(TolerantText.tokens(string) == expected, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
            if let scalarTokens = TolerantText.scalarTokens(string) {
                #expect(scalarTokens == expected)
                scalarRead += 1
            }
        }
        // The scalar path is what was compared, not only the fallback: it reads every text made of
        // standalone scalars but those with the unfolded word.
        #expect(scalarRead > 14_000)
    }

    @Test func textsWithClusteringScalarsGoToTheDefinition() {
        for text in ["e\u{0301}tude 12", "שָׁלוֹם", "a\r\nb", "ΣΟΦΟΣ", "\u{0663}\u{0664}", "חשבונות"] {
            #expect(TolerantText.scalarTokens(text) == nil, "\(text)")
            #expect(TolerantText.tokens(text) == TolerantText.characterTokens(text))
        }
    }
}
