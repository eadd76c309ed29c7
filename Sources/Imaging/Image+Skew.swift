// Leptonica's skew search as an `Image` method: how far the text lines of a page are tilted.

import CLeptonica

extension Image {
    /// The text-line skew of this 1-bit image in degrees, searched over ±`range` degrees, and the
    /// search's confidence: `rotated(byDegrees:)` by the angle straightens the lines. Nil when the
    /// image has no lines to measure (Leptonica refuses an empty page).
    /// - Throws: `ImagingError.operationFailed` when the image is not 1-bit.
    public func textSkew(range: Double = 20) throws -> (degrees: Double, confidence: Double)? {
        guard depth == 1 else { throw ImagingError.operationFailed("skew search needs a 1-bit image") }
        var angle: Float = 0, confidence: Float = 0
        let status = pixFindSkewSweepAndSearch(pix, &angle, &confidence, 2, 1, Float(range), 1, 0.01)
        guard status == 0 else { return nil }
        return (Double(angle), Double(confidence))
    }
}
