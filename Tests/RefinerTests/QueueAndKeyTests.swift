// Offline work is queued (never with the key) and drained once the stub is up; the key file must be
// private; the key appears in no record, warning, error message or queue file.

import DocumentModel
import Foundation
import Extraction
@testable import Refiner
import Testing

@Suite(.serialized, .timeLimit(.minutes(1))) struct QueueAndKeyTests {
    @Test func unreachableWorkIsQueuedAndDrainedLater() throws {
        let folder = RefinerFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try FolderQueue(folder: folder.appendingPathComponent("queue"))
        let port = try RefinerFixtures.closedPort()
        let offline = try RefinerFixtures.refiner(baseURL: "http://127.0.0.1:\(port)/v1beta", queue: queue)
        let first = offline.refine(RefinerFixtures.record, document: RefinerFixtures.document, pageImage: nil)
        #expect(first.warnings.map(\.code) == ["refiner_queued"])
        #expect(first[.total] == RefinerFixtures.record[.total])
        #expect(try queue.pending(kind: RefinementJob.kind).count == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: queue.folder.path)
        #expect(files.count == 1 && files[0].hasSuffix(".json"))
        let attributes = try FileManager.default.attributesOfItem(atPath: queue.folder.appendingPathComponent(files[0]).path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        // Still offline: the job stays, with the error noted.
        let stillOffline = try PendingRefinements.drain(queue, refiner: offline) { _ in Issue.record("delivered") }
        #expect(stillOffline == DrainSummary(remaining: 1))

        let server = try StubGeminiServer(script: [.answer(#"{"total": "118.00", "card_last4": null}"#)])
        defer { server.stop() }
        let online = try RefinerFixtures.refiner(baseURL: server.baseURL, queue: queue)
        var delivered: [DocumentRecord] = []
        let summary = try PendingRefinements.drain(queue, refiner: online) { delivered.append($0) }
        #expect(summary == DrainSummary(refined: 1))
        #expect(delivered.first?[.total]?.value == "118.00" && delivered.first?[.total]?.source == .refiner)
        #expect(delivered.first?.warnings.isEmpty == true)
        #expect(try queue.pending(kind: RefinementJob.kind).isEmpty)
    }

    @Test func withoutAQueueUnreachableIsAWarning() throws {
        let refiner = try RefinerFixtures.refiner(baseURL: "http://127.0.0.1:\(try RefinerFixtures.closedPort())/v1beta")
        let record = refiner.refine(RefinerFixtures.record, document: RefinerFixtures.document, pageImage: nil)
        #expect(record.warnings.map(\.code) == ["refiner_failed"])
        #expect(record.warnings.first?.message.contains("could not be reached") == true)
    }

    @Test func theKeyNeverLeaks() throws {
        let folder = RefinerFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try FolderQueue(folder: folder)
        var outputs: [String] = []
        let server = try StubGeminiServer(script: [
            .error(400, "INVALID_ARGUMENT"), .answer("not json"), .error(500, "INTERNAL"),
            .answer(#"{"total": "118.00"}"#),
        ])
        defer { server.stop() }
        let refiner = try RefinerFixtures.refiner(baseURL: server.baseURL, queue: queue, attempts: 1)
        for _ in 0..<4 {
            let record = refiner.refine(RefinerFixtures.record, document: RefinerFixtures.document, pageImage: nil)
            outputs.append(String(decoding: try record.jsonData(pretty: true), as: UTF8.self))
        }
        let unreachable = try RefinerFixtures.refiner(baseURL: "http://127.0.0.1:\(try RefinerFixtures.closedPort())/v1beta",
                                                      queue: queue)
        let queued = unreachable.refine(RefinerFixtures.record, document: RefinerFixtures.document, pageImage: nil)
        outputs.append(String(decoding: try queued.jsonData(), as: UTF8.self))
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            outputs.append(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        for item in try queue.pending(kind: RefinementJob.kind) { outputs.append(String(decoding: item.payload, as: UTF8.self)) }
        outputs.append("\(unreachable.settings) \(String(reflecting: unreachable.settings.apiKey))")
        outputs.append(RefinerError.refused(status: 400, apiStatus: nil,
                                            message: unreachable.settings.apiKey.scrub("bad key \(RefinerFixtures.key)")).description)
        #expect(outputs.count >= 8)
        #expect(outputs.contains { $0.contains("refiner_failed") } && outputs.contains { $0.contains("refiner_queued") })
        for output in outputs { #expect(!output.contains(RefinerFixtures.key)) }
        #expect(server.requests.allSatisfy { $0.headers["x-goog-api-key"] == RefinerFixtures.key })
    }

    @Test func theKeyComesFromTheEnvironmentOrAPrivateFile() throws {
        let folder = RefinerFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("gemini.key")
        #expect(throws: RefinerError.missingKey(keyFile: file.path)) { try APIKey.load(environment: [:], keyFile: file) }
        try Data("  \(RefinerFixtures.key)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(throws: RefinerError.keyFileTooOpen(path: file.path, mode: "644")) {
            try APIKey.load(environment: [:], keyFile: file)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try APIKey.load(environment: [:], keyFile: file).secret == RefinerFixtures.key)
        #expect(try APIKey.load(environment: ["GEMINI_API_KEY": "from-env"], keyFile: file).secret == "from-env")
        #expect(RefinerError.keyFileTooOpen(path: file.path, mode: "644").description.contains("chmod 600"))
    }

    @Test func settingsRejectABadModelOrURL() throws {
        let key = try #require(APIKey("k"))
        #expect(throws: RefinerError.self) { try GeminiSettings(apiKey: key, model: "../../x") }
        #expect(throws: RefinerError.self) { try GeminiSettings(apiKey: key, baseURL: "ftp://example.com") }
        let settings = try GeminiSettings(apiKey: key, baseURL: "https://proxy.example/v1beta/")
        #expect(settings.endpoint.absoluteString == "https://proxy.example/v1beta/models/gemini-2.5-flash:generateContent")
    }
}

@Suite struct FieldValidationTests {
    @Test func formatsFollowTheContract() {
        let verdicts = FieldValidation.check([.vatRate: "5.5", .cardLast4: "12345", .total: "1,234.50", .date: "14/03/2025"],
                                             in: RefinerFixtures.document, today: RefinerFixtures.today)
        #expect(verdicts[.vatRate]?.normalised == "5.5")
        #expect(verdicts[.cardLast4]?.failed == ["format"])
        #expect(verdicts[.total]?.normalised == "1234.50")
        #expect(verdicts[.date]?.failed == ["format"])
    }
}
