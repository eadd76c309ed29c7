// Tesseract's word images are written in Leptonica's serialised form while a thread reads
// (word_images.c), and only then: the PNGs ReceiptVault writes itself stay PNGs. Either way the image
// read back is the image written.

import CLeptonica
import CWordImages
import Foundation
import Imaging
import Testing

@Suite struct WordImageTests {
    /// What Leptonica's `pixWriteMemPng` writes for a blank 8-bit image of 400 × 100 with one black
    /// stroke: its first bytes, its size, and whether `pixReadMem` (Tesseract's way back) gives the
    /// same pixels.
    private func written() throws -> (format: String, size: Int, readsBackTheSame: Bool) {
        let pix = try #require(pixCreate(400, 100, 8))
        var pointer: UnsafeMutablePointer<PIX>? = pix
        defer { pixDestroy(&pointer) }
        pixSetAllArbitrary(pix, 255)
        pixRenderLine(pix, 10, 50, 390, 52, 3, Int32(L_CLEAR_PIXELS))
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        #expect(pixWriteMemPng(&data, &size, pix, 0) == 0)
        defer { free(data) }
        let bytes = try #require(data)
        let format = Data(bytes: bytes, count: min(size, 4)) == Data("spix".utf8) ? "spix"
            : Data(bytes: bytes, count: min(size, 4)) == Data([0x89, 0x50, 0x4E, 0x47]) ? "png" : "other"
        var back = pixReadMem(bytes, size)
        defer { pixDestroy(&back) }
        var same: Int32 = 0
        return (format, size, back != nil && pixEqual(pix, back, &same) == 0 && same == 1)
    }

    @Test func wordImagesAreSerialisedOnlyWhileAThreadReads() throws {
        let outside = try written()
        rv_word_images_begin()
        let inside = try written()
        rv_word_images_begin()
        let nested = try written()
        rv_word_images_end()
        rv_word_images_end()
        let after = try written()
        // A white page with one line compresses to a few hundred bytes; serialised, each of its 40,000
        // pixels is a byte.
        #expect(outside.format == "png" && outside.size < 1_000 && outside.readsBackTheSame)
        #expect(inside.format == "spix" && inside.size >= 400 * 100 && inside.readsBackTheSame)
        #expect(nested.format == "spix")
        #expect(after.format == "png" && after.size == outside.size)
    }

    @Test func anotherThreadsPNGsStayPNGs() throws {
        rv_word_images_begin()
        defer { rv_word_images_end() }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var elsewhere = ""
        let thread = Thread {
            elsewhere = (try? self.written().format) ?? "failed"
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(elsewhere == "png")
        #expect(try written().format == "spix")
    }
}
