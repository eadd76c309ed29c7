// Tesseract's OpenMP threads double CPU time on small machines (../shared/docs/tesseract-notes.md).
// This program runs Tesseract's parallel regions on the reading thread itself (CSerialOpenMP), so
// libgomp starts no team; the limit stays for a build whose linker did not export those entry points
// (`receiptvault doctor` says which). libgomp reads OMP_THREAD_LIMIT when it is loaded, before
// `main`, so setting it later has no effect: when it is unset, set it and re-execute this same
// program once.

import Foundation

enum ThreadLimit {
    static func ensureSingleThreadedOpenMP() {
        guard ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        let arguments = CommandLine.arguments
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        execv("/proc/self/exe", &argv)
        // execv only returns on failure: carry on with OpenMP's default, which is slower but correct.
        for pointer in argv { free(pointer) }
    }
}
