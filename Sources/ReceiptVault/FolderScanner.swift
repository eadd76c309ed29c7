// Lists the documents under a folder, recursively: files with a document extension or whose bytes
// look like a document. Works on raw name bytes (a name that is not UTF-8 is still found and
// read), follows symbolic links but never loops, skips hidden files, and reports links that lead
// nowhere and folders it may not list, so that no input disappears without a record.

import Foundation
import Ingest

/// One input found under the batch folder.
public struct BatchInput: Sendable, Hashable {
    /// The file's path as the file system spells it (open the file with this).
    public var path: FileSystemPath
    /// The path relative to the batch folder, e.g. `a/b.jpg`, with bytes that are not UTF-8
    /// written as `\xNN`; names the output `a/b.jpg.json`.
    public var relativePath: String

    public init(path: FileSystemPath, relativePath: String) {
        self.path = path; self.relativePath = relativePath
    }

    /// The file's URL (lossy when its name is not UTF-8: open `path` instead).
    public var url: URL { path.url }
}

public enum FolderScanner {
    /// The inputs under `root` sorted by relative path; `root` may also be a single file.
    public static func inputs(under root: URL) -> [BatchInput] {
        let rootPath = FileSystemPath(root)
        guard let status = fileStatus(rootPath, followingLinks: true) else { return [] }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            return [BatchInput(path: rootPath, relativePath: root.lastPathComponent)]
        }
        var found: [BatchInput] = []
        var visited: Set<FolderIdentity> = []
        walk(rootPath, relative: "", visited: &visited, into: &found)
        return found.sorted { $0.relativePath < $1.relativePath }
    }

    /// A folder's device and inode: a symlink loop or a second link to one folder is seen once.
    private struct FolderIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    private static func walk(_ folder: FileSystemPath, relative: String, visited: inout Set<FolderIdentity>,
                             into found: inout [BatchInput]) {
        guard let status = fileStatus(folder, followingLinks: true),
              visited.insert(FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted
        else { return }
        guard let names = entries(of: folder) else {
            // A folder that may not be listed is reported, so its files are not silently missing.
            if !relative.isEmpty { found.append(BatchInput(path: folder, relativePath: relative)) }
            return
        }
        for name in names where name.first != UInt8(ascii: ".") {
            let path = folder.appending(name)
            let displayName = FileSystemPath.display(name)
            let relativePath = relative.isEmpty ? displayName : relative + "/" + displayName
            guard let status = fileStatus(path, followingLinks: true) else {
                // A link that leads nowhere or loops: report it so the user learns about it.
                if let link = fileStatus(path, followingLinks: false), link.st_mode & S_IFMT == S_IFLNK {
                    found.append(BatchInput(path: path, relativePath: relativePath))
                }
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk(path, relative: relativePath, visited: &visited, into: &found)
            } else if isDocument(path, name: displayName, status: status) {
                found.append(BatchInput(path: path, relativePath: relativePath))
            }
        }
    }

    /// A document extension, or a regular file without a known extension whose first bytes are a document.
    static func isDocument(_ path: FileSystemPath, name: String, status: stat) -> Bool {
        let pathExtension = (name as NSString).pathExtension.lowercased()
        if MediaType.knownExtensions.contains(pathExtension) { return true }
        if ["json", "txt", "md", "csv", "sqlite", "xml", "html"].contains(pathExtension) { return false }
        guard status.st_mode & S_IFMT == S_IFREG else { return false }   // never open a pipe or device to sniff it
        return MediaType.sniff(fileAt: path) != nil
    }

    /// The names in a folder as raw bytes, without `.` and `..`; nil when it cannot be listed.
    private static func entries(of folder: FileSystemPath) -> [[UInt8]]? {
        guard let directory = folder.withCString({ opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    private static func fileStatus(_ path: FileSystemPath, followingLinks: Bool) -> stat? {
        var status = stat()
        let result = path.withCString { followingLinks ? stat($0, &status) : lstat($0, &status) }
        return result == 0 ? status : nil
    }
}
