// The one owner of Leptonica `PIX` handles: every image in the pipeline is an `Image`, which frees its
// pixels in deinit. All Leptonica calls of the project live in this file and its `Image+*.swift`
// siblings, so the rest of the code sees Swift values only.

import CLeptonica
import DocumentModel
import Foundation

/// An image in memory, owned. Not `Sendable`: a worker creates, transforms and reads its images
/// itself (Leptonica handles must not cross tasks).
public final class Image {
    /// The owned handle. `package` so the OCR module can hand it to Tesseract without a copy.
    package private(set) var pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix`.
    package init(owning pix: UnsafeMutablePointer<PIX>) {
        self.pix = pix
    }

    /// Takes ownership of the result of a Leptonica call, which returns nil on failure.
    /// - Throws: `ImagingError.operationFailed(operation)` when `pix` is nil.
    package static func wrapping(_ pix: UnsafeMutablePointer<PIX>?, _ operation: @autoclosure () -> String) throws -> Image {
        guard let pix else { throw ImagingError.operationFailed(operation()) }
        return Image(owning: pix)
    }

    deinit {
        var handle: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&handle)
    }

    /// Set by the OCR engine that holds these pixels between readings (see `shareStorage`), and
    /// called before another engine is given them: the holder lets go first, so the page is never
    /// held twice.
    package var engineHold: (() -> Void)?

    /// Holds the pixels of `copy` from now on instead of its own, when `copy` is a copy of this image
    /// (same size, depth, samples per pixel and colour map; the caller vouches for the pixels): Tesseract copies every image it is
    /// given, so a page being read sat in memory twice — ours, kept for the re-reads after, and the
    /// engine's — ~9 MB per worker for an A4 page at 300 dpi, more for an enlarged photo. Sharing
    /// the engine's copy (a Leptonica clone, counted) frees ours while it reads; the engine lets go of
    /// its reference when it is cleared. Returns whether the pixels are shared.
    @discardableResult
    package func shareStorage(withCopy copy: UnsafeMutablePointer<PIX>) -> Bool {
        // Tesseract converts what it cannot read as given (a colour map, 2 or 4 bits a pixel, an alpha
        // channel): those copies differ in depth, colour map or samples per pixel, and are not taken.
        guard copy != pix, pixGetWidth(copy) == pixGetWidth(pix), pixGetHeight(copy) == pixGetHeight(pix),
              pixGetDepth(copy) == pixGetDepth(pix), pixGetSpp(copy) == pixGetSpp(pix),
              (pixGetColormap(copy) == nil) == (pixGetColormap(pix) == nil),
              let clone = pixClone(copy) else { return false }
        var own: UnsafeMutablePointer<PIX>? = pix
        pix = clone
        pixDestroy(&own)
        return true
    }

    public var width: Int { Int(pixGetWidth(pix)) }
    public var height: Int { Int(pixGetHeight(pix)) }
    /// The resolution recorded in the image (dots per inch; 0 when unknown). Written into PNG and
    /// JPEG output, and read by Tesseract when it is handed the image without an explicit one.
    public var resolution: Int {
        get { Int(pixGetXRes(pix)) }
        set { pixSetResolution(pix, Int32(newValue), Int32(newValue)) }
    }

    /// The horizontal and vertical resolutions recorded in the image (0 when unknown).
    public var resolutions: (x: Int, y: Int) { (Int(pixGetXRes(pix)), Int(pixGetYRes(pix))) }

    /// Bits per pixel: 1, 8 or 32 in this pipeline.
    public var depth: Int { Int(pixGetDepth(pix)) }

    /// Decodes an encoded image (JPEG, PNG, TIFF first page, BMP, GIF, WebP).
    /// - Throws: `ImagingError.undecodable` when Leptonica cannot decode the bytes.
    public convenience init(encoded data: Data) throws {
        let decoded: UnsafeMutablePointer<PIX>? = data.withUnsafeBytes { buffer in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return pixReadMem(base, buffer.count)
        }
        guard let decoded else { throw ImagingError.undecodable }
        self.init(owning: decoded)
    }

    /// Decodes a JPEG at 1/`reduction` of its size (1, 2, 4 or 8), which libjpeg does while
    /// decoding: a 12-megapixel photo never occupies memory at full size.
    /// - Throws: `ImagingError.undecodable` when the bytes are not a decodable JPEG.
    public convenience init(jpeg data: Data, reduction: Int) throws {
        let decoded: UnsafeMutablePointer<PIX>? = data.withUnsafeBytes { buffer in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var warnings: Int32 = 0
            return pixReadMemJpeg(base, buffer.count, 0, Int32(reduction), &warnings, 0)
        }
        guard let decoded else { throw ImagingError.undecodable }
        self.init(owning: decoded)
    }

    /// Decodes every page of a multi-page TIFF.
    /// - Throws: `ImagingError.undecodable` when the TIFF cannot be read.
    public static func tiffPages(encoded data: Data) throws -> [Image] {
        let pixa: UnsafeMutablePointer<PIXA>? = data.withUnsafeBytes { buffer in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return pixaReadMemMultipageTiff(base, buffer.count)
        }
        guard let pixa else { throw ImagingError.undecodable }
        defer { var handle: UnsafeMutablePointer<PIXA>? = pixa; pixaDestroy(&handle) }
        let count = Int(pixaGetCount(pixa))
        var pages: [Image] = []
        for index in 0..<count {
            guard let page = pixaGetPix(pixa, Int32(index), Int32(L_COPY)) else { continue }
            pages.append(Image(owning: page))
        }
        guard !pages.isEmpty else { throw ImagingError.undecodable }
        return pages
    }

    /// A black 8-bit grey image of `width`×`height`, to be filled band by band with
    /// `storeGray(fromRGB24:stride:rows:)` (a page rendered in bands never holds a full colour copy).
    /// - Throws: `ImagingError.allocationFailed` when the pixels cannot be allocated.
    public static func gray(width: Int, height: Int) throws -> Image {
        guard width > 0, height > 0, let pix = pixCreate(Int32(width), Int32(height), 8) else {
            throw ImagingError.allocationFailed(width: width, height: height)
        }
        return Image(owning: pix)
    }

    /// Converts rows of 32-bit `0x00RRGGBB` pixels (cairo's RGB24 layout, `stride` bytes apart, as
    /// wide as this image) to grey and stores them as this 8-bit image's rows `rows`.
    public func storeGray(fromRGB24 bytes: UnsafeRawPointer, stride: Int, rows: Range<Int>) {
        guard depth == 8, let data = pixGetData(pix) else { return }
        let wordsPerLine = Int(pixGetWpl(pix)), width = self.width
        for y in rows.clamped(to: 0..<height) {
            let source = bytes.advanced(by: (y - rows.lowerBound) * stride).assumingMemoryBound(to: UInt32.self)
            let line = UnsafeMutableRawPointer(data + y * wordsPerLine)
            for x in 0..<width {
                let rgb = source[x]
                let red = (rgb >> 16) & 0xFF, green = (rgb >> 8) & 0xFF, blue = rgb & 0xFF
                let grey = (red * 299 + green * 587 + blue * 114 + 500) / 1000
                // Leptonica stores 8-bit pixels big-endian within each 32-bit word.
                let word = line.assumingMemoryBound(to: UInt32.self).advanced(by: x >> 2)
                let shift = UInt32(24 - 8 * (x & 3))
                word.pointee = (word.pointee & ~(0xFF << shift)) | (grey << shift)
            }
        }
    }

    /// Whether the image is plain 8-bit grey: 8 bits a pixel without a colour map (a 256-colour
    /// PNG or a GIF is 8 bits a pixel too, but its values index a palette).
    public var isGray: Bool { depth == 8 && pixGetColormap(pix) == nil }

    /// The image as 8-bit grey (a copy when it is not grey already). An image with an alpha
    /// channel is laid on white first, as a viewer shows it: print on a transparent background
    /// (its colour often black) would otherwise vanish into a black page.
    public func grayscale() throws -> Image {
        if isGray { return try copy() }
        if hasAlpha { return try laidOnWhite().grayscale() }
        guard let converted = pixConvertTo8(pix, 0) else { throw ImagingError.operationFailed("convert to grey") }
        return Image(owning: converted)
    }

    /// Whether the image carries an alpha channel (32 bits a pixel, four samples).
    public var hasAlpha: Bool { depth == 32 && pixGetSpp(pix) == 4 }

    /// The image laid on white as a viewer shows it (itself when it has no alpha channel).
    public func laidOnWhite() throws -> Image {
        guard hasAlpha else { return self }
        return try Image.wrapping(pixAlphaBlendUniform(pix, 0xFFFF_FF00), "lay on white")
    }

    /// The image with square pixels: a page whose horizontal and vertical resolutions differ by
    /// more than a tenth (a fax's standard mode, 204 × 98 dpi) stretched along its coarser axis, as
    /// grey, both resolutions then the finer one; the image itself when its pixels are square or
    /// its resolution unknown.
    public func withSquarePixels() throws -> Image {
        let (x, y) = (Double(resolutions.x), Double(resolutions.y))
        guard x > 0, y > 0, abs(x / y - 1) > 0.1 else { return self }
        let gray = try asGray()
        let stretched = try Image.wrapping(pixScale(gray.pix, Float(max(1, y / x)), Float(max(1, x / y))),
                                           "stretch to square pixels")
        stretched.resolution = Int(max(x, y))
        return stretched
    }

    /// The image itself when it is plain grey, else its grey conversion.
    func asGray() throws -> Image {
        isGray ? self : try grayscale()
    }

    /// A deep copy.
    public func copy() throws -> Image {
        guard let copied = pixCopy(nil, pix) else { throw ImagingError.operationFailed("copy") }
        return Image(owning: copied)
    }

    /// The image scaled by `factor` (area-averaging down, linear interpolation up): Leptonica's
    /// `pixScaleGeneral(pix, factor, factor, 0, 1)`, pixel for pixel; by `CLeptonicaKernels` where
    /// the library would run its general loops (`ScalingKernel`).
    public func scaled(by factor: Double) throws -> Image {
        let scale = Float(factor)
        if LeptonicaKernels.agreeWithLibrary, let kernel = ScalingKernel(scale: scale, of: self) { return try kernel.scaled(self) }
        guard let scaled = pixScaleGeneral(pix, scale, scale, 0, 1) else {
            throw ImagingError.operationFailed("scale by \(factor)")
        }
        return Image(owning: scaled)
    }

    /// The image scaled to exactly `width` × `height` pixels (1-bit images by sampling).
    public func scaled(toWidth width: Int, height: Int) throws -> Image {
        try Image.wrapping(pixScaleToSize(pix, Int32(width), Int32(height)), "scale to \(width)×\(height)")
    }

    /// PNG bytes of the image.
    public func pngData() throws -> Data {
        try encode("PNG") { data, size in pixWriteMemPng(&data, &size, pix, 0) }
    }

    /// JPEG bytes at `quality` (1...100); 1- and 8-bit images are written grey, 32-bit in colour;
    /// `progressive` writes a progressive JPEG (as many scanners and phones do) instead of a baseline one.
    public func jpegData(quality: Int = 85, progressive: Bool = false) throws -> Data {
        try encode("JPEG") { data, size in pixWriteMemJpeg(&data, &size, pix, Int32(quality), progressive ? 1 : 0) }
    }

    private func encode(_ format: String,
                        _ write: (inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard write(&bytes, &size) == 0, let bytes else { throw ImagingError.operationFailed("write \(format)") }
        defer { free(bytes) }
        return Data(bytes: bytes, count: size)
    }
}

/// What an encoded image says about itself before it is decoded: enough to refuse a
/// decompression bomb without allocating its pixels.
public struct ImageHeader: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var bitsPerSample: Int
    public var samplesPerPixel: Int

    /// Reads the header of an encoded image; nil when Leptonica does not recognise it.
    public init?(encoded data: Data) {
        var format: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        var bps: Int32 = 0, spp: Int32 = 0, colormap: Int32 = 0
        let status: Int32 = data.withUnsafeBytes { buffer in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return 1 }
            return pixReadHeaderMem(base, buffer.count, &format, &width, &height, &bps, &spp, &colormap)
        }
        guard status == 0 else { return nil }
        self.width = Int(width); self.height = Int(height)
        self.bitsPerSample = Int(bps); self.samplesPerPixel = Int(spp)
    }

    public var pixelCount: Int { width * height }

    /// The most bytes a photo or scan is decoded to at full size: an 8 MP colour photo (JPEG and HEIC
    /// are decoded to 32 bits a colour pixel), a 32 MP grey scan. Larger photos are decoded at half
    /// or a quarter size (their text is still larger than Tesseract needs, and a full-size 12 MP colour
    /// decode costs ~50 MB per worker); a grey A4 page scanned at 300 dpi (8.7 MP, 8.7 MB) is not:
    /// decoded at half size its text had to be enlarged ×1.8–2.3 again and read worse (12 such JPEG
    /// scans of corpus-foreign/dev: 79.9 → 86.4% of fields).
    public static let fullSizeDecodeBytes = 32_000_000

    /// The reduction a JPEG or HEIC of this size is decoded at: 1 (full size), 2 or 4 (a JPEG by
    /// libjpeg's DCT scaling, a HEIC by averaging blocks, `Image(heif:reduction:)`).
    public var decodeReduction: Int {
        let bytes = pixelCount * (samplesPerPixel == 1 ? 1 : 4)
        if bytes <= Self.fullSizeDecodeBytes { return 1 }
        return bytes <= 4 * Self.fullSizeDecodeBytes ? 2 : 4
    }
}

/// Quiets Leptonica's own messages on stderr (it prints for every unreadable input, which the
/// pipeline reports itself in the output record).
public enum LeptonicaMessages {
    public static func silence() {
        setMsgSeverity(Int32(L_SEVERITY_NONE))
    }
}

/// Errors of the imaging stage.
public enum ImagingError: Error, Equatable, CustomStringConvertible {
    case undecodable
    case allocationFailed(width: Int, height: Int)
    case operationFailed(String)
    /// A library a format needs (libheif for HEIC) could not be loaded: why, as the loader says.
    case libraryMissing(library: String, reason: String)

    public var description: String {
        switch self {
        case .undecodable: "the image data could not be decoded"
        case let .libraryMissing(library, reason): "\(library) could not be loaded (\(reason))"
        case let .allocationFailed(width, height): "could not allocate a \(width)×\(height) image"
        case let .operationFailed(what): "image operation failed: \(what)"
        }
    }
}

/// Facts about the linked Leptonica library.
public enum LeptonicaInfo {
    /// e.g. "leptonica-1.82.0".
    public static var version: String {
        guard let raw = getLeptonicaVersion() else { return "unknown" }
        defer { free(raw) }
        return String(cString: raw)
    }
}
