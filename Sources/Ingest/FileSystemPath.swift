// A path as the file system stores it: raw bytes, not necessarily UTF-8. Foundation's URL and
// String replace invalid bytes with U+FFFD on Linux, which makes such a file impossible to open;
// keeping the bytes lets the batch read every file it lists.

import Foundation

/// A file path as raw bytes (without the terminating NUL).
public struct FileSystemPath: Sendable, Hashable {
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// The path of a file URL, as the file system spells it.
    public init(_ url: URL) {
        bytes = url.withUnsafeFileSystemRepresentation { pointer in
            guard let pointer else { return Array(url.path.utf8) }
            return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
        }
    }

    /// This path with one more component.
    public func appending(_ component: [UInt8]) -> FileSystemPath {
        var joined = bytes
        if joined.last != UInt8(ascii: "/") { joined.append(UInt8(ascii: "/")) }
        return FileSystemPath(bytes: joined + component)
    }

    /// The path for messages and record paths: valid UTF-8 as is, every other byte as `\xNN`.
    public var displayString: String { Self.display(bytes) }

    /// A URL for the path (lossy when the bytes are not UTF-8; use `bytes` to open the file).
    public var url: URL { URL(fileURLWithPath: displayString) }

    /// Calls `body` with the path as a C string.
    public func withCString<T>(_ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { buffer in
            try body(buffer.baseAddress!)   // never nil: the array has at least the NUL
        }
    }

    /// `bytes` as text: valid UTF-8 sequences kept, every invalid byte written as `\xNN`.
    public static func display(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var result = ""
        var index = 0
        while index < bytes.count {
            let length = utf8SequenceLength(bytes, at: index)
            if length > 0, let piece = String(validating: bytes[index..<index + length], as: UTF8.self) {
                result += piece
                index += length
            } else {
                result += String(format: "\\x%02X", bytes[index])
                index += 1
            }
        }
        return result
    }

    /// The length a UTF-8 sequence starting at `index` claims, when it fits in `bytes`; 0 otherwise.
    private static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        return index + length <= bytes.count ? length : 0
    }
}
