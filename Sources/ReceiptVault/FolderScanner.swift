// Lists the documents under a folder, recursively: files with a document extension or whose bytes
// look like a document. Follows symbolic links but never loops, and skips hidden files.

import Foundation
import Ingest

/// One input found under the batch folder.
public struct BatchInput: Sendable, Hashable {
    public var url: URL
    /// The path relative to the batch folder, e.g. `a/b.jpg`; names the output `a/b.jpg.json`.
    public var relativePath: String
}

public enum FolderScanner {
    /// The inputs under `root` sorted by relative path; `root` may also be a single file.
    public static func inputs(under root: URL) -> [BatchInput] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [BatchInput(url: root, relativePath: root.lastPathComponent)] }
        var found: [BatchInput] = []
        var visited: Set<String> = []
        walk(root, relative: "", visited: &visited, into: &found)
        return found.sorted { $0.relativePath < $1.relativePath }
    }

    private static func walk(_ folder: URL, relative: String, visited: inout Set<String>, into found: inout [BatchInput]) {
        let real = folder.resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }   // a symlink loop or a second link to one folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                // A dangling link: report it as an input so the user learns about it.
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil {
                    found.append(BatchInput(url: url, relativePath: relativePath))
                }
                continue
            }
            if isDirectory.boolValue {
                walk(url, relative: relativePath, visited: &visited, into: &found)
            } else if isDocument(url) {
                found.append(BatchInput(url: url, relativePath: relativePath))
            }
        }
    }

    /// A document extension, or a file without a known extension whose first bytes are a document.
    static func isDocument(_ url: URL) -> Bool {
        let pathExtension = url.pathExtension.lowercased()
        if MediaType.knownExtensions.contains(pathExtension) { return true }
        if ["json", "txt", "md", "csv", "sqlite", "xml", "html"].contains(pathExtension) { return false }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1024)) ?? Data()
        return MediaType.sniff(head) != nil
    }
}
