// Opens and reads input files through POSIX calls on raw path bytes: never blocks on a pipe or
// device, never follows a symlink loop forever, and notices a file that changes while it is read.

import Foundation

/// An input file opened for reading; closed in deinit. Not `Sendable`: used by one worker.
final class RegularFile {
    let descriptor: Int32
    let status: stat

    /// Opens `path` read-only and checks that it is a regular file.
    /// - Throws: `IngestError.unreadable` with the system's reason (permission denied, no such
    ///   file, too many levels of symbolic links, a folder) or `.notAFile` for a pipe or device.
    init(_ path: FileSystemPath, display: String) throws {
        // O_NONBLOCK: opening a FIFO with no writer must not wait forever.
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else {
            throw IngestError.unreadable(path: display, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw IngestError.unreadable(path: display, reason: reason)
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            if kind == S_IFDIR { throw IngestError.folder(path: display) }
            throw IngestError.notAFile(path: display)
        }
        self.descriptor = descriptor
        self.status = status
    }

    deinit { close(descriptor) }

    var size: Int { Int(status.st_size) }

    /// Reads up to `limit` bytes from the current position; fewer only at the end of the file.
    /// - Throws: `IngestError.unreadable` on a read error.
    func read(upTo limit: Int, display: String) throws -> Data {
        var data = Data(count: limit)
        var total = 0
        let failure: Int32 = data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            while total < limit {
                let count = Foundation.read(descriptor, base + total, limit - total)
                if count < 0 { if errno == EINTR || errno == EAGAIN { continue } else { return errno } }
                if count == 0 { break }
                total += count
            }
            return 0
        }
        guard failure == 0 else {
            throw IngestError.unreadable(path: display, reason: String(cString: strerror(failure)))
        }
        data.count = total
        return data
    }

    /// Whether the file's size or modification time now differ from when it was opened.
    func hasChanged() -> Bool {
        var now = stat()
        guard fstat(descriptor, &now) == 0 else { return true }
        return now.st_size != status.st_size || now.st_mtim.tv_sec != status.st_mtim.tv_sec
            || now.st_mtim.tv_nsec != status.st_mtim.tv_nsec
    }
}
