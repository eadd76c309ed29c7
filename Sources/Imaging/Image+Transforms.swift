// Leptonica's geometric operations as `Image` methods: scaling, cropping, rotation and the
// projective warp that straightens a photographed document.

import CLeptonica
import CLeptonicaKernels
import DocumentModel

extension Image {
    /// The image scaled so its longer side is at most `longSide` pixels (area-averaged), with the
    /// factor used; the image itself (factor 1) when it is small enough already.
    public func reduced(toLongSide longSide: Int) throws -> (image: Image, factor: Double) {
        let longest = max(width, height)
        guard longest > longSide else { return (self, 1) }
        let factor = Double(longSide) / Double(longest)
        return (try scaled(by: factor), factor)
    }

    /// For colour images, the darkest of the three channels per pixel: white paper stays bright while
    /// coloured backgrounds (wood, fabric, a car seat) turn darker than in luminance. Grey images are
    /// returned as a grey copy.
    public func minimumChannel() throws -> Image {
        guard depth == 32 else { return try grayscale() }
        return try Image.wrapping(pixConvertRGBToGrayMinMax(pix, Int32(L_CHOOSE_MIN)), "minimum channel")
    }

    /// The part of the image inside `box` (clipped to the image).
    public func cropped(to box: BoundingBox) throws -> Image {
        guard let region = boxCreate(Int32(box.x0), Int32(box.y0), Int32(box.width), Int32(box.height)) else {
            throw ImagingError.operationFailed("crop to \(box)")
        }
        defer { var handle: UnsafeMutablePointer<BOX>? = region; boxDestroy(&handle) }
        return try Image.wrapping(pixClipRectangle(pix, region, nil), "crop to \(box)")
    }

    /// The image turned clockwise by `degrees` about its centre (area-mapped, white brought in at
    /// the corners); the canvas grows so no corner of the content is lost.
    /// Leptonica's `pixRotate` by area mapping, pixel for pixel; a grey image's rotation itself by
    /// `rv_rotate_gray` (`CLeptonicaKernels`) when `LeptonicaKernels.agreeWithLibrary`.
    public func rotated(byDegrees degrees: Double) throws -> Image {
        let radians = Float(degrees * .pi / 180)
        // As `pixRotate`: no turn under a thousandth of a radian, the canvas grown first.
        guard isGray, abs(radians) >= 0.001, LeptonicaKernels.agreeWithLibrary else {
            return try Image.wrapping(pixRotate(pix, radians, Int32(L_ROTATE_AREA_MAP),
                                                Int32(L_BRING_IN_WHITE), Int32(width), Int32(height)), "rotate by \(degrees)°")
        }
        return try rotatedByKernel(radians: radians)
    }

    /// `pixRotate(pix, radians, L_ROTATE_AREA_MAP, L_BRING_IN_WHITE, width, height)` of a grey image
    /// turned by at least a thousandth of a radian, the rotation by `rv_rotate_gray`.
    func rotatedByKernel(radians: Float) throws -> Image {
        let canvas = try Image.wrapping(pixEmbedForRotation(pix, radians, Int32(L_BRING_IN_WHITE), Int32(width), Int32(height)),
                                        "grow the canvas to rotate by \(radians) rad")
        let rotated = try Image.wrapping(pixCreateTemplate(canvas.pix), "rotate by \(radians) rad")
        // The canvas must outlive the call that reads its pixels (its last use is reading their address).
        withExtendedLifetime(canvas) {
            rv_rotate_gray(pixGetData(rotated.pix), pixGetWpl(rotated.pix), pixGetData(canvas.pix), pixGetWpl(canvas.pix),
                           Int32(canvas.width), Int32(canvas.height), radians, 255)
        }
        return rotated
    }

    /// The quadrilateral `quad` of this image mapped onto an upright `width` × `height` rectangle
    /// (projective transform, interpolated; white outside the image).
    /// - Throws: `ImagingError.operationFailed` when the transform cannot be computed.
    public func warped(from quad: Quad, width: Int, height: Int) throws -> Image {
        // Leptonica's output has the input's size: warp into the top-left corner of a canvas at least
        // as large as the target, then crop.
        var canvas: Image = self
        if width > self.width || height > self.height {
            let right = max(0, width - self.width), bottom = max(0, height - self.height)
            canvas = try Image.wrapping(pixAddBorderGeneral(pix, 0, Int32(right), 0, Int32(bottom), 255),
                                        "pad for warp")
        }
        guard let source = ptaCreate(4), let target = ptaCreate(4) else {
            throw ImagingError.operationFailed("allocate warp points")
        }
        defer {
            var handles: [UnsafeMutablePointer<PTA>?] = [source, target]
            for index in handles.indices { ptaDestroy(&handles[index]) }
        }
        let corners = [(0.0, 0.0), (Double(width - 1), 0.0), (Double(width - 1), Double(height - 1)),
                       (0.0, Double(height - 1))]
        for (point, corner) in zip(quad.corners, corners) {
            ptaAddPt(source, Float(point.x), Float(point.y))
            ptaAddPt(target, Float(corner.0), Float(corner.1))
        }
        let warped = try withExtendedLifetime(canvas) {
            try canvas.isGray && LeptonicaKernels.agreeWithLibrary ? canvas.projectedGray(target: target, source: source)
                : Image.wrapping(pixProjectivePta(canvas.pix, target, source, Int32(L_BRING_IN_WHITE)), "projective warp")
        }
        return try warped.cropped(to: BoundingBox(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// `pixProjectivePta(pix, target, source, L_BRING_IN_WHITE)` of a grey image, pixel for pixel, by
    /// `rv_project_gray` (`CLeptonicaKernels`).
    func projectedGray(target: UnsafeMutablePointer<PTA>, source: UnsafeMutablePointer<PTA>) throws -> Image {
        // As the library: the backward transform, from the target's corners to the source's.
        var coefficients: UnsafeMutablePointer<Float>?
        guard getProjectiveXformCoeffs(target, source, &coefficients) == 0, let coefficients else {
            throw ImagingError.operationFailed("projective warp coefficients")
        }
        defer { lept_free(coefficients) }
        let warped = try Image.wrapping(pixCreateTemplate(pix), "projective warp")
        pixSetAllArbitrary(warped.pix, 255)
        rv_project_gray(pixGetData(warped.pix), pixGetWpl(warped.pix), pixGetData(pix), pixGetWpl(pix),
                        Int32(width), Int32(height), coefficients, 255)
        return warped
    }
}
