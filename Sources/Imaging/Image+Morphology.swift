// Leptonica's thresholding and morphology as `Image` methods: the building blocks of the document
// mask and of the text-size and skew measurements. Binary images use Leptonica's convention:
// 1 (black) is foreground.

import CLeptonica
import DocumentModel

extension Image {
    /// Grey closing (max then min filter) with a `size` × `size` brick: erases dark details smaller
    /// than the brick, such as printed text on paper.
    public func closedGray(size: Int) throws -> Image {
        let odd = max(1, size | 1)
        return try Image.wrapping(pixCloseGray(pix, Int32(odd), Int32(odd)), "grey closing \(odd)")
    }

    /// Grey opening (min then max filter) with a `size` × `size` brick: erases light details smaller
    /// than the brick, such as light print on a dark ground.
    public func openedGray(size: Int) throws -> Image {
        let odd = max(1, size | 1)
        return try Image.wrapping(pixOpenGray(pix, Int32(odd), Int32(odd)), "grey opening \(odd)")
    }

    /// This 1-bit image with only its pixels inside `boxes` kept.
    public func keeping(_ boxes: [BoundingBox]) throws -> Image {
        let kept = try Image.wrapping(pixCreate(Int32(width), Int32(height), 1), "blank \(width)×\(height) mask")
        for box in boxes {
            pixRasterop(kept.pix, Int32(box.x0), Int32(box.y0), Int32(box.width), Int32(box.height), PIX_SRC,
                        pix, Int32(box.x0), Int32(box.y0))
        }
        return kept
    }

    /// The image with its grey values inverted where the 1-bit `mask` (of the same size) is set.
    public func inverted(under mask: Image) throws -> Image {
        let result = try copy()
        let inverse = try inverted()
        guard pixCombineMasked(result.pix, inverse.pix, mask.pix) == 0 else {
            throw ImagingError.operationFailed("invert under a mask")
        }
        return result
    }

    /// Per pixel, the brightest minus the darkest grey value in the `size` × `size` window around
    /// it: near 0 on flat paper, high at edges and on textured or striped surfaces.
    public func localRange(size: Int) throws -> Image {
        let gray = try asGray()
        let odd = max(1, size | 1)
        let brightest = try Image.wrapping(pixDilateGray(gray.pix, Int32(odd), Int32(odd)), "grey dilation \(odd)")
        let darkest = try Image.wrapping(pixErodeGray(gray.pix, Int32(odd), Int32(odd)), "grey erosion \(odd)")
        return try Image.wrapping(pixSubtractGray(nil, brightest.pix, darkest.pix), "local range \(odd)")
    }

    /// 1-bit image: 1 where the grey value is below `threshold`.
    public func binarized(threshold: Int) throws -> Image {
        let gray = try asGray()
        return try Image.wrapping(pixThresholdToBinary(gray.pix, Int32(threshold)), "threshold at \(threshold)")
    }

    /// 1-bit image thresholded by Otsu in `tilesX` × `tilesY` tiles (thresholds smoothed between
    /// tiles): 1 for the darker class.
    public func otsuBinarized(tilesX: Int = 1, tilesY: Int = 1) throws -> Image {
        let gray = try asGray()
        let tileWidth = max(16, (gray.width + tilesX - 1) / max(1, tilesX))
        let tileHeight = max(16, (gray.height + tilesY - 1) / max(1, tilesY))
        var binary: UnsafeMutablePointer<PIX>?
        let status = pixOtsuAdaptiveThreshold(gray.pix, Int32(tileWidth), Int32(tileHeight),
                                              tilesX > 1 ? 1 : 0, tilesY > 1 ? 1 : 0, 0.1, nil, &binary)
        guard status == 0 else {
            var handle = binary; pixDestroy(&handle)
            throw ImagingError.operationFailed("Otsu threshold")
        }
        return try Image.wrapping(binary, "Otsu threshold")
    }

    /// 1-bit ink mask: the paper's illumination is divided out first, then Otsu splits ink from paper
    /// globally. Finds faded print that a local threshold such as Sauvola misses.
    /// - Parameter foregroundBelow: grey levels under which a pixel counts as print, not paper,
    ///   while the illumination is estimated. 100 suits print darker than that; print that is
    ///   lighter everywhere (faded, then denoised) needs a higher level or it is divided away.
    public func inkMask(foregroundBelow: Int = 100) throws -> Image {
        let gray = try asGray()
        var threshold: Int32 = 0
        return try Image.wrapping(pixOtsuThreshOnBackgroundNorm(gray.pix, nil, 10, 15, Int32(foregroundBelow), 50, 255,
                                                                2, 2, 0.1, &threshold),
                                  "ink mask")
    }

    /// Counts of each grey level (256 entries) of this 8-bit image.
    /// - Throws: `ImagingError.operationFailed` when the image is not 8-bit grey.
    public func grayHistogram() throws -> [Int] {
        guard depth == 8, let counts = pixGetGrayHistogram(pix, 1) else {
            throw ImagingError.operationFailed("grey histogram")
        }
        defer { var handle: UnsafeMutablePointer<NUMA>? = counts; numaDestroy(&handle) }
        return (0..<256).map { level in
            var value: Float = 0
            numaGetFValue(counts, Int32(level), &value)
            return Int(value)
        }
    }

    /// The 1-bit image with foreground and background swapped.
    public func inverted() throws -> Image {
        try Image.wrapping(pixInvert(nil, pix), "invert")
    }

    /// Binary opening with a `width` × `height` brick: removes foreground thinner than the brick.
    public func opened(width: Int, height: Int) throws -> Image {
        try Image.wrapping(pixOpenBrick(nil, pix, Int32(max(1, width)), Int32(max(1, height))), "binary opening")
    }

    /// The 1-bit image with every background hole that does not touch the border filled.
    public func holesFilled() throws -> Image {
        try Image.wrapping(pixFillClosedBorders(pix, 4), "fill holes")
    }
}
