// Reads what ingest needs from an ISO-BMFF file's top-level boxes, in pure Swift and bounds-checked:
// whether its `ftyp` brands make it an HEVC-coded HEIF image (an iPhone's HEIC; AVIF and MP4 video
// share the container and are not read), and whether every box the file declares is all there (a
// truncated HEIC must fail as damaged, not wherever libheif happens to stop).

import Foundation

enum HEIFStructure {
    /// The brands of HEVC-coded HEIF images and image sequences (ISO/IEC 23008-12 annex B): what an
    /// iPhone writes (`heic`) and its variants (extended ranges, multi-layer, scalable).
    static let hevcBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]

    /// The structural brands of any HEIF image (`mif1`) or sequence (`msf1`): the codec is then
    /// named among the compatible brands.
    static let structuralBrands: Set<String> = ["mif1", "msf1"]

    /// Whether `data` starts with an `ftyp` box that names an HEVC-coded HEIF: its major brand is one
    /// of `hevcBrands`, or it is `mif1`/`msf1` with one of them among the compatible brands.
    static func isHEVCImage(_ data: Data) -> Bool {
        guard let brands = brands(data) else { return false }
        if hevcBrands.contains(brands.major) { return true }
        return structuralBrands.contains(brands.major) && !hevcBrands.isDisjoint(with: brands.compatible)
    }

    /// The major and compatible brands of the `ftyp` box that opens `data`; nil when it does not
    /// open with one.
    static func brands(_ data: Data) -> (major: String, compatible: [String])? {
        let bytes = [UInt8](data.prefix(1024))
        guard bytes.count >= 16, String(decoding: bytes[4..<8], as: UTF8.self) == "ftyp" else { return nil }
        let size = Int(bigEndian32(bytes, at: 0))
        // Brands are four bytes each after the major brand and its minor version.
        guard size >= 16, (size - 16) % 4 == 0 else { return nil }
        let end = min(size, bytes.count)
        let brand = { (offset: Int) in String(decoding: bytes[offset..<offset + 4], as: UTF8.self) }
        return (brand(8), stride(from: 16, to: end - 3, by: 4).map(brand))
    }

    /// Why `data` is not a whole sequence of top-level boxes with a `meta` box (where a HEIF
    /// describes its images); nil when it is. E.g. "the HEIC ends inside its mdat box (…)".
    static func incompleteness(_ data: Data) -> String? {
        var offset = 0, sawMeta = false
        while offset < data.count {
            guard data.count - offset >= 8 else { return "the HEIC ends inside a box header" }
            let typeBytes = data[data.startIndex + offset + 4..<data.startIndex + offset + 8]
            // A box type is four printable ASCII characters; anything else is damage, not a box.
            guard typeBytes.allSatisfy({ (0x20...0x7E).contains($0) }) else {
                return "the HEIC is damaged at byte \(offset), where a box should begin"
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            var size = Int(bigEndian32(data, at: offset)), header = 8
            if size == 1 {
                // A 64-bit size follows the type.
                guard data.count - offset >= 16 else { return "the HEIC ends inside its \(type) box's header" }
                let large = UInt64(bigEndian32(data, at: offset + 8)) << 32 | UInt64(bigEndian32(data, at: offset + 12))
                guard large <= UInt64(Int.max) else { return "its \(type) box declares an impossible size" }
                size = Int(large); header = 16
            } else if size == 0 {
                size = data.count - offset   // the last box, to the end of the file
            }
            guard size >= header else { return "its \(type) box declares \(size) bytes, less than its header" }
            if type == "meta" { sawMeta = true }
            guard size <= data.count - offset else {
                return "the HEIC ends inside its \(type) box (\(data.count - offset) of \(size) bytes)"
            }
            offset += size
        }
        return sawMeta ? nil : "the HEIC has no meta box"
    }

    /// The big-endian 32-bit number at `offset` of `bytes` (which holds at least 4 bytes there).
    private static func bigEndian32<Bytes: Collection<UInt8>>(_ bytes: Bytes, at offset: Int) -> UInt32 {
        bytes.dropFirst(offset).prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }
}
