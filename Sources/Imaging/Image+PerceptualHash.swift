// A perceptual hash of a page: two scans or photos of the same paper give nearly the same bits,
// different papers do not. The library compares them to find a document filed twice from
// different bytes (a rescan).

import CLeptonica
import Foundation

extension Image {
    /// A 256-bit difference hash as 64 hex digits: the page shrunk to 17×16 grey cells (area
    /// averaged), one bit per pair of horizontally adjacent cells, set when the left one is brighter.
    /// - Throws: `ImagingError.operationFailed` when the page cannot be scaled.
    public func differenceHash() throws -> String {
        let grey = try grayscale()
        guard let small = pixScaleToSize(grey.pix, 17, 16) else { throw ImagingError.operationFailed("scale to 17×16") }
        let pixels = try Image(owning: small).grayscale().grayPixels()
        var bits: [Bool] = []
        for y in 0..<16 {
            for x in 0..<16 { bits.append(pixels[x, y] > pixels[x + 1, y]) }
        }
        return stride(from: 0, to: bits.count, by: 4).map { start in
            String(bits[start..<start + 4].reduce(0) { $0 << 1 | ($1 ? 1 : 0) }, radix: 16)
        }.joined()
    }
}
