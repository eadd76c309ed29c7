import DocumentModel
import Foundation
import Testing

@Suite struct GeometryTests {
    @Test func boundingBoxEncodesAsFourNumbers() throws {
        let box = BoundingBox(x0: 1, y0: 2, x1: 30, y1: 40)
        let json = String(decoding: try JSONEncoder().encode(box), as: UTF8.self)
        #expect(json == "[1,2,30,40]")
        #expect(try JSONDecoder().decode(BoundingBox.self, from: Data(json.utf8)) == box)
    }

    @Test func recordingsWithAndWithoutRereadingsDecode() throws {
        let page = OCRPage(number: 1, width: 100, height: 100, textSource: .ocr, lines: [])
        let reading = Rereading(kind: .lineAlone, page: 1, box: BoundingBox(x0: 1, y0: 2, x1: 30, y1: 12), text: "ACME")
        let document = RecognizedDocument(pages: [page], rereadings: [reading])
        let decoded = try JSONDecoder().decode(RecognizedDocument.self, from: JSONEncoder().encode(document))
        #expect(decoded == document)
        let older = try JSONEncoder().encode(RecognizedDocument(pages: [page]))
        #expect(!String(decoding: older, as: UTF8.self).contains("rereadings"))
        #expect(try JSONDecoder().decode(RecognizedDocument.self, from: older).rereadings.isEmpty)
    }

    @Test func verticalOverlapSeparatesRows() {
        let word = BoundingBox(x0: 0, y0: 100, x1: 50, y1: 130)
        let sameRow = BoundingBox(x0: 300, y0: 104, x1: 380, y1: 132)
        let nextRow = BoundingBox(x0: 0, y0: 136, x1: 50, y1: 166)
        #expect(word.verticalOverlap(with: sameRow) > 0.8)
        #expect(word.verticalOverlap(with: nextRow) == 0)
    }

    @Test func quadRejectsWrongCornerCount() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Quad.self, from: Data("[[0,0],[1,0],[1,1]]".utf8))
        }
    }
}

@Suite struct TextTests {
    @Test func bidiMarksAreStripped() {
        #expect("\u{200F}סה\"כ\u{200E} 12.50\u{200E}".strippingBidiMarks == "סה\"כ 12.50")
    }

    @Test func amountsHaveTwoPlaces() {
        #expect(Decimal(plainAmount: "844.955")?.plainAmount == "844.96")
        #expect(Decimal(plainAmount: "-3.6")?.plainAmount == "-3.60")
        #expect(Decimal(plainAmount: "12")?.plainAmount == "12.00")
        #expect(Decimal(plainAmount: "12,50") == nil)
    }
}

@Suite struct RecordTests {
    @Test func absentValuesAreOmittedAndKeysAreSnakeCase() throws {
        var record = DocumentRecord(status: .ok, source: .init(path: "a.png", sha256: "ab", mediaType: "image/png", pages: 1))
        record[.total] = FieldValue(value: "10.00", confidence: 0.95, page: 1, bbox: nil, source: .ocr, rule: "total.label")
        let json = String(decoding: try record.jsonData(), as: UTF8.self)
        #expect(json.contains("\"schema_version\":2"))
        #expect(json.contains("\"media_type\":\"image/png\""))
        #expect(!json.contains("\"error\""))
        #expect(!json.contains("null"))
        // A version-1 record (no `legal_name`) from an earlier run still decodes.
        let version1 = Data(json.replacingOccurrences(of: "\"schema_version\":2", with: "\"schema_version\":1").utf8)
        let decoded = try JSONDecoder().decode(DocumentRecord.self, from: version1)
        #expect(decoded.schemaVersion == 1 && decoded[.total]?.value == "10.00" && decoded[.legalName] == nil)
    }

    @Test func labelReadsFieldsAndMeta() throws {
        let json = #"{"file":"x.png","variant":"photo","total":"12.50","company_id":"514756123","items":[{"description":"חלב","total":"5.90"}]}"#
        let label = try JSONDecoder().decode(DocumentLabel.self, from: Data(json.utf8))
        #expect(label[.total] == "12.50")
        #expect(label[.companyID] == "514756123")
        #expect(label.variant == "photo")
        #expect(label.items?.first?.description == "חלב")
    }

    @Test func labelTakesItsLayoutFromTheGeneratorsMetaWhenItHasNone() throws {
        let foreign = #"{"file":"doc_0001.png","_meta":{"template":"a4_invoice","locale":"IL"},"total":"5.00"}"#
        let layout = { (json: String) throws -> String? in try JSONDecoder().decode(DocumentLabel.self, from: Data(json.utf8)).layout }
        #expect(try layout(foreign) == "a4_invoice")
        #expect(try layout(#"{"file":"he-0001.png","layout":"thermal","_meta":{"template":"a4_invoice"}}"#) == "thermal")
        #expect(try layout(#"{"file":"x.png","_meta":{"locale":"IL"}}"#) == nil)
    }
}

/// Issue 27, finding 7: item confidences printed as 16-digit floats while fields print 3 decimals.
@Suite struct ItemConfidenceTests {
    @Test func anItemsConfidencePrintsToThreePlacesAndReadsBack() throws {
        let item = LineItem(description: "סבון כלים", total: "24.00", confidence: 0.9154159545898437, page: 1)
        let json = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
        #expect(json.contains("\"confidence\":0.915") && !json.contains("0.9154"))
        #expect(!json.contains("unit_price") && !json.contains("quantity"))
        let back = try JSONDecoder().decode(LineItem.self, from: Data(json.utf8))
        #expect(back.confidence == 0.915 && back.description == item.description && back.page == 1)
    }
}
