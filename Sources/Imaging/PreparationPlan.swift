// Decides, from the survey of a page, which cleaning steps it gets: a straightening warp, a scale
// to Tesseract's preferred text size, background flattening, contrast recovery. Decisions come from
// measurements only, never from where the image came from.

import DocumentModel

/// The steps one page will get, decided before any pixel is changed.
struct PreparationPlan: Equatable {
    /// Warp the detected quad to a rectangle (nil: keep the frame).
    var warpQuad: Quad?
    /// Size of the straightened document in original pixels (the frame when not warping).
    var documentWidth: Double
    var documentHeight: Double
    /// Overall scale from original pixels to output pixels.
    var scale: Double
    /// Divide out uneven light.
    var normalizeBackground: Bool
    /// Stretch grey `black`…`white` (after background normalisation, if any) to the full range.
    var stretch: (black: Int, white: Int)?

    static func == (lhs: PreparationPlan, rhs: PreparationPlan) -> Bool {
        lhs.warpQuad == rhs.warpQuad && lhs.scale == rhs.scale && lhs.normalizeBackground == rhs.normalizeBackground
            && lhs.stretch?.black == rhs.stretch?.black && lhs.stretch?.white == rhs.stretch?.white
    }

    /// Grey level `pixBackgroundNormSimple` maps the paper to.
    static let normalizedPaper = 200

    /// The least difference between the ink's and the paper's grey levels (as flattened, when the
    /// page is) for the page to be flattened or stretched: below it the page holds no print to recover.
    static let minimumContrast = 12

    /// The longest side a narrow page kept at its reading size may have: a receipt 1.4 m long at
    /// 300 dpi.
    static let longestSide = 16_800
    /// A page narrower than this (px) at the long-side limit is narrow (an A4 page there is 2,970
    /// px wide, an 80 mm receipt 60 cm long 560).
    static let narrowPage = 1400.0
    /// The least share of its reading size a narrow page's print is shrunk to by the long-side limit.
    static let leastShareOfReadingSize = 0.75

    /// Grain (grey levels, see `Grain.sigma`) from which a page is median-filtered before anything
    /// else. Measured: rendered pages 0, phone photos 1.4–2.1, cheap grainy scans 3.5–4.9 (about 3
    /// once decoded at half size), a few real receipt scans 2.5–6.4 (on which the median was neutral).
    static let grainyFrom = 2.5

    /// Whether a page with this grain is median-filtered first: on grainy scans Tesseract's
    /// recogniser, which reads grey pixels, turned specks into decimal points and lost real ones.
    static func needsDenoising(grain: Double?) -> Bool {
        (grain ?? 0) >= grainyFrom
    }

    /// - Parameters:
    ///   - maxLongSide: the long side a page is reduced to (or enlarged no further than).
    ///   - maxPixels: the most pixels a narrow page kept at its reading size may have.
    ///   - textSize: the character heights the page is scaled into.
    ///   - denoised: the page was median-filtered; faded print on it gets a steeper stretch.
    static func decide(outline: DocumentOutline, survey: PageSurvey, imageWidth: Int, imageHeight: Int,
                       maxLongSide: Int, maxPixels: Int, textSize: TextSizeTarget = .standard,
                       denoised: Bool = false) -> PreparationPlan {
        var width = Double(imageWidth), height = Double(imageHeight)
        var warpQuad: Quad?
        if outline.verdict == .found, let quad = outline.quad,
           !quad.isCloseToFrame(width: imageWidth, height: imageHeight) {
            let c = quad.corners
            width = (c[0].distance(to: c[1]) + c[3].distance(to: c[2])) / 2
            height = (c[0].distance(to: c[3]) + c[1].distance(to: c[2])) / 2
            warpQuad = quad
        }
        let textScale = survey.characterHeight.map { TextSize.scaleFactor(forCharacterHeight: $0, target: textSize) } ?? 1
        var scale = textScale
        let longSide = max(width, height) * scale
        if longSide > Double(maxLongSide) { scale *= Double(maxLongSide) / longSide }
        // The long-side limit is for time: it never shrinks a narrow page's print (a long receipt)
        // to less than three quarters of its reading size (24 px print to 18; an 80 mm receipt 90 cm
        // long was reduced to 0.4 and its amounts no longer read); only the page's pixels bound that.
        let leastScale = leastShareOfReadingSize * min(textScale, 1)
        if min(width, height) * scale < narrowPage, scale < leastScale {
            scale = leastScale
            let pixels = width * height * scale * scale
            if pixels > Double(maxPixels) { scale *= (Double(maxPixels) / pixels).squareRoot() }
            scale = min(scale, Double(longestSide) / max(width, height))
        }

        var normalize = false
        var stretch: (black: Int, white: Int)?
        if let tone = survey.tone {
            // Shadows, vignetting or a dim photo: flatten the paper to one level.
            normalize = tone.unevenness > 25 || tone.paper < 190
            let paper = normalize ? normalizedPaper : tone.paper
            let ink = normalize ? tone.ink * normalizedPaper / max(1, tone.paper) : tone.ink
            let contrast = paper - ink
            if contrast < minimumContrast {
                // No print to recover (a blank grey page, a photo of a plain surface): flattening
                // leaves a few levels of tile seams that Tesseract's threshold reads as text, and a
                // stretch spreads the grain (its ends cross under 6 levels).
                normalize = false
            } else if denoised, contrast < 110 {
                // Faded print on a denoised page: the middle half of the ink-to-paper range spread
                // over the full range, so what grain the median left turns white in the paper and
                // black in the print. Only here: on crisp real receipts it thinned strokes.
                stretch = (black: ink + contrast / 4, white: paper - contrast / 4)
            } else if contrast < 110 || normalize {
                // Faded print: spread the narrow band between ink and paper over the full range.
                stretch = (black: max(0, ink - contrast / 4), white: min(255, paper - 4))
            }
        }
        return PreparationPlan(warpQuad: warpQuad, documentWidth: width, documentHeight: height, scale: scale,
                               normalizeBackground: normalize, stretch: stretch)
    }
}

extension Quad {
    /// Whether every corner is within 1 % of the diagonal from the matching image corner: warping
    /// would change nothing worth the time.
    func isCloseToFrame(width: Int, height: Int) -> Bool {
        let frame = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: Double(width - 1), y: 0),
                         bottomRight: Point(x: Double(width - 1), y: Double(height - 1)),
                         bottomLeft: Point(x: 0, y: Double(height - 1)))
        let diagonal = Double(width * width + height * height).squareRoot()
        return maxCornerDistance(to: frame) < 0.01 * diagonal
    }
}
