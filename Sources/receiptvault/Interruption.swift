// Ctrl-C: the bar is taken off the terminal, the terminal's attributes and cursor are restored, and
// the user is told that rerunning the same command resumes (records and filings are written
// atomically, and a rerun skips what is done). Exit status 130, as shells expect after SIGINT.

import Foundation
import Synchronization

enum Interruption {
    /// The exit status after Ctrl-C (128 + SIGINT).
    static let exitCode: Int32 = 130
    static let message = "interrupted — rerun the same command to resume\n"

    private static let handler = Mutex<(@Sendable () -> Void)?>(nil)
    nonisolated(unsafe) private static var source: (any DispatchSourceSignal)?

    /// Handles SIGINT from now on; `cleanup` runs first (e.g. clearing a progress bar).
    static func install(cleanup: (@Sendable () -> Void)? = nil) {
        handler.withLock { $0 = cleanup }
        guard source == nil else { return }
        signal(SIGINT, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        signalSource.setEventHandler {
            handler.withLock { $0 }?()
            if isatty(STDERR_FILENO) != 0 { Output.standardError("\r\u{1B}[K\u{1B}[0m\u{1B}[?25h") }
            Output.standardError(message)
            _exit(exitCode)
        }
        signalSource.resume()
        source = signalSource
    }
}
