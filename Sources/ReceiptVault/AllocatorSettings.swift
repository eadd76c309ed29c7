// glibc allocator settings that keep a long batch's resident memory flat and its peak low without
// paying much for it in page faults: a page-sized image is mapped on its own and goes back to the
// system when freed, the smaller blocks Tesseract and Leptonica make by the thousand are carved from
// the workers' arenas and reused, and each worker hands its free pages back after every document.
// Every call to glibc's allocator controls lives in this file.
//
// Why fixed thresholds: glibc raises its mmap threshold to the size of the largest block freed so
// far (up to 32 MB), and its trim threshold to twice that, so up to 64 MB of free space at the top
// of each worker's arena could stay resident (`malloc_trim` releases free chunks inside an arena and
// the top of the main one, but not the top of a thread's arena): a batch's RSS rose with the largest
// pages its workers had met (measured: 20–40 MB per worker above the live heap between documents).
// Fixed thresholds switch that adjustment off.
//
// Why 4 MB: until 2026-12-03 every block from 1 MB up was mapped and unmapped on its own, and the
// system time was a fifth of a batch's CPU (a page's line images and network buffers of 1–4 MB,
// thousands a page, each zeroed page fault by page fault; each unmapping flushes the other worker's
// TLB). From 2026-12-03 to 2026-12-05 only blocks from 16 MB up were: page images too (an A4 page at
// 300 dpi is 8.7 MB, an enlarged photo 7–12 MB) were carved from the arenas, where the two workers'
// page images, freed and made again through a page's preparation and reading, left their arenas
// fragmented until the document ended — `batch --jobs 2` over `corpus-foreign/check` peaked at
// 298–321 MB, over issue 26's 300 MB. Mapped on their own, the page images go back as they are
// freed: 289–296 MB; dev's 47 photos and image PDFs 275 / 287 → 257 / 258 MB, for 1.2–1.4 s more
// system time of their 69 s of CPU (wall +2%); 8 MB gave 272 MB for the same system time.

#if os(Linux)
import CMalloc
#endif
import Foundation

enum Allocator {
    /// Blocks from this size up are mapped on their own and unmapped when freed: page images and
    /// rendered PDF bands; Tesseract's line images and network buffers under it are carved from the
    /// arenas and reused.
    static let mapThreshold: Int32 = 4 << 20
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
