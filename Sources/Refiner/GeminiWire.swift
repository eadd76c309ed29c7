// The JSON of the `models/{model}:generateContent` REST call: the request (contents with text and
// inline image parts, generationConfig with a response schema for structured output), the answer
// (candidates → content → parts → text) and the error body (`error.code/status/message`).

import Foundation

/// The request body of generateContent.
struct GenerateContentRequest: Encodable {
    struct Content: Encodable {
        let role: String
        let parts: [Part]
    }

    /// A text part or an inline image part.
    enum Part: Encodable {
        case text(String)
        case inlineData(mimeType: String, data: Data)

        private enum Keys: String, CodingKey { case text, inlineData = "inline_data" }
        private enum InlineKeys: String, CodingKey { case mimeType = "mime_type", data }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            switch self {
            case let .text(text):
                try container.encode(text, forKey: .text)
            case let .inlineData(mimeType, data):
                var inline = container.nestedContainer(keyedBy: InlineKeys.self, forKey: .inlineData)
                try inline.encode(mimeType, forKey: .mimeType)
                try inline.encode(data.base64EncodedString(), forKey: .data)
            }
        }
    }

    struct GenerationConfig: Encodable {
        let responseMimeType = "application/json"
        let responseSchema: Schema
        let temperature: Double = 0
    }

    let contents: [Content]
    let generationConfig: GenerationConfig
}

/// The OpenAPI subset Gemini's structured output accepts.
struct Schema: Encodable {
    let type: String
    var description: String?
    var nullable: Bool?
    var properties: [String: Schema]?
    var required: [String]?
    var propertyOrdering: [String]?
}

/// The answer of generateContent (only what the refiner reads).
struct GenerateContentResponse: Decodable {
    struct Candidate: Decodable {
        struct Content: Decodable {
            struct Part: Decodable { let text: String? }
            let parts: [Part]?
        }
        let content: Content?
        let finishReason: String?
    }
    struct PromptFeedback: Decodable { let blockReason: String? }

    let candidates: [Candidate]?
    let promptFeedback: PromptFeedback?

    /// The model's text: the parts of the first candidate joined.
    /// - Throws: `RefinerError.malformedAnswer` when there is none (blocked prompt, empty candidate).
    func text() throws(RefinerError) -> String {
        if let reason = promptFeedback?.blockReason { throw .malformedAnswer(reason: "the prompt was blocked: \(reason)") }
        guard let candidate = candidates?.first else { throw .malformedAnswer(reason: "no candidate in the answer") }
        let text = (candidate.content?.parts ?? []).compactMap(\.text).joined()
        guard !text.isEmpty else {
            throw .malformedAnswer(reason: "an empty answer (finish reason \(candidate.finishReason ?? "none"))")
        }
        return text
    }
}

/// The error body Google APIs send with a 4xx/5xx status.
struct GeminiErrorBody: Decodable {
    struct Detail: Decodable {
        let code: Int?
        let message: String?
        let status: String?
    }
    let error: Detail

    static func decode(_ data: Data) -> Detail? {
        try? JSONDecoder().decode(GeminiErrorBody.self, from: data).error
    }
}
