// Property-based fuzzing of the text-layer check on random word lists: it must never crash,
// must answer the same twice, and must never trust a layer with fewer than three lettered words.

import DocumentModel
import Ingest
import Testing
import TestSupport

@Suite struct TextLayerPlausibilityFuzzTests {
    private func page(_ words: [String]) -> OCRPage {
        let lines = stride(from: 0, to: words.count, by: 5).map { start in
            OCRLine(words: words[start..<min(words.count, start + 5)].enumerated().map { offset, text in
                OCRWord(text: text, box: BoundingBox(x0: offset * 50, y0: start * 10, x1: offset * 50 + 40, y1: start * 10 + 9),
                        confidence: 0.99)
            })
        }
        return OCRPage(number: 1, width: 1000, height: 1000, textSource: .textLayer, lines: lines)
    }

    @Test func randomWordListsNeverCrashAndGiveStableVerdicts() {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        for iteration in 0..<fuzzIterations {
            let words = (0..<Int.random(in: 0...40, using: &generator)).map { _ in FuzzInput.word(using: &generator) }
            let input = page(words)
            let verdict = TextLayerPlausibility.judge(input)
            #expect(verdict == TextLayerPlausibility.judge(input), "iteration \(iteration): \(words)")
            #expect(!verdict.reason.isEmpty)
            let lettered = input.words.filter { $0.text.unicodeScalars.contains { $0.properties.isAlphabetic } }
            if lettered.count < 3 { #expect(!verdict.isPlausible, "iteration \(iteration): \(words)") }
        }
    }

    /// Inputs kept from fuzzing and edge cases around the final-letter and regex rules.
    @Test(arguments: [
        ["ם", "ן", "ץ"], ["םםם", "ןןן", "ךך"], ["\u{200F}", "\u{200E}", ""], ["a\u{0301}", "é", "ö"],
        ["INV-", "-2041", "12kg", "3x"], ["\u{05B0}\u{05B1}", "\u{05F3}", "\u{05F4}"], ["🙂🙂", "A🙂", "ABC"],
        Array(repeating: "", count: 50), Array(repeating: "x", count: 3),
    ])
    func edgeCasesGiveAVerdict(words: [String]) {
        #expect(!TextLayerPlausibility.judge(page(words)).reason.isEmpty)
    }
}
