// Runs the pipeline over a folder on N worker threads, one Tesseract engine each, writing one
// JSON record per input atomically. A rerun skips inputs whose output already records the same
// sha256, so a batch killed at any point resumes without duplicates or half-written files.

import DocumentModel
import Foundation
import Ingest
import Library
import Pipeline
import Synchronization

/// What to run a batch over and where to write.
public struct BatchOptions: Sendable {
    public var root: URL
    /// How the root should appear in record paths (the user's own spelling of it).
    public var rootDisplay: String
    public var output: URL
    public var jobs: Int
    /// Reprocess inputs that already have an output.
    public var force: Bool
    /// Make each document's library copy (`BatchResult.filingCopy`) for filing into a receipt library.
    public var filing = false
    /// The sha256 of documents already in that library: an input with an output is skipped only
    /// when it is among them (when `filing`).
    public var filed: Set<String> = []
    /// The record the library holds for a sha256 in `filed`: an input whose bytes are already filed
    /// is not read again (no OCR); its result carries this record. Called from worker threads.
    public var filedRecord: (@Sendable (String) -> DocumentRecord?)?

    public init(root: URL, rootDisplay: String? = nil, output: URL,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, force: Bool = false) {
        self.root = root; self.rootDisplay = rootDisplay ?? root.path; self.output = output
        self.jobs = max(1, jobs); self.force = force
    }
}

/// Why a batch could not start.
public enum BatchError: Error, Equatable, CustomStringConvertible {
    /// The folder the records go in cannot be made (a file on its path, no permission).
    case recordsFolder(path: String, reason: String)

    public var description: String {
        switch self {
        case let .recordsFolder(path, reason):
            "cannot make the records folder \(path) (\(reason)); give --out a folder you may write to"
        }
    }
}

/// One finished (or skipped) input, delivered in completion order.
public struct BatchResult: Sendable {
    public var input: BatchInput
    public var outputURL: URL
    /// The record; for a skipped input, the one already on disk.
    public var record: DocumentRecord
    public var skipped: Bool
    /// Set when the record could not be written.
    public var writeError: String?
    /// The copy to file (when the options ask for filing and the document was read).
    public var filingCopy: FilingCopy?
    /// The first page's perceptual hash, for the library's duplicate check (when filing).
    public var pageHash: String?
    /// The refiner's second opinion, asked for after the offline record is delivered.
    public var refinement: PendingRefinement?
}

/// Counts for the progress display and the summary.
public struct BatchProgress: Sendable {
    public var total: Int
    public var done = 0
    public var skipped = 0
    public var failed = 0
    public var pages = 0
    public var elapsed: Double = 0

    /// Documents per second over the documents processed in this run (skips excluded).
    public var rate: Double { elapsed > 0 ? Double(done - skipped) / elapsed : 0 }
    /// Seconds left at the current rate, when it can be estimated.
    public var eta: Double? { rate > 0 ? Double(total - done) / rate : nil }
}

/// Runs one batch.
public final class BatchRunner: Sendable {
    public let configuration: PipelineConfiguration
    public let options: BatchOptions

    public init(configuration: PipelineConfiguration, options: BatchOptions) {
        self.configuration = configuration
        self.options = options
    }

    /// The output path of an input: `OUTDIR/<relative path>.json`, each name shortened when it
    /// would exceed the file system's 255-byte limit (see `OutputName`).
    public func outputURL(for input: BatchInput) -> URL {
        options.output.appendingPathComponent(OutputName.relativePath(for: input.relativePath))
    }

