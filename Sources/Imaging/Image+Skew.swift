// Leptonica's skew search as an `Image` method: how far the text lines of a page are tilted.

import CLeptonica

extension Image {
    /// The text-line skew of this 1-bit image in degrees (positive: lines fall to the right, turn the
    /// page clockwise... by Leptonica's convention, rotate by the angle to correct) and the search's
    /// confidence, over a sweep of ±`range` degrees.
    /// - Throws: `ImagingError.operationFailed` when the image is not 1-bit or the search fails.
    public func textSkew(range: Double = 20) throws -> (degrees: Double, confidence: Double) {
        guard depth == 1 else { throw ImagingError.operationFailed("skew search needs a 1-bit image") }
        var angle: Float = 0, confidence: Float = 0
        let status = pixFindSkewSweepAndSearch(pix, &angle, &confidence, 2, 1, Float(range), 1, 0.01)
        guard status == 0 else { throw ImagingError.operationFailed("skew search") }
        return (Double(angle), Double(confidence))
    }
}
