// HEIC/HEIF photos (an iPhone's default format) read with libheif: the one file of the project that
// calls it, through the functions `CHeif` looks up when the first HEIC is read (the program does not
// link libheif). libheif's context, image handle, decoding options and decoded image live only inside
// one call here and are freed before it returns; what leaves is an `ImageHeader` or an owned `Image`.
//
// A phone stores a portrait photo's pixels sideways and says how to show them in the file's `irot`
// and `imir` boxes (ISO/IEC 23008-12; the EXIF Orientation a phone also writes is informative only
// and must not be applied again). libheif applies those boxes while decoding and sizes the handle
// as displayed, so both the header and the pixels here are upright.

import CHeif
import CLeptonica
import Foundation

extension ImageHeader {
    /// The size of a HEIF's primary image as it is displayed (its rotation and mirroring applied),
    /// read from the file's boxes without decoding a pixel; nil when libheif cannot parse the file.
    /// `samplesPerPixel` is 3: the image is always decoded to 8-bit colour (`Image(heif:reduction:)`;
    /// a 10-bit HEIC too), whatever `bitsPerSample` says it was coded with.
    ///
    /// libheif 1.15 turns the size only when the file lists its `irot` after its `ispe`, as phones
    /// write it (strukturag/libheif#1131); the other order gives the stored size, the same pixel
    /// count, which is all the pixel limit and `decodeReduction` use.
    public init?(heif data: Data) {
        let size = try? HEIF.withPrimaryImage(of: data) { handle, heif in
            (width: Int(heif.heif_image_handle_get_width(handle)), height: Int(heif.heif_image_handle_get_height(handle)),
             bits: Int(heif.heif_image_handle_get_luma_bits_per_pixel(handle)))
        }
        guard let size else { return nil }
        self.init(width: size.width, height: size.height, bitsPerSample: size.bits > 0 ? size.bits : 8, samplesPerPixel: 3)
    }
}

extension Image {
    /// Decodes a HEIF's primary image upright (libheif applies its rotation and mirroring) to a
    /// 32-bit colour image (3 samples per pixel) at 1/`reduction` of its displayed size, each output
    /// pixel the average of its `reduction`×`reduction` block (edge blocks of the pixels they have).
    ///
    /// libheif can only decode at full size; the reduction is done while the pixels are copied out
    /// of its buffer, so the full-size picture never exists as an `Image` too, and a 12 MP photo is
    /// read at the size a 12 MP JPEG is (`ImageHeader.decodeReduction`).
    /// - Throws: `ImagingError.undecodable` when libheif cannot decode the bytes (truncated, no
    ///   decoder for the file's codec); `ImagingError.libraryMissing` when libheif cannot be loaded;
    ///   `ImagingError.allocationFailed` when the pixels cannot be allocated.
    public convenience init(heif data: Data, reduction: Int) throws {
        let reduction = max(1, reduction)
        let pix = try HEIF.withPrimaryImage(of: data) { handle, heif -> UnsafeMutablePointer<PIX> in
            let options = heif.heif_decoding_options_alloc()
            defer { heif.heif_decoding_options_free(options) }
            options?.pointee.ignore_transformations = 0
            var decoded: OpaquePointer?
            let status = heif.heif_decode_image(handle, &decoded, heif_colorspace_RGB, heif_chroma_interleaved_RGB, options)
            defer { heif.heif_image_release(decoded) }
            guard status.code == heif_error_Ok, let decoded else { throw ImagingError.undecodable }
            let width = Int(heif.heif_image_get_width(decoded, heif_channel_interleaved))
            let height = Int(heif.heif_image_get_height(decoded, heif_channel_interleaved))
            var stride: Int32 = 0
            guard width > 0, height > 0,
                  let plane = heif.heif_image_get_plane_readonly(decoded, heif_channel_interleaved, &stride)
            else { throw ImagingError.undecodable }
            return try HEIF.reducedCopy(rgb: plane, stride: Int(stride), width: width, height: height, reduction: reduction)
        }
        self.init(owning: pix)
    }
}

/// Facts about libheif, which the first of these loads.
public enum HEIFInfo {
    /// The Debian package that installs libheif (what to tell a user whose machine lacks it).
    public static let package = "libheif1"

    /// e.g. "1.15.1"; nil when libheif cannot be loaded (`loadFailure` says why).
    public static var version: String? {
        (try? HEIF.library.get())?.heif_get_version().map { String(cString: $0) }
    }

    /// Why libheif could not be loaded (the dynamic loader's message), or nil when it was.
    public static var loadFailure: String? {
        guard case let .failure(.libraryMissing(_, reason)) = HEIF.library else { return nil }
        return reason
    }

    /// Whether libheif has an HEVC decoder (an iPhone photo's codec); a libheif built or packaged
    /// without one parses HEIC files but cannot decode them.
    public static var decodesHEVC: Bool {
        (try? HEIF.library.get()).map { $0.heif_have_decoder_for_format(heif_compression_HEVC) != 0 } ?? false
    }
}

/// libheif's functions, and its handles, each released in the scope that took it.
enum HEIF {
    /// Debian 12's libheif (package `HEIFInfo.package`).
    static let soname = "libheif.so.1"

