// The imaging stage's entry point: takes a decoded page image, returns the image Tesseract should
// read plus what was done to it and what the user should know about the capture.

import DocumentModel

/// A page image ready for OCR, with the decisions that produced it.
public struct PreparedPage {
    public var image: Image
    /// The image's resolution in dots per inch after preparation (what Tesseract is told).
    public var resolution: Int
    /// Degrees the page was turned (orientation + deskew).
    public var rotation: Double
    /// The document's corners in the original image, when one was found and warped.
    public var quad: Quad?
    /// The steps applied, in order (e.g. `grayscale`, `downscale`).
    public var steps: [String]
    /// Capture-quality warnings ("move closer", "more light").
    public var warnings: [RecordWarning]
}

/// Turns raw page images into OCR-ready ones.
public struct PagePreparer: Sendable {
    /// The longest side, in pixels, a page is scaled down to before OCR. Tesseract reads text of
    /// 20–40 px x-height best; a 12 MP photo only costs time.
    public var maxLongSide: Int

    public init(maxLongSide: Int = 4200) {
        self.maxLongSide = maxLongSide
    }

    /// Prepares one page image that is assumed to be `resolution` dpi.
    public func prepare(_ image: Image, resolution: Int) throws -> PreparedPage {
        var steps: [String] = []
        var current = image
        var dpi = resolution
        if current.depth != 8 {
            current = try current.grayscale()
            steps.append("grayscale")
        }
        let longSide = max(current.width, current.height)
        if longSide > maxLongSide {
            let factor = Double(maxLongSide) / Double(longSide)
            current = try current.scaled(by: factor)
            dpi = max(72, Int(Double(dpi) * factor))
            steps.append("downscale")
        }
        return PreparedPage(image: current, resolution: dpi, rotation: 0, quad: nil, steps: steps, warnings: [])
    }
}
