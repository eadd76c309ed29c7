// Looks at a page before changing it: character height, paper and ink tones, edge sharpness, all
// measured on a reduced copy of the document region. The preparation decisions and the capture
// warnings both come from this one survey.

import DocumentModel

/// Measurements of a page region, in the original image's pixels.
struct PageSurvey {
    /// Typical character height; nil when too little text was found.
    var characterHeight: Double?
    var tone: PageTone?
    var sharpness: Double?

    /// Long side of the reduced copy the survey runs on.
    static let surveyLongSide = 1600
    /// Character height (px) at which edge sharpness is judged.
    static let sharpnessScale = 16.0

    /// Surveys `gray` inside `quad` (or the whole image).
    /// - Throws: `ImagingError` when a Leptonica operation fails.
    static func take(_ gray: Image, quad: Quad?) throws -> PageSurvey {
        var region = try quad.map { try gray.cropped(to: $0.boundingBox(clampedTo: gray)) } ?? gray
        if region.width < 16 || region.height < 16 { region = gray }
        let (reduced, factor) = try region.reduced(toLongSide: surveyLongSide)
        let ink = try reduced.inkMask()
        let height = TextSize.characterHeight(of: try ink.componentBoxes(), imageHeight: reduced.height)
        let pixels = try reduced.grayPixels()
        // Blur matters relative to the print: judge edges where characters are `sharpnessScale` px.
        var sharpnessPixels = pixels
        if let height, height > sharpnessScale {
            sharpnessPixels = try reduced.scaled(by: sharpnessScale / height).grayPixels()
        }
        return PageSurvey(characterHeight: height.map { $0 / factor },
                          tone: PageTone.measure(gray: pixels, ink: try ink.grayPixels()),
                          sharpness: Sharpness.edgeRatio(of: sharpnessPixels))
    }
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
