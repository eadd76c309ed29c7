// The batch's glibc settings: a page image is mapped on its own (and so goes back to the system when
// freed) however large the blocks freed before it; Tesseract's line buffers and small objects are
// carved from the arenas, where a block freed is reused without page faults.

#if os(Linux)
import Foundation
@testable import ReceiptVault
import Testing

/// glibc's allocator is the one under test: under AddressSanitizer or ThreadSanitizer (`make
/// sanitize`) the sanitizer's own allocator serves every `malloc`, and glibc's settings and block
/// headers mean nothing.
private let glibcAllocates: Bool = {
    // A sanitizer interposes its own `malloc`: the one the program resolves is then not libc's.
    guard let libc = dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD) else { return false }
    return dlsym(dlopen(nil, RTLD_NOW), "malloc") == dlsym(libc, "malloc")
}()

@Suite(.enabled(if: glibcAllocates, "a sanitizer's allocator replaces glibc's"))
struct AllocatorSettingsTests {
    @Test func aPageImageIsMappedEvenAfterALargerOneWasFreed() throws {
        Allocator.configureForBatch()
        // By default glibc would now raise its mmap threshold to 31 MB and carve the next pages
        // (an A4 page at 300 dpi, 8 bits a pixel) from an arena, where they stay resident after they
        // are freed.
        let larger = try #require(malloc(31 << 20))
        free(larger)
        // A free chunk that large, left in an arena by the tests running beside this one, is handed
        // out first whatever the threshold (CI saw it once); there are not eight of them, so the
        // last block shows what the threshold does. (Untouched, the blocks cost no memory.)
        var pages: [UnsafeMutableRawPointer] = []
        defer { pages.forEach { free($0) } }
        for _ in 0..<8 { pages.append(try #require(malloc(2480 * 3508))) }
        #expect(Self.isMapped(try #require(pages.last)))
    }

    @Test func aLineBufferIsCarvedFromAnArena() throws {
        Allocator.configureForBatch()
        // A text line's image or network buffer (1–4 MB; thousands a page): mapped afresh each would
        // be zeroed page fault by page fault.
        let buffer = try #require(malloc(3 << 20))
        defer { free(buffer) }
        #expect(!Self.isMapped(buffer))
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
