// Bad, strange and hostile inputs made at test time (nothing big is committed): hand-written
// PNG, TIFF, JPEG and PDF bytes with crafted headers (encrypted PDFs: `QPDF.encrypted`).

import CLeptonica
import Foundation
import Imaging
import Ingest

enum BadInputFixtures {
    // MARK: PNG

    /// A PNG with the given IHDR and rows (each row without its filter byte); the pixel data is
    /// stored uncompressed (deflate "stored" blocks) so no compressor is needed.
    static func png(width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 0, rows: [[UInt8]]) -> Data {
        var raw: [UInt8] = []
        for row in rows { raw.append(0); raw += row }
        return png(width: width, height: height, bitDepth: bitDepth, colorType: colorType, idat: zlibStored(raw))
    }

    /// A PNG whose IHDR declares `width`×`height` but whose IDAT is whatever is given.
    static func png(width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 0, idat: [UInt8]) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", bigEndian32(width) + bigEndian32(height) + [bitDepth, colorType, 0, 0, 0])
        bytes += chunk("IDAT", idat)
        bytes += chunk("IEND", [])
        return Data(bytes)
    }

    /// A uniform grey PNG page.
    static func uniformPNG(width: Int, height: Int, grey: UInt8) -> Data {
        png(width: width, height: height, rows: Array(repeating: Array(repeating: grey, count: width), count: height))
    }

    private static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + payload
        return bigEndian32(payload.count) + typed + bigEndian32(Int(crc32(typed)))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
            out += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + bigEndian32(Int(b << 16 | a))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    // MARK: TIFF

    /// One page of a TIFF: `photometric` 1 is grey (min is black), 5 is CMYK (separated);
    /// `samples` are the interleaved sample bytes (may be fewer than declared, for a crafted header).
    struct TIFFPage {
        var width: Int, height: Int, bitsPerSample: Int, samplesPerPixel: Int, photometric: Int
        var samples: [UInt8]
    }

    /// An uncompressed little-endian TIFF of one page.
    static func tiff(width: Int, height: Int, bitsPerSample: Int, samplesPerPixel: Int,
                     photometric: Int, samples: [UInt8]) -> Data {
        tiff([TIFFPage(width: width, height: height, bitsPerSample: bitsPerSample,
                       samplesPerPixel: samplesPerPixel, photometric: photometric, samples: samples)])
    }

    /// An uncompressed little-endian TIFF, one strip per page.
    static func tiff(_ pages: [TIFFPage]) -> Data {
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
        func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16) }
        var bytes: [UInt8] = [0x49, 0x49, 42, 0, 0, 0, 0, 0]
        var nextPointer = 4   // where the offset of the next IFD goes
        for page in pages {
            let stripOffset = bytes.count
            bytes += page.samples
            let bitsOffset = bytes.count
            if page.samplesPerPixel > 1 { for _ in 0..<page.samplesPerPixel { bytes += le16(page.bitsPerSample) } }
            if bytes.count % 2 == 1 { bytes.append(0) }
            var tags: [(Int, Int, Int, Int)] = [   // tag, type (3 short, 4 long), count, value
                (256, 4, 1, page.width), (257, 4, 1, page.height),
                (258, 3, page.samplesPerPixel, page.samplesPerPixel == 1 ? page.bitsPerSample : bitsOffset),
                (259, 3, 1, 1), (262, 3, 1, page.photometric), (273, 4, 1, stripOffset),
                (277, 3, 1, page.samplesPerPixel), (278, 4, 1, page.height), (279, 4, 1, page.samples.count),
                (284, 3, 1, 1),
            ]
            if page.photometric == 5 { tags.append((332, 3, 1, 1)) }   // InkSet: CMYK
            let ifdOffset = bytes.count
            bytes.replaceSubrange(nextPointer..<nextPointer + 4, with: le32(ifdOffset))
            bytes += le16(tags.count)
            for (tag, type, count, value) in tags {
                bytes += le16(tag) + le16(type) + le32(count) + (type == 3 && count == 1 ? le16(value) + [0, 0] : le32(value))
            }
            nextPointer = bytes.count
            bytes += le32(0)
        }
        return Data(bytes)
    }

    /// The 8-bit grey pixels of an encoded image, row by row (through Leptonica's PGM writer).
    static func greyPixels(of encoded: Data) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let grey = try Image(encoded: encoded).grayscale()
        let pgm = try encode { data, size in pixWriteMemPnm(&data, &size, grey.pix) }
        // "P5", optional "# comment" lines, "<w> <h>", "255", each ending in a newline, then the bytes.
        var tokens: [String] = []
        var offset = 0
        while tokens.count < 4, let end = pgm[offset...].firstIndex(of: 0x0A) {
            let line = String(decoding: pgm[offset..<end], as: UTF8.self)
            if !line.hasPrefix("#") { tokens += line.split(separator: " ").map(String.init) }
            offset = end + 1
        }
        guard tokens.count == 4, tokens[0] == "P5", let width = Int(tokens[1]), let height = Int(tokens[2]) else {
            throw ImagingError.operationFailed("read PGM header \(tokens)")
        }
        return (width, height, Array(pgm[offset...]))
    }

    /// An encoded image again as 8 bits a pixel indexing a palette of greys: a 256-colour PNG, or a GIF.
    static func paletted(_ encoded: Data, gif: Bool = false) throws -> Data {
        let grey = try Image(encoded: encoded).grayscale()
        guard let indexed = pixConvertGrayToColormap(grey.pix) else { throw ImagingError.operationFailed("colour map") }
        var handle: UnsafeMutablePointer<PIX>? = indexed
        defer { pixDestroy(&handle) }
        precondition(pixGetDepth(indexed) == 8 && pixGetColormap(indexed) != nil)
        return try encode { data, size in pixWriteMem(&data, &size, indexed, Int32(gif ? IFF_GIF : IFF_PNG)) }
    }

    /// An encoded page sent by fax in standard mode: 1 bit a pixel at 204 × 98 dpi (each pixel about
    /// twice as tall as wide), a CCITT group 4 TIFF.
    static func standardFax(_ encoded: Data) throws -> Data {
        let page = try Image(encoded: encoded).grayscale()
        let resolution = Double(page.resolution > 0 ? page.resolution : 300)
        let sent = try page.scaled(toWidth: Int(Double(page.width) * 204 / resolution),
                                   height: Int(Double(page.height) * 98 / resolution))
        guard let bits = pixThresholdToBinary(sent.pix, 160) else { throw ImagingError.operationFailed("threshold") }
        var handle: UnsafeMutablePointer<PIX>? = bits
        defer { pixDestroy(&handle) }
        pixSetResolution(bits, 204, 98)
        return try encode { data, size in pixWriteMemTiff(&data, &size, bits, Int32(IFF_TIFF_G4)) }
    }

    private static func encode(_ write: (inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard write(&bytes, &size) == 0, let bytes else { throw ImagingError.operationFailed("write PGM") }
        defer { free(bytes) }
        return Data(bytes: bytes, count: size)
    }

    // MARK: JPEG

    /// `jpeg` with its first SOF's height and width replaced (a header claiming absurd dimensions).
    static func jpeg(_ jpeg: Data, declaringWidth width: Int, height: Int) -> Data {
        var bytes = [UInt8](jpeg)
        var index = 2
        while index + 9 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xC2).contains(marker) {
                bytes[index + 5] = UInt8(height >> 8); bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8(width >> 8); bytes[index + 8] = UInt8(width & 0xFF)
                break
            }
            index += 2 + length
        }
        return Data(bytes)
    }

    /// `jpeg` with an EXIF APP1 segment carrying `orientation`, right after SOI.
    static func jpeg(_ jpeg: Data, exifOrientation orientation: Int, bigEndian: Bool = false) -> Data {
        Data(jpeg.prefix(2)) + exifSegment(orientation: orientation, bigEndian: bigEndian) + Data(jpeg.dropFirst(2))
    }

    /// An APP1 segment with a one-entry IFD0 holding the Orientation tag.
    static func exifSegment(orientation: Int, bigEndian: Bool) -> Data {
        func u16(_ value: Int) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func u32(_ value: Int) -> [UInt8] { bigEndian ? u16(value >> 16) + u16(value & 0xFFFF) : u16(value & 0xFFFF) + u16(value >> 16) }
        let tiff: [UInt8] = (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(0)
        let payload = Array("Exif\0\0".utf8) + tiff
        let length = payload.count + 2
        return Data([0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload)
    }

    // MARK: PDF

    /// A PDF with `pages` copies of one text page (one shared content stream and font).
    static func pdf(pages: Int) -> Data {
        let content = "BT /F1 28 Tf 72 700 Td (Invoice page total due) Tj ET"
        let kids = (0..<pages).map { "\($0 + 5) 0 R" }.joined(separator: " ")
        var body = """
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [\(kids)] /Count \(pages) >> endobj
        3 0 obj << /Length \(content.utf8.count) >> stream
        \(content)
        endstream endobj
        4 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj

        """
        for page in 0..<pages {
            body += "\(page + 5) 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R "
                + "/Resources << /Font << /F1 4 0 R >> >> >> endobj\n"
        }
        return Data((body + "trailer << /Root 1 0 R >>\n%%EOF\n").utf8)
    }

    /// A PDF whose page tree loops: the root's only kid is a Pages node whose kid is the root.
    static func loopingPageTreePDF() -> Data {
        Data("""
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >> endobj
        trailer << /Root 1 0 R >>
        %%EOF

        """.utf8)
    }

    // MARK: Files

    /// Writes `data` to `folder`/`name`, where `name` is raw bytes (need not be UTF-8).
    static func write(_ data: Data, to folder: URL, rawName name: [UInt8]) throws {
        let path = FileSystemPath(folder).appending(name)
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { throw POSIXError(.EIO) }
    }
}
