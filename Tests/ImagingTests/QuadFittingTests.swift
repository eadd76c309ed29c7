// The outline-to-corners fit on hand-made outlines: exact corners from a clean rectangle outline,
// and corners restored where the paper's corners are rounded or torn off; a quad grown back by
// what a square erosion took off.

import DocumentModel
import Foundation
import Testing
@testable import Imaging

struct QuadFittingTests {
    /// Boundary points of the tilted rectangle with corners `corners`, every 0.5 px, skipping
    /// `cornerCut` px near each corner (a rounded or torn corner).
    func outline(_ corners: [Point], cornerCut: Double = 0) -> [Point] {
        var points: [Point] = []
        for side in 0..<4 {
            let a = corners[side], b = corners[(side + 1) % 4]
            let length = a.distance(to: b)
            for step in stride(from: cornerCut, through: length - cornerCut, by: 0.5) {
                let t = step / length
                points.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return points
    }

    let corners = [Point(x: 100, y: 50), Point(x: 300, y: 80), Point(x: 260, y: 420), Point(x: 60, y: 390)]

    @Test func fitsTheCornersOfACleanOutline() throws {
        let quad = try #require(QuadFitting.fit(outline: outline(corners)))
        #expect(quad.corners.map { $0.distance(to: corners[quad.corners.firstIndex(of: $0) ?? 0]) }.max() ?? 99 < 1)
    }

    @Test func restoresCutCornersFromTheSides() throws {
        let quad = try #require(QuadFitting.fit(outline: outline(corners, cornerCut: 25)))
        let truth = Quad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3])
        #expect(quad.maxCornerDistance(to: truth) < 2, "fitted \(quad.corners)")
    }

    @Test func ordersCornersClockwiseFromTheTopLeft() throws {
        let shuffled = [corners[2], corners[3], corners[0], corners[1]]
        let quad = try #require(QuadFitting.orderedFromTopLeft(shuffled.reversed()))
        #expect(quad.topLeft == corners[0])
        #expect(quad.topRight == corners[1])
        #expect(quad.bottomLeft == corners[3])
    }

    @Test func textSizeIgnoresPunctuationAndRules() {
        var boxes = (0..<60).map { BoundingBox(x0: $0 * 20, y0: 0, x1: $0 * 20 + 12, y1: 18) }
        boxes += (0..<30).map { BoundingBox(x0: $0 * 20, y0: 40, x1: $0 * 20 + 3, y1: 43) }  // dots
        boxes.append(BoundingBox(x0: 0, y0: 60, x1: 900, y1: 63))  // a rule
        #expect(TextSize.characterHeight(of: boxes, imageHeight: 1000) == 18)
        #expect(TextSize.characterHeight(of: Array(boxes.prefix(10)), imageHeight: 1000) == nil)
    }

    @Test func undoingAnErosionGrowsAnUprightRectangleByHalfTheSquare() throws {
        let eroded = DocumentDetectorTests.quad([(10, 10), (110, 10), (110, 60), (10, 60)])
        let grown = try #require(eroded.undoingErosion(bySquare: 5))
        let truth = DocumentDetectorTests.quad([(8, 8), (112, 8), (112, 62), (8, 62)])
        #expect(grown.maxCornerDistance(to: truth) < 1e-9, "grew to \(grown.corners)")
    }

    @Test func undoingAnErosionRestoresADiamondEroded45Degrees() throws {
        // A square erosion by 11 takes 5 × √2 off each 45° side: the diamond's corners move in by 10.
        let eroded = DocumentDetectorTests.quad([(100, 20), (180, 100), (100, 180), (20, 100)])
        let grown = try #require(eroded.undoingErosion(bySquare: 11))
        let truth = DocumentDetectorTests.quad([(100, 10), (190, 100), (100, 190), (10, 100)])
        #expect(grown.maxCornerDistance(to: truth) < 1e-6, "grew to \(grown.corners)")
    }
}
