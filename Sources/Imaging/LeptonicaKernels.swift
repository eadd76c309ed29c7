// Whether `CLeptonicaKernels` may stand in for Leptonica's loops here. Its loops are Leptonica
// 1.82's (Debian 12's), read off that release's source and machine code; another release may weigh,
// round or clip otherwise. So before the first image uses them, each kernel runs beside the
// library's own function on small images of this file's making, and if one byte differs, every
// image goes to the library (`doctor`: `pixel loops`).

import CLeptonica
import CLeptonicaKernels
import DocumentModel

public enum LeptonicaKernels {
    /// The kernels whose bytes differ from the installed Leptonica's on the check's images (checked
    /// once, on first use; empty when all agree).
    public static let disagreeing: [String] = disagreements()

    /// Whether every kernel gave the installed Leptonica's bytes.
    public static var agreeWithLibrary: Bool { disagreeing.isEmpty }

    /// Whether the rotation and warp take eight pixels at a time (AVX2) rather than one.
    public static var eightPixelsAtOnce: Bool { rv_leptonica_kernels_eight_at_once() != 0 }

    /// Runs every kernel beside the library's function on the check's images.
    static func disagreements() -> [String] {
        do {
            // Every image here is kept alive until the end (`withExtendedLifetime`): the library's calls
            // read them through pointers taken before the call, after which Swift could free them.
            let gray = try texture(width: 61, height: 47, seed: 1)
            var differing: [String] = []
            func compare(_ name: String, _ ours: Image, _ library: UnsafeMutablePointer<PIX>?) throws {
                let library = try Image.wrapping(library, "the library's \(name)")
                if !ours.sameWords(as: library), !differing.contains(name) { differing.append(name) }
            }
            for degrees in [2.5, -0.7, 31.0] {
                let radians = Float(degrees * .pi / 180)
                try compare("rotation", gray.rotatedByKernel(radians: radians),
                            pixRotate(gray.pix, radians, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE), 61, 47))
            }
            for scale: Float in [0.41, 0.07, 1.37, 0.83] {
                guard let kernel = ScalingKernel(scale: scale, of: gray) else { continue }
                try compare("\(kernel.method) ×\(scale)", kernel.scaled(gray), pixScaleGeneral(gray.pix, scale, scale, 0, 1))
            }
            let channels = try (2...4).map { try texture(width: 61, height: 47, seed: UInt32($0)) }
            let colour = try withExtendedLifetime(channels) {
                try Image.wrapping(pixCreateRGBImage(channels[0].pix, channels[1].pix, channels[2].pix), "colour")
            }
            if let kernel = ScalingKernel(scale: 0.41, of: colour) {
                try compare("colour area map", kernel.scaled(colour), pixScaleGeneral(colour.pix, 0.41, 0.41, 0, 1))
            }
            // A page photographed askew, a corner off the image.
            let corners: [(Float, Float)] = [(0, 0), (60, 0), (60, 46), (0, 46), (4, -3), (57, 2), (62, 44), (1, 41)]
            guard let target = ptaCreate(4), let source = ptaCreate(4) else { return ["points"] }
            defer {
                var handles: [UnsafeMutablePointer<PTA>?] = [target, source]
                for index in handles.indices { ptaDestroy(&handles[index]) }
            }
            for (index, (x, y)) in corners.enumerated() { ptaAddPt(index < 4 ? target : source, x, y) }
            try compare("projective warp", gray.projectedGray(target: target, source: source),
                        pixProjectivePta(gray.pix, target, source, Int32(L_BRING_IN_WHITE)))
            return withExtendedLifetime((gray, colour)) { differing }
        } catch {
            return ["the check: \(error)"]
        }
    }

    /// A grey image whose every pixel differs from its neighbours (a gradient, strokes and grain from
    /// a fixed sequence), so every weight of an interpolation shows.
    static func texture(width: Int, height: Int, seed: UInt32) throws -> Image {
        var state = seed &* 2_654_435_761
        var pixels = GrayPixels(width: width, height: height, filledWith: 0)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let gradient = 40 + 170 * (x + y) / (width + height)
                let stroke = (x / 3 + y / 5) % 7 == 0 ? -120 : 0
                pixels[x, y] = UInt8(max(0, min(255, gradient + stroke + Int(state >> 26) - 32)))
            }
        }
        return try Image(pixels)
    }
}

extension Image {
    /// Whether the two images have the same size, depth and data words (a line's padding included).
    func sameWords(as other: Image) -> Bool {
        guard width == other.width, height == other.height, depth == other.depth,
              pixGetWpl(pix) == pixGetWpl(other.pix), let mine = pixGetData(pix), let theirs = pixGetData(other.pix) else {
            return false
        }
        let count = Int(pixGetWpl(pix)) * height
        return UnsafeBufferPointer(start: mine, count: count).elementsEqual(UnsafeBufferPointer(start: theirs, count: count))
    }
}