    /// libheif loaded and its plugins (its decoders) registered once for the process, before any
    /// worker uses it: registering them lazily from several threads at once is not safe. Never
    /// unloaded or deinitialised: they live as long as the process.
    static let library: Result<rv_heif, ImagingError> = open(soname).flatMap { heif in
        heif.heif_init(nil).code == heif_error_Ok ? .success(heif)
            : .failure(.libraryMissing(library: "libheif", reason: "its decoders could not be registered"))
    }

    /// libheif's functions from the shared library `soname`.
    static func open(_ soname: String) -> Result<rv_heif, ImagingError> {
        var failure = [CChar](repeating: 0, count: 512)
        guard let functions = rv_heif_open(soname, &failure, failure.count) else {
            return .failure(.libraryMissing(library: "libheif", reason: String(cString: failure)))
        }
        return .success(functions.pointee)
    }

    /// Runs `body` on the primary image's handle of the HEIF in `data`; the context reads `data`
    /// in place (no copy) and is freed, with the handle, before this returns.
    /// - Throws: `ImagingError.libraryMissing` when libheif cannot be loaded;
    ///   `ImagingError.undecodable` when libheif cannot parse the file; what `body` throws.
    static func withPrimaryImage<T>(of data: Data, _ body: (OpaquePointer, rv_heif) throws -> T) throws -> T {
        let heif = try library.get()
        return try data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, let context = heif.heif_context_alloc() else { throw ImagingError.undecodable }
            defer { heif.heif_context_free(context) }
            guard heif.heif_context_read_from_memory_without_copy(context, base, buffer.count, nil).code == heif_error_Ok
            else { throw ImagingError.undecodable }
            var handle: OpaquePointer?
            let status = heif.heif_context_get_primary_image_handle(context, &handle)
            defer { heif.heif_image_handle_release(handle) }
            guard status.code == heif_error_Ok, let handle else { throw ImagingError.undecodable }
            return try body(handle, heif)
        }
    }

    /// A new 32-bit PIX (3 samples per pixel) of `width`×`height` interleaved RGB bytes reduced by
    /// `reduction`: ⌈width/reduction⌉×⌈height/reduction⌉ pixels, each the rounded mean of its block,
    /// stored as Leptonica's word 0xRRGGBB00 (red in the top byte, `L_RED_SHIFT` 24; the low byte
    /// zero, as Leptonica's own JPEG and PNG decoders leave it in a 3-sample image).
    ///
    /// RGB, not RGBA: libheif's RGBA bytes read as a little-endian word and byte-swapped are that
    /// word too (checked on markers-sideways.heic), one load a pixel, but the 4-byte buffer is the
    /// largest allocation of a decode: libheif's decode of a 12 MP HEIC alone peaked at 106 MB to
    /// RGBA and 94 MB to RGB (128 and 82 MB for one stored sideways; maximum RSS, MB of 1024 KB).
    /// - Throws: `ImagingError.allocationFailed` when the PIX cannot be allocated.
    static func reducedCopy(rgb plane: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int,
                            reduction: Int) throws -> UnsafeMutablePointer<PIX> {
        let outWidth = (width + reduction - 1) / reduction, outHeight = (height + reduction - 1) / reduction
        guard let pix = pixCreate(Int32(outWidth), Int32(outHeight), 32), let data = pixGetData(pix) else {
            throw ImagingError.allocationFailed(width: outWidth, height: outHeight)
        }
        pixSetSpp(pix, 3)
        let wordsPerLine = Int(pixGetWpl(pix))
        if reduction == 1 {
            for y in 0..<height {
                let row = plane + y * stride, line = data + y * wordsPerLine
                for x in 0..<width {
                    line[x] = UInt32(row[3 * x]) << 24 | UInt32(row[3 * x + 1]) << 16 | UInt32(row[3 * x + 2]) << 8
                }
            }
            return pix
        }
        // Sums of red, green and blue for one output row, added to row by row of its block.
        var sums = [UInt32](repeating: 0, count: 3 * outWidth)
        sums.withUnsafeMutableBufferPointer { sums in
            for outY in 0..<outHeight {
                let top = outY * reduction, bottom = min(top + reduction, height)
                sums.update(repeating: 0)
                for y in top..<bottom {
                    let row = plane + y * stride
                    for outX in 0..<outWidth {
                        var red: UInt32 = 0, green: UInt32 = 0, blue: UInt32 = 0
                        for x in outX * reduction..<min(outX * reduction + reduction, width) {
                            red += UInt32(row[3 * x]); green += UInt32(row[3 * x + 1]); blue += UInt32(row[3 * x + 2])
                        }
                        sums[3 * outX] += red; sums[3 * outX + 1] += green; sums[3 * outX + 2] += blue
                    }
                }
                let line = data + outY * wordsPerLine, rows = UInt32(bottom - top)
                for outX in 0..<outWidth {
                    let count = rows * UInt32(min(reduction, width - outX * reduction)), half = count / 2
                    let red = (sums[3 * outX] + half) / count, green = (sums[3 * outX + 1] + half) / count
                    let blue = (sums[3 * outX + 2] + half) / count
                    line[outX] = red << 24 | green << 16 | blue << 8
                }
            }
        }
        return pix
    }
}
