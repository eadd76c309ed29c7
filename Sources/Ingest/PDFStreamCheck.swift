// Finds a PDF's damaged compressed streams. Poppler renders a page whose content stream cannot be
// inflated as a blank page without a word of complaint, so a damaged PDF would be read as "no
// text found"; inflating each FlateDecode stream once (zlib, in memory) tells the two apart.

import CLibz
import Foundation

public enum PDFStreamCheck {
    /// How many FlateDecode streams of `data` zlib refuses as damaged (a data error, not merely a
    /// missing end: some writers stop short of it). Streams are found by their `stream` …
    /// `endstream` keywords; a stream inside a compressed object stream is not reached.
    public static func damagedStreams(in data: Data) -> Int {
        data.withUnsafeBytes { buffer -> Int in
            let bytes = buffer.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress else { return 0 }
            var damaged = 0
            var searchFrom = 0
            while let start = find("stream", in: bytes, from: searchFrom) {
                var dataStart = start + 6
                // `endstream` also contains "stream": skip it.
                if start >= 3, bytes[start - 3] == UInt8(ascii: "e"), bytes[start - 2] == UInt8(ascii: "n"),
                   bytes[start - 1] == UInt8(ascii: "d") {
                    searchFrom = dataStart; continue
                }
                if dataStart < bytes.count, bytes[dataStart] == 0x0D { dataStart += 1 }
                if dataStart < bytes.count, bytes[dataStart] == 0x0A { dataStart += 1 }
                guard let end = find("endstream", in: bytes, from: dataStart) else { break }
                let dictionaryStart = max(searchFrom, start - 2048)   // this object's dictionary only
                if find("FlateDecode", in: UnsafeBufferPointer(rebasing: bytes[dictionaryStart..<start]), from: 0) != nil,
                   !inflates(base + dataStart, count: end - dataStart) {
                    damaged += 1
                }
                searchFrom = end + 9
            }
            return damaged
        }
    }

    /// Whether zlib inflates the bytes without a data error.
    private static func inflates(_ pointer: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard count > 0 else { return true }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return true }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: 64 * 1024)
        stream.next_in = UnsafeMutablePointer(mutating: pointer)
        stream.avail_in = uInt(count)
        while true {
            let status = output.withUnsafeMutableBufferPointer { out -> Int32 in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return inflate(&stream, Z_NO_FLUSH)
            }
            switch status {
            case Z_STREAM_END: return true
            case Z_OK: continue
            case Z_DATA_ERROR, Z_NEED_DICT, Z_MEM_ERROR: return false
            default: return true   // Z_BUF_ERROR: the input ended early; poppler reads what there is
            }
        }
    }

    private static func find(_ word: String, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let pattern = Array(word.utf8)
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0] {
                var matched = true
                for offset in 1..<pattern.count where bytes[index + offset] != pattern[offset] { matched = false; break }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }
}
