// Hand-built records and a scratch library folder for the library tests (no OCR involved).

import DocumentModel
import Foundation
@testable import Library

/// A temporary folder removed when the value is released.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("library-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }
}

enum Fixtures {
    /// A record as extraction would produce it.
    static func record(business: String? = "המפיץ", date: String? = "2025-01-14", total: String? = "117.00",
                       vat: String? = "17.85", companyID: String? = nil, address: String? = nil,
                       currency: String? = nil, invoiceNumber: String? = nil, language: String = "he",
                       items: [String] = ["חלב 3%"], category: ExpenseCategory = .groceries,
                       review: ReviewStatus = .auto, text: String = "", sha256: String? = UUID().uuidString) -> DocumentRecord {
        var record = DocumentRecord(status: .ok, source: .init(path: "/scans/in.png", sha256: sha256, mediaType: "image/png", pages: 1),
                                    pages: [.init(number: 1, width: 1000, height: 2000, textSource: .ocr)],
                                    language: language, items: items.map { LineItem(description: $0, total: "10.00", confidence: 0.8) },
                                    confidence: 0.82, review: review, category: category, text: text)
        let values: [(FieldName, String?)] = [(.businessName, business), (.date, date), (.total, total),
                                              (.vatAmount, vat), (.companyID, companyID), (.address, address),
                                              (.currency, currency), (.invoiceNumber, invoiceNumber)]
        for (name, value) in values {
            if let value {
                record[name] = FieldValue(value: value, confidence: 0.8, page: 1, bbox: BoundingBox(x0: 1, y0: 2, x1: 3, y1: 4),
                                          source: .ocr, rule: "\(name.rawValue).test")
            }
        }
        return record
    }

    /// Bytes standing in for a generated PDF (the library stores them as given).
    static func pdf(_ marker: String = UUID().uuidString) -> FilingCopy { .pdf(Data("%PDF-1.4 \(marker)\n%%EOF\n".utf8)) }

    /// A library in a new scratch folder with a fixed clock.
    static func library(in folder: ScratchFolder, mirror: URL? = nil) throws -> ReceiptLibrary {
        let library = try ReceiptLibrary(root: folder.path("lib"), mirror: mirror)
        library.now = { Date(timeIntervalSince1970: 1_741_000_000) }   // 2025-03-03
        return library
    }

    static func permissions(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]) as? Int) ?? -1
    }
}
