// The mirror: copies of the month folders and summaries in a second folder (e.g. a synced cloud
// drive). Every copy goes through the outbox first, so when the mirror is missing or read-only the
// copy waits there and is made on the next run or by `library sync`; it is never lost.

import Foundation

/// One file to copy to (or remove from) a mirror.
struct MirrorTask: Codable, Equatable {
    /// The mirror folder.
    var mirror: String
    /// The file, relative to the library and to the mirror.
    var path: String
}

/// What draining the mirror outbox did.
public struct MirrorSyncResult: Sendable, Equatable {
    public var copied = 0
    public var removed = 0
    /// Items still pending (the mirror is unavailable), with the reason.
    public var pending = 0
    public var lastError: String?
}

extension ReceiptLibrary {
    static let mirrorCopyKind = "mirror.copy"
    static let mirrorRemoveKind = "mirror.remove"

    /// Queues copies of library files to the mirror (when one is set) and tries to drain at once.
    func queueMirrorCopies(_ paths: [String], kind: String = mirrorCopyKind) throws {
        guard let mirror else { return }
        for path in paths { try enqueue(kind: kind, payload: MirrorTask(mirror: mirror.path, path: path)) }
        try syncMirror()
    }

    /// Makes every pending mirror copy and removal whose mirror folder is available; the rest stay
    /// queued with the reason. A mirror folder that does not exist is unavailable (an unmounted
    /// drive): it is never created here.
    /// - Throws: `LibraryError.database`.
    @discardableResult
    public func syncMirror() throws -> MirrorSyncResult {
        var result = MirrorSyncResult()
        for kind in [Self.mirrorCopyKind, Self.mirrorRemoveKind] {
            for item in try pending(kind: kind) {
                guard let task = try? item.decode(MirrorTask.self) else {
                    try fail(id: item.id, error: "unreadable payload")
                    continue
                }
                do {
                    try perform(task, remove: kind == Self.mirrorRemoveKind)
                    try complete(id: item.id)
                    if kind == Self.mirrorRemoveKind { result.removed += 1 } else { result.copied += 1 }
                } catch {
                    let message = "\(error)"
                    try fail(id: item.id, error: message)
                    result.pending += 1
                    result.lastError = message
                }
            }
        }
        return result
    }

    private func perform(_ task: MirrorTask, remove: Bool) throws {
        let mirror = URL(fileURLWithPath: task.mirror)
        guard PrivateFiles.isWritableFolder(mirror) else {
            throw LibraryError.cannotWrite(path: mirror.path, reason: "the mirror folder is missing or not writable")
        }
        let target = mirror.appendingPathComponent(task.path)
        if remove {
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            // A month folder left empty in the mirror goes too, as in the library.
            let folder = target.deletingLastPathComponent()
            if folder.path != mirror.path, (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: folder)
            }
            return
        }
        // The library's current content: a summary rewritten since the task was queued is copied as it is now.
        let source = url(task.path)
        guard let data = try? Data(contentsOf: source) else {
            return   // the file left the library (moved by a correction): nothing to mirror
        }
        try PrivateFiles.write(data, to: target)
    }
}
