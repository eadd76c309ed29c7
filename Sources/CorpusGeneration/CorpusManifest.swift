// Corpus/generator.json: the seed and size a corpus was generated with, so `check` can re-compose it.

import DocumentModel
import Foundation

/// What `generate` records and `check` reads.
public struct CorpusManifest: Codable, Sendable {
    public var seed: UInt64
    public var documents: Int
    public var generator: String

    public init(seed: UInt64, documents: Int) {
        self.seed = seed; self.documents = documents; generator = "corpus-generator 1"
    }

    static func url(in corpus: URL) -> URL { corpus.appendingPathComponent("generator.json") }

    /// - Throws: `CorpusError.reading` when the manifest is missing or malformed.
    public static func read(from corpus: URL) throws -> CorpusManifest {
        let url = url(in: corpus)
        do { return try JSONDecoder().decode(CorpusManifest.self, from: Data(contentsOf: url)) } catch {
            throw CorpusError.reading(path: url.path, reason: error.fileSystemReason)
        }
    }

    func write(to corpus: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try CorpusWriter.save(try encoder.encode(self) + Data("\n".utf8), to: CorpusManifest.url(in: corpus))
    }
}

/// Generates a whole corpus folder.
public enum CorpusGenerator {
    /// Writes `count` documents and their variants into `corpus/documents`, and the manifest.
    /// `progress` is called after each document with its number.
    /// - Throws: `CorpusError` on the first document that cannot be written.
    public static func generate(seed: UInt64, count: Int, into corpus: URL, progress: (Int, [String]) -> Void) throws {
        let folder = corpus.appendingPathComponent("documents")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw CorpusError.writing(path: folder.path, reason: error.fileSystemReason)
        }
        for plan in CorpusPlan.make(seed: seed, count: count) {
            progress(plan.number, try CorpusWriter.write(plan, to: folder))
        }
        try CorpusManifest(seed: seed, documents: count).write(to: corpus)
    }
}
