// Leptonica's cleaning operations as `Image` methods: removing grain and specks, flattening uneven
// lighting and restoring the contrast of faded print before OCR.

import CLeptonica

extension Image {
    /// Each pixel replaced by the median of its `size` × `size` neighbourhood: removes grain and
    /// specks up to about half the window while keeping strokes wider than that.
    public func medianFiltered(size: Int = 3) throws -> Image {
        let gray = depth == 8 ? self : try grayscale()
        let odd = max(1, size | 1)
        return try Image.wrapping(pixMedianFilter(gray.pix, Int32(odd), Int32(odd)), "median filter \(odd)")
    }

    /// Divides out the paper's illumination (shadows, vignetting), mapping the background to ~white.
    public func backgroundNormalized() throws -> Image {
        let gray = depth == 8 ? self : try grayscale()
        return try Image.wrapping(pixBackgroundNormSimple(gray.pix, nil, nil), "background normalisation")
    }

    /// Maps grey `black` to 0 and `white` to 255 linearly (clipping outside): a global contrast stretch.
    public func stretched(black: Int, white: Int, gamma: Double = 1) throws -> Image {
        let gray = depth == 8 ? self : try grayscale()
        return try Image.wrapping(pixGammaTRC(nil, gray.pix, Float(gamma), Int32(black), Int32(white)),
                                  "contrast stretch \(black)–\(white)")
    }
}
