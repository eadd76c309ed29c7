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
        let path = displayPath ?? url.path
        let data = try readStable(url, path: path, limits: limits)
        guard let mediaType = MediaType.sniff(data) else { throw IngestError.unsupportedFormat(path: path) }
        return InputDocument(url: url, displayPath: path, data: data,
                             sha256: Checksum.sha256(data), mediaType: mediaType)
    }

    /// The file's bytes, refusing empty, oversized and changing files.
    private static func readStable(_ link: URL, path: String, limits: IngestLimits) throws -> Data {
        let url = link.resolvingSymlinksInPath()   // attributes of the file, not of a link to it
        let before: [FileAttributeKey: Any]
        do {
            before = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw IngestError.unreadable(path: path, reason: Self.reason(error))
        }
        let size = (before[.size] as? NSNumber)?.intValue ?? 0
        if (before[.type] as? FileAttributeType) == .typeDirectory {
            throw IngestError.unreadable(path: path, reason: "it is a folder")
        }
        guard size <= limits.maxFileBytes else {
            throw IngestError.tooLarge(path: path, detail: "\(size) bytes, limit \(limits.maxFileBytes)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw IngestError.unreadable(path: path, reason: Self.reason(error))
        }
        guard !data.isEmpty else { throw IngestError.empty(path: path) }
        let after = try? FileManager.default.attributesOfItem(atPath: url.path)
        let sizeAfter = (after?[.size] as? NSNumber)?.intValue
        let modifiedBefore = before[.modificationDate] as? Date
        let modifiedAfter = after?[.modificationDate] as? Date
        if sizeAfter != data.count || modifiedBefore != modifiedAfter {
            throw IngestError.changedWhileReading(path: path)
        }
        return Data(data)  // a private copy: the mapping must not see later writes to the file
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        switch nsError.code {
        case NSFileReadNoPermissionError: return "permission denied"
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
        default: return nsError.localizedDescription
        }
    }
}
