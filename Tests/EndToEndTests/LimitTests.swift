import DocumentModel
import Foundation
import Pipeline
import ReceiptVault
import Testing

@Suite struct LimitTests {
    @Test func aDocumentOverTheTimeLimitFailsWithTimeoutAndTheWorkerGoesOn() throws {
        let folder = try SampleDocuments.temporaryFolder("limit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = folder.appendingPathComponent("scan.png")
        try SampleDocuments.scannedPNG(lines: ["GROCER LTD", "Milk 2.50", "TOTAL 2.50"]).write(to: scan)
        var configuration = try PipelineConfiguration.locating(tessdata: nil)
        configuration.documentTimeLimit = 0.02
        let processor = try DocumentProcessor(configuration: configuration)
        let slow = processor.process(scan)
        #expect(slow.status == .error)
        #expect(slow.error?.code == "timeout")

        // The same processor (and engine) reads the next document normally.
        var relaxed = configuration
        relaxed.documentTimeLimit = 120
        let record = try DocumentProcessor(configuration: relaxed).process(scan)
        #expect(record.status == .ok)
        #expect(record.text.contains("TOTAL"))
    }

    @Test func tooManyPagesIsRefused() throws {
        let folder = try SampleDocuments.temporaryFolder("pages")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("one.pdf")
        try SampleDocuments.textPDF(lines: ["Invoice 1", "Total due 1.00"]).write(to: pdf)
        var configuration = try PipelineConfiguration.locating(tessdata: nil)
        configuration.limits.maxPages = 0
        let record = try DocumentProcessor(configuration: configuration).process(pdf)
        #expect(record.error?.code == "too_many_pages")
        #expect(record.error?.message.contains("--max-pages") == true)
    }
}
