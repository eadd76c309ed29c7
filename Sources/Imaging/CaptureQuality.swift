// Turns measurements of a page capture into the product's coaching warnings ("hold steady", "more
// light", "move closer"). Thresholds are calibrated so clean scans raise none.

import DocumentModel

/// What was measured about one capture, in the original image's terms.
public struct CaptureMeasurements: Sendable, Equatable {
    /// Paper and ink tones before any cleaning; nil when no text was found.
    public var tone: PageTone?
    /// Edge sharpness (0.25 blurred … 1 crisp); nil when there were too few edges.
    public var sharpness: Double?
    /// Typical character height in the original pixels; nil when no text was found.
    public var characterHeight: Double?
    /// The detector's view of the document in the frame.
    public var outline: DocumentOutline
    /// Grain of the paper in grey levels (0 for a rendered page, 3.5 and more for a grainy scan);
    /// nil when not measured.
    public var grain: Double?

    public init(tone: PageTone?, sharpness: Double?, characterHeight: Double?, outline: DocumentOutline,
                grain: Double? = nil) {
        self.tone = tone; self.sharpness = sharpness
        self.characterHeight = characterHeight; self.outline = outline; self.grain = grain
    }
}

/// The limits below which a capture earns a warning.
public struct CaptureThresholds: Sendable {
    public var minimumSharpness = 0.38
    public var minimumPaperBrightness = 105
    public var minimumContrast = 60
    public var minimumCharacterHeight = 9.0
    public var minimumCoverage = 0.12
    public var maximumGlare = 0.04

    public init() {}

    /// The warnings `measurements` deserve, in a fixed order.
    public func warnings(for measurements: CaptureMeasurements) -> [RecordWarning] {
        var warnings: [RecordWarning] = []
        if let sharpness = measurements.sharpness, sharpness < minimumSharpness {
            warnings.append(RecordWarning(code: "blurred",
                                          message: "The photo is blurred: hold the phone steady and let it focus before taking the picture."))
        }
        if let tone = measurements.tone {
            if tone.paper < minimumPaperBrightness {
                warnings.append(RecordWarning(code: "too_dark",
                                              message: "The photo is too dark: take it in more light."))
            } else if tone.contrast < minimumContrast {
                warnings.append(RecordWarning(code: "low_contrast",
                                              message: "The print is faint against the paper: use more even light, or scan faded receipts soon after purchase."))
            }
            if tone.glare > maximumGlare {
                warnings.append(RecordWarning(code: "glare",
                                              message: "Part of the document is washed out by glare: tilt the phone or move away from the lamp."))
            }
        }
        let outline = measurements.outline
        let small = outline.verdict == .found && outline.coverage < minimumCoverage
        if let height = measurements.characterHeight, height < minimumCharacterHeight || small {
            warnings.append(RecordWarning(code: "low_resolution",
                                          message: "The text is too small to read reliably: move closer so the document fills the frame."))
        }
        if outline.verdict == .found, outline.cutOffEdges.contains(true) {
            let names = zip(["top", "right", "bottom", "left"], outline.cutOffEdges).filter(\.1).map(\.0)
            warnings.append(RecordWarning(code: "cut_off",
                                          message: "The document runs off the \(names.joined(separator: " and ")) edge of the photo: fit the whole document in the frame."))
        }
        return warnings
    }
}
