// glibc allocator settings that keep a long batch's resident memory flat: page-sized buffers are
// mapped on their own and go back to the system when freed, and each worker hands back the rest
// after every document. Every call to glibc's allocator controls lives in this file.
//
// Why fixed thresholds: glibc raises its mmap threshold to the size of the largest block freed so
// far (up to 32 MB), and its trim threshold to twice that. After the first page image is freed
// (8.7 MB for an A4 page at 300 dpi), every later image, Leptonica intermediate and Tesseract
// buffer is carved from the worker's arena instead of being mapped, and up to 64 MB of free space
// at the top of each worker's arena may stay resident: `malloc_trim` releases free chunks inside
// an arena and the top of the main one, but not the top of a thread's arena. A batch's RSS then
// rose with the largest pages its workers had met (measured: 20–40 MB per worker above the live
// heap between documents). Fixed thresholds switch that adjustment off.

#if os(Linux)
import CMalloc
#endif
import Foundation

enum Allocator {
    /// Blocks from this size up are mapped on their own and unmapped when freed: every page image
    /// (0.5–35 MB) and Tesseract's larger network buffers; small objects stay in the arenas.
    static let mapThreshold: Int32 = 1 << 20
    /// Free space above this size at the top of an arena is returned when a block next to it is freed.
    static let trimThreshold: Int32 = 4 << 20

    /// Fixes the mmap and trim thresholds for the rest of the process (the first call does it; later
    /// calls do nothing). Left alone when the environment sets glibc's own malloc tunables, so an
    /// explicit `GLIBC_TUNABLES` or `MALLOC_MMAP_THRESHOLD_` / `MALLOC_TRIM_THRESHOLD_` wins.
    static func configureForBatch() {
        _ = thresholdsFixed
    }

    private static let thresholdsFixed: Bool = {
        #if os(Linux)
        let environment = ProcessInfo.processInfo.environment
        let tunables = environment["GLIBC_TUNABLES"] ?? ""
        guard environment["MALLOC_MMAP_THRESHOLD_"] == nil, environment["MALLOC_TRIM_THRESHOLD_"] == nil,
              !tunables.contains("malloc.mmap_threshold"), !tunables.contains("malloc.trim_threshold")
        else { return false }
        return mallopt(M_MMAP_THRESHOLD, mapThreshold) == 1 && mallopt(M_TRIM_THRESHOLD, trimThreshold) == 1
        #else
        return false
        #endif
    }()

    /// Hands memory freed by the last document back to the system: the free pages inside every
    /// arena (the fixed trim threshold handles the arenas' tops). Called by each worker between
    /// documents.
    static func returnFreedMemory() {
        #if os(Linux)
        _ = malloc_trim(0)
        #endif
    }
}