    /// Processes every input under the root; `onResult` is called once per input, serially, as
    /// each finishes. Returns the final counts.
    ///
    /// With the Gemini refiner enabled, a document is delivered (and its record written) offline
    /// first; its refined record then replaces the file and is handed to `onRefined` — the refiner
    /// never holds the offline result back.
    /// `onStage` is told, from the worker's thread, each stage an input enters (for a progress display).
    /// - Throws: `BatchError.recordsFolder` when the records folder cannot be made (before any
    ///   document is read: it would otherwise fail every record after reading every document);
    ///   `OCRError` when no worker could start (e.g. a missing model).
    @discardableResult
    public func run(onResult: @escaping @Sendable (BatchResult, BatchProgress) -> Void,
                    onRefined: (@Sendable (BatchResult) -> Void)? = nil,
                    onStage: (@Sendable (BatchInput, String) -> Void)? = nil) throws -> BatchProgress {
        do {
            try AtomicFile.makeFolder(options.output)
        } catch {
            throw BatchError.recordsFolder(path: options.output.path, reason: error.fileSystemReason)
        }
        AtomicFile.removeStaleTemporaries(under: options.output)
        let inputs = FolderScanner.inputs(under: options.root)
        let start = DispatchTime.now()
        let progress = Mutex(BatchProgress(total: inputs.count))
        try WorkerPool(configuration: configuration, workers: options.jobs).run(
            count: inputs.count,
            work: { [self] (index: Int, processor: DocumentProcessor) -> BatchResult in
                let input = inputs[index]
                var stageOfInput: (@Sendable (String) -> Void)?
                if let onStage { stageOfInput = { stage in onStage(input, stage) } }
                return process(input, with: processor, onStage: stageOfInput)
            },
            stalled: { [self] index, seconds in
                let input = inputs[index]
                let record = DocumentRecord.stalled(path: displayPath(of: input), seconds: seconds)
                let outputURL = outputURL(for: input)
                return BatchResult(input: input, outputURL: outputURL, record: record, skipped: false,
                                   writeError: write(record, to: outputURL))
            },
            deliver: { _, result in
                let snapshot = progress.withLock { progress in
                    progress.done += 1
                    if result.skipped { progress.skipped += 1 }
                    if result.record.status == .error || result.writeError != nil { progress.failed += 1 }
                    progress.pages += result.record.source.pages ?? 0
                    progress.elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                    return progress
                }
                onResult(result, snapshot)
            },
            followUp: { [self] _, result, _ in
                guard !result.skipped, let refined = result.refinement?.run() else { return }
                var replaced = result
                replaced.record = refined
                replaced.writeError = write(refined, to: result.outputURL)
                onRefined?(replaced)
            })
        return progress.withLock { $0 }
    }

    /// Writes a record atomically; the error message when it cannot be written.
    private func write(_ record: DocumentRecord, to outputURL: URL) -> String? {
        do {
            var data = try record.jsonData(pretty: true)
            data.append(0x0A)
            try AtomicFile.write(data, to: outputURL)
            return nil
        } catch {
            return "\(outputURL.path): cannot write the record (\(error)); check free space and permissions"
        }
    }

    /// One input: skip it when its output already matches, otherwise read it and write its record.
    private func process(_ input: BatchInput, with processor: DocumentProcessor,
                         onStage: (@Sendable (String) -> Void)?) -> BatchResult {
        let outputURL = outputURL(for: input)
        let displayPath = displayPath(of: input)
        if !options.force, let existing = existingRecord(at: outputURL, for: input),
           !options.filing || existing.source.sha256.map(options.filed.contains) == true {
            return BatchResult(input: input, outputURL: outputURL, record: existing, skipped: true)
        }
        if options.filing, !options.force, let sha256 = Checksum.sha256(ofFileAt: input.path),
           options.filed.contains(sha256), let filed = options.filedRecord?(sha256) {
            // Already in the library (from this path or another): its bytes say so before any OCR.
            let writeError = write(filed, to: outputURL)
            return BatchResult(input: input, outputURL: outputURL, record: filed, skipped: true, writeError: writeError)
        }
        var filingCopy: FilingCopy?
        var pageHash: String?
        let result = processor.run(input.path, displayPath: displayPath, keepingPages: options.filing, onStage: onStage)
        if options.filing, result.record.status == .ok {
            filingCopy = try? LibraryFiling.copy(of: input.path, record: result.record, pages: result.pages)
            pageHash = LibraryFiling.pageHash(of: result.pages)
        }
        let writeError = write(result.record, to: outputURL)
        return BatchResult(input: input, outputURL: outputURL, record: result.record, skipped: false, writeError: writeError,
                           filingCopy: filingCopy, pageHash: pageHash, refinement: result.refinement)
    }

    /// The input's path as the user spelled the root.
    private func displayPath(of input: BatchInput) -> String {
        (options.rootDisplay as NSString).appendingPathComponent(input.relativePath)
    }

    /// The record already written for this input, when it describes the same bytes.
    private func existingRecord(at outputURL: URL, for input: BatchInput) -> DocumentRecord? {
        guard let data = try? Data(contentsOf: outputURL),
              let record = try? JSONDecoder().decode(DocumentRecord.self, from: data),
              let recordedHash = record.source.sha256,
              Checksum.sha256(ofFileAt: input.path) == recordedHash
        else { return nil }
        return record
    }
}
