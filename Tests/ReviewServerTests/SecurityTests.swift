// The review server's safety rules against the real server on 127.0.0.1 (a free port): the Host
// header must name the bound address, a POST needs the session's token, documents are reached only by
// library id (paths, `..` and encoded dots are refused), and every answer carries the CSP.

import DocumentModel
import Foundation
import Imaging
import Ingest
import Library
@testable import ReviewServer
import XCTest

final class SecurityTests: XCTestCase {
    private var folder: URL!
    private var server: ReviewServer!
    private var task: Task<Void, any Error>!
    private var port = 0

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-server-tests-\(UUID().uuidString)")
        let library = try ReceiptLibrary(root: folder.appendingPathComponent("lib"))
        let page = try PDFWriter.pdf(pages: [try Image.gray(width: 600, height: 900)])
        var first = Self.record(total: "50.00", currency: "ILS", confidence: 0.95, review: .auto)
        first.items = [LineItem(description: "חומוס", quantity: "2", unitPrice: "19.00", total: "38.00"),
                       LineItem(description: "פיתות", quantity: "3", total: "12.00")]
        try library.file(first, copy: .pdf(page))
        try library.file(Self.record(total: "20.00", currency: "USD", confidence: 0.55, review: .review), copy: .pdf(page + Data(" ".utf8)))
        let server = ReviewServer(library: library, configuration: ReviewServerConfiguration(port: 0))
        self.server = server
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        task = Task { try await server.run { continuation.yield($0) } }
        var iterator = ports.makeAsyncIterator()
        port = await iterator.next() ?? 0
        XCTAssertGreaterThan(port, 0)
    }

    override func tearDown() async throws {
        task.cancel()
        _ = await task.result
        try? FileManager.default.removeItem(at: folder)
    }

    private var host: String { "127.0.0.1:\(port)" }

    private func get(_ path: String, host: String? = nil) throws -> RawResponse {
        try RawHTTP.send(port: port, path: path, host: host ?? self.host)
    }

    private func post(_ path: String, form: String, headers: [String: String] = [:]) throws -> RawResponse {
        try RawHTTP.send(port: port, method: "POST", path: path, host: host,
                         headers: headers.merging(["Content-Type": "application/x-www-form-urlencoded"]) { a, _ in a },
                         body: Data(form.utf8))
    }

    func testOnlyTheBoundAddressIsAnswered() throws {
        XCTAssertEqual(try get("/").status, 200)
        XCTAssertEqual(try get("/", host: "localhost:\(port)").status, 200)
        XCTAssertEqual(try get("/", host: "LOCALHOST:\(port)").status, 200)
        for wrong in ["evil.example:\(port)", "evil.example", "127.0.0.1", "127.0.0.1:\(port + 1)", "localhost",
                      "127.0.0.1:\(port).evil.example", ""] {
            let response = try get("/", host: wrong)
            XCTAssertEqual(response.status, 421, "Host \(wrong) was answered")
            XCTAssertFalse(response.text.contains("<html"), "Host \(wrong) got the page")
        }
        XCTAssertEqual(try RawHTTP.send(port: port, path: "/", host: nil).status, 421, "a request without Host was answered")
    }

    func testAPostNeedsTheSessionToken() throws {
        let wrong = String(repeating: "0", count: server.token.count)
        for form in ["field=total&value=1.00", "field=total&value=1.00&token=\(wrong)", "field=total&value=1.00&token=",
                     "field=total&value=1.00&token=\(server.token.dropLast())"] {
            XCTAssertEqual(try post("/doc/1/correct", form: form).status, 403, form)
        }
        XCTAssertEqual(try post("/doc/1/approve", form: "").status, 403)
        XCTAssertEqual(try post("/doc/1/approve", form: "", headers: ["X-Review-Token": wrong]).status, 403)
        XCTAssertEqual(try RawHTTP.send(port: port, method: "POST", path: "/upload?name=a.png", host: host,
                                        body: Data("x".utf8)).status, 403)
        let library = try ReceiptLibrary(root: folder.appendingPathComponent("lib"))
        XCTAssertEqual(try library.show(id: 1).summary.record[.total]?.value, "50.00", "a refused POST changed the document")
        XCTAssertNotEqual(try library.show(id: 1).summary.reviewStatus, "approved")

        let accepted = try post("/doc/1/correct", form: "field=total&value=61.50&token=\(server.token)")
        XCTAssertEqual(accepted.status, 303)
        XCTAssertEqual(try library.show(id: 1).summary.record[.total]?.value, "61.50")
        XCTAssertEqual(try post("/doc/1/approve", form: "", headers: ["X-Review-Token": server.token]).status, 303)
        XCTAssertEqual(try library.show(id: 1).summary.reviewStatus, "approved")
        XCTAssertEqual(try RawHTTP.send(port: port, method: "DELETE", path: "/doc/1", host: host).status, 405)
    }

    func testDocumentsAreReachedByIDOnly() throws {
        let png = try get("/doc/1/page/1.png")
        XCTAssertEqual(png.status, 200)
        XCTAssertEqual(png.headers["content-type"], "image/png")
        XCTAssertEqual(Array(png.body.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(try get("/doc/1/file").body.prefix(5), Data("%PDF-".utf8))
        XCTAssertEqual(try get("/doc/1/page/2.png").status, 404)
        XCTAssertEqual(try get("/doc/99/file").status, 404)
        let attempts = ["/doc/../library.sqlite", "/doc/%2e%2e/file", "/doc/%2E%2E/page/1.png", "/doc/..%2flibrary.sqlite/file",
                        "/doc/%2e%2e%2f%2e%2e%2fetc%2fpasswd/file", "/doc//etc/passwd/file", "/doc/%2Fetc%2Fpasswd/file",
                        "/doc/1/page/..%2f..%2flibrary.sqlite", "/doc/1abc/file", "/doc/-1/file", "/doc/0/file",
                        "/doc/1/page/1.png/../../library.sqlite", "/static/../library.sqlite", "/doc/1%00/file",
                        "/doc/99999999999999999999/file", "/doc/1/page/abc.png", "/doc/1\\..\\library.sqlite/file"]
        for path in attempts {
            let response = try get(path)
            XCTAssertTrue([400, 404].contains(response.status), "\(path) answered \(response.status)")
            XCTAssertFalse(response.text.contains("SQLite format"), "\(path) leaked the database")
            XCTAssertFalse(response.body.starts(with: Data("%PDF".utf8)), "\(path) served a file")
        }
    }

    func testItemsShowTheirQuantityAndUnitPriceBesideTheirTotal() throws {
        let page = try get("/doc/1").text
        XCTAssertTrue(page.contains("<li><bdi>חומוס</bdi> <bdi dir=\"ltr\" class=\"quantity\">2 × 19.00</bdi> <bdi dir=\"ltr\">38.00</bdi></li>"), page)
        XCTAssertTrue(page.contains("<li><bdi>פיתות</bdi> <bdi dir=\"ltr\" class=\"quantity\">× 3</bdi> <bdi dir=\"ltr\">12.00</bdi></li>"), page)
    }

    func testEveryAnswerCarriesAContentSecurityPolicyAllowingNothingRemote() throws {
        let answers = [try get("/"), try get("/dashboard"), try get("/doc/1"), try get("/add"), try get("/nowhere"),
                       try get("/doc/1/page/1.png"), try get("/static/app.js"), try get("/", host: "evil.example"),
                       try post("/doc/1/approve", form: "")]
        for answer in answers {
            let policy = answer.headers["content-security-policy"] ?? ""
            XCTAssertTrue(policy.contains("default-src 'self'"), "no CSP on a \(answer.status) answer")
            XCTAssertFalse(policy.contains("http"), policy)
            XCTAssertFalse(policy.contains("unsafe-inline"), policy)
            XCTAssertEqual(answer.headers["x-content-type-options"], "nosniff")
        }
        let page = try get("/doc/1").text
        XCTAssertFalse(page.contains("<script>"), "inline script would be blocked by the CSP")
        XCTAssertFalse(page.contains("style=\""), "inline style would be blocked by the CSP")
        XCTAssertFalse(page.contains("http://") || page.contains("https://"), "the page refers to a remote address")
        XCTAssertTrue(page.contains(server.token), "the page does not carry the session token for its forms")
    }

    func testTheInboxListsDocumentsNeedingReviewFirstAndTheDashboardKeepsCurrenciesApart() throws {
        let inbox = try get("/").text
        let needs = try XCTUnwrap(inbox.range(of: "data-id=\"2\""))
        let rest = try XCTUnwrap(inbox.range(of: "data-id=\"1\""))
        XCTAssertLessThan(needs.lowerBound, rest.lowerBound, "the document needing review is not listed first")
        XCTAssertTrue(inbox.contains("dir=\"rtl\"") && inbox.contains("lang=\"he\""))
        let english = try get("/?lang=en")
        XCTAssertTrue(english.text.contains("lang=\"en\" dir=\"ltr\""))
        XCTAssertTrue(english.headers["set-cookie"]?.hasPrefix("lang=en") == true)

        let dashboard = try get("/dashboard?month=2025-01").text
        XCTAssertTrue(dashboard.contains("data-currency=\"ILS\""))
        XCTAssertTrue(dashboard.contains("data-currency=\"USD\""))
        XCTAssertFalse(dashboard.contains("70.00"), "two currencies were added together")
        XCTAssertTrue(dashboard.contains("#FFC400"), "groceries are not drawn in their colour")
    }

    func testTheTokenComparisonNeedsEveryByte() {
        let session = SessionGuard()
        XCTAssertTrue(session.accepts(session.token))
        XCTAssertFalse(session.accepts(nil))
        XCTAssertFalse(session.accepts(""))
        XCTAssertFalse(session.accepts(session.token + "0"))
        XCTAssertFalse(session.accepts(String(session.token.dropLast()) + (session.token.hasSuffix("0") ? "1" : "0")))
        XCTAssertNotEqual(SessionGuard().token, session.token)
        XCTAssertEqual(session.token.count, 64)
    }

    private static func record(total: String, currency: String, confidence: Double, review: ReviewStatus) -> DocumentRecord {
        var record = DocumentRecord(status: .ok, source: .init(path: "/scans/\(total).png", sha256: nil, mediaType: "image/png", pages: 1),
                                    pages: [.init(number: 1, width: 600, height: 900, textSource: .ocr)],
                                    language: "he", items: [], confidence: confidence, review: review, category: .groceries,
                                    text: "חלב")
        let values: [(FieldName, String)] = [(.businessName, "המפיץ \(currency)"), (.date, "2025-01-14"), (.total, total),
                                             (.currency, currency)]
        for (name, value) in values {
            record[name] = FieldValue(value: value, confidence: confidence, page: 1, bbox: BoundingBox(x0: 10, y0: 20, x1: 200, y1: 60),
                                      source: .ocr, rule: "\(name.rawValue).test")
        }
        return record
    }
}
