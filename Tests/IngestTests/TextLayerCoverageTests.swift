import DocumentModel
@testable import Ingest
import Testing

/// A 100×60 page with three printed lines (rows 10–14, 25–29, 40–44, columns 10–89).
private func page() -> [UInt8] {
    var darkness = [UInt8](repeating: 0, count: 100 * 60)
    for top in [10, 25, 40] {
        for y in top..<top + 5 { for x in stride(from: 10, to: 90, by: 2) { darkness[y * 100 + x] = 220 } }
    }
    return darkness
}

private func line(_ top: Int) -> BoundingBox { BoundingBox(x0: 10, y0: top, x1: 90, y1: top + 5) }

@Suite struct TextLayerCoverageTests {
    @Test func aCompleteLayerCoversEveryLine() {
        #expect(TextLayerCoverage.coveredShare(darkness: page(), width: 100, height: 60, words: [line(10), line(25), line(40)]) == 1)
    }

    @Test func aLayerMissingALineCoversTwoThirds() {
        let share = TextLayerCoverage.coveredShare(darkness: page(), width: 100, height: 60, words: [line(10), line(40)])
        #expect(abs(share - 2.0 / 3.0) < 0.01)
        #expect(share < TextLayerCoverage.minimumShare)
    }

    @Test func aWordCoveringOnlyPartOfALineDoesNotCoverIt() {
        let partial = BoundingBox(x0: 10, y0: 25, x1: 30, y1: 30)
        let share = TextLayerCoverage.coveredShare(darkness: page(), width: 100, height: 60, words: [line(10), partial, line(40)])
        #expect(share < 0.7)
    }

    @Test func rulesAndFaintMarksAreNotPrint() {
        var darkness = page()
        for x in 0..<100 { darkness[20 * 100 + x] = 255 }          // a full-width rule
        darkness[52 * 100 + 50] = 255                                 // a speck
        for x in 60..<95 { darkness[33 * 100 + x] = 255 }            // a box's border over a total
        for y in 32..<36 { darkness[y * 100 + 8] = 255 }             // and its side
        #expect(TextLayerCoverage.coveredShare(darkness: darkness, width: 100, height: 60, words: [line(10), line(25), line(40)]) == 1)
    }

    /// A PDF may place text outside its page (beyond the media box): such a word covers nothing and
    /// stops nothing (its range of rows once ran backwards and trapped).
    @Test func wordsOffThePageCoverNothing() {
        let offPage = [BoundingBox(x0: 10, y0: 80, x1: 90, y1: 85), BoundingBox(x0: 120, y0: 10, x1: 150, y1: 15),
                       BoundingBox(x0: -40, y0: -20, x1: -10, y1: -12)]
        #expect(TextLayerCoverage.coveredShare(darkness: page(), width: 100, height: 60,
                                               words: [line(10), line(25), line(40)] + offPage) == 1)
        #expect(TextLayerCoverage.uncoveredPrint(darkness: page(), width: 100, height: 60, words: [line(10), line(40)] + offPage)
            == [BoundingBox(x0: 10, y0: 25, x1: 89, y1: 30)])
    }

    @Test func theInkOfAMissedLineIsReported() {
        let missed = TextLayerCoverage.uncoveredPrint(darkness: page(), width: 100, height: 60, words: [line(10), line(40)])
        #expect(missed == [BoundingBox(x0: 10, y0: 25, x1: 89, y1: 30)])
        #expect(TextLayerCoverage.uncoveredPrint(darkness: page(), width: 100, height: 60,
                                                 words: [line(10), line(25), line(40)]).isEmpty)
    }
}
