// Tesseract's word images are PNG-encoded stored while a thread reads (word_images.c), and only then:
// the PNGs ReceiptVault writes itself stay compressed.

import CLeptonica
import CWordImages
import Foundation
import Imaging
import Testing

@Suite struct WordImageTests {
    /// PNG bytes Leptonica writes for a blank 8-bit image of `width` × `height`.
    private func pngSize(width: Int32, height: Int32) throws -> Int {
        let pix = try #require(pixCreate(width, height, 8))
        var pointer: UnsafeMutablePointer<PIX>? = pix
        defer { pixDestroy(&pointer) }
        pixSetAllArbitrary(pix, 255)
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        #expect(pixWriteMemPng(&data, &size, pix, 0) == 0)
        free(data)
        return size
    }

    @Test func wordImagesAreStoredOnlyWhileAThreadReads() throws {
        let outside = try pngSize(width: 400, height: 100)
        rv_word_images_begin()
        let inside = try pngSize(width: 400, height: 100)
        rv_word_images_begin()
        let nested = try pngSize(width: 400, height: 100)
        rv_word_images_end()
        rv_word_images_end()
        let after = try pngSize(width: 400, height: 100)
        // A white page compresses to a few hundred bytes; stored, each of its 40,000 pixels is a byte.
        #expect(outside < 1_000)
        #expect(inside >= 400 * 100 && nested == inside)
        #expect(after == outside)
    }

    @Test func anotherThreadsPNGsStayCompressed() throws {
        rv_word_images_begin()
        defer { rv_word_images_end() }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var elsewhere = 0
        let thread = Thread {
            elsewhere = (try? self.pngSize(width: 400, height: 100)) ?? -1
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(elsewhere > 0 && elsewhere < 1_000)
        #expect(try pngSize(width: 400, height: 100) >= 400 * 100)
    }
}
