// Looks at a page before changing it: character height, paper and ink tones, edge sharpness, all
// measured on a reduced copy of the document region. The preparation decisions and the capture
// warnings both come from this one survey.

import DocumentModel

/// Measurements of a page region, in the original image's pixels.
struct PageSurvey {
    /// Typical character height; nil when too little text was found.
    var characterHeight: Double?
    /// The typical character height of the page turned a quarter (the characters' widths as they
    /// lie): a page whose lines run down it is scaled by it once turned.
    var turnedCharacterHeight: Double?
    var tone: PageTone?
    var sharpness: Double?
    /// The grey level below which pixels counted as print while the ink mask was made (see
    /// `Image.inkMask(foregroundBelow:)`); the skew measurement reuses it.
    var foregroundLevel = 100
    /// The ink mask of the whole image reduced to `surveyLongSide`, and its characters' boxes, when the
    /// survey looked at the whole image (no document outline to crop to): the direction and skew of
    /// a page left unwarped and unscaled are measured on them rather than on the same mask and boxes
    /// made again.
    var wholeImageInk: InkMask?

    /// An ink mask and the boxes of its connected components.
    struct InkMask {
        var mask: Image
        var boxes: [BoundingBox]
    }

    /// Long side of the reduced copy the survey runs on.
    static let surveyLongSide = 1600
    /// Character height (px) at which edge sharpness is judged.
    static let sharpnessScale = 16.0

    /// Surveys `gray` inside `quad` (or the whole image).
    /// - Parameter denoised: the page was median-filtered: nothing but print is left darker than
    ///   its Otsu threshold, so that threshold (not a fixed 100) separates print while the ink mask
    ///   estimates the paper, and faded print is not divided away with the paper.
    /// - Throws: `ImagingError` when a Leptonica operation fails.
    static func take(_ gray: Image, quad: Quad?, denoised: Bool = false) throws -> PageSurvey {
        var region = try quad.map { try gray.cropped(to: $0.boundingBox(clampedTo: gray)) } ?? gray
        if region.width < 16 || region.height < 16 { region = gray }
        let (reduced, factor) = try region.reduced(toLongSide: surveyLongSide)
        let foreground = denoised ? max(100, Histogram.otsuThreshold(try reduced.grayHistogram()) ?? 100) : 100
        let ink = try reduced.inkMask(foregroundBelow: foreground)
        let boxes = try ink.componentBoxes()
        let height = TextSize.characterHeight(of: boxes, imageHeight: reduced.height)
        let turnedHeight = TextSize.characterHeight(of: boxes.map(\.transposed), imageHeight: reduced.width)
        let pixels = try reduced.grayPixels()
        // Blur matters relative to the print: judge edges where characters are `sharpnessScale` px.
        var sharpnessPixels = pixels
        if let height, height > sharpnessScale {
            sharpnessPixels = try reduced.scaled(by: sharpnessScale / height).grayPixels()
        }
        return PageSurvey(characterHeight: height.map { $0 / factor }, turnedCharacterHeight: turnedHeight.map { $0 / factor },
                          tone: PageTone.measure(gray: pixels, ink: try ink.grayPixels()),
                          sharpness: Sharpness.edgeRatio(of: sharpnessPixels), foregroundLevel: foreground,
                          wholeImageInk: region === gray ? InkMask(mask: ink, boxes: boxes) : nil)
    }
}

extension PageSurvey {
    /// Long side of the full-resolution patch grain is measured on.
    static let grainPatchSide = 1024

    /// The grain of `gray` (see `Grain.sigma`) on a central patch of the document region at full
    /// resolution: reducing the image would average the grain away.
    static func grain(of gray: Image, quad: Quad?) throws -> Double? {
        let region = quad?.boundingBox(clampedTo: gray) ?? BoundingBox(x0: 0, y0: 0, x1: gray.width, y1: gray.height)
        let width = min(region.width, grainPatchSide), height = min(region.height, grainPatchSide)
        let x0 = region.x0 + (region.width - width) / 2, y0 = region.y0 + (region.height - height) / 2
        let patch = try gray.cropped(to: BoundingBox(x0: x0, y0: y0, x1: x0 + width, y1: y0 + height))
        return Grain.sigma(of: try patch.grayPixels())
    }
}

extension BoundingBox {
    /// The box mirrored across the diagonal: its width and height swapped, as a quarter turn of the
    /// image would have them.
    var transposed: BoundingBox { BoundingBox(x0: y0, y0: x0, x1: y1, y1: x1) }
}

extension Quad {
    /// The axis-aligned box around the corners, clipped to `image`.
    func boundingBox(clampedTo image: Image) -> BoundingBox {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return BoundingBox(x0: max(0, Int((xs.min() ?? 0).rounded(.down))),
                           y0: max(0, Int((ys.min() ?? 0).rounded(.down))),
                           x1: min(image.width, Int((xs.max() ?? 0).rounded(.up)) + 1),
                           y1: min(image.height, Int((ys.max() ?? 0).rounded(.up)) + 1))
    }
}
