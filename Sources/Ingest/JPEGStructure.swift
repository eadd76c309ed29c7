// Reads what the pipeline needs from a JPEG's marker segments, in pure Swift and bounds-checked:
// whether the file reaches its end marker (a truncated JPEG otherwise decodes into a half-grey
// page without complaint) and the EXIF Orientation tag (phones store photos sideways and say so).

import Foundation

public enum JPEGStructure {
    /// The EXIF Orientation (1...8) of a JPEG's APP1 segment; nil when absent or malformed.
    /// 1 is upright; 3, 6 and 8 need 180°, 90° clockwise and 90° counter-clockwise turns;
    /// 2, 4, 5 and 7 are mirrored variants.
    public static func exifOrientation(_ data: Data) -> Int? {
        data.withUnsafeBytes { bytes in
            var orientation: Int?
            walkSegments(bytes) { marker, segment in
                guard marker == 0xE1, segment.count > 14,
                      Array(segment[segment.startIndex..<segment.startIndex + 6]) == Array("Exif\0\0".utf8) else { return true }
                orientation = tiffOrientation(UnsafeRawBufferPointer(rebasing: segment.dropFirst(6)))
                return orientation == nil   // keep looking only if this APP1 had none
            }
            return orientation
        }
    }

    /// The frame's size and colour components from its SOF header (any of SOF0…SOF15), read in
    /// Swift: nil when there is no frame header before the first scan (the file is damaged). The
    /// pipeline sizes JPEGs this way instead of asking libjpeg, which prints its complaints about
    /// a damaged file on standard error.
    public static func frameSize(_ data: Data) -> (width: Int, height: Int, components: Int)? {
        data.withUnsafeBytes { bytes in
            var frame: (width: Int, height: Int, components: Int)?
            walkSegments(bytes) { marker, segment in
                guard (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) else { return true }
                guard segment.count >= 6 else { return false }
                let base = segment.startIndex
                frame = (width: Int(segment[base + 3]) << 8 | Int(segment[base + 4]),
                         height: Int(segment[base + 1]) << 8 | Int(segment[base + 2]),
                         components: Int(segment[base + 5]))
                return false
            }
            return frame
        }
    }

    /// Whether the JPEG has a complete scan: an end-of-image marker after its first scan header.
    public static func isComplete(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var complete = false
            let reachedScan = walkSegments(bytes) { _, _ in true }
            guard let scanStart = reachedScan else { return false }
            var index = scanStart
            while index + 1 < bytes.count {
                if bytes[index] == 0xFF, bytes[index + 1] == 0xD9 { complete = true; break }
                index += 1
            }
            return complete
        }
    }

    /// Visits the marker segments before the first scan; `visit` returns false to stop.
    /// Returns the offset of the entropy-coded data after the first SOS, or nil when the file
    /// ends (or the walk stops) before it.
    @discardableResult
    private static func walkSegments(_ bytes: UnsafeRawBufferPointer,
                                     _ visit: (UInt8, Slice<UnsafeRawBufferPointer>) -> Bool) -> Int? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }                     // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            if marker == 0xD9 { return nil }                                 // image ends before any scan
            guard index + 3 < bytes.count else { return nil }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let end = index + 2 + length
            guard length >= 2, end <= bytes.count else { return nil }
            if marker == 0xDA { return end }
            guard visit(marker, bytes[(index + 4)..<end]) else { return nil }
            index = end
        }
        return nil
    }

    /// The Orientation tag (0x0112) of IFD0 in a TIFF-structured EXIF block.
    private static func tiffOrientation(_ tiff: UnsafeRawBufferPointer) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= tiff.count else { return nil }
            let a = Int(tiff[offset]), b = Int(tiff[offset + 1])
            return little ? a | b << 8 : a << 8 | b
        }
        func u32(_ offset: Int) -> Int? {
            guard let low = u16(little ? offset : offset + 2), let high = u16(little ? offset + 2 : offset) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<min(count, 512) {
            let offset = ifd + 2 + entry * 12
            guard let tag = u16(offset) else { return nil }
            guard tag == 0x0112 else { continue }
            guard u16(offset + 2) == 3, let value = u16(offset + 8), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }
}
