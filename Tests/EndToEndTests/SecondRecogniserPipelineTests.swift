// The second recogniser in the pipeline (`--second-recogniser`), with the real Tesseract and PP-OCR
// on Corpus/ files: it reads only a document whose date or total the first readings left missing or
// unsure, the recording keeps its reading so that a replay gives the same fields, and a second
// recogniser that cannot run leaves the document Tesseract's with a warning, not a failure.

import DocumentModel
import Extraction
import Foundation
import Ingest
@testable import Pipeline
import SecondReading
import Testing

@Suite struct SecondRecogniserPipelineTests {
    static let repository = CorpusDocumentTests.corpus.deletingLastPathComponent().deletingLastPathComponent()
    static let installation = try? SecondRecogniserFolder.locate(explicit: nil, environment: [
        "RECEIPTVAULT_SECOND_RECOGNISER": repository.appendingPathComponent("second-recogniser").path,
    ])

    private static func run(_ name: String, with installation: SecondRecogniserFolder) throws -> DocumentResult {
        var configuration = try PipelineConfiguration.locating(tessdata: nil)
        configuration.secondRecogniser = installation
        return try DocumentProcessor(configuration: configuration)
            .run(FileSystemPath(CorpusDocumentTests.corpus.appendingPathComponent(name)))
    }

    @Test(.enabled(if: installation != nil, "needs `make second-recogniser`"))
    func aPhotoWhoseTotalOrDateIsUnsureIsReadAgainAndItsRecordingReplaysTheSame() throws {
        // he-0118's photo: its first readings leave the date unsure.
        let result = try Self.run("he-0118-photo.jpg", with: #require(Self.installation))
        #expect(result.record.timingsMs["ocr.second_recogniser_detect"] != nil)
        #expect(!result.record.warnings.contains { $0.code == "second_recogniser_failed" })
        let spliced = try #require(result.recognized.numbersSpliced)
        #expect(spliced.pages.count == result.recognized.pages.count)
        // The recording replays to the record's fields.
        let replayed = ReceiptExtractor().extract(result.recognized)
        for field in ReceiptExtractor.digitFields {
            #expect(replayed.fields[field]?.value == result.record[field]?.value, "\(field)")
        }
        #expect(result.record[.total]?.value == "684.08")
    }

    @Test(.enabled(if: installation != nil, "needs `make second-recogniser`"))
    func aDocumentWhoseDateAndTotalAreSureIsNotReadAgain() throws {
        let result = try Self.run("en-0002-clean_scan.png", with: #require(Self.installation))
        #expect(result.record.timingsMs["ocr.second_recogniser_detect"] == nil)
        #expect(result.recognized.numbersSpliced == nil)
        #expect(result.record[.total]?.value == "28.89")
    }

    @Test func aSecondRecogniserThatCannotRunLeavesTheDocumentTesseractsWithAWarning() throws {
        let folder = try SampleDocuments.temporaryFolder("broken-second-recogniser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("libonnxruntime.so.1.32.0")
        try Data("not a library".utf8).write(to: library)
        let result = try Self.run("he-0118-photo.jpg", with: SecondRecogniserFolder(folder: folder, library: library))
        #expect(result.record.status == .ok)
        let warning = try #require(result.record.warnings.first { $0.code == "second_recogniser_failed" })
        #expect(warning.message.contains("ONNX Runtime"))
        #expect(result.record[.total]?.value == "684.08")
        #expect(result.recognized.numbersSpliced == nil)
    }
}
