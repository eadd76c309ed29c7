// Calls generateContent with the key in the `x-goog-api-key` header, retrying 429 and 5xx answers with
// exponential backoff (or the server's Retry-After) inside one time budget per document.

import Foundation

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
            switch transport.post(settings.endpoint, headers: headers, body: body, timeout: timeout) {
            case let .failure(error):
                throw error
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

    /// The request's headers: JSON, and the key (in a header, never in the URL).
    private var headers: [String: String] {
        ["Content-Type": "application/json", "x-goog-api-key": settings.apiKey.secret]
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
