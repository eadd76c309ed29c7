// A tiny HTTP/1.1 server on 127.0.0.1 that plays Gemini for the tests: it records each request
// (method, path, headers, body) and answers from a script (status, headers, body, delay). One
// connection at a time, `Connection: close`, every wait bounded, stopped by `stop()`.

import Foundation
import Synchronization

/// One scripted answer.
struct StubResponse: Sendable {
    var status: Int
    var headers: [String: String] = [:]
    var body: Data
    /// Seconds to wait before answering (a slow Gemini).
    var delay: Double = 0

    /// A 200 generateContent answer whose model text is `text`.
    static func answer(_ text: String) -> StubResponse {
        let envelope: [String: Any] = [
            "candidates": [["content": ["role": "model", "parts": [["text": text]]], "finishReason": "STOP"]],
            "modelVersion": "stub",
        ]
        return StubResponse(status: 200, body: (try? JSONSerialization.data(withJSONObject: envelope)) ?? Data())
    }

    /// A Google API error body (`error.code/status/message`) with that status.
    static func error(_ status: Int, _ apiStatus: String, headers: [String: String] = [:]) -> StubResponse {
        let envelope: [String: Any] = ["error": ["code": status, "message": "stub \(apiStatus)", "status": apiStatus]]
        return StubResponse(status: status, headers: headers,
                            body: (try? JSONSerialization.data(withJSONObject: envelope)) ?? Data())
    }
}

/// A request as the stub received it.
struct RecordedRequest: Sendable {
    let method: String
    let path: String
    /// Header names lower-cased.
    let headers: [String: String]
    let body: Data

    var json: [String: Any]? { try? JSONSerialization.jsonObject(with: body) as? [String: Any] }
}

enum StubServerError: Error { case socket(String) }

final class StubGeminiServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let script: Mutex<[StubResponse]>
    private let received = Mutex<[RecordedRequest]>([])
    private let stopped = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts listening on 127.0.0.1 (on `port`, or any free port when 0) and answers with `script`
    /// in order, the last answer repeating.
    init(script: [StubResponse], port: UInt16 = 0) throws {
        self.script = Mutex(script)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw StubServerError.socket("socket: \(errno)") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            close(descriptor)
            throw StubServerError.socket("bind/listen: \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
        listener = descriptor
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// The base URL to give the refiner.
    var baseURL: String { "http://127.0.0.1:\(port)/v1beta" }

    var requests: [RecordedRequest] { received.withLock { $0 } }

    /// Stops accepting and waits (at most 5 s) for the serving thread to end.
    func stop() {
        guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        _ = finished.wait(timeout: .now() + 5)
        close(listener)
    }

    private func serve() {
        defer { finished.signal() }
        while !stopped.load(ordering: .sequentiallyConsistent) {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            handle(connection)
            close(connection)
        }
    }

    private func handle(_ connection: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest(connection) else { return }
        received.withLock { $0.append(request) }
        let response = script.withLock { script -> StubResponse in
            script.count > 1 ? script.removeFirst() : script.first ?? .error(500, "INTERNAL")
        }
        var waited = 0.0
        while waited < response.delay, !stopped.load(ordering: .sequentiallyConsistent) {
            Thread.sleep(forTimeInterval: 0.05)
            waited += 0.05
        }
        var head = "HTTP/1.1 \(response.status) Stub\r\nContent-Type: application/json\r\n"
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        let bytes = Data(head.utf8) + response.body
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let sent = send(connection, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return }
                offset += sent
            }
        }
    }

    private func readRequest(_ connection: Int32) -> RecordedRequest? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let separator = Data("\r\n\r\n".utf8)
        while data.range(of: separator) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data.append(contentsOf: buffer[0..<count])
        }
        guard let end = data.range(of: separator),
              let head = String(data: data[data.startIndex..<end.lowerBound], encoding: .utf8) else { return nil }
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ").map(String.init)
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["expect"]?.lowercased() == "100-continue" {
            _ = "HTTP/1.1 100 Continue\r\n\r\n".withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        }
        var body = Data(data[end.upperBound...])
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while body.count < length {
            let count = recv(connection, &buffer, min(buffer.count, length - body.count), 0)
            guard count > 0 else { return nil }
            body.append(contentsOf: buffer[0..<count])
        }
        return RecordedRequest(method: requestLine[0], path: requestLine[1], headers: headers, body: body)
    }
}
