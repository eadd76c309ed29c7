// Times the receipt library's database work, without OCR: filing N hand-built records (journal,
// copy, rows, search text, duplicate checks, the month's summary sheet) into a new library in a
// temporary folder, then listing, searching, `show` and `report` on it. Run it before and after a
// change to the library's storage and compare.
//
//   library-bench [--documents N] [--keep DIR]
//
// Prints one line per measurement: what, how many, total milliseconds, per-operation milliseconds.

import DocumentModel
import Foundation
import Library

func writeLine(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }

func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data(("library-bench: " + text + "\n").utf8))
    exit(64)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var count = 500
var keep: URL?
while let flag = arguments.first {
    arguments.removeFirst()
    switch flag {
    case "--documents":
        guard let value = arguments.first.flatMap(Int.init), value > 0 else { fail("--documents needs a positive number") }
        count = value; arguments.removeFirst()
    case "--keep":
        guard let value = arguments.first else { fail("--keep needs a folder") }
        keep = URL(fileURLWithPath: value); arguments.removeFirst()
    default:
        fail("unknown argument '\(flag)'; usage: library-bench [--documents N] [--keep DIR]")
    }
}

/// A record like extraction's: a vendor of 40, a month of 12, distinct invoice numbers and totals.
func record(_ index: Int) -> DocumentRecord {
    let vendor = index % 40
    let month = index % 12 + 1, day = index % 28 + 1
    var record = DocumentRecord(status: .ok,
                                source: .init(path: "/scans/\(index).png", sha256: String(format: "%064x", index + 1),
                                              mediaType: "image/png", pages: 1),
                                pages: [.init(number: 1, width: 2480, height: 3508, textSource: .ocr)],
                                language: "he",
                                items: (0..<5).map { LineItem(description: "פריט \($0) מוצר \(index)", total: "\($0 + 3).90", confidence: 0.8) },
                                confidence: 0.85, review: index % 5 == 0 ? .review : .auto, category: .groceries,
                                text: "חשבונית מס קבלה מספר \(10_000 + index) ספק \(vendor) רחוב הרצל \(index % 90) תל אביב סה\"כ לתשלום")
    let values: [(FieldName, String)] = [
        (.businessName, "ספק מספר \(vendor) בע\"מ"), (.companyID, String(format: "51%07d", vendor)),
        (.date, String(format: "2025-%02d-%02d", month, day)), (.invoiceNumber, "\(10_000 + index)"),
        (.total, String(format: "%d.%02d", 20 + index, index % 100)), (.vatAmount, "3.00"), (.currency, "ILS"),
    ]
    for (name, value) in values {
        record[name] = FieldValue(value: value, confidence: 0.9, page: 1, bbox: BoundingBox(x0: 1, y0: 2, x1: 3, y1: 4),
                                  source: .ocr, rule: "\(name.rawValue).bench")
    }
    return record
}

func time(_ label: String, operations: Int, _ body: () throws -> Void) rethrows {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    writeLine(label.padding(toLength: 24, withPad: " ", startingAt: 0)
        + String(format: "%6d ops %10.1f ms %9.3f ms/op", operations, milliseconds, milliseconds / Double(operations)))
}

let folder = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("library-bench-\(UUID().uuidString)")
defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
do {
    let library = try ReceiptLibrary(root: folder)
    let pdf = Data("%PDF-1.4 bench\n%%EOF\n".utf8)
    var generator = SystemRandomNumberGenerator()
    try time("file", operations: count) {
        for index in 0..<count {
            let hash = (0..<4).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined()
            try library.file(record(index), copy: .pdf(pdf + Data("\(index)".utf8)), pageHash: hash)
        }
    }
    var listed = 0
    try time("list (all)", operations: 20) { for _ in 0..<20 { listed = try library.list().count } }
    guard listed == count else { fail("listed \(listed) documents of \(count) filed") }
    try time("list --month", operations: 20) { for _ in 0..<20 { _ = try library.list(DocumentFilter(month: "2025-03")) } }
    try time("list --vendor", operations: 20) { for _ in 0..<20 { _ = try library.list(DocumentFilter(vendor: "ספק מספר 7")) } }
    try time("list --search (text)", operations: 20) { for _ in 0..<20 { _ = try library.list(DocumentFilter(search: "הרצל 42")) } }
    try time("show", operations: 200) { for id in 1...200 { _ = try library.show(id: Int64(id % count + 1)) } }
    try time("report", operations: 5) { for _ in 0..<5 { _ = try library.report() } }
} catch {
    fail("\(error)")
}
