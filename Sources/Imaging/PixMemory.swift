// Where Leptonica's image buffers (and Tesseract's, which are Leptonica images too) come from: glibc's
// malloc, with every page of a large buffer written once before Leptonica sees it.
//
// Why: Leptonica's `pixCreateNoInit` masks each row's pad bits (`pixSetPadBits`), reading the last
// word of every row before anything writes it. On memory fresh from the kernel — after a worker hands
// its freed pages back between documents, or when an arena grows — that first read maps the shared
// zero page, and the write that follows copies it and flushes the old mapping from the TLB of every
// core running another worker (an inter-processor interrupt per 4 KB page; costly on a virtual
// machine). `perf record` of `batch --jobs 2` over 12 clean scans put 10% of the CPU there
// (`native_write_msr` and `smp_call_function_many_cond` under `do_wp_page` in `pixSetPadBits`), and
// system time was 15% of an `eval`'s CPU. A page written first is simply allocated on that write. On
// memory already in use the writes cost one store per page.

import CLeptonica

public enum PixMemory {
    /// Buffers from this size up have their pages written before use (smaller ones come from pages
    /// the allocator already holds).
    static let touchedSize = 64 << 10
    static let pageSize = 4096

    /// Makes Leptonica allocate image buffers this way for the rest of the process (the first call
    /// does it; later calls do nothing).
    public static func writeFreshPagesFirst() {
        _ = installed
    }

    private static let installed: Bool = {
        setPixMemoryManager({ size in
            guard let buffer = malloc(size) else { return nil }
            if size >= PixMemory.touchedSize {
                let bytes = buffer.assumingMemoryBound(to: UInt8.self)
                for offset in stride(from: 0, to: size, by: PixMemory.pageSize) { bytes[offset] = 0 }
                bytes[size - 1] = 0
            }
            return buffer
        }, { free($0) })
        return true
    }()
}
