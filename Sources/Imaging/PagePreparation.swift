// The imaging stage's entry point: takes a decoded page image, returns the image Tesseract should
// read plus what was done to it and what the user should know about the capture.
//
//   detect document → [denoise] → survey (text size, tones, sharpness) → plan → [downscale]
//   → [warp] → [turn a quarter: lines running down, then plan again] → [deskew] → [upscale]
//   → [flatten background] → [stretch contrast]
// (a straightened photo's background is also flattened a second way, and a median-filtered scan,
// when the caller asks, is also prepared without the median: `PreparedPage.second`)

import DocumentModel

/// A page image ready for OCR, with the decisions that produced it.
public struct PreparedPage {
    public var image: Image
    /// The image's resolution in dots per inch after preparation (what Tesseract is told).
    public var resolution: Int
    /// Degrees the page was turned clockwise to straighten its text lines: a quarter turn when they
    /// ran down the page, and the deskew (a half turn is left to the OCR stage).
    public var rotation: Double
    /// Which way the page's lines ran when preparation counted them (`LineDirection`).
    public var lines = CountedLines.unclear
    /// The document's corners in the original image, when one was found and warped.
    public var quad: Quad?
    /// The steps applied, in order (e.g. `quad_warp`, `deskew:-6.5`, `background_norm`).
    public var steps: [String]
    /// Capture-quality warnings ("move closer", "more light").
    public var warnings: [RecordWarning]
    /// What was measured about the capture (the warnings' evidence).
    public var measurements: CaptureMeasurements?
    /// Wall-clock milliseconds per step (`detect`, `survey`, `warp`, …).
    public var timings: [String: Double] = [:]
    /// The same page with its paper flattened by a grey closing instead of by tiles, for a page
    /// straightened from a photo and flattened. Tiles divide a photo's grey print away with the
    /// paper, a closing keeps it but errs elsewhere, and which reads better changes from field to
    /// field: such a page is read both ways (see `ReceiptExtractor.merged`). When the caller asks for
    /// it (`SecondPreparation.withoutMedian`), a grainy page's second preparation is the same steps
    /// without the median filter (which clears grain but also thins faint print). Nil for any other page.
    public var second: SecondImage?
    /// The page straightened (shrunk, warped, turned, deskewed) before its tone was changed and
    /// before it was enlarged, when the caller asks for it (`keepingUntoned`): what the second
    /// recogniser reads, since the tone steps that suit Tesseract thin faint print away (PP-OCR found
    /// 7 of `corpus-foreign/dev`'s 24 missed photo values on the prepared page, 15 on the photo).
    /// Nil when it is `image` itself (no step changed the page after its deskew).
    public var untoned: UntonedImage?
}

/// A page before its tone steps and its enlargement (`PreparedPage.untoned`).
public struct UntonedImage {
    public var image: Image
    /// The enlargement that takes its pixels to the prepared page's (1 when it was not enlarged).
    public var scale: Double

    public init(image: Image, scale: Double) {
        self.image = image; self.scale = scale
    }
}

/// Which way a page's lines ran when its preparation counted them (`LineDirection`).
public enum CountedLines: Sendable, Equatable {
    /// Across the page: it lies the right way up or upside down, not sideways, however it reads.
    case across
    /// Down the page: it was turned a quarter clockwise, and may now lie upside down.
    case down
    /// Too few characters, or too mixed a count (dot-matrix print, some photos), to tell.
    case unclear
}

/// A page prepared a second way (`PreparedPage.second`), and how.
public struct SecondImage {
    public var image: Image
    public var preparation: SecondPreparation
}

/// The ways a page is prepared a second time (`PreparedPage.second`), as its record names them
/// (`second_reading:closing`).
public enum SecondPreparation: String, Sendable {
    /// A photo's paper flattened by a grey closing instead of by tiles.
    case closing
    /// A grainy page's steps without the median filter (an image-only PDF's page; any page in the
    /// thorough mode).
    case withoutMedian = "without_median"
}

