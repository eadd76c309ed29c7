// A word cut out of its page for a second reading: contrast-stretched and set on a white margin, so
// Tesseract reads it as a lone line that no neighbouring word, ruled line or grey paper disturbs.

import DocumentModel

extension Image {
    /// Words shorter than this many pixels are doubled in size before they are read.
    static let smallestReadableHeight = 24

    /// The part of the image inside `box` as an 8-bit image: its ink stretched to black and its paper
    /// to white, surrounded by `margin` white pixels (scaled up 2× when the box is very short). Its
    /// `resolution` is the page's, doubled with the size.
    /// - Throws: `ImagingError` when the crop or conversion fails (an empty box, say).
    public func isolated(_ box: BoundingBox, margin: Int) throws -> Image {
        let clipped = BoundingBox(x0: max(0, box.x0), y0: max(0, box.y0), x1: min(width, box.x1), y1: min(height, box.y1))
        guard !clipped.isEmpty else { throw ImagingError.operationFailed("isolate the empty box \(box)") }
        let pixels = try cropped(to: clipped).grayPixels()
        let ink = pixels.quantile(0.05) ?? 0, paper = pixels.quantile(0.95) ?? 255
        let range = Double(max(paper - ink, 1))
        var canvas = GrayPixels(width: pixels.width + 2 * margin, height: pixels.height + 2 * margin, filledWith: 255)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let stretched = (Double(Int(pixels[x, y]) - ink) / range * 255).rounded()
                canvas[x + margin, y + margin] = UInt8(min(max(stretched, 0), 255))
            }
        }
        let image = try Image(canvas)
        image.resolution = resolution
        guard pixels.height < Self.smallestReadableHeight else { return image }
        let doubled = try image.scaled(by: 2)
        doubled.resolution = resolution * 2
        return doubled
    }
}
