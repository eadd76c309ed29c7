// Writes files so that a reader (or a rerun after a crash) sees the old content or the new, never
// half of it: a private temporary file in the same folder, flushed, then renamed over the target.

import DocumentModel
import Foundation

public enum AtomicFile {
    /// The suffix of temporary files; a rerun removes stale ones left by a killed run.
    public static let temporarySuffix = ".rvtmp"

    /// Writes `data` to `url` atomically, creating missing parent folders (mode 0700) and the
    /// file private to the user (mode 0600).
    /// - Throws: `CocoaError` / POSIX errors from the file system.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try makeFolder(folder)
        // A short fixed-shape name: the target's own name may already use the 255-byte limit.
        let temporary = folder.appendingPathComponent(".rv-\(getpid())-\(UInt32.random(in: 0...UInt32.max))\(temporarySuffix)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failed: Int32 = 0
        data.withUnsafeBytes { buffer in
            guard var base = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Foundation.write(descriptor, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = errno; return
                }
                remaining -= written; base += written
            }
        }
        if failed == 0, fsync(descriptor) != 0 { failed = errno }
        close(descriptor)
        if failed == 0, rename(temporary.path, url.path) != 0 { failed = errno }
        if failed != 0 {
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: failed) ?? .EIO)
        }
    }

    /// Makes `folder` and its missing parents, private to the user (mode 0700); nothing when it is there.
    /// - Throws: `CocoaError` (its underlying POSIX error says why) when a folder cannot be made.
    public static func makeFolder(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
    }

    /// Removes temporary files a killed run left under `folder`.
    public static func removeStaleTemporaries(under folder: URL) {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(temporarySuffix) {
            try? FileManager.default.removeItem(at: url)
        }
    }
}

extension RecognizedDocument {
    /// The recording format: JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
