// Files two real corpus documents (a Hebrew PNG scan and an English text PDF) with the real
// pipeline: the image becomes a one-page PDF of its straightened page, the PDF is copied byte for
// byte, both land in their month folders and summaries, and the inputs are untouched.

import DocumentModel
import Foundation
import Ingest
import Library
import Pipeline
import ReceiptVault
import Testing

@Suite struct LibraryFilingTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/documents")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.appendingPathComponent("he-0001-clean_scan.png").path)))
    func filesAHebrewScanAndAnEnglishTextPDF() throws {
        let scan = Self.corpus.appendingPathComponent("he-0001-clean_scan.png")
        let pdf = Self.corpus.appendingPathComponent("en-0007-text_pdf.pdf")
        let before = try [Data(contentsOf: scan), Data(contentsOf: pdf)]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try ReceiptLibrary(root: folder)
        let processor = try DocumentProcessor(configuration: .locating(tessdata: nil))

        let hebrew = processor.file(FileSystemPath(scan), into: library)
        let english = processor.file(FileSystemPath(pdf), into: library)
        let hebrewFiling = try #require(hebrew.filing, "\(hebrew.error ?? "")")
        let englishFiling = try #require(english.filing, "\(english.error ?? "")")

        // The scan: a one-page PDF named after the business and date read off it.
        let hebrewDate = try #require(hebrew.record[.date]?.value)
        #expect(hebrewFiling.path.hasPrefix(FilingName.folder(forDate: hebrewDate) + "/"))
        #expect(hebrewFiling.path.hasSuffix("_\(hebrewDate).pdf"))
        #expect(hebrewFiling.path.contains("התמר"))
        let hebrewCopy = try Data(contentsOf: folder.appendingPathComponent(hebrewFiling.path))
        let document = try PDFDocument(data: hebrewCopy, path: hebrewFiling.path)
        #expect(document.pageCount == 1)
        #expect(try document.page(0).render(dpi: 72).width > 100)

        // The PDF: the same bytes.
        #expect(try Data(contentsOf: folder.appendingPathComponent(englishFiling.path)) == before[1])
        #expect(englishFiling.path.hasSuffix("_\(english.record[.date]?.value ?? "").pdf"))

        // Summaries and the database agree; the inputs are untouched; refiling is recognised.
        for filing in [hebrewFiling, englishFiling] {
            let month = (filing.path as NSString).deletingLastPathComponent
            let summary = try String(contentsOf: folder.appendingPathComponent("\(month)/summary.csv"), encoding: .utf8)
            #expect(summary.contains((filing.path as NSString).lastPathComponent))
        }
        #expect(try library.list().count == 2)
        #expect(try library.check(repair: false).isConsistent)
        #expect(try [Data(contentsOf: scan), Data(contentsOf: pdf)] == before)
        #expect(processor.file(FileSystemPath(scan), into: library).filing?.alreadyFiled == true)
    }
}
