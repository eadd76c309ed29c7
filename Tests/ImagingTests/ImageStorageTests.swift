// An image may hold another owner's copy of its pixels (Tesseract's, while a page is read) instead of
// its own; only a copy of the same size, depth and colour map is taken.

import CLeptonica
import Foundation
@testable import Imaging
import Testing

@Suite struct ImageStorageTests {
    private func gradient(width: Int, height: Int) throws -> Image {
        let bytes = (0..<(width * height)).map { UInt8(truncatingIfNeeded: $0 * 7) }
        return try Image(GrayPixels(width: width, height: height, values: bytes))
    }

    @Test func anImageHoldsACopyOfItsPixelsAndKeepsItWhenItsOtherOwnerLetsGo() throws {
        let image = try gradient(width: 64, height: 48)
        let pixels = try image.pngData()
        var copy: UnsafeMutablePointer<PIX>? = try #require(pixCopy(nil, image.pix))
        #expect(image.shareStorage(withCopy: copy!))
        #expect(image.pix == copy)
        pixDestroy(&copy)
        #expect(try image.pngData() == pixels)
    }

    @Test(arguments: [(64, 47, 8), (63, 48, 8), (64, 48, 32)])
    func anImageKeepsItsOwnPixelsBesideAnotherImage(width: Int, height: Int, depth: Int) throws {
        let image = try gradient(width: 64, height: 48)
        let own = image.pix
        var other: UnsafeMutablePointer<PIX>? = try #require(pixCreate(Int32(width), Int32(height), Int32(depth)))
        defer { pixDestroy(&other) }
        #expect(!image.shareStorage(withCopy: other!))
        #expect(image.pix == own)
    }

    /// Tesseract drops an RGBA page's alpha channel in its copy: that copy is not the page.
    @Test func anImageWithAnAlphaChannelKeepsItsOwnPixelsBesideACopyWithout() throws {
        let image = try Image.wrapping(pixCreate(8, 8, 32), "pixCreate")
        pixSetSpp(image.pix, 4)
        let own = image.pix
        var copy: UnsafeMutablePointer<PIX>? = try #require(pixCopy(nil, image.pix))
        defer { pixDestroy(&copy) }
        pixSetSpp(copy, 3)
        #expect(!image.shareStorage(withCopy: copy!))
        #expect(image.pix == own)
    }
}
