// The batch's glibc settings: page-sized blocks stay mapped on their own (and so go back to the
// system when freed) however large the blocks freed before them; small objects stay in the arenas.

#if os(Linux)
import Foundation
@testable import ReceiptVault
import Testing

struct AllocatorSettingsTests {
    @Test func aPageImageIsMappedEvenAfterALargerOneWasFreed() throws {
        Allocator.configureForBatch()
        // By default glibc would now raise its mmap threshold to 31 MB and carve the next 30 MB
        // block from an arena, where it stays resident after it is freed. (30 MB: no arena of this
        // test process has a free chunk that large to hand out instead.)
        let larger = try #require(malloc(31 << 20))
        free(larger)
        let page = try #require(malloc(30 << 20))
        defer { free(page) }
        #expect(Self.isMapped(page))
    }

    @Test func smallBlocksStayInTheArenas() throws {
        Allocator.configureForBatch()
        let block = try #require(malloc(256 << 10))
        defer { free(block) }
        #expect(!Self.isMapped(block))
    }

    /// glibc marks a block it mapped on its own with bit 1 (IS_MMAPPED) of the size word just before it.
    private static func isMapped(_ block: UnsafeMutableRawPointer) -> Bool {
        block.load(fromByteOffset: -MemoryLayout<Int>.size, as: Int.self) & 2 != 0
    }
}
#endif
