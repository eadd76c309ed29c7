// `trimming(_:)` answers as Foundation's `trimmingCharacters(in:)`, which it replaces in every stage's
// per-word work (OCR words, text-layer tokens, extraction).

import DocumentModel
import Foundation
import TestSupport
import Testing

@Suite struct TrimmingTests {
    @Test func trimmingIsFoundations() {
        let sets: [CharacterSet] = [.whitespaces, .whitespacesAndNewlines, CharacterSet(charactersIn: ":;,.()"),
                                    CharacterSet.decimalDigits.inverted, CharacterSet.letters.inverted, .punctuationCharacters]
        let pieces = [" ", "\t", "\n", "\u{A0}", "\u{2003}", ":", ";", ",", ".", "(", ")", "|", "a", "7", "\u{0663}", "ש",
                      "\u{0301}", "😀", "\u{10100}", "–"]
        var generator = SeededGenerator(seed: 0x7472_696D)
        var trimmed = 0
        for _ in 0..<4000 {
            let text = (0..<Int(generator.next() % 9)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            for set in sets {
                let expected = text.trimmingCharacters(in: set)
                #expect(text.trimming(set) == expected, "\(Array(text.unicodeScalars))")
                #expect(text[...].trimming(set) == expected)
                if expected != text { trimmed += 1 }
            }
        }
        #expect(trimmed > 5000)
    }
}
