// One blocking HTTP exchange over URLSession (FoundationNetworking on Linux). The refiner runs on a
// pipeline worker thread, never in an async context, so waiting on a semaphore is the plain way.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A status, headers (lower-cased names) and body.
struct HTTPResponse: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data
}

/// Sends requests and waits for their answers.
final class HTTPTransport: Sendable {
    private let session: URLSession

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        session = URLSession(configuration: configuration)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends `request` and waits at most its timeout (plus a second for the callback).
    func send(_ request: URLRequest) -> Result<HTTPResponse, URLError> {
        let outcome = Mutex<Result<HTTPResponse, URLError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            let result: Result<HTTPResponse, URLError>
            if let error {
                result = .failure(error as? URLError ?? URLError(.unknown))
            } else if let http = response as? HTTPURLResponse {
                var headers: [String: String] = [:]
                for (name, value) in http.allHeaderFields {
                    if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
                }
                result = .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
            } else {
                result = .failure(URLError(.badServerResponse))
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + request.timeoutInterval + 1) == .timedOut {
            task.cancel()
            return .failure(URLError(.timedOut))
        }
        return outcome.withLock { $0 } ?? .failure(URLError(.unknown))
    }
}
