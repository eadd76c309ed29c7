// The refiner against the stub: the request's path, header and body shape; accepted and rejected
// proposals; confident fields untouched; timeouts, 429 with Retry-After, 500 past the budget and
// malformed answers leaving the offline result with a warning.

import DocumentModel
import Foundation
@testable import Refiner
import Testing

@Suite(.serialized, .timeLimit(.minutes(1))) struct GeminiRefinerTests {
    func run(_ script: [StubResponse], record: DocumentRecord = RefinerFixtures.record, requestTimeout: Double = 5,
             attempts: Int = 3) throws -> (DocumentRecord, [RecordedRequest]) {
        let server = try StubGeminiServer(script: script)
        defer { server.stop() }
        let refiner = try RefinerFixtures.refiner(baseURL: server.baseURL, requestTimeout: requestTimeout,
                                                  attempts: attempts)
        let refined = refiner.refine(record, document: RefinerFixtures.document, pageImage: Data([0xFF, 0xD8, 0xFF]))
        return (refined, server.requests)
    }

    @Test func anUncertainTotalIsRefinedAndMarked() throws {
        let (record, requests) = try run([.answer(#"{"total": "118.00", "card_last4": null}"#)])
        let request = try #require(requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/v1beta/models/gemini-2.5-flash:generateContent")
        #expect(request.headers["x-goog-api-key"] == RefinerFixtures.key)
        let body = try #require(request.json)
        let contents = try #require(body["contents"] as? [[String: Any]])
        let parts = try #require(contents.first?["parts"] as? [[String: Any]])
        let prompt = try #require(parts.first?["text"] as? String)
        #expect(prompt.contains("סה\"כ לתשלום 118.00"))
        #expect(prompt.contains("total") && !prompt.contains("- subtotal"))
        let image = try #require(parts.last?["inline_data"] as? [String: Any])
        #expect(image["mime_type"] as? String == "image/jpeg" && image["data"] as? String == "/9j/")
        let config = try #require(body["generationConfig"] as? [String: Any])
        #expect(config["responseMimeType"] as? String == "application/json")
        let schema = try #require(config["responseSchema"] as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["total", "card_last4"])

        let total = try #require(record[.total])
        #expect(total.value == "118.00" && total.source == .refiner)
        #expect(total.checks.contains("subtotal_plus_vat"))
        #expect(total.confidence > 0.45)
        let audit = try #require(record.refinement?.fields["total"])
        #expect(audit.outcome == .accepted && audit.offline?.value == "116.00" && audit.offline?.confidence == 0.45)
        #expect(record.review != .manual)
        let json = String(decoding: try record.jsonData(), as: UTF8.self)
        #expect(json.contains(#""refinement":{"fields":{"#) && json.contains(#""source":"refiner""#))
    }

    @Test func aTotalFailingTheVATArithmeticIsRejected() throws {
        let (record, _) = try run([.answer(#"{"total": "120.00", "card_last4": null}"#)])
        #expect(record[.total] == RefinerFixtures.record[.total])
        let audit = try #require(record.refinement?.fields["total"])
        // The consistency search leaves 120.00 out of the best combination (100.00 + 18.00 = 118.00).
        #expect(audit.outcome == .rejected && audit.reason == "amounts_consistent")
    }

    @Test func aVATAmountFailingTheArithmeticIsRejected() throws {
        var offline = RefinerFixtures.record
        offline[.vatAmount]?.confidence = 0.6
        offline[.vatAmount]?.value = "1.80"
        let (record, _) = try run([.answer(#"{"total": "118.00", "vat_amount": "20.00", "card_last4": null}"#)],
                                  record: offline)
        #expect(record[.vatAmount]?.value == "1.80" && record[.vatAmount]?.source == .ocr)
        #expect(record.refinement?.fields["vat_amount"]?.outcome == .rejected)
        #expect(record[.total]?.value == "118.00")
    }

    @Test func aBadCheckDigitAndAFutureDateAreRejected() throws {
        var offline = RefinerFixtures.record
        offline[.companyID] = nil
        offline[.date]?.confidence = 0.4
        let (record, _) = try run([.answer(#"{"total": "118.00", "date": "2026-03-14", "company_id": "514756122"}"#)],
                                  record: offline)
        #expect(record[.companyID] == nil)
        #expect(record.refinement?.fields["company_id"]?.reason == "check_digit")
        #expect(record[.date]?.value == "2025-03-14" && record[.date]?.source == .ocr)
        #expect(record.refinement?.fields["date"]?.reason == "real_past_date")
    }

    @Test func aConfidentFieldIsNeverReplaced() throws {
        var offline = RefinerFixtures.record
        offline[.total] = RefinerFixtures.field("118.00", 0.97, rule: "total.label_same_row")
        offline[.date]?.confidence = 0.7
        offline.review = .review
        let (record, requests) = try run([.answer(#"{"date": "2025-03-14", "total": "999.00", "card_last4": null}"#)],
                                         record: offline)
        let schema = (requests.first?.json?["generationConfig"] as? [String: Any])?["responseSchema"] as? [String: Any]
        #expect(Set(((schema?["properties"] as? [String: Any]) ?? [:]).keys) == ["date", "card_last4"])
        #expect(record[.total] == offline[.total])
        #expect(record[.date]?.source == .refiner && (record[.date]?.confidence ?? 0) >= 0.7)
    }

    @Test func anAutoDocumentIsNotSent() throws {
        var offline = RefinerFixtures.record
        offline.review = .auto
        let (record, requests) = try run([.answer("{}")], record: offline)
        #expect(requests.isEmpty && record.refinement == nil)
    }

    @Test func aTimeoutLeavesTheOfflineValueWithAWarning() throws {
        var slow = StubResponse.answer(#"{"total": "118.00"}"#)
        slow.delay = 3
        let (record, _) = try run([slow], requestTimeout: 0.5)
        #expect(record[.total] == RefinerFixtures.record[.total])
        #expect(record.warnings.map(\.code) == ["refiner_failed"])
        #expect(record.warnings.first?.message.contains("did not answer") == true)
    }

    @Test func aRateLimitIsRetriedAfterRetryAfter() throws {
        let start = Date()
        let (record, requests) = try run([.error(429, "RESOURCE_EXHAUSTED", headers: ["Retry-After": "1"]),
                                          .answer(#"{"total": "118.00"}"#)])
        #expect(requests.count == 2)
        #expect(Date().timeIntervalSince(start) >= 1)
        #expect(record[.total]?.value == "118.00" && record.warnings.isEmpty)
    }

    @Test func serverErrorsPastTheBudgetLeaveAWarning() throws {
        let (record, requests) = try run([.error(500, "INTERNAL")], attempts: 3)
        #expect(requests.count == 3)
        #expect(record[.total] == RefinerFixtures.record[.total] && record.refinement == nil)
        #expect(record.warnings.first?.code == "refiner_failed")
        #expect(record.warnings.first?.message.contains("HTTP 500 INTERNAL 3 time(s)") == true)
    }

    @Test func aRefusedRequestIsNotRetried() throws {
        let (record, requests) = try run([.error(403, "PERMISSION_DENIED")])
        #expect(requests.count == 1)
        #expect(record.warnings.first?.message.contains("HTTP 403 PERMISSION_DENIED") == true)
    }

    @Test func malformedAnswersLeaveTheOfflineResult() throws {
        for answer in [StubResponse.answer("the total is 118"), .answer(#"{"total": 118}"#),
                       StubResponse(status: 200, body: Data("<html>".utf8))] {
            let (record, _) = try run([answer])
            #expect(record[.total] == RefinerFixtures.record[.total])
            #expect(record.warnings.first?.code == "refiner_failed")
        }
    }
}
