// The preparation decisions on synthetic pages: deskew recovers a known angle, text is scaled to
// Tesseract's preferred height, photos are warped and scans are not.

import DocumentModel
import Testing
@testable import Imaging

struct PagePreparerTests {
    /// The 4,200 px long-side limit shrinks a narrow page's print to three quarters of its reading
    /// size at most: a long receipt (80 mm × 60 cm at 300 dpi) is read at 0.75, not 0.59 (small
    /// print is not enlarged for it), one 40 cm long at 0.89 as before; an A4 page still stops at
    /// 4,200 px long, a wide page is reduced to it, and no side passes 16,800 px.
    static let boundedPages: [(width: Int, height: Int, characterHeight: Double, scale: Double)] = [
        (945, 7087, 24, 0.75), (945, 7087, 12, 0.75), (945, 4724, 24, 4200.0 / 4724), (2480, 3508, 12, 4200.0 / 3508),
        (3000, 6000, 24, 0.7), (400, 30_000, 24, 0.56),
    ]

    @Test(arguments: boundedPages)
    func aNarrowPageKeepsItsPrintSize(page: (width: Int, height: Int, characterHeight: Double, scale: Double)) {
        let (width, height, characterHeight, scale) = page
        let survey = PageSurvey(characterHeight: characterHeight,
                                tone: PageTone(paper: 230, ink: 40, unevenness: 2, glare: 0), sharpness: 0.8)
        let outline = DocumentOutline(verdict: .fillsFrame, quad: nil, coverage: 1, cutOffEdges: [false, false, false, false])
        let plan = PreparationPlan.decide(outline: outline, survey: survey, imageWidth: width, imageHeight: height,
                                          maxLongSide: 4200, maxPixels: PagePreparer.defaultMaxPixels)
        #expect(abs(plan.scale - scale) < 0.01, "\(width)×\(height) at \(characterHeight) px: \(plan.scale)")
    }

    @Test(arguments: [6.5, -12.0, 2.0])
    func deskewRecoversTheAngle(degrees: Double) throws {
        let page = try Image(SyntheticPhoto.page(width: 700, height: 900, characterHeight: 16))
        let tilted = try page.rotated(byDegrees: degrees)
        let skew = try #require(try PagePreparer().measureSkew(tilted))
        #expect(abs(skew + degrees) < 0.5, "measured \(skew) for a page turned by \(degrees)°")
    }

    @Test func aScanIsDeskewedOnTheInkMaskItsSurveyMade() throws {
        // A scan (no outline to crop to): the survey keeps its ink mask of the whole page and the
        // mask's characters, and the skew measured on them is the skew measured afresh.
        let scan = try Image(SyntheticPhoto.page(width: 700, height: 900, characterHeight: 16)).rotated(byDegrees: 4)
        let survey = try PageSurvey.take(scan, quad: nil)
        let ink = try #require(survey.wholeImageInk)
        #expect(ink.mask.width == scan.width && ink.mask.height == scan.height)
        #expect(try ink.mask.grayPixels() == scan.inkMask(foregroundBelow: survey.foregroundLevel).grayPixels())
        #expect(try ink.boxes == ink.mask.componentBoxes())
        let prepared = try PagePreparer().prepare(scan, resolution: 300)
        #expect(prepared.rotation == (try PagePreparer().measureSkew(scan, foregroundBelow: survey.foregroundLevel)))
        #expect(abs(prepared.rotation + 4) < 0.5)
        // A photo's survey looks at the document's box only: its mask is not the whole image's.
        let quad = DocumentDetectorTests.quad([(20, 30), (600, 40), (610, 800), (10, 790)])
        #expect(try PageSurvey.take(scan, quad: quad).wholeImageInk == nil)
    }

    @Test func theGivenImageIsLeftAsItWas() throws {
        // The preparer takes the image over and hands it back as the page when no step changes it
        // (a straight grey page at its reading size); a caller that kept it still has its own: the
        // page's resolution is written into a copy.
        let page = try Image(SyntheticPhoto.page(width: 700, height: 900, characterHeight: 24))
        page.resolution = 123
        let pixels = try page.grayPixels()
        let prepared = try PagePreparer().prepare(page, resolution: 200)
        #expect(prepared.steps.isEmpty)
        #expect(prepared.image !== page && prepared.image.resolution != 123)
        #expect(page.resolution == 123)
        #expect(try page.grayPixels() == pixels)
    }

    @Test func aStraightPageIsNotRotated() throws {
        let page = try Image(SyntheticPhoto.page(width: 700, height: 900, characterHeight: 16))
        let prepared = try PagePreparer().prepare(page, resolution: 300)
        #expect(prepared.rotation == 0 && prepared.lines == .across)
        #expect(!prepared.steps.contains { $0.hasPrefix("deskew") })
    }

    @Test func smallTextIsScaledUpToThePreferredHeight() throws {
        let page = try Image(SyntheticPhoto.page(width: 400, height: 600, characterHeight: 10))
        let prepared = try PagePreparer().prepare(page, resolution: 150)
        let height = try #require(prepared.measurements?.characterHeight)
        #expect(abs(height - 10) <= 1.5)
        #expect(prepared.steps.contains { $0.hasPrefix("upscale:") })
        #expect(abs(Double(prepared.image.height) / 600 - TextSize.preferredHeight / height) < 0.05)
    }

