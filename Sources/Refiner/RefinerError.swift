// The one error type of the Refiner module. Messages say what happened and what to do, and never
// contain the API key (server messages are scrubbed of it before they get here).

import Foundation

/// Why the Gemini refiner could not start or could not refine a document.
public enum RefinerError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Neither GEMINI_API_KEY nor the key file gave a key.
    case missingKey(keyFile: String)
    /// The key file may be read by other users; it is not used.
    case keyFileTooOpen(path: String, mode: String)
    /// The key file exists but could not be read, or belongs to another user.
    case keyFileUnreadable(path: String, reason: String)
    /// A setting (model name, endpoint URL) cannot be used.
    case badSetting(name: String, value: String, reason: String)
    /// The endpoint could not be reached at all (no network, no route, connection refused).
    case unreachable(reason: String)
    /// No answer within the time allowed for one request.
    case timedOut(seconds: Double)
    /// Another transport failure (TLS, reset connection…).
    case network(reason: String)
    /// Gemini refused the request (4xx other than 429): not retried.
    case refused(status: Int, apiStatus: String?, message: String)
    /// Rate limits, quota or server errors (429/5xx) outlasted the retries and the time budget.
    case budgetExhausted(status: Int, apiStatus: String?, attempts: Int, seconds: Double)
    /// The answer was not the JSON the response schema asks for, or the prompt was blocked.
    case malformedAnswer(reason: String)
    /// The refinement queue could not be read or written.
    case queue(path: String, reason: String)
    /// A shared library the refiner needs (libcurl, to send requests) could not be opened.
    case libraryMissing(library: String, reason: String)

    /// True when the request may succeed later without any change: the network was down.
    public var isUnreachable: Bool {
        if case .unreachable = self { return true }
        return false
    }

    /// True when a later attempt may succeed (network, timeouts, rate limits, server errors).
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut, .network, .budgetExhausted: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case let .missingKey(keyFile):
            "no Gemini API key: set GEMINI_API_KEY or write the key to \(keyFile) (chmod 600), or drop --refine"
        case let .keyFileTooOpen(path, mode):
            "\(path): the Gemini key file is readable by other users (mode \(mode)); run `chmod 600 \(path)` first"
        case let .keyFileUnreadable(path, reason):
            "\(path): the Gemini key file cannot be used (\(reason))"
        case let .badSetting(name, value, reason):
            "\(name) \(value): \(reason)"
        case let .unreachable(reason):
            "Gemini could not be reached (\(reason)); the offline result stands"
        case let .timedOut(seconds):
            "Gemini did not answer within \(Self.seconds(seconds)); the offline result stands"
        case let .network(reason):
            "the connection to Gemini failed (\(reason)); the offline result stands"
        case let .refused(status, apiStatus, message):
            "Gemini refused the request (HTTP \(status)\(apiStatus.map { " \($0)" } ?? ""): \(message)); "
                + "check the key, the model name and the endpoint URL"
        case let .budgetExhausted(status, apiStatus, attempts, seconds):
            "Gemini answered HTTP \(status)\(apiStatus.map { " \($0)" } ?? "") \(attempts) time(s) within "
                + "\(Self.seconds(seconds)) (rate limit, quota or server trouble); the offline result stands, "
                + "try again later"
        case let .malformedAnswer(reason):
            "Gemini's answer could not be used (\(reason)); the offline result stands"
        case let .queue(path, reason):
            "\(path): the refinement queue cannot be used (\(reason)); check the folder's permissions"
        case let .libraryMissing(library, reason):
            "the Gemini refiner needs \(library), which could not be opened (\(reason)); "
                + "install it (`apt install libcurl4`) or drop --refine"
        }
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
}
