// Runs the pipeline over every labelled document of a corpus, in parallel, and scores the records.

import DocumentModel
import Evaluation
import Foundation
import Ingest
import Pipeline
import Synchronization

public enum CorpusEvaluation {
    /// Evaluates the labelled documents under `directory`.
    /// - Parameters:
    ///   - recordsFolder: when given, every record is also written there as `<id>.json`, to inspect.
    ///   - wordsFolder: when given, the recognised words of every document are written there as
    ///     `<id>.json` (RecognizedDocument), the recordings `calibrate` and the extraction tests read.
    ///   - omitsUnprinted: the labels leave out what a document does not print
    ///     (`LabelledCorpus.omittingUnprinted(_:)`): spurious values are counted.
    ///   - progress: called after each document with (done, total).
    /// - Throws: `EvaluationError` for an unreadable label set; `OCRError` when no worker can start.
    public static func run(directory: URL, configuration: PipelineConfiguration, jobs: Int,
                           recordsFolder: URL? = nil, wordsFolder: URL? = nil, omitsUnprinted: Bool = false,
                           progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> EvaluationReport {
        let loaded = try LabelledCorpus.load(directory: directory)
        let documents = omitsUnprinted ? LabelledCorpus.omittingUnprinted(loaded) : loaded
        let start = DispatchTime.now()
        let samples = Mutex<[Int: EvaluationSample]>([:])
        try WorkerPool(configuration: configuration, workers: jobs).run(
            count: documents.count,
            work: { index, processor in
                let document = documents[index]
                let begin = DispatchTime.now()
                let result = processor.run(FileSystemPath(document.documentURL), displayPath: document.documentURL.path)
                let (record, words) = (result.refinedRecord(), result.recognized)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - begin.uptimeNanoseconds) / 1e9
                let sample = EvaluationSample(document: document, record: record, seconds: seconds)
                if let wordsFolder, let data = try? words.jsonData() {
                    try? AtomicFile.write(data, to: wordsFolder.appendingPathComponent(sample.id + ".json"))
                }
                return sample
            },
            stalled: { index, seconds in
                let document = documents[index]
                return EvaluationSample(document: document,
                                        record: DocumentRecord.stalled(path: document.documentURL.path,
                                                                              seconds: seconds),
                                        seconds: seconds)
            },
            deliver: { index, sample in
                let done = samples.withLock { samples in
                    samples[index] = sample
                    return samples.count
                }
                if let recordsFolder, let record = sample.record, let data = try? record.jsonData(pretty: true) {
                    try? AtomicFile.write(data, to: recordsFolder.appendingPathComponent(sample.id + ".json"))
                }
                progress(done, documents.count)
            })
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let ordered = samples.withLock { samples in (0..<documents.count).compactMap { samples[$0] } }
        return evaluate(ordered, wallSeconds: wall, corpusName: directory.path)
    }
}
