// The refiner's HTTP over libcurl (opened at its first request): a POST carries its headers and body
// and brings back the answer's status, headers and body; refused connections, timeouts and
// oversized answers are told apart; a machine without libcurl gets an error that says what to do.

import Foundation
@testable import Refiner
import Testing

@Suite(.serialized, .timeLimit(.minutes(1))) struct HTTPTransportTests {
    @Test func aPostCarriesItsHeadersAndBodyAndReturnsTheAnswer() throws {
        let answer = StubResponse(status: 429, headers: ["Retry-After": "7", "X-Stub": "yes"], body: Data("slow down".utf8))
        let server = try StubGeminiServer(script: [answer])
        defer { server.stop() }
        let body = Data((0..<1_100_000).map { UInt8($0 % 251) })  // over 1 MB: no "Expect: 100-continue" wait
        let start = Date()
        let response = try HTTPTransport().post(URL(string: server.baseURL + "/echo")!, headers: ["X-Token": "t1", "Content-Type": "application/octet-stream"],
                                                body: body, timeout: 5).get()
        #expect(Date().timeIntervalSince(start) < 0.9)
        #expect(response.status == 429 && response.body == Data("slow down".utf8))
        #expect(response.headers["retry-after"] == "7" && response.headers["x-stub"] == "yes")
        let request = try #require(server.requests.first)
        #expect(request.method == "POST" && request.path == "/v1beta/echo")
        #expect(request.headers["x-token"] == "t1" && request.headers["content-type"] == "application/octet-stream")
        #expect(request.headers["expect"] == nil)
        #expect(request.body == body)
    }

    @Test func refusedSlowAndOversizedAnswersAreToldApart() throws {
        let closed = URL(string: "http://127.0.0.1:\(try RefinerFixtures.closedPort())/v1beta")!
        guard case let .failure(.unreachable(reason)) = HTTPTransport().post(closed, headers: [:], body: Data(), timeout: 5) else {
            Issue.record("a closed port is unreachable"); return
        }
        #expect(!reason.isEmpty)

        var slow = StubResponse(status: 200, body: Data("late".utf8))
        slow.delay = 2
        let slowServer = try StubGeminiServer(script: [slow])
        defer { slowServer.stop() }
        let timedOut = HTTPTransport().post(URL(string: slowServer.baseURL)!, headers: [:], body: Data(), timeout: 0.3)
        #expect(timedOut.failure == .timedOut(seconds: 0.3))

        let large = try StubGeminiServer(script: [StubResponse(status: 200, body: Data(count: 10_000))])
        defer { large.stop() }
        let url = URL(string: large.baseURL)!
        #expect(try HTTPTransport().post(url, headers: [:], body: Data(), timeout: 5, maximumBodyLength: 10_000).get().body.count == 10_000)
        guard case .failure(.network) = HTTPTransport().post(url, headers: [:], body: Data(), timeout: 5, maximumBodyLength: 9_999) else {
            Issue.record("an answer over the limit is a failure"); return
        }
    }

    @Test func aMissingLibraryIsReportedWithWhatToDo() {
        let missing = HTTPTransport.open(["libreceiptvault-absent.so.4", "libc.so.6"])
        guard case let .failure(error) = missing, case let .libraryMissing(library, reason) = error else {
            Issue.record("no libcurl is libraryMissing"); return
        }
        #expect(library == "libcurl")
        #expect(reason.contains("libreceiptvault-absent.so.4") && reason.contains("libc.so.6 has no function curl_global_init"))
        #expect(error.description.contains("apt install libcurl4") && error.description.contains("drop --refine"))
        #expect(!error.isTransient)
        #expect(HTTPTransport.open(HTTPTransport.sonames).failure == nil)
    }

    @Test func headerFieldsAreTheLastResponses() {
        let block = "HTTP/1.1 100 Continue\r\nX-Early: 1\r\n\r\nHTTP/1.1 429 Too Many Requests\r\n"
            + "Retry-After:  12 \r\ncontent-TYPE: application/json\r\nno colon here\r\n\r\n"
        #expect(HTTPTransport.fields(block) == ["retry-after": "12", "content-type": "application/json"])
    }
}

private extension Result {
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
