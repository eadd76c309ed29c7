// Files and folders the library writes: folders 0700, files 0600, and every file written to a
// temporary name in its folder, synced, then renamed, so a reader never sees half of one.

import DocumentModel
import Foundation

enum PrivateFiles {
    /// The prefix of temporary files; `library check --repair` removes stale ones.
    static let temporaryPrefix = ".rv-library-"

    /// Creates `folder` and its missing parents, private to the user.
    /// - Throws: `LibraryError.cannotWrite`.
    static func createFolder(_ folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw LibraryError.cannotWrite(path: folder.path, reason: error.fileSystemReason)
        }
    }

    /// Writes `data` to `url` atomically (temporary file + fsync + rename), mode 0600.
    /// - Throws: `LibraryError.cannotWrite`.
    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try createFolder(folder)
        let temporary = folder.appendingPathComponent("\(temporaryPrefix)\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(url, errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            unlink(temporary.path)
            throw LibraryError.cannotWrite(path: url.path, reason: error.fileSystemReason)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw failure(url, code)
        }
    }

    /// Whether `folder` exists (or can be created) and accepts a new file.
    static func isWritableFolder(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return false }
        return access(folder.path, W_OK | X_OK) == 0
    }

    private static func failure(_ url: URL, _ code: Int32) -> LibraryError {
        .cannotWrite(path: url.path, reason: String(cString: strerror(code)))
    }
}
