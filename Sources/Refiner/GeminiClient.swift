// Calls generateContent with the key in the `x-goog-api-key` header, retrying 429 and 5xx answers with
// exponential backoff (or the server's Retry-After) inside one time budget per document.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one generateContent request and returns the model's text.
final class GeminiClient: Sendable {
    let settings: GeminiSettings
    private let transport = HTTPTransport()

    /// Statuses worth another try: rate limit or quota (429) and server trouble.
    static let retryable: Set<Int> = [429, 500, 502, 503, 504]

    init(settings: GeminiSettings) { self.settings = settings }

    /// The model's answer text for `request`.
    /// - Throws: `RefinerError` for every failure; none of them carries the key.
    func generate(_ request: GenerateContentRequest) throws(RefinerError) -> String {
        let body: Data
        do { body = try JSONEncoder().encode(request) } catch {
            throw .malformedAnswer(reason: "the request could not be encoded: \(error)")
        }
        let start = Date()
        var attempt = 0
        while true {
            attempt += 1
            let remaining = settings.totalBudget - Date().timeIntervalSince(start)
            let timeout = min(settings.requestTimeout, max(remaining, 0.1))
            switch transport.send(urlRequest(body: body, timeout: timeout)) {
            case let .failure(error):
                throw classify(error, timeout: timeout)
            case let .success(response) where (200..<300).contains(response.status):
                return try decodeAnswer(response.body)
            case let .success(response):
                let detail = GeminiErrorBody.decode(response.body)
                guard Self.retryable.contains(response.status) else {
                    throw .refused(status: response.status, apiStatus: detail?.status,
                                   message: settings.apiKey.scrub(detail?.message ?? "no message"))
                }
                let elapsed = Date().timeIntervalSince(start)
                let wait = retryAfter(response) ?? settings.initialBackoff * pow(2, Double(attempt - 1))
                guard attempt < settings.maxAttempts, elapsed + wait < settings.totalBudget else {
                    throw .budgetExhausted(status: response.status, apiStatus: detail?.status, attempts: attempt,
                                           seconds: elapsed)
                }
                Thread.sleep(forTimeInterval: wait)
            }
        }
    }

    private func urlRequest(body: Data, timeout: Double) -> URLRequest {
        var request = URLRequest(url: settings.endpoint, cachePolicy: .reloadIgnoringLocalCacheData,
                                 timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(settings.apiKey.secret, forHTTPHeaderField: "x-goog-api-key")
        request.httpBody = body
        return request
    }

    /// Unreachable (queue it for later) versus a slow or broken connection (give up for now).
    private func classify(_ error: URLError, timeout: Double) -> RefinerError {
        switch error.code {
        case .timedOut:
            return .timedOut(seconds: timeout)
        case .cannotConnectToHost, .cannotFindHost, .notConnectedToInternet, .dnsLookupFailed:
            return .unreachable(reason: Self.reason(error))
        default:
            return .network(reason: Self.reason(error))
        }
    }

    private static func reason(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .notConnectedToInternet: "no network"
        default: "URL error \(error.code.rawValue)"
        }
    }

    /// Seconds the server asks to wait: `Retry-After` as seconds or as an HTTP date.
    private func retryAfter(_ response: HTTPResponse) -> Double? {
        guard let value = response.headers["retry-after"]?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = Double(value), seconds >= 0 { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: value).map { max(0, $0.timeIntervalSinceNow) }
    }

    private func decodeAnswer(_ body: Data) throws(RefinerError) -> String {
        let response: GenerateContentResponse
        do { response = try JSONDecoder().decode(GenerateContentResponse.self, from: body) } catch {
            throw .malformedAnswer(reason: "the response is not generateContent JSON")
        }
        return try response.text()
    }
}
