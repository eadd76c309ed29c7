// The pieces of PP-OCR's reading that need no model: the character list from an ONNX file's
// properties, and the detector's regions from a probability map.

import Foundation
@testable import SecondReading
import Testing

struct ModelReadingTests {
    /// A protocol-buffer length-delimited field.
    private static func field(_ number: Int, _ bytes: [UInt8]) -> [UInt8] {
        var encoded = [UInt8(number << 3 | 2)]
        var length = bytes.count
        repeat {
            encoded.append(UInt8(length & 0x7F) | (length > 0x7F ? 0x80 : 0))
            length >>= 7
        } while length > 0
        return encoded + bytes
    }

    @Test func theCharacterListIsReadFromTheModelsProperties() {
        let entry = Self.field(1, Array("character".utf8)) + Self.field(2, Array("0\n1\n2".utf8))
        // ir_version 8 (a number), a graph (field 7, skipped whole), then the property.
        let model: [UInt8] = [0x08, 0x08] + Self.field(7, [UInt8](repeating: 0x55, count: 300)) + Self.field(14, entry)
        #expect(ModelMetadata.properties(of: Data(model)) == ["character": "0\n1\n2"])
    }

    @Test func aTruncatedFileGivesWhatWasReadBeforeTheCut() {
        let entry = Self.field(1, Array("a".utf8)) + Self.field(2, Array("b".utf8))
        let model = Self.field(14, entry) + Self.field(14, entry).dropLast(1)
        #expect(ModelMetadata.properties(of: Data(model)) == ["a": "b"])
    }

    @Test func theDetectorsRegionsAreItsConnectedPixelsAboveTheThreshold() {
        let (width, height) = (20, 10)
        var map = [Float](repeating: 0.1, count: width * height)
        for y in 2...3 { for x in 2...8 { map[y * width + x] = 0.9 } }     // a line
        for y in 6...7 { for x in 12...15 { map[y * width + x] = 0.5 } }   // another, fainter
        let regions = TextDetector.regions(of: map, width: width, height: height, threshold: 0.3)
        // The 2 × 2 dilation grows each region a pixel right and down.
        #expect(regions.map(\.box) == [.init(x0: 2, y0: 2, x1: 10, y1: 5), .init(x0: 12, y0: 6, x1: 17, y1: 9)])
        #expect(regions[0].score > regions[1].score)
    }
}
