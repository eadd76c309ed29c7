// HEIC photos through libheif (Image+HEIF.swift): the size read without decoding, the pixels against
// the JPEG they were made from, a phone's sideways storage set upright, the block averaging that
// reduces a large photo while it is copied out of libheif, and libheif opened only when needed.

import CLeptonica
import Foundation
import DocumentModel
@testable import Imaging
import Testing
import TestSupport

@Suite struct HEIFDecodeTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/documents")

    /// The red, green and blue of the pixel at (`x`, `y`), and the word's low byte (Leptonica's alpha).
    static func rgb(_ image: Image, _ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int, low: Int) {
        var word: UInt32 = 0
        pixGetPixel(image.pix, Int32(x), Int32(y), &word)
        return (Int(word >> 24), Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF))
    }

    @Test func theHeaderGivesTheSizeAsShownWithoutDecoding() throws {
        let crop = try #require(ImageHeader(heif: Data(contentsOf: HEICFixtures.photoCrop)))
        #expect(crop == ImageHeader(width: 640, height: 480, bitsPerSample: 8, samplesPerPixel: 3))
        #expect(crop.decodeReduction == 1)
        // Stored 4032×3024 with a quarter turn: shown (and sized) 3024×4032, and decoded at half size.
        let sideways = try #require(ImageHeader(heif: Data(contentsOf: HEICFixtures.markersSideways)))
        #expect(sideways.width == 3024 && sideways.height == 4032)
        #expect(sideways.decodeReduction == 2)
        #expect(ImageHeader(heif: Data("not a HEIF at all, just some text".utf8)) == nil)
        #expect(ImageHeader(heif: Data()) == nil)
    }

    /// The crop decodes to the pixels of the JPEG it was cut from, colour channel for channel (a
    /// swapped red and blue would show on the brown table), within the two codecs' losses.
    @Test func aPhotoDecodesToTheColoursOfItsSource() throws {
        let image = try Image(heif: Data(contentsOf: HEICFixtures.photoCrop), reduction: 1)
        #expect(image.width == 640 && image.height == 480 && image.depth == 32 && pixGetSpp(image.pix) == 3)
        let box = HEICFixtures.cropBox
        let jpeg = try Image(encoded: Data(contentsOf: Self.corpus.appendingPathComponent(HEICFixtures.cropSource)))
            .cropped(to: .init(x0: box.x, y0: box.y, x1: box.x + box.width, y1: box.y + box.height))
        var difference = [0, 0, 0], lowBytes = 0
        for y in stride(from: 0, to: 480, by: 3) {
            for x in stride(from: 0, to: 640, by: 3) {
                let heif = Self.rgb(image, x, y), source = Self.rgb(jpeg, x, y)
                difference[0] += abs(heif.red - source.red)
                difference[1] += abs(heif.green - source.green)
                difference[2] += abs(heif.blue - source.blue)
                lowBytes += heif.low
            }
        }
        let samples = Double((480 / 3) * (640 / 3 + 1))
        let mean = difference.map { Double($0) / samples }
        #expect(mean.allSatisfy { $0 < 4 }, "mean difference per channel \(mean)")
        #expect(lowBytes == 0)
        // The table is brown: red over blue, in the HEIC as in the JPEG.
        let table = Self.rgb(image, 20, 20)
        #expect(table.red > table.blue + 30, "\(table)")
    }

    /// libheif applies the quarter turn (`irot`) while decoding: the markers are where they are shown.
    @Test func aPhotoStoredSidewaysDecodesUpright() throws {
        let image = try Image(heif: Data(contentsOf: HEICFixtures.markersSideways), reduction: 2)
        #expect(image.width == 1512 && image.height == 2016)
        let (width, height) = (image.width, image.height)
        let corners = [(width / 8, height / 16, (255, 0, 0)), (width - width / 8, height / 16, (0, 255, 0)),
                       (width / 8, height - height / 16, (0, 0, 255)), (width - width / 8, height - height / 16, (0, 0, 0)),
                       (width / 2, height / 2, (255, 255, 255))]
        for (x, y, expected) in corners {
            let found = Self.rgb(image, x, y)
            #expect(abs(found.red - expected.0) < 12 && abs(found.green - expected.1) < 12 && abs(found.blue - expected.2) < 12,
                    "(\(x), \(y)): \(found), expected \(expected)")
        }
    }

    /// Each pixel decoded at 1/`reduction` is the rounded mean of its block of the full-size decode,
    /// the blocks at the right and bottom edges of the pixels there are (640 = 3 × 213 + 1).
    @Test(arguments: [2, 3])
    func aReducedDecodeAveragesEachBlock(reduction: Int) throws {
        let data = try Data(contentsOf: HEICFixtures.photoCrop)
        let full = try Image(heif: data, reduction: 1), reduced = try Image(heif: data, reduction: reduction)
        #expect(reduced.width == (640 + reduction - 1) / reduction && reduced.height == (480 + reduction - 1) / reduction)
        var mismatches = 0
        for outY in 0..<reduced.height {
            for outX in 0..<reduced.width {
                var sums = [0, 0, 0], count = 0
                for y in outY * reduction..<min(outY * reduction + reduction, 480) {
                    for x in outX * reduction..<min(outX * reduction + reduction, 640) {
                        let pixel = Self.rgb(full, x, y)
                        sums[0] += pixel.red; sums[1] += pixel.green; sums[2] += pixel.blue; count += 1
                    }
                }
                let expected = sums.map { ($0 + count / 2) / count }, found = Self.rgb(reduced, outX, outY)
                if [found.red, found.green, found.blue] != expected || found.low != 0 { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func whatLibheifCannotDecodeIsUndecodable() throws {
        #expect(throws: ImagingError.undecodable) { try Image(heif: Data("junk".utf8), reduction: 1) }
        // Its boxes whole but its image data cut short (ingest refuses such a file before decoding).
        let data = try Data(contentsOf: HEICFixtures.photoCrop)
        #expect(throws: ImagingError.undecodable) { try Image(heif: data.prefix(data.count / 2), reduction: 1) }
    }

    /// The program does not link libheif: it is opened with the first HEIC, and a library that cannot
    /// be opened is an error that says so, not a crash or a program that cannot start.
    @Test func libheifIsOpenedByNameAndItsAbsenceIsReported() throws {
        let heif = try HEIF.open(HEIF.soname).get()
        #expect(heif.heif_get_version().map { String(cString: $0) } == HEIFInfo.version)
        #expect(HEIFInfo.loadFailure == nil)
        let missing = HEIF.open("libheif-not-installed.so.9")
        guard case let .failure(.libraryMissing(library, reason)) = missing else {
            Issue.record("a missing library opened: \(missing)")
            return
        }
        #expect(library == "libheif")
        #expect(reason.contains("libheif-not-installed.so.9"))
        // A library that is there but is not libheif lacks its functions.
        guard case let .failure(.libraryMissing(_, lacking)) = HEIF.open("libz.so.1") else {
            Issue.record("zlib taken for libheif")
            return
        }
        #expect(lacking == "libz.so.1 has no function heif_init")
    }
}