/// Turns raw page images into OCR-ready ones.
public struct PagePreparer: Sendable {
    /// The longest side, in pixels, a prepared page may have. Tesseract reads text of 20–30 px
    /// best; a larger page only costs time. A narrow page (a long receipt) is not shrunk below its
    /// reading size for it, only bounded by `maxPixels`.
    public var maxLongSide: Int
    /// The most pixels a prepared page may have.
    public var maxPixels: Int
    public var detector: DocumentDetector
    public var thresholds: CaptureThresholds
    /// Skews smaller than this (degrees) are left alone.
    public var minimumSkew: Double = 0.4
    /// The character heights pages are scaled into.
    public var textSize: TextSizeTarget

    /// `maxPixels` unless told otherwise: an A-series page 4,200 px long (A4 at 359 dpi, A3 at
    /// 254), 12.5 megapixels.
    public static let defaultMaxPixels = 4200 * 4200 * 1000 / 1414

    public init(maxLongSide: Int = 4200, maxPixels: Int = defaultMaxPixels, detector: DocumentDetector = DocumentDetector(),
                thresholds: CaptureThresholds = CaptureThresholds(), textSize: TextSizeTarget = .configured) {
        self.maxLongSide = maxLongSide
        self.maxPixels = maxPixels
        self.detector = detector
        self.thresholds = thresholds
        self.textSize = textSize
    }

