// Where `Image.scaled(by:)` gives an image to `CLeptonicaKernels` instead of Leptonica: the cases in
// which `pixScaleGeneral(pix, s, s, 0, 1)` would run its general area-map loops (grey or colour) or
// its general linear loop (grey).

import CLeptonica
import CLeptonicaKernels

/// One scaling that `CLeptonicaKernels` does as Leptonica's general loops would.
struct ScalingKernel {
    enum Method {
        /// `pixScaleAreaMap`'s `scaleGrayAreaMapLow` (factors from 0.02 to under 0.7).
        case areaMap
        /// `pixScaleAreaMap`'s `scaleColorAreaMapLow` (the same factors, 32-bit colour with three samples).
        case colorAreaMap
        /// `pixScaleGrayLI`'s `scaleGrayLILow` (0.7 and up).
        case linear
    }

    let scale: Float
    let method: Method
    let width: Int32
    let height: Int32

    /// Nil where the library does something else: colour-mapped images, colour images with alpha
    /// or enlarged, a factor of 1, Leptonica's special factors (1/2, 1/4, 1/8, 1/16 reduced by halves;
    /// 2 and 4 by their own loops; under 0.02 smoothed), or a target without pixels.
    init?(scale: Float, of image: Image) {
        let color = image.depth == 32 && pixGetSpp(image.pix) == 3
        guard image.isGray || color, scale > 0, scale != 1 else { return nil }
        // The library compares the float factor with double constants (0.7 as float is under 0.7).
        if Double(scale) < 0.7 {
            guard Double(scale) >= 0.02, ![0.5, 0.25, 0.125, 0.0625].contains(scale) else { return nil }
            method = color ? .colorAreaMap : .areaMap
        } else {
            guard !color, scale != 2, scale != 4 else { return nil }
            method = .linear
        }
        // As the library: the product in float, plus a half in double, truncated.
        width = Int32(Double(scale * Float(image.width)) + 0.5)
        height = Int32(Double(scale * Float(image.height)) + 0.5)
        guard width >= 1, height >= 1 else { return nil }
        self.scale = scale
    }

    func scaled(_ image: Image) throws -> Image {
        let source = image.pix
        let target = try Image.wrapping(pixCreate(width, height, method == .colorAreaMap ? 32 : 8), "scale by \(scale)")
        pixCopyResolution(target.pix, source)
        pixScaleResolution(target.pix, scale, scale)
        pixCopyInputFormat(target.pix, source)
        let kernel = switch method {
        case .areaMap: rv_scale_gray_area_map
        case .colorAreaMap: rv_scale_color_area_map
        case .linear: rv_scale_gray_linear
        }
        guard kernel(pixGetData(target.pix), width, height, pixGetWpl(target.pix),
                     pixGetData(source), Int32(image.width), Int32(image.height), pixGetWpl(source)) == 0 else {
            throw ImagingError.allocationFailed(width: Int(width), height: Int(height))
        }
        return target
    }
}
