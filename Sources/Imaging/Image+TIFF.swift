// TIFF pages one at a time: how many there are and what each declares, read before any page is
// decoded, so a many-page or huge-page TIFF is refused before it is decoded (decoding all
// pages at once would hold every page in memory and decompress a bomb on page 2).

import CLeptonica
import Foundation

extension Image {
    /// The number of pages (directories) of a TIFF; nil when it cannot be read as one.
    public static func tiffPageCount(encoded data: Data) -> Int? {
        data.withUnsafeBytes { buffer -> Int? in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress,
                  let file = fopenReadFromMemory(base, buffer.count) else { return nil }
            defer { fclose(file) }
            var count: Int32 = 0
            guard tiffGetCount(file, &count) == 0 else { return nil }
            return Int(count)
        }
    }

    /// What page `page` (0-based) of a TIFF declares; nil when it cannot be read.
    public static func tiffPageHeader(encoded data: Data, page: Int) -> ImageHeader? {
        var width: Int32 = 0, height: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0
        var resolution: Int32 = 0, colormap: Int32 = 0, format: Int32 = 0
        let status: Int32 = data.withUnsafeBytes { buffer in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return 1 }
            return readHeaderMemTiff(base, buffer.count, Int32(page), &width, &height, &bps, &spp,
                                     &resolution, &colormap, &format)
        }
        guard status == 0 else { return nil }
        return ImageHeader(width: Int(width), height: Int(height), bitsPerSample: Int(bps), samplesPerPixel: Int(spp))
    }

    /// Decodes page `page` (0-based) of a TIFF.
    /// - Throws: `ImagingError.undecodable` when the page cannot be decoded.
    public convenience init(tiffPage page: Int, encoded data: Data) throws {
        let decoded: UnsafeMutablePointer<PIX>? = data.withUnsafeBytes { buffer in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return pixReadMemTiff(base, buffer.count, Int32(page))
        }
        guard let decoded else { throw ImagingError.undecodable }
        self.init(owning: decoded)
    }
}

extension ImageHeader {
    public init(width: Int, height: Int, bitsPerSample: Int, samplesPerPixel: Int) {
        self.width = width; self.height = height
        self.bitsPerSample = bitsPerSample; self.samplesPerPixel = samplesPerPixel
    }
}
