// glibc allocator settings that keep a long batch's resident memory flat without paying for it in
// page faults: blocks up to a large page image's size are carved from the workers' arenas and reused
// within a document, each worker hands the free pages back after every document, and only larger
// blocks are mapped on their own. Every call to glibc's allocator controls lives in this file.
//
// Why fixed thresholds: glibc raises its mmap threshold to the size of the largest block freed so
// far (up to 32 MB), and its trim threshold to twice that, so up to 64 MB of free space at the top
// of each worker's arena could stay resident (`malloc_trim` releases free chunks inside an arena and
// the top of the main one, but not the top of a thread's arena): a batch's RSS rose with the largest
// pages its workers had met (measured: 20–40 MB per worker above the live heap between documents).
// Fixed thresholds switch that adjustment off.
//
// Why 16 MB and not less: until 2026-12-03 every block from 1 MB up was mapped and unmapped on its
// own. A page goes through a dozen page-sized images (Leptonica's steps, Tesseract's copies of the
// page and its thresholded image), and each fresh mapping is zeroed page fault by page fault, each
// unmapping flushes the other worker's TLB: the system time was a fifth of a batch's CPU (12 photos
// of `corpus-foreign/check`, `batch --jobs 2`: user 18.4 s, system 4.2 s). With page images (an A4
// page at 300 dpi is 8.7 MB, an enlarged photo ~12 MB) reused from the arenas, system time fell to
// 1.9 s and the batch's wall time by 15–27% (scans, photos, SROIE receipts, image PDFs); peak memory
// rose by ~10–25 MB, which dropping the orientation engine after each document more than returns
// (`WorkerEngines.endDocument`).

#if os(Linux)
import CMalloc
#endif
import Foundation

enum Allocator {
    /// Blocks from this size up are mapped on their own and unmapped when freed: a rendered PDF
    /// band or a page larger than an enlarged photo; page images and Tesseract's buffers under it
    /// are carved from the arenas and reused.
    static let mapThreshold: Int32 = 16 << 20
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
