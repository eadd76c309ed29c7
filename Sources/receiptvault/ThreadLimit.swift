// Tesseract's OpenMP threads double CPU time on small machines (../shared/docs/tesseract-notes.md).
// This program runs Tesseract's parallel regions on the reading thread itself (CSerialOpenMP), so
// libgomp starts no thread and its limit does not matter. A build whose linker did not export those
// entry points (`receiptvault doctor` says which) needs the limit. libgomp reads OMP_THREAD_LIMIT when
// it is loaded, which is when libtesseract is opened (CTesseract: with the first page read, after
// `main`), so setting it here, first, is enough.

import Glibc

enum ThreadLimit {
    static func ensureSingleThreadedOpenMP() {
        guard getenv("OMP_THREAD_LIMIT") == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
    }
}
