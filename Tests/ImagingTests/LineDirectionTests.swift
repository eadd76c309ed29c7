// Which way a page's lines run, from each character's nearest neighbour: beside it on a page the
// right way up, above or below it on a page lying a quarter turned.

import DocumentModel
import Testing
@testable import Imaging

struct LineDirectionTests {
    /// Characters 20 px tall and 12 wide, 4 px apart, in lines 30 px apart: a page of print.
    static func lines(count: Int, charactersPerLine: Int) -> [BoundingBox] {
        (0..<count).flatMap { line in
            (0..<charactersPerLine).map { index in
                BoundingBox(x0: 40 + 16 * index, y0: 40 + 30 * line, x1: 52 + 16 * index, y1: 60 + 30 * line)
            }
        }
    }

    @Test func printTheRightWayUpRunsAcross() {
        let tally = LineDirection.tally(of: Self.lines(count: 10, charactersPerLine: 30), width: 600, height: 400)
        #expect(tally.across == 300 && tally.down == 0)
        #expect(!tally.runsDown && tally.runsAcross)
    }

    @Test func printLyingAQuarterTurnedRunsDown() {
        let turned = Self.lines(count: 10, charactersPerLine: 30).map(\.transposed)
        let tally = LineDirection.tally(of: turned, width: 400, height: 600)
        #expect(tally.down == 300 && tally.across == 0)
        #expect(tally.runsDown && !tally.runsAcross)
    }

    /// A few characters tell nothing: a label of two short lines turned is not called sideways.
    @Test func tooFewCharactersNeverRunDown() {
        let turned = Self.lines(count: 2, charactersPerLine: 12).map(\.transposed)
        let tally = LineDirection.tally(of: turned, width: 400, height: 600)
        #expect(!tally.runsDown && !tally.runsAcross)
    }

    /// Specks beside the print (a grainy scan's dust) are not characters and are not counted.
    @Test func specksAreNotCounted() {
        let print = Self.lines(count: 10, charactersPerLine: 30)
        let specks = print.map { BoundingBox(x0: $0.x0 + 3, y0: $0.y1 + 2, x1: $0.x0 + 5, y1: $0.y1 + 4) }
        let tally = LineDirection.tally(of: print + specks, width: 600, height: 400)
        #expect(tally.across + tally.down == 300)
        #expect(!tally.runsDown)
    }
}
