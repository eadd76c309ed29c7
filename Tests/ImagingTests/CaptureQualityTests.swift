// Capture-quality warnings on synthetic pages: a clean page raises none; a dark, a faded, a blurred
// and a tiny page each raise their own.

import DocumentModel
import Testing
@testable import Imaging

struct CaptureQualityTests {
    static let clean = SyntheticPhoto.page(width: 420, height: 560, characterHeight: 24)

    func warningCodes(_ pixels: GrayPixels) throws -> [String] {
        try PagePreparer().prepare(try Image(pixels), resolution: 300).warnings.map(\.code)
    }

    @Test func aCleanPageRaisesNoWarning() throws {
        #expect(try warningCodes(Self.clean) == [])
    }

    @Test func aDarkPhotoAsksForMoreLight() throws {
        let dark = SyntheticPhoto.mapped(Self.clean) { $0 * 0.35 }
        #expect(try warningCodes(dark).contains("too_dark"))
    }

    @Test func fadedPrintIsLowContrast() throws {
        let faded = SyntheticPhoto.mapped(Self.clean) { 200 + ($0 - 30) * 40 / 215 }
        let codes = try warningCodes(faded)
        #expect(codes.contains("low_contrast"))
        #expect(!codes.contains("too_dark"))
    }

    @Test func aBlurredPhotoAsksToHoldSteady() throws {
        let blurred = SyntheticPhoto.blurred(Self.clean, radius: 3)
        #expect(try warningCodes(blurred).contains("blurred"))
    }

    @Test func tinyTextAsksToMoveCloser() throws {
        let tiny = SyntheticPhoto.page(width: 300, height: 400, characterHeight: 6)
        #expect(try warningCodes(tiny).contains("low_resolution"))
    }

    @Test func glareOnADimPageIsReported() throws {
        var glared = SyntheticPhoto.mapped(Self.clean) { $0 * 0.8 }
        for y in 100..<260 { for x in 100..<300 { glared[x, y] = 255 } }
        #expect(try warningCodes(glared).contains("glare"))
    }

    @Test func thresholdsNameTheCutOffEdge() {
        let outline = DocumentOutline(verdict: .found, quad: nil, coverage: 0.5, cutOffEdges: [false, false, true, false])
        let measurements = CaptureMeasurements(tone: nil, sharpness: nil, characterHeight: 20, outline: outline)
        let warnings = CaptureThresholds().warnings(for: measurements)
        #expect(warnings.map(\.code) == ["cut_off"])
        #expect(warnings.first?.message.contains("bottom") == true)
    }
}