    /// A page lying a quarter turned (its lines running down it) is turned clockwise before it is
    /// scaled, and scaled by its characters' heights, not by their widths as they lay.
    @Test(arguments: [1, 3])
    func aPageWhoseLinesRunDownIsTurnedAndScaledByItsPrint(quarterTurns: Int) throws {
        let page = try Image(SyntheticPhoto.page(width: 400, height: 600, characterHeight: 10))
        let prepared = try PagePreparer().prepare(page.rotated(quarterTurns: quarterTurns), resolution: 150)
        #expect(prepared.lines == .down && prepared.steps.contains("lines_down:90"), "\(prepared.steps)")
        #expect(prepared.rotation == 90)
        let height = try #require(prepared.measurements?.characterHeight)
        #expect(abs(height - 10) <= 1.5)
        #expect(prepared.image.height > prepared.image.width)
        #expect(abs(Double(prepared.image.height) / 600 - TextSize.preferredHeight / height) < 0.05)
    }

    @Test func aPhotoIsWarpedAndItsQuadRecorded() throws {
        let truth = DocumentDetectorTests.quad([(220, 60), (560, 90), (590, 560), (190, 540)])
        let page = SyntheticPhoto.page(width: 380, height: 520, characterHeight: 14)
        let photo = try Image(SyntheticPhoto.photo(of: page, at: truth, width: 800, height: 600))
        let prepared = try PagePreparer().prepare(photo, resolution: 300)
        #expect(prepared.steps.contains("quad_warp"))
        let quad = try #require(prepared.quad)
        #expect(quad.maxCornerDistance(to: truth) < 20)
        // The warped page is upright paper: its border is white, not background.
        let pixels = try prepared.image.grayPixels()
        #expect(pixels.quantile(0.5) ?? 0 > 200)
    }

    @Test func aFlattenedPhotoIsPreparedASecondWayTooAndAScanNot() throws {
        let truth = DocumentDetectorTests.quad([(220, 60), (560, 90), (590, 560), (190, 540)])
        let page = SyntheticPhoto.page(width: 380, height: 520, characterHeight: 14)
        let photo = try Image(SyntheticPhoto.photo(of: page, at: truth, width: 800, height: 600, lightFalloff: 90))
        let prepared = try PagePreparer().prepare(photo, resolution: 300)
        #expect(prepared.steps.contains("quad_warp") && prepared.steps.contains("background_norm"))
        let second = try #require(prepared.second?.image)
        #expect(prepared.second?.preparation == .closing)
        #expect(second.width == prepared.image.width && second.height == prepared.image.height)
        #expect(second.resolution == prepared.resolution)
        #expect(try second.grayPixels() != prepared.image.grayPixels())
        // A page the pipeline will not read twice (a middle page of a long document) is not prepared twice.
        let once = try PagePreparer().prepare(photo, resolution: 300, secondPreparations: [])
        #expect(once.second == nil)
        #expect(try once.image.grayPixels() == prepared.image.grayPixels())
        // A scan lit unevenly is flattened too, but it has no photo's second preparation.
        let scan = try Image(SyntheticPhoto.mapped(SyntheticPhoto.page(width: 700, height: 900, characterHeight: 24)) { $0 * 0.7 })
        let flattenedScan = try PagePreparer().prepare(scan, resolution: 300)
        #expect(flattenedScan.quad == nil && flattenedScan.second == nil)
    }

    /// Tiles (10 × 15 px) count every pixel lighter than 100 as paper: inside large grey print a
    /// tile sees print only and takes it for the paper, which division turns white. The closing
    /// leaves print out of its paper estimate: the print stays dark.
    @Test func theClosingKeepsGreyPrintTheTilesFade() throws {
        let grey = SyntheticPhoto.blurred(SyntheticPhoto.page(width: 500, height: 600, characterHeight: 40,
                                                              paper: 210, ink: 120), radius: 2)
        let image = try Image(grey)
        let tiles = try image.backgroundNormalized().grayPixels()
        let closing = try image.backgroundFlattenedByClosing().grayPixels()
        let darkest = (tiles: tiles.quantile(0.02) ?? 0, closing: closing.quantile(0.02) ?? 0)
        #expect(darkest.closing + 15 < darkest.tiles, "darkest 2%: \(darkest.closing) by closing, \(darkest.tiles) by tiles")
    }

    @Test func aCleanScanIsNeitherWarpedNorCleaned() throws {
        let page = try Image(SyntheticPhoto.page(width: 700, height: 900, characterHeight: 24))
        let prepared = try PagePreparer().prepare(page, resolution: 300)
        #expect(prepared.quad == nil)
        #expect(prepared.second == nil)
        #expect(prepared.steps.isEmpty, "steps: \(prepared.steps)")
        #expect(prepared.warnings.isEmpty, "warnings: \(prepared.warnings.map(\.code))")
    }
}
