// Label discovery on a temporary folder and, when present, on the shared real corpus.

import DocumentModel
@testable import Evaluation
import Foundation
import Testing

@Suite struct LabelledCorpusTests {
    /// A fresh temporary folder, removed by the caller.
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("evaluation-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func findsLabelsBesideDocumentsAndSkipsOtherJSON() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("jpeg bytes", to: root.appendingPathComponent("b/r2.jpg"))
        try write(#"{"file": "r2.jpg", "total": "$60.44", "vat": "$4.48", "date_raw": "12/30/2016"}"#,
                  to: root.appendingPathComponent("b/r2.json"))
        try write("pdf bytes", to: root.appendingPathComponent("a/inv.pdf"))
        try write(#"{"file": "inv.pdf", "vat_amount": "1.00", "vat": "9.99", "complete": true, "language": "he"}"#,
                  to: root.appendingPathComponent("a/inv.json"))
        try write(#"{"name": "not a label"}"#, to: root.appendingPathComponent("a/meta.json"))
        try write(#"["an", "array"]"#, to: root.appendingPathComponent("list.json"))
        try write(#"{"file": "LICENSE"}"#, to: root.appendingPathComponent("licence.json"))
        try write("MIT", to: root.appendingPathComponent("LICENSE"))

        let documents = try LabelledCorpus.load(directory: root)
        #expect(documents.map(\.documentURL.lastPathComponent) == ["inv.pdf", "r2.jpg"])
        #expect(documents.map(\.collection) == ["a", "b"])
        #expect(documents[0].label[.vatAmount] == "1.00")          // the schema key wins over the alias
        #expect(documents[0].label.complete == true && documents[0].label.language == "he")
        #expect(documents[1].label[.vatAmount] == "$4.48")
        #expect(documents[1].label[.total] == "$60.44")
        #expect(documents[1].id == "r2")
    }

    @Test func labelNamingAMissingDocumentIsAnError() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"file": "gone.png"}"#, to: root.appendingPathComponent("gone.json"))
        #expect(throws: EvaluationError.missingDocument(labelPath: root.appendingPathComponent("gone.json").path,
                                                         documentPath: root.appendingPathComponent("gone.png").path)) {
            try LabelledCorpus.load(directory: root)
        }
    }

    @Test func brokenJSONAndMissingFolderNameTheFile() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("{ not json", to: root.appendingPathComponent("broken.json"))
        do {
            _ = try LabelledCorpus.load(directory: root)
            Issue.record("a broken label should throw")
        } catch let error as EvaluationError {
            #expect(error.description.contains("broken.json"))
        }
        #expect(throws: EvaluationError.self) {
            try LabelledCorpus.load(directory: root.appendingPathComponent("absent"))
        }
    }

    @Test func aFolderWithoutLabelsIsAnErrorNotAnEmptyScore() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("jpeg bytes", to: root.appendingPathComponent("receipt.jpg"))
        try write(#"{"name": "not a label"}"#, to: root.appendingPathComponent("meta.json"))
        #expect(throws: EvaluationError.noLabelledDocuments(path: root.path)) {
            try LabelledCorpus.load(directory: root)
        }
        #expect(EvaluationError.noLabelledDocuments(path: root.path).description.contains("\"file\" key"))
    }

    /// `../shared/corpus-real` beside the repository (as in the Makefile), or `$REAL_CORPUS`.
    static let realCorpus = ProcessInfo.processInfo.environment["REAL_CORPUS"].map(URL.init(fileURLWithPath:))
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("../shared/corpus-real").standardizedFileURL

    @Test(.enabled(if: FileManager.default.fileExists(atPath: realCorpus.path)))
    func loadsTheSharedRealCorpus() throws {
        let documents = try LabelledCorpus.load(directory: Self.realCorpus)
        #expect(documents.count == 135)
        #expect(Set(documents.compactMap(\.collection)) == ["invoice2data", "sroie", "wildreceipt"])
        #expect(documents.allSatisfy { FileManager.default.fileExists(atPath: $0.documentURL.path) })
        #expect(documents.allSatisfy { $0.label[.businessName] != nil })
        #expect(documents.filter { $0.label[.vatAmount] != nil }.count == 5)
        #expect(documents.map(\.documentURL.path) == documents.map(\.documentURL.path).sorted())
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: realCorpus.path)))
    func realCorpusWithoutOutputScoresZeroByFolder() throws {
        let samples = try LabelledCorpus.load(directory: Self.realCorpus)
            .map { EvaluationSample(document: $0, record: nil, seconds: 1) }
        let report = evaluate(samples, wallSeconds: 135, corpusName: "corpus-real")
        let all = try #require(report.fieldAccuracy.last)
        #expect(all.overall.correct == 0 && all.overall.labelled > 500)
        #expect(all.byCollection.keys.sorted() == ["invoice2data", "sroie", "wildreceipt"])
        #expect(all.byVariant.isEmpty && all.byLanguage.isEmpty)
        #expect(report.failedDocuments == 135 && report.spurious == nil && report.worstDocuments.count == 10)
        #expect(report.renderText().split(separator: "\n").allSatisfy { $0.count <= 100 })
    }
}
