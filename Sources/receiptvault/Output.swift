// Writing to the terminal without shared mutable state (Swift 6: `stderr` is a global var).

import Foundation

enum Output {
    static func standardOutput(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func standardError(_ text: String) { write(text, to: STDERR_FILENO) }
    static func standardOutput(_ data: Data) {
        data.withUnsafeBytes { buffer in writeAll(buffer, to: STDOUT_FILENO) }
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in writeAll(UnsafeRawBufferPointer(buffer), to: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard var base = buffer.baseAddress else { return }
        var remaining = buffer.count
        while remaining > 0 {
            let written = Foundation.write(descriptor, base, remaining)
            if written < 0 { if errno == EINTR { continue } else { return } }
            remaining -= written
            base += written
        }
    }
}
