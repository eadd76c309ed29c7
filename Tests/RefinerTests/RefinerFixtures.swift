// A Hebrew receipt for the refiner tests: its recognised words (one OCR line per printed row, Hebrew
// words placed right to left) and an offline record whose total the OCR misread with low confidence.

import DocumentModel
import Foundation
@testable import Refiner

enum RefinerFixtures {
    static let key = "AIzaStubKey-0123456789-never-print-me"
    static let today = ISO8601DateFormatter().date(from: "2025-06-30T12:00:00Z") ?? Date()

    static let text = """
    סופר השכונה בע"מ
    ח.פ 514756121
    תאריך: 14/03/2025 12:31
    סה"כ לפני מע"מ 100.00
    מע"מ 18% 18.00
    סה"כ לתשלום 118.00
    """

    /// The receipt's words, one line per row, Hebrew rows right to left on a 1000 px page.
    static var document: RecognizedDocument {
        var lines: [OCRLine] = []
        for (index, row) in text.split(separator: "\n").enumerated() {
            var right = 960
            let top = 40 + index * 42
            let words = row.split(separator: " ").map { word -> OCRWord in
                let width = word.count * 12
                defer { right -= width + 12 }
                return OCRWord(text: String(word), box: BoundingBox(x0: right - width, y0: top, x1: right, y1: top + 30),
                               confidence: 0.93)
            }
            lines.append(OCRLine(words: words))
        }
        return RecognizedDocument(pages: [OCRPage(number: 1, width: 1000, height: 400, textSource: .ocr, lines: lines)])
    }

    /// The offline reading: every field confident except the total, misread as 116.00.
    static var record: DocumentRecord {
        var record = DocumentRecord(status: .ok, source: .init(path: "receipt.jpg", sha256: "ab12"), language: "he",
                                    confidence: 0.45, review: .manual, text: document.text)
        record[.total] = field("116.00", 0.45, rule: "total.label_same_row")
        record[.subtotal] = field("100.00", 0.95, rule: "subtotal.label_same_row")
        record[.vatAmount] = field("18.00", 0.95, rule: "vat_amount.label_same_row")
        record[.vatRate] = field("18", 0.95, rule: "vat_rate.percent_on_label_row")
        record[.date] = field("2025-03-14", 0.95, rule: "date.numeric.labelled")
        record[.companyID] = field("514756121", 0.95, rule: "company_id.company_label")
        record[.cardLast4] = nil
        return record
    }

    static func field(_ value: String, _ confidence: Double, rule: String) -> FieldValue {
        FieldValue(value: value, confidence: confidence, page: 1, bbox: BoundingBox(x0: 10, y0: 10, x1: 90, y1: 40),
                   source: .ocr, rule: rule)
    }

    /// A refiner against `baseURL` with short timeouts so failing tests end quickly.
    static func refiner(baseURL: String, queue: (any RefinementQueue)? = nil, requestTimeout: Double = 5,
                        budget: Double = 10, attempts: Int = 3) throws -> GeminiRefiner {
        guard let key = APIKey(key) else { throw RefinerError.missingKey(keyFile: "test") }
        let settings = try GeminiSettings(apiKey: key, baseURL: baseURL, requestTimeout: requestTimeout,
                                          totalBudget: budget, maxAttempts: attempts, initialBackoff: 0.05)
        return GeminiRefiner(settings: settings, queue: queue, today: { today })
    }

    /// A port nothing listens on: bound by a stub that is stopped at once.
    static func closedPort() throws -> UInt16 {
        let server = try StubGeminiServer(script: [])
        server.stop()
        return server.port
    }

    static func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refiner-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
