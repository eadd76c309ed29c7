// Bands of ink on drawn pages: one per printed row, a border column that would join them left out,
// rows found on a page with little ink, and no bands on a page without contrast.

import Testing
@testable import Imaging

struct InkBandsTests {
    /// A 300 × 200 grey page (paper 230) with dark (30) blocks: (x0, x1, y0, y1).
    func page(_ blocks: [(Int, Int, Int, Int)]) -> GrayPixels {
        var pixels = GrayPixels(width: 300, height: 200, filledWith: 230)
        for (x0, x1, y0, y1) in blocks {
            for y in y0..<y1 { for x in x0..<x1 { pixels[x, y] = 30 } }
        }
        return pixels
    }

    @Test func eachPrintedRowIsABand() {
        let bands = InkBands.bands(in: page([(20, 120, 30, 45), (140, 200, 32, 45), (40, 260, 90, 140)]))
        #expect(bands == [InkBands.Band(x0: 20, x1: 200, y0: 30, y1: 45), InkBands.Band(x0: 40, x1: 260, y0: 90, y1: 140)])
    }

    @Test func aBorderDownThePageDoesNotJoinTheRows() {
        let bands = InkBands.bands(in: page([(0, 3, 0, 200), (20, 120, 30, 45), (40, 260, 90, 140)]))
        #expect(bands.map(\.y0) == [30, 90])
        #expect(bands.map(\.x0) == [20, 40])
    }

    /// A straightened photo's paper edge, slanted: no column is inked over half the page, but the
    /// edge zone is, on every row; it must not join the rows either.
    @Test func aSlantedEdgeOfAStraightenedPhotoDoesNotJoinTheRows() {
        var pixels = page([(20, 120, 30, 45), (40, 260, 90, 140)])
        for y in 0..<200 {
            let x = 1 + y * 6 / 200  // drifts 6 px over the page's height, two pixels wide
            pixels[x, y] = 30; pixels[x + 1, y] = 30
            pixels[298 - x, y] = 30; pixels[297 - x, y] = 30
        }
        let bands = InkBands.bands(in: pixels)
        #expect(bands.map(\.y0) == [30, 90])
        #expect(bands.map(\.x0) == [20, 40])
    }

    /// A short receipt scanned on a wide white sheet: its ink is under 5% of the pixels (here 1.7%),
    /// so the darkest 5% is paper; its rows are still bands.
    @Test func rowsOnAPageWithLittleInkAreBands() {
        let bands = InkBands.bands(in: page([(100, 200, 40, 45), (100, 200, 60, 65)]))
        #expect(bands == [InkBands.Band(x0: 100, x1: 200, y0: 40, y1: 45), InkBands.Band(x0: 100, x1: 200, y0: 60, y1: 65)])
    }

    @Test func aPageWithoutContrastHasNoBands() {
        #expect(InkBands.bands(in: GrayPixels(width: 300, height: 200, filledWith: 230)).isEmpty)
    }
}
