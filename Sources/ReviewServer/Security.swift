// The server's safety rules, applied to every request before any route: the Host header must name
// the bound address (against DNS rebinding), a state-changing request must carry the session's
// token, a path with dot segments or encoded dots is refused, and every response carries a
// Content-Security-Policy that allows nothing remote.

import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// The per-session secrets and the addresses a request may name.
final class SessionGuard: Sendable {
    /// 32 random bytes as hex, made when the server starts; pages embed it, POSTs send it back.
    let token: String
    private let hosts = Mutex<Set<String>>([])

    init() {
        var generator = SystemRandomNumberGenerator()
        token = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// Allows `host:port`, `127.0.0.1:port` and `localhost:port` (once the real port is known).
    func bound(host: String, port: Int) {
        let names = [host, "127.0.0.1", "localhost"].map { $0.contains(":") ? "[\($0)]" : $0 }
        hosts.withLock { $0 = Set(names.map { "\($0.lowercased()):\(port)" }) }
    }

    func allows(host: String?) -> Bool {
        guard let host else { return false }
        return hosts.withLock { $0.contains(host.lowercased()) }
    }

    /// Whether `candidate` is the token, compared in constant time.
    func accepts(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let (a, b) = (Array(candidate.utf8), Array(token.utf8))
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<b.count { difference |= (index < a.count ? a[index] : 0) ^ b[index] }
        return difference == 0
    }
}

/// The headers every response carries.
enum SecurityHeaders {
    static let policy = "default-src 'self'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; "
        + "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    static func apply(to headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = policy
        headers[.xContentTypeOptions] = "nosniff"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        headers[HTTPField.Name("Cross-Origin-Resource-Policy")!] = "same-origin"
        if headers[.cacheControl] == nil { headers[.cacheControl] = "no-store" }
    }
}

/// The header a script sends the token in.
let tokenHeader = HTTPField.Name("X-Review-Token")!

/// Applies the rules; a refused request gets a short plain-text answer with the reason.
struct SecurityMiddleware<Context: RequestContext>: RouterMiddleware {
    let session: SessionGuard

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        var request = request
        if let refusal = try await refusal(of: &request) {
            response = Response(status: refusal.0, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: ResponseBody(byteBuffer: ByteBuffer(string: refusal.1 + "\n")))
        } else {
            do {
                response = try await next(request, context)
            } catch let error as any HTTPResponseError {
                response = try error.response(from: request, context: context)
            }
        }
        SecurityHeaders.apply(to: &response.headers)
        return response
    }

    /// Why `request` is refused, or nil; a form body read for its token stays readable by the route.
    private func refusal(of request: inout Request) async throws -> (HTTPResponse.Status, String)? {
        let host = request.head.authority
        guard session.allows(host: host) else { return (.misdirectedRequest, "refused: unexpected Host header") }
        // The path as sent, before any decoding, without its query (a query may carry a file name).
        let raw = (request.head.path ?? request.uri.path).split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        if raw.contains("..") || raw.lowercased().contains("%2e") || raw.contains("\\") || raw.contains("//")
            || raw.lowercased().contains("%2f") || raw.lowercased().contains("%5c") {
            return (.badRequest, "refused: documents are addressed by library id, not by path")
        }
        guard request.method != .get, request.method != .head else { return nil }
        guard request.method == .post else { return (.methodNotAllowed, "refused: method not allowed") }
        if let sent = request.headers[tokenHeader] {
            return session.accepts(sent) ? nil : (.forbidden, "refused: wrong session token; reload the page")
        }
        if request.headers[.contentType]?.hasPrefix("application/x-www-form-urlencoded") == true {
            let body = try await request.collectBody(upTo: 1 << 20)
            let form = FormBody(String(buffer: body))
            if session.accepts(form["token"]) { return nil }
        }
        return (.forbidden, "refused: missing or wrong session token; reload the page")
    }
}

/// An `application/x-www-form-urlencoded` body.
struct FormBody {
    let values: [String: String]

    init(_ text: String) {
        var values: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (part: Substring) in
                String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            guard let key = parts.first.map(decode) else { continue }
            values[key] = parts.count > 1 ? decode(parts[1]) : ""
        }
        self.values = values
    }

    subscript(_ key: String) -> String? { values[key] }
}
