// Encodes gray and RGB buffers as PNG and JPEG bytes through Leptonica (one file for its calls).

import CLeptonica
import Foundation

/// PNG and JPEG encoding with a resolution tag, deterministic for equal pixels.
public enum ImageEncoder {
    /// An 8-bit gray PNG tagged with `dpi`.
    public static func png(_ image: GrayImage, dpi: Int) throws -> Data {
        try encode(makePix(image), dpi: dpi) { data, size, pix in pixWriteMemPng(data, size, pix, 0) }
    }

    /// A baseline JPEG of a gray image.
    public static func jpeg(_ image: GrayImage, quality: Int, dpi: Int) throws -> Data {
        try encode(makePix(image), dpi: dpi) { data, size, pix in pixWriteMemJpeg(data, size, pix, Int32(quality), 0) }
    }

    /// A baseline JPEG of an RGB image.
    public static func jpeg(_ image: RGBImage, quality: Int, dpi: Int) throws -> Data {
        try encode(makePix(image), dpi: dpi) { data, size, pix in pixWriteMemJpeg(data, size, pix, Int32(quality), 0) }
    }

    private static func encode(_ pix: UnsafeMutablePointer<PIX>?, dpi: Int,
                               write: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
                                       UnsafeMutablePointer<Int>, UnsafeMutablePointer<PIX>) -> Int32) throws -> Data {
        guard let pix else { throw CorpusError.rendering("Leptonica could not allocate an image") }
        var owned: UnsafeMutablePointer<PIX>? = pix
        defer { pixDestroy(&owned) }
        pixSetResolution(pix, Int32(dpi), Int32(dpi))
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard write(&bytes, &size, pix) == 0, let bytes else {
            throw CorpusError.rendering("Leptonica could not encode an image")
        }
        defer { lept_free(bytes) }
        return Data(bytes: bytes, count: size)
    }

    /// Leptonica packs 8-bit pixels four to a big-endian 32-bit word.
    private static func makePix(_ image: GrayImage) -> UnsafeMutablePointer<PIX>? {
        guard let pix = pixCreate(Int32(image.width), Int32(image.height), 8), let data = pixGetData(pix) else { return nil }
        let wordsPerLine = Int(pixGetWpl(pix))
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let line = data + y * wordsPerLine
                let row = y * image.width
                for x in 0..<image.width {
                    let shift = UInt32(24 - 8 * (x & 3))
                    line[x >> 2] |= UInt32(source[row + x]) << shift
                }
            }
        }
        return pix
    }

    /// 32-bit pixels are RGBA words with red in the top byte.
    private static func makePix(_ image: RGBImage) -> UnsafeMutablePointer<PIX>? {
        guard let pix = pixCreate(Int32(image.width), Int32(image.height), 32), let data = pixGetData(pix) else { return nil }
        let wordsPerLine = Int(pixGetWpl(pix))
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let line = data + y * wordsPerLine
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 3
                    line[x] = UInt32(source[i]) << 24 | UInt32(source[i + 1]) << 16 | UInt32(source[i + 2]) << 8
                }
            }
        }
        return pix
    }
}
