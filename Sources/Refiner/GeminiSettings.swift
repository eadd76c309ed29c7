// Where and how the refiner talks to Gemini: key, model, endpoint, and the time it may spend.

import Foundation

/// The settings of the Gemini refiner.
public struct GeminiSettings: Sendable {
    public static let defaultModel = "gemini-2.5-flash"
    public static let defaultBaseURL = "https://generativelanguage.googleapis.com/v1beta"
    /// The environment variable that overrides the endpoint base URL (proxies, tests).
    public static let baseURLVariable = "RECEIPTVAULT_GEMINI_URL"

    public var apiKey: APIKey
    public var model: String
    /// The API's base URL, e.g. `https://generativelanguage.googleapis.com/v1beta`.
    public var baseURL: URL
    /// Seconds one HTTP request may take.
    public var requestTimeout: Double
    /// Seconds all attempts for one document may take together, retries and waits included.
    public var totalBudget: Double
    /// The most requests for one document (the first try and its retries).
    public var maxAttempts: Int
    /// The first wait before a retry; each later wait doubles it (Retry-After wins when given).
    public var initialBackoff: Double

    /// - Throws: `RefinerError.badSetting` for a model name or URL that cannot form the endpoint.
    public init(apiKey: APIKey, model: String = defaultModel, baseURL: String = defaultBaseURL,
                requestTimeout: Double = 30, totalBudget: Double = 90, maxAttempts: Int = 4,
                initialBackoff: Double = 1) throws(RefinerError) {
        guard !model.isEmpty, model.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._".contains($0)) }) else {
            throw .badSetting(name: "--gemini-model", value: model,
                              reason: "not a model name; use letters, digits, '-', '.' and '_', e.g. \(Self.defaultModel)")
        }
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host != nil else {
            throw .badSetting(name: "--refiner-url", value: baseURL, reason: "not an http(s) URL; e.g. \(Self.defaultBaseURL)")
        }
        self.apiKey = apiKey; self.model = model; self.baseURL = url
        self.requestTimeout = requestTimeout; self.totalBudget = totalBudget
        self.maxAttempts = max(1, maxAttempts); self.initialBackoff = initialBackoff
    }

    /// `{base}/models/{model}:generateContent`.
    public var endpoint: URL {
        URL(string: baseURL.absoluteString + "/models/" + model + ":generateContent") ?? baseURL
    }
}
