// `CLeptonicaKernels` writes Leptonica's own bytes: grey rotation (`Image.rotated(byDegrees:)`
// against `pixRotate`), the projective warp (against `pixProjectivePta`) and scaling (`Image.scaled(by:)` against `pixScaleGeneral`, grey, and colour
// reduced) on images whose every pixel differs from its neighbours (so every weight shows), on
// widths that do not fill a 32-bit word, at small and large angles and at factors across both of the
// library's methods.

import CLeptonica
import CLeptonicaKernels
import DocumentModel
import Testing
@testable import Imaging

struct LeptonicaKernelsTests {
    /// The check's texture (a gradient, strokes and grain), seeded by the size.
    static func texture(width: Int, height: Int) throws -> Image {
        try LeptonicaKernels.texture(width: width, height: height, seed: UInt32(width * 7_919 + height))
    }

    static let sizes = [(97, 61), (64, 48), (250, 13), (9, 140), (3, 3), (1, 5), (333, 207)]

    /// Debian 12's Leptonica 1.82 is the release the kernels follow: the check before first use finds
    /// no byte different, so `rotated`, `warped` and `scaled` (which this file compares with the
    /// library) run the kernels.
    @Test func theCheckAtFirstUseFindsTheKernelsAgreeWithThisLeptonica() {
        #expect(LeptonicaKernels.disagreeing == [])
        #expect(LeptonicaKernels.agreeWithLibrary)
    }

