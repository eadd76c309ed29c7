// Tesseract's OpenMP threads double CPU time on small machines (../shared/docs/tesseract-notes.md).
// This program runs Tesseract's parallel regions on the reading thread itself (CSerialOpenMP), so
// libgomp starts no thread and its limit does not matter. A build whose linker did not export those
// entry points (`receiptvault doctor` says which) needs the limit, and libgomp reads
// OMP_THREAD_LIMIT when it is loaded, before `main`, so setting it later has no effect: then, when
// it is unset, set it and re-execute this same program once (60-100 ms more for every command).

import Foundation
import OCR

enum ThreadLimit {
    static func ensureSingleThreadedOpenMP() {
        guard ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        if TesseractEngine.runsOpenMPRegionsInPlace { return }
        let arguments = CommandLine.arguments
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        execv("/proc/self/exe", &argv)
        // execv only returns on failure: carry on with OpenMP's default, which is slower but correct.
        for pointer in argv { free(pointer) }
    }
}
