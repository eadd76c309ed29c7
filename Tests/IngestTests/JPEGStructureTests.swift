import Foundation
import Ingest
import Testing

@Suite struct JPEGStructureTests {
    /// SOI, an optional APP1, a minimal SOS header, two bytes of scan data, then EOI.
    private func jpeg(app1: [UInt8]? = nil, end: Bool = true) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        if let app1 { bytes += [0xFF, 0xE1, UInt8((app1.count + 2) >> 8), UInt8((app1.count + 2) & 0xFF)] + app1 }
        bytes += [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 63, 0, 0x12, 0x34]
        if end { bytes += [0xFF, 0xD9] }
        return Data(bytes)
    }

    private func exif(orientation: Int, bigEndian: Bool) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        return Array("Exif\0\0".utf8) + (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8)
            + u16(2) + u16(0x010F) + u16(2) + u32(4) + Array("Foo\0".utf8)     // Make, then Orientation
            + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(0)
    }

    @Test(arguments: 1...8, [false, true])
    func orientationIsReadInBothByteOrders(orientation: Int, bigEndian: Bool) {
        #expect(JPEGStructure.exifOrientation(jpeg(app1: exif(orientation: orientation, bigEndian: bigEndian))) == orientation)
    }

    @Test func malformedOrMissingExifGivesNoOrientation() {
        #expect(JPEGStructure.exifOrientation(jpeg()) == nil)
        #expect(JPEGStructure.exifOrientation(jpeg(app1: exif(orientation: 9, bigEndian: false))) == nil)
        let full = exif(orientation: 6, bigEndian: false)
        for length in [6, 10, 14, 20, full.count - 7] {
            #expect(JPEGStructure.exifOrientation(jpeg(app1: Array(full.prefix(length)))) == nil, "cut at \(length)")
        }
        // An APP1 whose declared length runs past the end of the file.
        #expect(JPEGStructure.exifOrientation(Data([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF] + Array("Exif\0\0".utf8))) == nil)
        #expect(JPEGStructure.exifOrientation(Data()) == nil)
    }

    @Test func aJPEGWithoutItsEndMarkerIsIncomplete() {
        #expect(JPEGStructure.isComplete(jpeg()))
        #expect(!JPEGStructure.isComplete(jpeg(end: false)))
        #expect(!JPEGStructure.isComplete(Data([0xFF, 0xD8, 0xFF, 0xD9])))   // ends before any scan
        #expect(!JPEGStructure.isComplete(Data([0xFF, 0xD8, 0xFF])))
    }
}

@Suite struct FileSystemPathTests {
    @Test func invalidBytesAreShownAsHexAndValidTextIsKept() {
        #expect(FileSystemPath.display(Array("קבלה.pdf".utf8)) == "קבלה.pdf")
        #expect(FileSystemPath.display(Array("caf".utf8) + [0xE9] + Array(".pdf".utf8)) == "caf\\xE9.pdf")
        #expect(FileSystemPath.display([0xD7]) == "\\xD7")                   // a cut-off Hebrew letter
        #expect(FileSystemPath.display([0xD7, 0x90, 0xFF]) == "א\\xFF")
    }

    @Test func appendingAddsOneSeparator() {
        #expect(FileSystemPath(bytes: Array("/tmp".utf8)).appending([0x61]).bytes == Array("/tmp/a".utf8))
        #expect(FileSystemPath(bytes: Array("/".utf8)).appending([0x61]).bytes == Array("/a".utf8))
    }
}
