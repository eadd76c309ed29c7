// Leptonica's image buffers come with their pages already written (PixMemory): writing a fresh
// image then costs no page faults, where Leptonica's own allocation left the zero page mapped by its
// read of the pad bits, to be copied on the first write.

import CLeptonica
import Foundation
@testable import Imaging
import Testing

@Suite struct PixMemoryTests {
    /// `RUSAGE_THREAD`, a GNU extension Swift's Glibc module does not import: the other tests' threads
    /// fault too.
    private static let thisThread = __rusage_who_t(1)

    /// Minor page faults of the calling thread so far.
    private func faults() -> Int {
        var usage = rusage()
        getrusage(Self.thisThread, &usage)
        return usage.ru_minflt
    }

    @Test func aFreshImageIsWrittenWithoutPageFaults() throws {
        PixMemory.writeFreshPagesFirst()
        // 48 MB: mapped afresh by glibc whatever its thresholds, so its pages come from the kernel.
        let width: Int32 = 4096, height: Int32 = 12_288
        let pix = try #require(pixCreateNoInit(width, height, 8))
        var pointer: UnsafeMutablePointer<PIX>? = pix
        defer { pixDestroy(&pointer) }
        let before = faults()
        pixSetAllArbitrary(pix, 255)
        let written = faults() - before
        // Without PixMemory: one copy-on-write fault per 4 KB page (12,288), or per 2 MB huge page (24).
        #expect(written < 10, "\(written) page faults writing a fresh 48 MB image")
    }
}