    /// Prepares one page image that is assumed to be `resolution` dpi. `secondPreparations` names the
    /// second preparations the page may get (`PreparedPage.second`): a photo's closing is made
    /// only when it holds `.closing`, a grainy page's copy without the median only when it holds
    /// `.withoutMedian`; with none, the page gets no second preparation whatever it is. The image is
    /// taken over: a caller that passes it with `consume` lets the preparation drop it once its grey
    /// copy is made (the pipeline does); one that keeps it keeps its pixels as they were.
    /// - Throws: `ImagingError` when a Leptonica operation fails (out of memory, a corrupt image).
    public func prepare(_ given: consuming Image, resolution: Int,
                        secondPreparations wanted: Set<SecondPreparation> = [.closing],
                        keepingUntoned: Bool = false) throws -> PreparedPage {
        if min(given.width, given.height) < Self.minimumSide { return try tooSmall(given, resolution: resolution) }
        var timer = StepTimer()
        var steps: [String] = []
        // Found in the given image, which is let go once its grey copy is made (`detectedInGrey`).
        let outline: DocumentOutline
        var current: Image
        (outline, current) = try detectedInGrey(consume given, steps: &steps, timer: &timer)
        // Grain is judged at full resolution, before anything averages it away.
        let grain = try timer.time("survey") { try PageSurvey.grain(of: current, quad: outline.quad) }
        let denoise = PreparationPlan.needsDenoising(grain: grain)
        // The grainy page without the median, taken through the same steps as the page.
        var grainy: Image?
        if denoise {
            if wanted.contains(.withoutMedian) { grainy = current }
            current = try timer.time("denoise") { try current.medianFiltered(size: 3) }
            steps.append("denoise:median3")
        }
        var survey = try timer.time("survey") { try PageSurvey.take(current, quad: outline.quad, denoised: denoise) }
        let (surveyedWidth, surveyedHeight) = (current.width, current.height)
        // A step done to the page, and to its grainy copy when there is one. The survey's ink mask of
        // the whole page no longer shows the page a step changed: it is let go.
        func both(_ name: String, _ step: (Image) throws -> Image) throws {
            current = try timer.time(name) { try step(current) }
            survey.wholeImageInk = nil
            grainy = try grainy.map { copy in try timer.time("second_" + name) { try step(copy) } }
        }
        func decide() -> PreparationPlan {
            PreparationPlan.decide(outline: outline, survey: survey, imageWidth: surveyedWidth, imageHeight: surveyedHeight,
                                   maxLongSide: maxLongSide, maxPixels: maxPixels, textSize: textSize, denoised: denoise)
        }
        var plan = decide()
        // A photo straightened and flattened is prepared a second time by a closing instead.
        if plan.warpQuad != nil, plan.normalizeBackground { grainy = nil }
        // Shrink before the expensive steps, enlarge after them.
        let early = min(plan.scale, 1)
        if early < 1 {
            try both("scale") { try $0.scaled(by: early) }
            steps.append("downscale:\(Self.format(early))")
        }
        // The scale the page has been given so far.
        var scaled = early
        if let quad = plan.warpQuad {
            let width = max(1, Int((plan.documentWidth * early).rounded()))
            let height = max(1, Int((plan.documentHeight * early).rounded()))
            let scaledQuad = early < 1 ? quad.scaled(by: early) : quad
            try both("warp") { try $0.warped(from: scaledQuad, width: width, height: height) }
            steps.append("quad_warp")
        }
        let lines = try timer.time("deskew") {
            if let ink = survey.wholeImageInk { return try textLines(ofInk: ink.mask, boxes: ink.boxes) }
            return try textLines(of: current, foregroundBelow: survey.foregroundLevel)
        }
        var rotation = 0.0
        // A page whose lines run down it is turned a quarter clockwise (it may then lie upside down:
        // the OCR stage's orientation check tells), and scaled by its print measured that way.
        if lines.direction == .down {
            try both("turn") { try $0.rotated(quarterTurns: 1) }
            rotation = 90
            steps.append("lines_down:90")
            survey.characterHeight = survey.turnedCharacterHeight
            plan = decide()
            if plan.scale < scaled {
                let factor = plan.scale / scaled
                try both("scale") { try $0.scaled(by: factor) }
                scaled = plan.scale
                steps.append("downscale:\(Self.format(factor))")
            }
        }
        if let skew = lines.skew, abs(skew) >= minimumSkew {
            try both("deskew") { try $0.rotated(byDegrees: skew) }
            rotation += skew
            steps.append("deskew:\(Self.format(skew))")
        }
        var untoned = keepingUntoned ? current : nil
        // Light print on dark bands before the background is divided out (which would take a band
        // for shade), at the text size the page has now.
        if plan.normalizeBackground, let height = survey.characterHeight {
            let reversal = try timer.time("reverse") { try ReverseVideo.reversed(current, textHeight: height * scaled) }
            if reversal.bands > 0 {
                current = reversal.image
                steps.append("reverse_video:\(reversal.bands)")
            }
            grainy = try grainy.map { copy in
                try timer.time("second_reverse") { try ReverseVideo.reversed(copy, textHeight: height * scaled).image }
            }
        }
        if plan.scale > scaled {
            let factor = plan.scale / scaled
            try both("scale") { try $0.scaled(by: factor) }
            steps.append("upscale:\(Self.format(factor))")
        }
        var second: Image?
        if plan.normalizeBackground {
            if plan.warpQuad != nil, wanted.contains(.closing) {
                second = try timer.time("second_tone") { try current.backgroundFlattenedByClosing() }
            }
            try both("tone") { try $0.backgroundNormalized() }
            steps.append("background_norm")
        }
        if let stretch = plan.stretch {
            try both("tone") { try $0.stretched(black: stretch.black, white: stretch.white) }
            second = try second.map { page in
                try timer.time("second_tone") { try page.stretched(black: stretch.black, white: stretch.white) }
            }
            steps.append("contrast_stretch:\(stretch.black)-\(stretch.white)")
        }
        let secondPreparation: SecondPreparation = second != nil ? .closing : .withoutMedian
        second = second ?? grainy
        grainy = nil
        let measurements = CaptureMeasurements(tone: survey.tone, sharpness: survey.sharpness,
                                               characterHeight: survey.characterHeight, outline: outline,
                                               grain: grain)
        // Tesseract is told the resolution the text now has, 300 dpi for `heightAt300dpi`.
        let dpi = survey.characterHeight.map { height in
            Int((300 * height * plan.scale / TextSize.heightAt300dpi).rounded())
        } ?? Int((Double(resolution) * plan.scale).rounded())
        // A page no step changed is still the given image, which the caller may have kept: its
        // resolution is then written into a copy, not into the caller's pixels.
        if untoned === current { untoned = nil }
        if !isKnownUniquelyReferenced(&current) { current = try current.copy() }
        if !isKnownUniquelyReferenced(&second) { second = try second?.copy() }
        current.resolution = max(70, dpi)
        second?.resolution = max(70, dpi)
        return PreparedPage(image: current, resolution: max(70, dpi), rotation: rotation, lines: lines.direction,
                            quad: plan.warpQuad, steps: steps, warnings: thresholds.warnings(for: measurements),
                            measurements: measurements, timings: timer.milliseconds,
                            second: second.map { SecondImage(image: $0, preparation: secondPreparation) },
                            untoned: untoned.map { UntonedImage(image: $0, scale: max(1, plan.scale / scaled)) })
    }

