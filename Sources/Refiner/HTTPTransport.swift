// One blocking HTTP POST through libcurl, opened the first time the refiner sends (see CCurl.h: linked
// through URLSession it cost every command ~12 ms at start). The refiner runs on a pipeline worker
// thread, never in an async context, so a call that waits for its answer is the plain way.

import CCurl
import Foundation

/// A status, headers (lower-cased names) and body.
struct HTTPResponse: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data
}

/// Sends requests and waits for their answers.
struct HTTPTransport: Sendable {
    /// Debian's two builds of libcurl: OpenSSL's (package libcurl4, which libtesseract5 needs), then
    /// GnuTLS's (libcurl3-gnutls).
    static let sonames = ["libcurl.so.4", "libcurl-gnutls.so.4"]

    /// An answer larger than this is not Gemini's (a few kilobytes of JSON): cut off as a failure.
    static let maximumBodyLength = 16 << 20

    /// libcurl's functions, opened once; read-only afterwards.
    struct Library: @unchecked Sendable {
        let functions: OpaquePointer
        var version: String { String(cString: rv_curl_version(functions)) }
    }

    /// The first of `sonames` that opens, or why none did.
    static let library: Result<Library, RefinerError> = open(sonames)

    /// libcurl from the first of `sonames` that opens.
    static func open(_ sonames: [String]) -> Result<Library, RefinerError> {
        var reasons: [String] = []
        for soname in sonames {
            var failure = [CChar](repeating: 0, count: 512)
            if let functions = rv_curl_open(soname, &failure, failure.count) {
                return .success(Library(functions: functions))
            }
            reasons.append(String(decoding: failure.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return .failure(.libraryMissing(library: "libcurl", reason: reasons.joined(separator: "; ")))
    }

    /// POSTs `body` to `url` with `headers` and waits at most `timeout` seconds for the answer; one
    /// over `maximumBodyLength` bytes is a failure.
    func post(_ url: URL, headers: [String: String], body: Data, timeout: Double,
              maximumBodyLength: Int = Self.maximumBodyLength) -> Result<HTTPResponse, RefinerError> {
        Self.library.flatMap { library in
            let lines = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            var exchange = rv_curl_exchange()
            defer { rv_curl_exchange_free(&exchange) }
            withCStrings(lines) { headerLines in
                body.withUnsafeBytes { bytes in
                    rv_curl_post(library.functions, url.absoluteString, headerLines.baseAddress,
                                 headerLines.count, bytes.baseAddress, bytes.count, Int(min(max(1, timeout * 1000), 1e9)),
                                 maximumBodyLength, &exchange)
                }
            }
            let failure = withUnsafeBytes(of: exchange.failure) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            switch Int(exchange.code) {
            case RV_CURL_OK:
                let headerBlock = exchange.headers.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: exchange.headersLength), as: UTF8.self) }
                let received = exchange.body.map { Data(bytes: $0, count: exchange.bodyLength) } ?? Data()
                return .success(HTTPResponse(status: exchange.status, headers: Self.fields(headerBlock ?? ""), body: received))
            case RV_CURL_OPERATION_TIMEDOUT:
                return .failure(.timedOut(seconds: timeout))
            case RV_CURL_COULDNT_RESOLVE_HOST, RV_CURL_COULDNT_RESOLVE_PROXY, RV_CURL_COULDNT_CONNECT:
                return .failure(.unreachable(reason: failure))
            default:
                return .failure(.network(reason: failure))
            }
        }
    }

    /// The header fields of the last response in `block` (libcurl passes on every response's lines:
    /// a proxy's "200 Connection established" or a "100 Continue" before the answer), by lower-cased
    /// name.
    static func fields(_ block: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in block.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("HTTP/") {
                fields = [:]
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                fields[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return fields
    }
}

/// Calls `body` with `strings` as C strings that live for the call.
private func withCStrings<Result>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>>) -> Result) -> Result {
    let copies = strings.map { strdup($0)! }
    defer { copies.forEach { free($0) } }
    return copies.map { UnsafePointer($0) }.withUnsafeBufferPointer(body)
}
