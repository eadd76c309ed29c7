// Reads one input file once: its bytes, its sha256 and its format. The file itself is never
// opened for writing.

import Foundation

/// One input as read from disk.
public struct InputDocument: Sendable {
    public var url: URL
    /// The path as the user should see it in messages and records.
    public var displayPath: String
    public var data: Data
    public var sha256: String
    public var mediaType: MediaType

    /// Reads `url`, checks it is a supported format within `limits` and hashes it.
    /// - Throws: `IngestError` naming the file and what to do.
    public static func read(_ url: URL, displayPath: String? = nil,
                            limits: IngestLimits = .default) throws -> InputDocument {
        try read(FileSystemPath(url), url: url, displayPath: displayPath ?? url.path, limits: limits)
    }

    /// Reads the file at raw `path` (which need not be UTF-8), as `read(_:displayPath:limits:)`.
    /// - Throws: `IngestError` naming the file and what to do.
    public static func read(_ path: FileSystemPath, displayPath: String? = nil,
                            limits: IngestLimits = .default) throws -> InputDocument {
        try read(path, url: path.url, displayPath: displayPath ?? path.displayString, limits: limits)
    }

    private static func read(_ path: FileSystemPath, url: URL, displayPath: String,
                             limits: IngestLimits) throws -> InputDocument {
        let data = try readStable(path, display: displayPath, limits: limits)
        guard let mediaType = MediaType.sniff(data) else { throw IngestError.unsupportedFormat(path: displayPath) }
        try StructureCheck.check(data, as: mediaType, path: displayPath)
        return InputDocument(url: url, displayPath: displayPath, data: data,
                             sha256: Checksum.sha256(data), mediaType: mediaType)
    }

    /// The file's bytes, refusing folders, pipes, devices, empty, oversized and changing files.
    private static func readStable(_ path: FileSystemPath, display: String, limits: IngestLimits) throws -> Data {
        let file = try RegularFile(path, display: display)
        guard file.size <= limits.maxFileBytes else {
            throw IngestError.tooLarge(path: display, detail: "\(file.size) bytes, limit \(limits.maxFileBytes)", exceeded: .fileBytes)
        }
        guard file.size > 0 else { throw IngestError.empty(path: display) }
        // One byte more than the size seen at open: a file that grew meanwhile is noticed.
        let data = try file.read(upTo: file.size + 1, display: display)
        if data.count != file.size || file.hasChanged() {
            throw IngestError.changedWhileReading(path: display)
        }
        return data
    }
}