    /// The document's outline found in `given`, and `given` in grey: laid on white and made of
    /// square pixels first when it needs it. `given` is let go here, not held through the
    /// preparation: a photo's 32-bit pixels are four times its grey page's (23 MB for a 2070 × 2761
    /// photo, 48 MB for a 12-megapixel one).
    private func detectedInGrey(_ given: consuming Image, steps: inout [String],
                                timer: inout StepTimer) throws -> (DocumentOutline, Image) {
        // Print on a transparent background is found, measured and read as a viewer shows it; a
        // fax's pixels, twice as tall as wide, are made square (its print was half height).
        let onWhite = try given.laidOnWhite()
        if onWhite !== given { steps.append("laid_on_white") }
        _ = consume given
        let image = try onWhite.withSquarePixels()
        if image !== onWhite { steps.append("square_pixels:\(onWhite.resolutions.x)x\(onWhite.resolutions.y)") }
        _ = consume onWhite
        let outline = try timer.time("detect") { try detector.detect(image) }
        guard !image.isGray else { return (outline, image) }
        defer { steps.append("grayscale") }
        return (outline, try timer.time("grayscale") { try image.grayscale() })
    }

    /// Below this many pixels on a side there is nothing to detect, measure or straighten.
    static let minimumSide = 64

    /// A page too small to prepare: read as it is, with the "move closer" warning.
    private func tooSmall(_ image: Image, resolution: Int) throws -> PreparedPage {
        let page = try image.grayscale()
        let warning = RecordWarning(
            code: "low_resolution",
            message: "The image is only \(image.width)×\(image.height) pixels, too small to read: move closer, "
                + "or scan at 300 dpi.")
        return PreparedPage(image: page, resolution: resolution, rotation: 0, quad: nil,
                            steps: image.isGray ? [] : ["grayscale"], warnings: [warning])
    }

    /// The text-line skew of `image` in degrees (rotate by it to straighten; a page whose lines run
    /// down it, once turned a quarter clockwise), or nil when the page has no confident text lines.
    func measureSkew(_ image: Image, foregroundBelow: Int = 100) throws -> Double? {
        try textLines(of: image, foregroundBelow: foregroundBelow).skew
    }

    /// How the text lines of a page lie: which way they run, and their skew (once turned a quarter
    /// clockwise when they run down the page).
    struct TextLines {
        var direction: CountedLines
        var skew: Double?
    }

    /// The text lines of `image`, measured on its ink at survey size.
    private func textLines(of image: Image, foregroundBelow: Int) throws -> TextLines {
        let (reduced, _) = try image.reduced(toLongSide: PageSurvey.surveyLongSide)
        return try textLines(ofInk: reduced.inkMask(foregroundBelow: foregroundBelow))
    }

    /// The text lines of an ink mask (`boxes`: its connected components, when already found). Lines
    /// run down the page when most characters' nearest neighbours lie above or below them
    /// (`LineDirection.sidewaysShare`), across it when few do (`LineDirection.acrossShare`).
    private func textLines(ofInk ink: Image, boxes: [BoundingBox]? = nil) throws -> TextLines {
        let tally = LineDirection.tally(of: try boxes ?? ink.componentBoxes(), width: ink.width, height: ink.height)
        if tally.runsDown {
            return TextLines(direction: .down, skew: try confidentSkew(ofInk: ink.rotated(quarterTurns: 1)))
        }
        return TextLines(direction: tally.runsAcross ? .across : .unclear, skew: try confidentSkew(ofInk: ink))
    }

    /// The skew of the text lines of an ink mask, when they are confident.
    private func confidentSkew(ofInk ink: Image) throws -> Double? {
        if let (degrees, confidence) = try ink.textSkew(range: 20), confidence >= 3 { return degrees }
        // No confident tilt within ±20°: a receipt laid crooked on a scanner's white bed (no outline to
        // warp it upright) may be further off. Searched again over ±45°, a tilt past 20° is taken.
        guard let (degrees, confidence) = try ink.textSkew(range: 45), confidence >= 3, abs(degrees) > 20 else { return nil }
        return degrees
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
