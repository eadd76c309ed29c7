import DocumentModel
import Foundation
import Pipeline
import ReceiptVault
import Refiner
import Synchronization
import Testing

/// A slow stand-in for Gemini: marks every document's total as refined after a pause.
private struct SlowRefiner: DocumentRefining {
    let pause: Double

    func refine(_ record: DocumentRecord, document: RecognizedDocument, pageImage: Data?) -> DocumentRecord {
        Thread.sleep(forTimeInterval: pause)
        var refined = record
        refined[.total] = FieldValue(value: "2.50", confidence: 0.8, page: 1, bbox: nil, source: .refiner,
                                     rule: "refiner.test")
        return refined
    }
}

@Suite struct DeferredRefinementTests {
    @Test func theOfflineRecordIsDeliveredBeforeTheRefinerAnswers() throws {
        let root = try SampleDocuments.temporaryFolder("refine-batch")
        defer { try? FileManager.default.removeItem(at: root) }
        try SampleDocuments.scannedPNG(lines: ["GROCER LTD", "Milk 2.50", "TOTAL 2.50"])
            .write(to: root.appendingPathComponent("scan.png"))
        let output = try SampleDocuments.temporaryFolder("refine-out")
        defer { try? FileManager.default.removeItem(at: output) }
        var configuration = try PipelineConfiguration.locating(tessdata: nil)
        configuration.refiner = SlowRefiner(pause: 1.5)
        let runner = BatchRunner(configuration: configuration, options: BatchOptions(root: root, output: output, jobs: 1))

        let events = Mutex<[(kind: String, at: Date, record: DocumentRecord)]>([])
        try runner.run { result, _ in
            events.withLock { $0.append(("offline", Date(), result.record)) }
        } onRefined: { result in
            events.withLock { $0.append(("refined", Date(), result.record)) }
        }

        let seen = events.withLock { $0 }
        #expect(seen.map(\.kind) == ["offline", "refined"])
        guard seen.count == 2 else { return }
        #expect(seen[0].record[.total]?.source != .refiner, "the offline record comes first, unrefined")
        #expect(seen[1].at.timeIntervalSince(seen[0].at) >= 1.4, "it did not wait for the refiner")
        #expect(seen[1].record[.total]?.source == .refiner)
        #expect(seen[1].record.timingsMs["refine"] ?? 0 >= 1400)
        let written = try JSONDecoder().decode(DocumentRecord.self,
                                               from: Data(contentsOf: output.appendingPathComponent("scan.png.json")))
        #expect(written[.total]?.source == .refiner, "the refined record replaced the offline one on disk")
    }
}
