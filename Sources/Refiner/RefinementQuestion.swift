// What the refiner asks Gemini about one document: only the uncertain fields (below the review
// threshold, or key fields that are missing) with their current values and the offline candidates,
// the OCR text, and optionally one downscaled JPEG of the page. Also reads the structured answer.

import DocumentModel
import Foundation

/// The uncertain fields of one document and the request that asks about them.
struct RefinementQuestion {
    /// Fields the refiner can judge with the offline checks, in the order they are asked.
    static let refinable: [FieldName] = [.total, .subtotal, .vatAmount, .vatRate, .date, .companyID, .cardLast4]

    /// What each field means and how to write it, for the prompt and the response schema.
    static let meaning: [FieldName: String] = [
        .total: "the amount paid, VAT included, as a plain decimal with two places (1234.50), no currency",
        .subtotal: "the amount before VAT, as a plain decimal with two places",
        .vatAmount: "the VAT (מע\"מ) amount, as a plain decimal with two places",
        .vatRate: "the VAT rate in percent as a number (18)",
        .date: "the document's own date (not a due, delivery or print date) as YYYY-MM-DD",
        .companyID: "the issuer's registration number (ח.פ / ע.מ / VAT reg no), digits only; never the customer's",
        .cardLast4: "the last four digits of the payment card, four digits",
    ]

    let fields: [FieldName]
    let record: DocumentRecord
    let candidates: [FieldName: [String]]

    /// The fields of `record` worth a second opinion: present below `threshold`, or missing key fields.
    init(record: DocumentRecord, candidates: [FieldName: [String]], threshold: Double) {
        self.record = record
        self.candidates = candidates
        fields = Self.refinable.filter { field in
            guard let value = record[field] else { return FieldName.key.contains(field) }
            return value.confidence < threshold
        }
    }

    /// The generateContent request: the instructions, the OCR text, the image when given, and a
    /// response schema with one nullable string per asked field.
    func request(text: String, pageImage: Data?) -> GenerateContentRequest {
        var parts: [GenerateContentRequest.Part] = [.text(prompt(text: text))]
        if let pageImage { parts.append(.inlineData(mimeType: "image/jpeg", data: pageImage)) }
        let properties = Dictionary(uniqueKeysWithValues: fields.map { field in
            (field.rawValue, Schema(type: "STRING", description: Self.meaning[field], nullable: true))
        })
        let schema = Schema(type: "OBJECT", properties: properties, required: fields.map(\.rawValue),
                            propertyOrdering: fields.map(\.rawValue))
        return GenerateContentRequest(contents: [.init(role: "user", parts: parts)],
                                      generationConfig: .init(responseSchema: schema))
    }

    private func prompt(text: String) -> String {
        var lines = [
            "You check fields read from one receipt or invoice (Hebrew and/or English) by an offline OCR reader.",
            "OCR may misread digits and mix up amounts. For each field below, give the value the document prints,",
            "or null when it does not print one. The reader's current value and other values it considered are",
            "listed; they may be wrong. Answer only with the JSON object the schema describes.",
            "",
            "Fields:",
        ]
        for field in fields {
            var line = "- \(field.rawValue): \(Self.meaning[field] ?? field.rawValue)."
            if let current = record[field] {
                line += " Current: \(current.value) (confidence \(String(format: "%.2f", current.confidence)))."
            } else {
                line += " Current: not found."
            }
            let others = (candidates[field] ?? []).filter { $0 != record[field]?.value }.prefix(5)
            if !others.isEmpty { line += " Other candidates: " + others.joined(separator: ", ") + "." }
            lines.append(line)
        }
        lines += ["", "OCR text (reading order, one printed row per line):", "<<<", text, ">>>"]
        return lines.joined(separator: "\n")
    }

    /// The proposed value per asked field (nil: none proposed) from the model's JSON text.
    /// - Throws: `RefinerError.malformedAnswer` when the text is not a JSON object of strings and nulls.
    func proposals(from answer: String) throws(RefinerError) -> [FieldName: String?] {
        guard let data = answer.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .malformedAnswer(reason: "the answer is not a JSON object")
        }
        var proposals: [FieldName: String?] = [:]
        for field in fields {
            switch object[field.rawValue] {
            case nil, is NSNull: proposals[field] = .some(nil)
            case let value as String:
                let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
                proposals[field] = trimmed.isEmpty || trimmed.lowercased() == "null" ? .some(nil) : trimmed
            default:
                throw .malformedAnswer(reason: "`\(field.rawValue)` is not a string or null")
            }
        }
        return proposals
    }
}
