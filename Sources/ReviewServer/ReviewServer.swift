// `receiptvault serve`: the review page, a local web server on one receipt library. Routes:
//   GET  /                     inbox (filters in the query)       GET  /dashboard   dashboard
//   GET  /doc/ID               document view                      GET  /add         add documents
//   GET  /doc/ID/page/N.png    a page rendered from the stored file
//   GET  /doc/ID/file          the stored PDF
//   POST /doc/ID/correct       form: field, value, token          POST /doc/ID/approve  form: token
//   POST /upload?name=FILE     raw body, X-Review-Token header    GET  /events      filing progress (SSE)
//   GET  /static/app.css, /static/app.js
// Documents are addressed only by their library id; see `Security.swift` for the rules every request meets.

import DocumentModel
import Foundation
import HTTPTypes
import Hummingbird
import Library
import Logging
import NIOCore
import NIOFoundationEssentialsCompat
import Pipeline
import ReceiptVault

/// How to serve.
public struct ReviewServerConfiguration: Sendable {
    /// The address to bind: 127.0.0.1 unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one (see `ReviewServer.start`'s result).
    public var port: Int
    /// The pipeline that reads uploaded documents; nil disables reading (uploads then fail with a message).
    public var pipeline: PipelineConfiguration?

    public init(host: String = "127.0.0.1", port: Int = 8410, pipeline: PipelineConfiguration? = nil) {
        self.host = host; self.port = port; self.pipeline = pipeline
    }
}

/// The review server over one library.
public final class ReviewServer: Sendable {
    let access: LibraryAccess
    let session = SessionGuard()
    let queue: FilingQueue
    public let configuration: ReviewServerConfiguration

    /// - Parameter library: the open library; the server owns it from now on.
    public init(library: sending ReceiptLibrary, configuration: ReviewServerConfiguration) {
        access = LibraryAccess(library)
        queue = FilingQueue(library: access, configuration: configuration.pipeline)
        self.configuration = configuration
    }

    /// The session's token (tests use it to make an accepted POST).
    public var token: String { session.token }

    /// Serves until the task is cancelled (or, with `handlingSignals`, until SIGINT/SIGTERM);
    /// `onListening` receives the bound port as soon as the server accepts connections.
    /// - Throws: `ReviewServerError.cannotStart` when the address cannot be bound.
    public func run(handlingSignals: Bool = false, onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        var logger = Logger(label: "receiptvault.serve")
        logger.logLevel = .warning
        let app = Application(
            router: makeRouter(),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { [session, configuration] channel in
                let port = channel.localAddress?.port ?? configuration.port
                session.bound(host: configuration.host, port: port)
                await onListening(port)
            },
            logger: logger)
        do {
            if handlingSignals { try await app.runService() } else { try await app.run() }
        } catch let error as CancellationError {
            throw error
        } catch let error as ReviewServerError {
            throw error
        } catch {
            throw ReviewServerError.cannotStart(host: configuration.host, port: configuration.port, reason: "\(error)")
        }
    }

