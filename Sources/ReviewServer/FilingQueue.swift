// Add documents: uploaded files wait in a queue and are read one at a time on a worker thread by the
// real pipeline, then filed into the library; each step (queued, reading, filing, filed or failed,
// with documents done and pages read) is published to the pages listening on `/events`.

import DocumentModel
import Foundation
import Ingest
import Library
import Pipeline
import ReceiptVault
import Synchronization

/// One step of one uploaded document, as sent to the page (JSON in a Server-Sent Event).
struct FilingEvent: Codable, Sendable {
    /// The upload's number in this server session.
    var job: Int
    var name: String
    /// `queued`, `reading`, `filing`, `filed`, `already`, `failed`, or `idle` (the queue is empty).
    var stage: String
    /// Documents finished and documents received in this session.
    var done: Int
    var total: Int
    /// Pages read so far over the session's documents.
    var pages: Int
    /// The library id once filed.
    var id: Int64?
    var review: String?
    var message: String?
}

/// The upload queue and its listeners.
final class FilingQueue: Sendable {
    private struct State {
        var waiting: [(job: Int, name: String, file: URL)] = []
        var next = 1
        var done = 0
        var total = 0
        var pages = 0
        var running = false
        var listeners: [Int: AsyncStream<FilingEvent>.Continuation] = [:]
        var nextListener = 0
        var last: FilingEvent?
    }

    private let state = Mutex(State())
    private let library: LibraryAccess
    private let configuration: PipelineConfiguration?
    private let folder: URL

    /// - Parameter configuration: the pipeline's; nil when the server cannot read documents (uploads then fail).
    init(library: LibraryAccess, configuration: PipelineConfiguration?) {
        self.library = library
        self.configuration = configuration
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("receiptvault-review-\(getpid())")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Keeps an uploaded file and queues it; returns its job number.
    /// - Throws: a write error when the temporary copy cannot be made.
    func enqueue(name: String, data: Data) throws -> Int {
        let safe = Self.safeName(name)
        let (job, start, event) = try state.withLock { state -> (Int, Bool, FilingEvent) in
            // Made under the lock: the worker removes the folder under it when the queue runs empty.
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            let job = state.next
            state.next += 1
            let file = folder.appendingPathComponent("\(job)-\(safe)")
            try data.write(to: file, options: .atomic)
            state.waiting.append((job, safe, file))
            state.total += 1
            let start = !state.running
            state.running = true
            let event = FilingEvent(job: job, name: safe, stage: "queued", done: state.done, total: state.total,
                                    pages: state.pages)
            return (job, start, event)
        }
        publish(event)
        if start {
            let thread = Thread { [self] in work() }
            thread.stackSize = 8 << 20
            thread.start()
        }
        return job
    }

    /// A stream of events: the latest one first (so a page opened mid-way sees where things are), then each new one.
    func listen() -> AsyncStream<FilingEvent> {
        let (stream, continuation) = AsyncStream<FilingEvent>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let key = state.withLock { state -> Int in
            let key = state.nextListener
            state.nextListener += 1
            state.listeners[key] = continuation
            continuation.yield(state.last ?? FilingEvent(job: 0, name: "", stage: "idle", done: state.done,
                                                         total: state.total, pages: state.pages))
            return key
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.listeners.removeValue(forKey: key) }
        }
        return stream
    }

    private func publish(_ event: FilingEvent) {
        state.withLock { state in
            state.last = event
            for listener in state.listeners.values { listener.yield(event) }
        }
    }

    /// The worker: reads and files queued documents until the queue is empty.
    private func work() {
        var processor: DocumentProcessor?
        while let item = state.withLock({ state in state.waiting.isEmpty ? nil : state.waiting.removeFirst() }) {
            let counts = { self.state.withLock { ($0.done, $0.total, $0.pages) } }
            let event = { (stage: String, id: Int64?, review: String?, message: String?) in
                let (done, total, pages) = counts()
                self.publish(FilingEvent(job: item.job, name: item.name, stage: stage, done: done, total: total,
                                         pages: pages, id: id, review: review, message: message))
            }
            event("reading", nil, nil, nil)
            var outcome: (stage: String, id: Int64?, review: String?, message: String?)
            do {
                guard let configuration else { throw ReviewServerError.cannotRender(id: 0, reason: "no pipeline configured") }
                let reader = try processor ?? DocumentProcessor(configuration: configuration)
                processor = reader
                let result = reader.run(FileSystemPath(item.file), displayPath: item.name, keepingPages: true)
                let (record, pages) = (result.refinedRecord(), result.pages)
                state.withLock { $0.pages += record.source.pages ?? 0 }
                event("filing", nil, nil, nil)
                let copy = record.status == .ok ? try LibraryFiling.copy(of: FileSystemPath(item.file), record: record, pages: pages) : nil
                let filed = try library.with { LibraryFiling.file(record, copy: copy, into: $0) }
                if let filing = filed.filing {
                    outcome = (filing.alreadyFiled ? "already" : "filed", filing.id, filing.record.review?.rawValue, nil)
                } else {
                    outcome = ("failed", nil, nil, filed.error ?? "not filed")
                }
            } catch {
                outcome = ("failed", nil, nil, "\(error)")
            }
            try? FileManager.default.removeItem(at: item.file)
            state.withLock { $0.done += 1 }
            event(outcome.stage, outcome.id, outcome.review, outcome.message)
        }
        let idle = state.withLock { state -> FilingEvent? in
            // Another upload may have arrived between the last removal and now: keep working then.
            guard state.waiting.isEmpty else { return nil }
            state.running = false
            // Every upload is read and its copy removed: the folder goes too (the server is usually
            // stopped by a signal, so `deinit` would not get to remove it).
            try? FileManager.default.removeItem(at: folder)
            return FilingEvent(job: 0, name: "", stage: "idle", done: state.done, total: state.total, pages: state.pages)
        }
        if let idle { publish(idle) } else { work() }
    }

    /// An uploaded file's name reduced to its last component, safe characters only, its extension kept.
    static func safeName(_ name: String) -> String {
        let last = (name as NSString).lastPathComponent
        let cleaned = String(last.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
        }.prefix(120))
        let trimmed = cleaned.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return trimmed.isEmpty ? "upload" : trimmed
    }
}
