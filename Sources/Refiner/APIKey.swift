// The Gemini API key: taken from GEMINI_API_KEY or a key file only its owner can read, and kept in a
// type that prints as "<redacted>" so that no log, error or record can show it by accident.

import Foundation

/// A secret API key. Printing, interpolating or dumping it shows `<redacted>`.
public struct APIKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key itself; only the HTTP request header reads it.
    let secret: String

    /// A key from its text (surrounding white space removed); nil when empty or not one line.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else { return nil }
        secret = trimmed
    }

    public var description: String { "<redacted>" }
    public var debugDescription: String { "<redacted>" }
    public var customMirror: Mirror { Mirror(self, children: []) }

    /// `text` with every occurrence of the key replaced, for messages that echo a server's words.
    public func scrub(_ text: String) -> String {
        text.replacingOccurrences(of: secret, with: "<redacted>")
    }

    /// The default key file: `~/.config/receiptvault/gemini.key`.
    public static var defaultKeyFile: URL {
        FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".config/receiptvault/gemini.key")
    }

    /// The key from `GEMINI_API_KEY` when set, otherwise from `keyFile`, which must belong to the
    /// user and be unreadable by group and others.
    /// - Throws: `RefinerError.missingKey`, `.keyFileTooOpen` or `.keyFileUnreadable`.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment,
                            keyFile: URL = defaultKeyFile) throws(RefinerError) -> APIKey {
        if let value = environment["GEMINI_API_KEY"], let key = APIKey(value) { return key }
        let path = keyFile.path
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { throw .missingKey(keyFile: path) }
            throw .keyFileUnreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_uid == geteuid() else {
            throw .keyFileUnreadable(path: path, reason: "it belongs to another user")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw .keyFileTooOpen(path: path, mode: String(status.st_mode & 0o777, radix: 8))
        }
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw .keyFileUnreadable(path: path, reason: "it cannot be read as UTF-8 text")
        }
        guard let key = APIKey(text) else { throw .keyFileUnreadable(path: path, reason: "it holds no key on one line") }
        return key
    }
}
