// Which pages are prepared and read a second time: a photo's closing always; a grainy page's copy
// without the median for an image-only PDF (read only when the first reading left a required field
// unsure) and for any grainy page in the thorough mode; nothing for the middle pages of a long
// document.

import DocumentModel
import Extraction
import Foundation
import Imaging
import Ingest
@testable import Pipeline
import Testing

@Suite struct SecondReadingPolicyTests {
    @Test func imageOnlyPDFsGetTheGrainyCopyAndImageFilesOnlyInTheThoroughMode() {
        let both: Set<SecondPreparation> = [.closing, .withoutMedian]
        #expect(DocumentProcessor.secondPreparations(page: 1, of: 1, fromPDF: true, thorough: false) == both)
        #expect(DocumentProcessor.secondPreparations(page: 1, of: 1, fromPDF: false, thorough: false) == [.closing])
        #expect(DocumentProcessor.secondPreparations(page: 1, of: 1, fromPDF: false, thorough: true) == both)
        // The middle pages of a long document get none; its first and last keep theirs.
        #expect(DocumentProcessor.secondPreparations(page: 2, of: 4, fromPDF: true, thorough: true).isEmpty)
        #expect(DocumentProcessor.secondPreparations(page: 4, of: 4, fromPDF: true, thorough: false) == both)
    }

    @Test func aGrainyCopyIsReadOnlyWhenTheFirstReadingLeftARequiredFieldUnsure() {
        #expect(DocumentProcessor.readsSecondPreparation(.closing, thorough: false, firstReadingSettled: true))
        #expect(!DocumentProcessor.readsSecondPreparation(.withoutMedian, thorough: false, firstReadingSettled: true))
        #expect(DocumentProcessor.readsSecondPreparation(.withoutMedian, thorough: false, firstReadingSettled: false))
        #expect(DocumentProcessor.readsSecondPreparation(.withoutMedian, thorough: true, firstReadingSettled: true))
    }

    /// Two grainy Corpus scans saved as image-only PDFs (how scanned supplier invoices arrive): each is
    /// read a second time, without the median, exactly when its first reading — replayed from the
    /// record's words — left a field its type requires missing or unsure; one of them is, one is not.
    @Test func aGrainyImageOnlyPDFIsReadAgainWhenItsFirstReadingIsUnsure() throws {
        let configuration = try PipelineConfiguration.locating(tessdata: nil)
        var readTwice: [Bool] = []
        for name in ["en-0009-noisy_scan", "en-0017-noisy_scan"] {
            let scan = try Image(encoded: Data(contentsOf: CorpusDocumentTests.corpus.appendingPathComponent(name + ".jpg")))
            let folder = try SampleDocuments.temporaryFolder("grainy-pdf")
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent(name + ".pdf")
            try PDFWriter.pdf(pages: [scan]).write(to: file)
            let result = try DocumentProcessor(configuration: configuration).run(FileSystemPath(file))
            let steps = result.record.pages.first?.preprocessing ?? []
            #expect(steps.contains("denoise:median3"), "\(name): \(steps)")
            var first = result.recognized
            first.secondReading = nil
            let settled = configuration.extraction.requiredFieldsAreSure(ReceiptExtractor().extract(first).fields)
            let second = result.recognized.secondReading != nil
            #expect(second == !settled, "\(name): settled \(settled), read twice \(second)")
            #expect(steps.contains("second_reading:without_median") == second, "\(name): \(steps)")
            readTwice.append(second)
        }
        #expect(Set(readTwice) == [true, false], "\(readTwice)")
    }
}
