// Recognises a document's format from its first bytes, never from its file name.

import Foundation

/// The input formats the pipeline reads.
public enum MediaType: String, Sendable, Codable, CaseIterable {
    case jpeg = "image/jpeg"
    case png = "image/png"
    case tiff = "image/tiff"
    case webp = "image/webp"
    case bmp = "image/bmp"
    case gif = "image/gif"
    /// HEIC/HEIF: an iPhone's photos (HEVC-coded images in an ISO-BMFF file), decoded with libheif.
    case heic = "image/heic"
    case pdf = "application/pdf"

    public var isImage: Bool { self != .pdf }

    /// File name extensions that mark a file as an intended input when scanning a folder.
    public static let knownExtensions: Set<String> = [
        "jpg", "jpeg", "jpe", "png", "tif", "tiff", "webp", "bmp", "gif", "heic", "heif", "pdf",
    ]

    /// The format of the regular file at `path` judged by its first bytes; nil when it is none
    /// of the supported ones or cannot be read.
    public static func sniff(fileAt path: FileSystemPath) -> MediaType? {
        guard let file = try? RegularFile(path, display: ""), let head = try? file.read(upTo: 1024, display: "")
        else { return nil }
        return sniff(head)
    }

    /// The format of `data` judged by its magic bytes, or nil when it is none of the supported ones.
    public static func sniff(_ data: Data) -> MediaType? {
        let head = [UInt8](data.prefix(1024))
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("BM".utf8)) && head.count >= 26 { return .bmp }
        if HEIFStructure.isHEVCImage(data) { return .heic }
        // PDF: the header may follow some junk bytes (the spec allows it within the first 1024).
        let pdfMagic = Array("%PDF-".utf8)
        if head.count >= pdfMagic.count {
            for offset in 0...(head.count - pdfMagic.count) where head[offset] == 0x25 {
                if Array(head[offset..<offset + pdfMagic.count]) == pdfMagic { return .pdf }
            }
        }
        return nil
    }
}
