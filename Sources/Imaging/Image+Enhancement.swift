// Leptonica's tone operations as `Image` methods: flattening uneven lighting and restoring the
// contrast of faded print before OCR.

import CLeptonica

extension Image {
    /// Divides out the paper's illumination (shadows, vignetting), mapping the background to ~white.
    public func backgroundNormalized() throws -> Image {
        let gray = depth == 8 ? self : try grayscale()
        return try Image.wrapping(pixBackgroundNormSimple(gray.pix, nil, nil), "background normalisation")
    }

    /// Local contrast normalisation in `tile` × `tile` tiles (tiles with less than `minDifference`
    /// between dark and light are left alone): recovers faded thermal print.
    public func contrastNormalized(tile: Int, minDifference: Int = 40) throws -> Image {
        let gray = depth == 8 ? self : try grayscale()
        let side = Int32(max(5, tile))
        return try Image.wrapping(pixContrastNorm(nil, gray.pix, side, side, Int32(minDifference), 2, 2),
                                  "contrast normalisation")
    }

    /// Maps grey `black` to 0 and `white` to 255 linearly (clipping outside): a global contrast stretch.
    public func stretched(black: Int, white: Int, gamma: Double = 1) throws -> Image {
        let gray = depth == 8 ? self : try grayscale()
        return try Image.wrapping(pixGammaTRC(nil, gray.pix, Float(gamma), Int32(black), Int32(white)),
                                  "contrast stretch \(black)–\(white)")
    }
}
