// Finds a document's record among a batch's output by content (sha256), so that a refinement made
// later (`refine --pending --records OUTDIR`) replaces the record the batch wrote, atomically.

import DocumentModel
import Foundation

/// The records under a folder, by their document's sha256.
public struct RecordFolderIndex: Sendable {
    private let bySHA256: [String: URL]

    /// Reads every `*.json` record under `folder` (files that are not records are skipped).
    public init(folder: URL) {
        var index: [String: URL] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "json", let data = try? Data(contentsOf: url),
                  let record = try? JSONDecoder().decode(DocumentRecord.self, from: data),
                  let sha256 = record.source.sha256 else { continue }
            index[sha256] = url
        }
        bySHA256 = index
    }

    /// Replaces the stored record of the same document with `record`; nil when there is none.
    /// - Throws: file-system errors from writing.
    public func replace(with record: DocumentRecord) throws -> URL? {
        guard let sha256 = record.source.sha256, let url = bySHA256[sha256] else { return nil }
        var data = try record.jsonData(pretty: true)
        data.append(0x0A)
        try AtomicFile.write(data, to: url)
        return url
    }
}
