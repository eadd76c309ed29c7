// Copies between Leptonica's packed pixel words and plain Swift arrays, so measurements and fits
// can run on `GrayPixels` and synthetic test images can be drawn in Swift.

import CLeptonica

extension Image {
    /// The pixels as 8-bit grey (colour is converted, 1-bit is expanded to 0/255).
    /// - Throws: `ImagingError.operationFailed` when the conversion fails.
    public func grayPixels() throws -> GrayPixels {
        let gray: Image
        if depth == 1 {
            guard let expanded = pixConvert1To8(nil, pix, 255, 0) else {
                throw ImagingError.operationFailed("expand 1-bit image")
            }
            gray = Image(owning: expanded)
        } else {
            gray = try asGray()
        }
        let width = gray.width, height = gray.height
        guard let data = pixGetData(gray.pix) else { throw ImagingError.operationFailed("read pixels") }
        let wordsPerLine = Int(pixGetWpl(gray.pix))
        let values = [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
            guard let start = out.baseAddress else { count = 0; return }
            // Leptonica keeps 8-bit pixels big-endian inside each 32-bit word: whole words are
            // byte-swapped into place (the compiler does many at a time), a line's tail one by one.
            let wholeWords = width / 4
            let base = UnsafeMutableRawPointer(start)
            for y in 0..<height {
                let line = data + y * wordsPerLine
                let row = y * width
                for word in 0..<wholeWords {
                    base.storeBytes(of: line[word].byteSwapped, toByteOffset: row + 4 * word, as: UInt32.self)
                }
                for x in (4 * wholeWords)..<width {
                    out[row + x] = UInt8(truncatingIfNeeded: line[x >> 2] >> UInt32(24 - 8 * (x & 3)))
                }
            }
            count = width * height
        }
        return GrayPixels(width: width, height: height, values: values)
    }

    /// An 8-bit grey image holding `pixels`.
    /// - Throws: `ImagingError.allocationFailed` when the image cannot be created.
    public convenience init(_ pixels: GrayPixels) throws {
        guard pixels.width > 0, pixels.height > 0,
              let pix = pixCreate(Int32(pixels.width), Int32(pixels.height), 8), let data = pixGetData(pix) else {
            throw ImagingError.allocationFailed(width: pixels.width, height: pixels.height)
        }
        let wordsPerLine = Int(pixGetWpl(pix))
        pixels.values.withUnsafeBufferPointer { source in
            for y in 0..<pixels.height {
                let line = data + y * wordsPerLine
                let row = y * pixels.width
                for word in 0..<wordsPerLine {
                    var packed: UInt32 = 0
                    for byte in 0..<4 {
                        let x = word * 4 + byte
                        let value = x < pixels.width ? UInt32(source[row + x]) : 0
                        packed |= value << UInt32(24 - 8 * byte)
                    }
                    line[word] = packed
                }
            }
        }
        self.init(owning: pix)
    }
}