    @Test(arguments: sizes)
    func rotationIsLeptonicas(width: Int, height: Int) throws {
        let image = try Self.texture(width: width, height: height)
        for degrees in [0.06, -0.3, 0.7, -1.9, 2.5, 11.0, -37.0, 89.5, 180.0, -200.0] {
            let radians = Float(degrees * .pi / 180)
            let leptonica = try Image.wrapping(pixRotate(image.pix, radians, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE),
                                                         Int32(width), Int32(height)), "rotate")
            let rotated = try image.rotated(byDegrees: degrees)
            #expect(rotated.width == leptonica.width && rotated.height == leptonica.height, "\(width)×\(height) \(degrees)°")
            #expect(try rotated.grayPixels().values == leptonica.grayPixels().values, "\(width)×\(height) \(degrees)°")
        }
    }

    @Test(arguments: sizes)
    func rotationOneByOneIsLeptonicas(width: Int, height: Int) throws {
        let image = try Self.texture(width: width, height: height)
        for degrees in [0.4, -3.0, 45.0] {
            let radians = Float(degrees * .pi / 180)
            let leptonica = try Image.wrapping(pixRotateAMGray(image.pix, radians, 255), "rotate")
            let rotated = try Image.wrapping(pixCreateTemplate(image.pix), "target")
            withExtendedLifetime(image) {
                rv_rotate_gray_one_by_one(pixGetData(rotated.pix), pixGetWpl(rotated.pix), pixGetData(image.pix),
                                          pixGetWpl(image.pix), Int32(width), Int32(height), radians, 255)
            }
            #expect(try rotated.grayPixels().values == leptonica.grayPixels().values, "\(width)×\(height) \(degrees)°")
        }
    }

    /// Corner pairs for a projective warp (target corners, then source corners, as fractions of the
    /// image): a photographed page, one with corners off the image (so `fill` comes in), one enlarged.
    static let warps: [[(Double, Double)]] = [
        [(0, 0), (1, 0), (1, 1), (0, 1), (0.05, 0.08), (0.93, 0.02), (0.97, 0.95), (0.02, 0.9)],
        [(0, 0), (1, 0), (1, 1), (0, 1), (-0.1, -0.05), (1.1, 0.1), (0.9, 1.2), (0.1, 0.95)],
        [(0, 0), (1, 0), (1, 1), (0, 1), (0.3, 0.3), (0.6, 0.25), (0.7, 0.7), (0.25, 0.8)],
    ]

    /// The target's and source's corners of `warp` on a `width` × `height` image, as Leptonica points.
    static func points(_ warp: [(Double, Double)], width: Int, height: Int) throws -> (target: PtaHandle, source: PtaHandle) {
        let (target, source) = (try PtaHandle(), try PtaHandle())
        for (index, (x, y)) in warp.enumerated() {
            ptaAddPt(index < 4 ? target.pta : source.pta, Float(x * Double(width - 1)), Float(y * Double(height - 1)))
        }
        return (target, source)
    }

    /// A Leptonica point array, destroyed with its owner.
    final class PtaHandle {
        let pta: UnsafeMutablePointer<PTA>
        init() throws { pta = try #require(ptaCreate(4)) }
        deinit { var handle: UnsafeMutablePointer<PTA>? = pta; ptaDestroy(&handle) }
    }

    static func words(_ image: Image) -> [UInt32] {
        Array(UnsafeBufferPointer(start: pixGetData(image.pix), count: Int(pixGetWpl(image.pix)) * image.height))
    }

    @Test(arguments: sizes)
    func projectiveWarpIsLeptonicas(width: Int, height: Int) throws {
        let image = try Self.texture(width: width, height: height)
        for warp in Self.warps {
            let (target, source) = try Self.points(warp, width: width, height: height)
            let leptonica = try Image.wrapping(pixProjectivePta(image.pix, target.pta, source.pta, Int32(L_BRING_IN_WHITE)), "warp")
            let warped = try image.projectedGray(target: target.pta, source: source.pta)
            #expect(Self.words(warped) == Self.words(leptonica), "\(width)×\(height) \(warp[4...])")
        }
    }

    @Test(arguments: sizes)
    func projectiveWarpOneByOneIsLeptonicas(width: Int, height: Int) throws {
        let image = try Self.texture(width: width, height: height)
        for warp in Self.warps {
            let (target, source) = try Self.points(warp, width: width, height: height)
            var coefficients: UnsafeMutablePointer<Float>?
            #expect(getProjectiveXformCoeffs(target.pta, source.pta, &coefficients) == 0)
            defer { lept_free(coefficients) }
            let leptonica = try Image.wrapping(pixProjectiveGray(image.pix, coefficients, 255), "warp")
            let warped = try Image.wrapping(pixCreateTemplate(image.pix), "target")
            pixSetAllArbitrary(warped.pix, 255)
            withExtendedLifetime(image) {
                rv_project_gray_one_by_one(pixGetData(warped.pix), pixGetWpl(warped.pix), pixGetData(image.pix),
                                           pixGetWpl(image.pix), Int32(width), Int32(height), coefficients, 255)
            }
            #expect(Self.words(warped) == Self.words(leptonica), "\(width)×\(height) \(warp[4...])")
        }
    }

    /// `image.scaled(by:)` against `pixScaleGeneral(pix, s, s, 0, 1)` at every factor: the same size
    /// and the same words (grey pixels, a line's padding, colour channels and alpha bytes).
    static func expectLeptonicasScaling(of image: Image, factors: [Double]) throws {
        for factor in factors {
            let scale = Float(factor), name = "\(image.width)×\(image.height)×\(image.depth) ×\(factor)"
            guard let reference = pixScaleGeneral(image.pix, scale, scale, 0, 1) else {
                // The library makes no image smaller than a pixel; neither does `scaled(by:)`.
                #expect(throws: ImagingError.self, "\(name)") { try image.scaled(by: factor) }
                continue
            }
            let leptonica = Image(owning: reference)
            let scaled = try image.scaled(by: factor)
            let method = ScalingKernel(scale: scale, of: image).map { "\($0.method)" } ?? "library"
            #expect(scaled.width == leptonica.width && scaled.height == leptonica.height, "\(name) \(method)")
            #expect(Self.words(scaled) == Self.words(leptonica), "\(name) \(method)")
        }
    }

    @Test(arguments: sizes)
    func scalingIsLeptonicas(width: Int, height: Int) throws {
        try Self.expectLeptonicasScaling(of: Self.texture(width: width, height: height),
                                         factors: [0.03, 0.1, 0.23, 0.3333, 0.41, 0.6, 0.6999, 0.7, 0.77, 0.9, 0.999,
                                                   1.001, 1.37, 1.5, 2.29, 3.3, 5.0])
    }

    @Test(arguments: sizes)
    func colourReductionIsLeptonicas(width: Int, height: Int) throws {
        let channels = try [0, 1, 2].map { try Self.texture(width: width + $0, height: height).cropped(
            to: BoundingBox(x0: $0, y0: 0, x1: width + $0, y1: height)) }
        let image = try withExtendedLifetime(channels) {
            try Image.wrapping(pixCreateRGBImage(channels[0].pix, channels[1].pix, channels[2].pix), "colour")
        }
        try Self.expectLeptonicasScaling(of: image, factors: [0.03, 0.1, 0.23, 0.3333, 0.41, 0.6, 0.6999])
    }

    @Test func theKernelsTakeTheGeneralCasesAndLeaveTheLibrarysOwn() throws {
        let gray = try Self.texture(width: 40, height: 30)
        #expect(ScalingKernel(scale: 0.4, of: gray)?.method == .areaMap)
        #expect(ScalingKernel(scale: 1.5, of: gray)?.method == .linear)
        #expect(ScalingKernel(scale: 0.7, of: gray)?.method == .areaMap)  // 0.7 as float is under 0.7
        #expect(ScalingKernel(scale: 0.71, of: gray)?.method == .linear)
        for special: Float in [1, 0.5, 0.25, 2, 4, 0.01] { #expect(ScalingKernel(scale: special, of: gray) == nil) }
        let colour = try Image.wrapping(pixConvertTo32(gray.pix), "colour")
        #expect(ScalingKernel(scale: 0.4, of: colour)?.method == .colorAreaMap)
        #expect(ScalingKernel(scale: 0.6999, of: colour)?.method == .colorAreaMap)
        #expect(ScalingKernel(scale: 1.5, of: colour) == nil)
        pixSetSpp(colour.pix, 4)
        #expect(ScalingKernel(scale: 0.4, of: colour) == nil)
    }
}