    func makeRouter() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: SecurityMiddleware(session: session))
        router.get("/") { [self] request, _ in try html(request) { context in
            let filter = InboxFilter(query: Self.query(request))
            let (rows, months) = try access.with { library in (try library.list(filter.libraryFilter), try library.months()) }
            return InboxPage.render(rows: ReviewQueue.ordered(rows.filter(filter.matches)), months: months, filter: filter,
                                    context: context)
        } }
        router.get("/dashboard") { [self] request, _ in try html(request) { context in
            let rows = try access.with { try $0.list() }
            let requested = Self.query(request)["month"]
            let months = Set(rows.map(\.month))
            let scope = requested.map { months.contains($0) ? $0 : nil } ?? months.max()
            return DashboardPage.render(DashboardFigures(rows: rows, scope: scope), context: context)
        } }
        router.get("/add") { [self] request, _ in try html(request) { AddPage.render(context: $0) } }
        router.get("/doc/:id") { [self] request, context in
            let id = try Self.id(context)
            return try html(request) { page in
                let (detail, order) = try access.with { library in
                    (try library.show(id: id), ReviewQueue.ordered(try library.list()).map(\.id))
                }
                let index = order.firstIndex(of: id)
                let previous = index.flatMap { $0 > 0 ? order[$0 - 1] : nil }
                let next = index.flatMap { $0 + 1 < order.count ? order[$0 + 1] : nil }
                return DocumentPage.render(detail: detail, previous: previous, next: next,
                                           notice: DocumentNotice(query: Self.query(request)), context: page)
            }
        }
        router.get("/doc/:id/page/:page") { [self] _, context in
            let id = try Self.id(context)
            let name = context.parameters.get("page") ?? ""
            guard name.hasSuffix(".png"), let number = Int(name.dropLast(4)), number >= 1, number < 10_000 else {
                throw HTTPError(.badRequest, message: "pages are addressed as N.png")
            }
            let png = try Self.answering { try access.pagePNG(id: id, number: number) }
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "private, max-age=60"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
        }
        router.get("/doc/:id/file") { [self] _, context in
            let id = try Self.id(context)
            let data = try Self.answering { () -> Data in
                let row = try access.with { try $0.show(id: id).summary }
                return try Data(contentsOf: try access.storedFile(of: row))
            }
            return Response(status: .ok, headers: [.contentType: "application/pdf",
                                                   .contentDisposition: "attachment; filename=\"document-\(id).pdf\""],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.post("/doc/:id/correct") { [self] request, context in
            let id = try Self.id(context)
            var request = request
            let form = FormBody(String(buffer: try await request.collectBody(upTo: 1 << 20)))
            let field = form["field"] ?? ""
            do {
                let (result, oldPath) = try access.with { library in
                    let oldPath = try library.show(id: id).summary.file
                    return (try library.correct(id: id, field: field, value: form["value"] ?? ""), oldPath)
                }
                var query = "saved=\(queryValue(result.field))&remembered=\(result.remembered ? 1 : 0)"
                if result.path != oldPath { query += "&renamed=\(queryValue(result.path))" }
                return Response.redirect(to: "/doc/\(id)?\(query)#v-\(result.field)", type: .normal)
            } catch let error as LibraryError {
                if case .noSuchDocument = error { throw HTTPError(.notFound, message: error.description) }
                return Response.redirect(to: "/doc/\(id)?error=\(queryValue(error.description))#v-\(queryValue(field))",
                                         type: .normal)
            }
        }
        router.post("/doc/:id/approve") { [self] _, context in
            let id = try Self.id(context)
            let order = try Self.answering { () -> [Int64] in
                try access.with { library in
                    try library.approve(id: id)
                    return ReviewQueue.ordered(try library.list()).filter(ReviewQueue.needsReview).map(\.id)
                }
            }
            let next = order.first { $0 != id }
            return Response.redirect(to: next.map { "/doc/\($0)?approved=1" } ?? "/doc/\(id)?approved=1", type: .normal)
        }
        router.post("/upload") { [self] request, _ in
            let name = Self.query(request)["name"] ?? "upload"
            var request = request
            let body = try await request.collectBody(upTo: 64 << 20)
            let job = try queue.enqueue(name: name, data: Data(buffer: body))
            return Response(status: .accepted, headers: [.contentType: "application/json"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"job\":\(job)}")))
        }
        router.get("/events") { [self] _, _ in
            let stream = queue.listen()
            let encoder = JSONEncoder()
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                            body: ResponseBody { writer in
                                for await event in stream {
                                    let json = String(decoding: try encoder.encode(event), as: UTF8.self)
                                    try await writer.write(ByteBuffer(string: "event: filing\ndata: \(json)\n\n"))
                                }
                                try await writer.finish(nil)
                            })
        }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/static/app.css") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/css; charset=utf-8", .cacheControl: "no-cache"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: Assets.css)))
        }
        router.get("/static/app.js") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: Assets.javascript)))
        }
        return router
    }

    /// An HTML page in the request's language; `?lang=` also sets the language cookie.
    private func html(_ request: Request, _ body: (PageContext) throws -> String) throws -> Response {
        let query = Self.query(request)
        let chosen = query["lang"].flatMap(PageLanguage.init(rawValue:))
        let language = chosen ?? request.cookies["lang"].flatMap { PageLanguage(rawValue: $0.value) } ?? .he
        let kept = query.filter { $0.key != "lang" && !["saved", "remembered", "renamed", "error", "approved"].contains($0.key) }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\(queryValue($0.value))" }.joined(separator: "&")
        let context = PageContext(language: language, token: session.token,
                                  path: request.uri.path + (kept.isEmpty ? "" : "?" + kept))
        let text = try Self.answering { try body(context) }
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
        if let chosen { headers[.setCookie] = "lang=\(chosen.rawValue); Path=/; SameSite=Strict; Max-Age=31536000" }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// The document id of a `/doc/:id` route; 400 when it is not a plain id.
    static func id(_ context: BasicRequestContext) throws -> Int64 {
        try answering { try documentID(context.parameters.get("id")) }
    }

    /// The query string as a dictionary (the last value of a repeated key wins).
    static func query(_ request: Request) -> [String: String] {
        var values: [String: String] = [:]
        for (key, value) in request.uri.queryParameters {
            values[String(key).removingPercentEncoding ?? String(key)] = String(value).removingPercentEncoding ?? String(value)
        }
        return values
    }

    /// Runs `body`, turning library and server errors into HTTP answers (404 for a missing document or page).
    static func answering<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as LibraryError {
            if case .noSuchDocument = error { throw HTTPError(.notFound, message: error.description) }
            throw HTTPError(.internalServerError, message: error.description)
        } catch let error as ReviewServerError {
            switch error {
            case .invalidID: throw HTTPError(.badRequest, message: error.description)
            case .noSuchPage, .missingFile: throw HTTPError(.notFound, message: error.description)
            default: throw HTTPError(.internalServerError, message: error.description)
            }
        }
    }
}
