// Small documents made at test time for batch behaviour tests (the corpus has the realistic ones).

import Foundation
import Imaging
import Ingest
import TestSupport

enum SampleDocuments {
    /// A one-page PDF with a 28 pt text layer.
    static func textPDF(lines: [String]) -> Data { TextPDF.make(lines: lines, fontSize: 28, top: 700) }

    /// A PNG scan of the same kind of page (rendered at 150 dpi), for the OCR path.
    static func scannedPNG(lines: [String]) throws -> Data {
        let pdf = try PDFDocument(data: textPDF(lines: lines), path: "sample.pdf")
        return try pdf.page(0).render(dpi: 150).pngData()
    }

    /// A fresh temporary folder; the caller removes it (`defer { try? FileManager.default.removeItem(at: folder) }`).
    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rv-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A batch folder: good documents, a corrupt JPEG and a text file named .jpg, in subfolders; the caller removes it.
    static func batchFolder(documents: Int) throws -> URL {
        let root = try temporaryFolder("batch")
        let png = try scannedPNG(lines: ["GROCER LTD", "Milk 2.50", "TOTAL 2.50"])
        for index in 0..<documents {
            let folder = root.appendingPathComponent(index % 2 == 0 ? "a" : "b/c")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if index % 3 == 0 {
                try png.write(to: folder.appendingPathComponent("scan-\(index).png"))
            } else {
                try textPDF(lines: ["Invoice \(index)", "Total due \(index).50"])
                    .write(to: folder.appendingPathComponent("invoice-\(index).pdf"))
            }
        }
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]).write(to: root.appendingPathComponent("a/broken.jpg"))
        try Data("just some notes".utf8).write(to: root.appendingPathComponent("notes.jpg"))
        return root
    }
}
