// Document detection on synthetic photos with known corners: found within 2 % of the diagonal on
// textured, light, striped, checked and unevenly lit backgrounds; no quad (and no warp) when there is no
// document.

import DocumentModel
import Testing
@testable import Imaging

struct DocumentDetectorTests {
    static func quad(_ points: [(Double, Double)]) -> Quad {
        Quad(topLeft: Point(x: points[0].0, y: points[0].1), topRight: Point(x: points[1].0, y: points[1].1),
             bottomRight: Point(x: points[2].0, y: points[2].1), bottomLeft: Point(x: points[3].0, y: points[3].1))
    }

    struct Scene: Sendable, CustomTestStringConvertible {
        var name: String
        var corners: [(Double, Double)]
        var pageWidth: Int, pageHeight: Int
        var background: Double
        var lightFalloff: Double
        var stripes: SyntheticPhoto.Stripes?
        var checks: SyntheticPhoto.Checks?
        var characterHeight = 14
        var testDescription: String { name }
    }

    static let scenes: [Scene] = [
        Scene(name: "tilted long receipt on wood", corners: [(300, 40), (470, 70), (350, 760), (170, 730)],
              pageWidth: 240, pageHeight: 900, background: 110, lightFalloff: 0),
        Scene(name: "A4 sheet in perspective", corners: [(120, 90), (660, 60), (720, 560), (70, 530)],
              pageWidth: 595, pageHeight: 842, background: 90, lightFalloff: 0),
        Scene(name: "light background, uneven light", corners: [(200, 100), (560, 130), (540, 540), (180, 520)],
              pageWidth: 500, pageHeight: 560, background: 170, lightFalloff: 60),
        Scene(name: "strongly rotated card", corners: [(380, 60), (700, 300), (480, 560), (160, 330)],
              pageWidth: 400, pageHeight: 380, background: 100, lightFalloff: 20),
        // Light stripes as bright as the paper's dim side: no threshold separates them, only the
        // paper's flatness does.
        Scene(name: "light striped background, uneven light", corners: [(170, 90), (600, 110), (590, 560), (160, 545)],
              pageWidth: 500, pageHeight: 540, background: 200, lightFalloff: 60,
              stripes: SyntheticPhoto.Stripes(period: 44, amplitude: 30)),
        // A checked tablecloth under uneven light, the receipt's print fine: the cloth's white squares
        // are as bright as the paper and touch it, and the print-erasing closing turns the whole cloth
        // as light as paper (taken for a scan); an opening as wide takes the squares away.
        Scene(name: "receipt on a checked tablecloth", corners: [(280, 60), (520, 90), (480, 640), (230, 610)],
              pageWidth: 260, pageHeight: 620, background: 150, lightFalloff: 40,
              checks: SyntheticPhoto.Checks(size: 18, light: 252, mid: 150, dark: 60), characterHeight: 4),
    ]

    @Test(arguments: scenes)
    func findsCornersWithinTwoPercentOfTheDiagonal(scene: Scene) throws {
        let truth = Self.quad(scene.corners)
        let height = scene.corners.map(\.1).max().map { Int($0) + 60 } ?? 600
        let page = SyntheticPhoto.page(width: scene.pageWidth, height: scene.pageHeight,
                                       characterHeight: scene.characterHeight)
        let photo = SyntheticPhoto.photo(of: page, at: truth, width: 800, height: max(600, height),
                                         background: scene.background, lightFalloff: scene.lightFalloff,
                                         stripes: scene.stripes, checks: scene.checks)
        let outline = try DocumentDetector().detect(try Image(photo))
        #expect(outline.verdict == .found)
        let found = try #require(outline.quad)
        let diagonal = Double(photo.width * photo.width + photo.height * photo.height).squareRoot()
        #expect(found.maxCornerDistance(to: truth) / diagonal < 0.02, "found \(found.corners)")
    }

    @Test func reportsAnEdgeTheDocumentRunsOff() throws {
        let truth = Self.quad([(250, 120), (520, 140), (500, 700), (230, 690)])
        let page = SyntheticPhoto.page(width: 300, height: 640, characterHeight: 14)
        let photo = SyntheticPhoto.photo(of: page, at: truth, width: 800, height: 600)
        let outline = try DocumentDetector().detect(try Image(photo))
        #expect(outline.verdict == .found)
        #expect(outline.cutOffEdges == [false, false, true, false])
    }

    @Test func findsNothingOnBareBackground() throws {
        let empty = Self.quad([(-10, -10), (-5, -10), (-5, -5), (-10, -5)])
        let photo = SyntheticPhoto.photo(of: GrayPixels(width: 1, height: 1, filledWith: 255), at: empty,
                                         width: 640, height: 480)
        let outline = try DocumentDetector().detect(try Image(photo))
        #expect(outline.verdict != .found)
        #expect(outline.quad == nil)
    }

    @Test func aScanFillsTheFrame() throws {
        let page = SyntheticPhoto.page(width: 600, height: 800, characterHeight: 20)
        let outline = try DocumentDetector().detect(try Image(page))
        #expect(outline.verdict == .fillsFrame)
    }
}
