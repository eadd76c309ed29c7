// Property-based fuzzing of the JSON readers (labels and output records) on random and mutated
// JSON: decoding must either succeed or throw, never crash; random bytes must throw; whatever
// decodes must encode again.

import DocumentModel
import Foundation
import Testing
import TestSupport

@Suite struct JSONReaderFuzzTests {
    static var validLabel: Data { Data("""
    {"id": "he-0001", "file": "he-0001.png", "variant": "photo", "language": "he", "complete": true,
     "quad": [[10.5, 20], [300, 22], [305, 400], [8, 398]], "total": "844.96", "date": "2025-01-02",
     "vat_amount": 128.9, "items": [{"description": "חלב", "quantity": "2", "unit_price": "6.90", "total": "13.80"}]}
    """.utf8) }

    static var validRecord: Data {
        var record = DocumentRecord(status: .ok, source: .init(path: "a/b.png", sha256: "ab", mediaType: "image/png", pages: 1),
                                    pages: [.init(number: 1, width: 100, height: 200, textSource: .ocr, rotation: 1.5,
                                                  quad: Quad(topLeft: .init(x: 0, y: 0), topRight: .init(x: 1, y: 0),
                                                             bottomRight: .init(x: 1, y: 1), bottomLeft: .init(x: 0, y: 1)),
                                                  preprocessing: ["deskew"])],
                                    language: "he", warnings: [RecordWarning(code: "no_text", message: "m", page: 1)],
                                    text: "סה\"כ 12.50", timingsMs: ["ocr": 12])
        record[.total] = FieldValue(value: "12.50", confidence: 0.9, page: 1, bbox: BoundingBox(x0: 1, y0: 2, x1: 3, y1: 4),
                                    source: .ocr, rule: "total.label_same_row", checks: ["subtotal_plus_vat"])
        return (try? record.jsonData()) ?? Data()
    }

    /// Decodes `data` as `T`; if it decodes, it must also encode.
    private func survives<T: Codable>(_ type: T.Type, _ data: Data) -> Bool {
        guard let value = try? JSONDecoder().decode(type, from: data) else { return false }
        #expect((try? JSONEncoder().encode(value)) != nil)
        return true
    }

    @Test func theSeedsDecode() {
        #expect(survives(DocumentLabel.self, Self.validLabel))
        #expect(survives(DocumentRecord.self, Self.validRecord))
    }

    @Test func mutatedJSONDecodesOrThrows() {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        var decoded = 0
        for _ in 0..<fuzzIterations {
            if survives(DocumentLabel.self, FuzzInput.mutate(Self.validLabel, using: &generator)) { decoded += 1 }
            if survives(DocumentRecord.self, FuzzInput.mutate(Self.validRecord, using: &generator)) { decoded += 1 }
        }
        // Some mutations only touch string contents, so some inputs still decode; most must not.
        #expect(decoded < 2 * fuzzIterations)
    }

    @Test func randomBytesThrow() {
        var generator = SeededGenerator(seed: 0x5EED_0003)
        for _ in 0..<fuzzIterations {
            let bytes = Data((0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
            #expect(throws: (any Error).self) { try JSONDecoder().decode(DocumentLabel.self, from: bytes) }
            #expect(throws: (any Error).self) { try JSONDecoder().decode(DocumentRecord.self, from: bytes) }
        }
    }

    /// Hostile shapes: deep nesting (a recursive decoder could overflow the stack), huge numbers,
    /// wrong types in every position, a quad with the wrong number of corners.
    @Test(arguments: [
        String(repeating: "[", count: 100_000), "{\"file\":" + String(repeating: "[", count: 10_000) + "}",
        "{\"file\": \"x\", \"quad\": [[1,2],[3,4],[5,6]]}", "{\"file\": \"x\", \"quad\": [[1],[2],[3],[4]]}",
        "{\"file\": \"x\", \"total\": 1e400}", "{\"file\": \"x\", \"items\": [{}]}", "{\"file\": 12}",
        "{\"status\": \"ok\", \"source\": {\"path\": \"p\"}, \"pages\": [{\"number\": 1e20}]}",
        "{\"file\": \"\\ud800\"}", "\u{FEFF}{\"file\": \"x\"}", "",
    ])
    func hostileJSONThrowsOrDecodes(json: String) {
        let data = Data(json.utf8)
        _ = survives(DocumentLabel.self, data)
        _ = survives(DocumentRecord.self, data)
    }
}
