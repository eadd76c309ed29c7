// Leptonica's cleaning operations as `Image` methods: removing grain and specks, flattening uneven
// lighting and restoring the contrast of faded print before OCR.

import CLeptonica

extension Image {
    /// Each pixel replaced by the median of its `size` × `size` neighbourhood: removes grain and
    /// specks up to about half the window while keeping strokes wider than that.
    public func medianFiltered(size: Int = 3) throws -> Image {
        let gray = try asGray()
        let odd = max(1, size | 1)
        if odd == 3 { return try gray.median3x3() }
        return try gray.rankFilterMedian(size: odd)
    }

    /// Leptonica's median over a `size` × `size` window (any odd size; the reference `median3x3`
    /// is tested against).
    func rankFilterMedian(size: Int) throws -> Image {
        try Image.wrapping(pixMedianFilter(pix, Int32(size), Int32(size)), "median filter \(size)")
    }

    /// `pixMedianFilter(pix, 3, 3)`, pixel for pixel (the edge rows and columns repeated outward),
    /// five times faster: Leptonica's rank filter keeps a histogram per pixel for any window, while
    /// the median of nine is the median of the columns' three sorted triples' lows' maximum, mids'
    /// median and highs' minimum.
    func median3x3() throws -> Image {
        let width = self.width, height = self.height
        guard isGray, width > 0, height > 0, let source = pixGetData(pix),
              let target = pixCreate(Int32(width), Int32(height), 8), let output = pixGetData(target) else {
            throw ImagingError.allocationFailed(width: width, height: height)
        }
        pixCopyResolution(target, pix)
        let sourceLine = 4 * Int(pixGetWpl(pix)), targetLine = 4 * Int(pixGetWpl(target))
        let from = UnsafeRawPointer(source).assumingMemoryBound(to: UInt8.self)
        let to = UnsafeMutableRawPointer(output).assumingMemoryBound(to: UInt8.self)
        // Three rows unpacked with their edge pixel repeated either side; the column triples sorted.
        let padded = width + 2
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 7 * padded)
        defer { buffer.deallocate() }
        var (above, row, below) = (buffer, buffer + padded, buffer + 2 * padded)
        let low = buffer + 3 * padded, mid = buffer + 4 * padded, high = buffer + 5 * padded
        let median = buffer + 6 * padded
        // Leptonica keeps 8-bit pixels big-endian in 32-bit words: pixel x is byte x ^ 3. Whole words
        // are turned with a byte swap (which the compiler does many at a time), the rest one by one.
        let wholeWords = width / 4
        func unpack(_ y: Int, into pixels: UnsafeMutablePointer<UInt8>) {
            let line = from + min(max(y, 0), height - 1) * sourceLine
            let words = UnsafeRawPointer(line), unpacked = UnsafeMutableRawPointer(pixels + 1)
            for w in 0..<wholeWords {
                unpacked.storeBytes(of: words.load(fromByteOffset: 4 * w, as: UInt32.self).byteSwapped,
                                    toByteOffset: 4 * w, as: UInt32.self)
            }
            for x in (4 * wholeWords)..<width { pixels[x + 1] = line[x ^ 3] }
            pixels[0] = pixels[1]; pixels[width + 1] = pixels[width]
        }
        unpack(-1, into: above); unpack(0, into: row); unpack(1, into: below)
        for y in 0..<height {
            if y > 0 {
                // The window moves down a row: the buffer of the row that left it takes the next one.
                (above, row, below) = (row, below, above)
                unpack(y + 1, into: below)
            }
            for x in 0..<padded {
                let a = above[x], b = row[x], c = below[x]
                let ab = min(a, b), ba = max(a, b)
                low[x] = min(ab, c)
                high[x] = max(ba, c)
                mid[x] = max(ab, min(ba, c))
            }
            for x in 0..<width {
                let lows = max(low[x], max(low[x + 1], low[x + 2]))
                let highs = min(high[x], min(high[x + 1], high[x + 2]))
                let m0 = mid[x], m1 = mid[x + 1], m2 = mid[x + 2]
                let mids = max(min(m0, m1), min(max(m0, m1), m2))
                median[x] = max(min(lows, mids), min(max(lows, mids), highs))
            }
            let line = to + y * targetLine
            let words = UnsafeMutableRawPointer(line), medians = UnsafeRawPointer(median)
            for w in 0..<wholeWords {
                words.storeBytes(of: medians.loadUnaligned(fromByteOffset: 4 * w, as: UInt32.self).byteSwapped,
                                 toByteOffset: 4 * w, as: UInt32.self)
            }
            for x in (4 * wholeWords)..<width { line[x ^ 3] = median[x] }
        }
        return Image(owning: target)
    }

    /// Divides out the paper's illumination (shadows, vignetting), mapping the background to ~white.
    public func backgroundNormalized() throws -> Image {
        let gray = try asGray()
        return try Image.wrapping(pixBackgroundNormSimple(gray.pix, nil, nil), "background normalisation")
    }

    /// Divides out the paper's light as a grey closing estimates it (Leptonica's morphological
    /// background map, `reduction` 4, closing `size` 11 at that reduction), with solid ink left out:
    /// pixels darker than `inkBelow` that stay after an opening by a `brick`-px square (a logo, a dark
    /// band; not strokes) and `grow` px around them are filled from the paper around them, and the map
    /// is box-smoothed (half-width `smooth` at the reduction) before dividing, so no block is left
    /// beside a logo. Tiles (`backgroundNormalized`) take a blurred photo's grey print for paper and
    /// divide it away; a closing keeps it, but errs elsewhere: a page is read both ways (see
    /// `PreparedPage.second`).
    public func backgroundFlattenedByClosing(inkBelow: Int = 100, brick: Int = 15, grow: Int = 9,
                                             reduction: Int = 4, size: Int = 11, smooth: Int = 2) throws -> Image {
        let gray = try asGray()
        let ink = try Image.wrapping(pixThresholdToBinary(gray.pix, Int32(inkBelow)), "ink mask")
        let solid = try Image.wrapping(pixOpenBrick(nil, ink.pix, Int32(brick), Int32(brick)), "solid ink")
        let side = Int32(2 * grow + 1)
        let excluded = try Image.wrapping(pixDilateBrick(nil, solid.pix, side, side), "solid ink grown")
        var map: UnsafeMutablePointer<PIX>?
        guard pixGetBackgroundGrayMapMorph(gray.pix, excluded.pix, Int32(reduction), Int32(size), &map) == 0 else {
            throw ImagingError.operationFailed("background map by closing")
        }
        let background = try Image.wrapping(map, "background map by closing")
        let inverse = try Image.wrapping(pixGetInvBackgroundMap(background.pix, Int32(PreparationPlan.normalizedPaper),
                                                                Int32(smooth), Int32(smooth)), "inverse background map")
        return try Image.wrapping(pixApplyInvBackgroundGrayMap(gray.pix, inverse.pix, Int32(reduction), Int32(reduction)),
                                  "background division")
    }

    /// Maps grey `black` to 0 and `white` to 255 linearly (clipping outside): a global contrast stretch.
    public func stretched(black: Int, white: Int, gamma: Double = 1) throws -> Image {
        let gray = try asGray()
        return try Image.wrapping(pixGammaTRC(nil, gray.pix, Float(gamma), Int32(black), Int32(white)),
                                  "contrast stretch \(black)–\(white)")
    }
}
