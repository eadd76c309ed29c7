// Corrections: the document, its summary row and the vendor's memory change; the vendor's next
// document gets the corrected values marked `source: "correction"`.

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct CorrectionTests {
    @Test func aCorrectionChangesTheNextDocumentOfTheSameVendor() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let first = try library.file(Fixtures.record(business: "המפיצ", companyID: "514713288", category: .other),
                                     copy: Fixtures.pdf())
        let name = try library.correct(id: first.id, field: "business_name", value: "המפיץ")
        #expect(name.remembered && name.oldValue == "המפיצ")
        #expect(name.path == "2025-01 January/המפיץ_2025-01-14.pdf")
        #expect(FileManager.default.fileExists(atPath: library.root.appendingPathComponent(name.path).path))
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent(first.path).path))
        try library.correct(id: first.id, field: "category", value: "groceries")

        let summary = try String(contentsOf: library.root.appendingPathComponent("2025-01 January/summary.csv"), encoding: .utf8)
        #expect(summary.contains("\r\nהמפיץ,2025-01-14,"))
        #expect(!summary.contains("המפיצ"))

        // The same vendor (same company number), read with the same misspelling a month later.
        let next = try library.file(Fixtures.record(business: "המפיצ", date: "2025-02-03", companyID: "514713288",
                                                    category: .other), copy: Fixtures.pdf())
        let business = try #require(next.record[.businessName])
        #expect(business.value == "המפיץ" && business.source == .correction && business.rule == "vendor_memory")
        #expect(next.record.category == .groceries)
        #expect(next.path == "2025-02 February/המפיץ_2025-02-03.pdf")
        #expect(try library.show(id: next.id).categorySource == "correction")

        // Another vendor is untouched.
        let other = try library.file(Fixtures.record(business: "המפיצ", companyID: "520000000"), copy: Fixtures.pdf())
        #expect(other.record[.businessName]?.source == .ocr)
    }

    @Test func withoutACompanyNumberTheVendorIsTheNormalisedName() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let first = try library.file(Fixtures.record(business: "Super  Pharm"), copy: Fixtures.pdf())
        try library.correct(id: first.id, field: "business_name", value: "Super-Pharm")
        let next = try library.file(Fixtures.record(business: "super pharm.", date: "2025-01-20"), copy: Fixtures.pdf())
        #expect(next.record[.businessName]?.value == "Super-Pharm")
    }

    @Test func purchaseFieldsAreCorrectedButNotRememberedAndADateMovesTheFile() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let first = try library.file(Fixtures.record(companyID: "514713288"), copy: Fixtures.pdf())
        let total = try library.correct(id: first.id, field: "total", value: "1,234.5")
        #expect(total.newValue == "1234.50" && !total.remembered)
        let moved = try library.correct(id: first.id, field: "date", value: "2024-12-31")
        #expect(moved.path == "2024-12 December/המפיץ_2024-12-31.pdf")
        #expect(try library.list(DocumentFilter(month: "2025-01")).isEmpty)
        // Issue 27, finding 7: the month left behind kept an empty folder with a header-only sheet.
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent("2025-01 January").path))
        #expect(FileManager.default.fileExists(atPath: library.root.appendingPathComponent("2024-12 December/summary.csv").path))
        let detail = try library.show(id: first.id)
        #expect(detail.corrections.map(\.field) == ["total", "date"])
        #expect(detail.summary.record[.total]?.source == .correction)
        let next = try library.file(Fixtures.record(companyID: "514713288"), copy: Fixtures.pdf())
        #expect(next.record[.total]?.value == "117.00")
    }

    @Test func badCorrectionsAreRefused() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let id = try library.file(Fixtures.record(), copy: Fixtures.pdf()).id
        #expect(throws: LibraryError.unknownField(name: "colour")) { try library.correct(id: id, field: "colour", value: "x") }
        #expect(throws: LibraryError.self) { try library.correct(id: id, field: "date", value: "14/01/2025") }
        #expect(throws: LibraryError.self) { try library.correct(id: id, field: "category", value: "toys") }
        #expect(throws: LibraryError.noSuchDocument(id: 99)) { try library.correct(id: 99, field: "total", value: "1") }
        // Issue 27, finding 7: `correct … date 2099-01-01` was accepted. The library's clock says 2025-03-03.
        #expect(throws: LibraryError.self) { try library.correct(id: id, field: "date", value: "2099-01-01") }
        #expect(throws: LibraryError.self) { try library.correct(id: id, field: "date", value: "2025-03-05") }
        #expect(throws: LibraryError.self) { try library.correct(id: id, field: "date", value: "2025-02-30") }
        #expect(throws: LibraryError.self) { try library.correct(id: id, field: "date", value: "1989-12-31") }
        #expect(try library.correct(id: id, field: "date", value: "2025-03-04").newValue == "2025-03-04")   // a day's grace
        #expect(try library.show(id: id).summary.record[.date]?.value == "2025-03-04")
    }

    @Test func aMonthWithDocumentsLeftKeepsItsSheetAndTheMirrorLosesAnEmptyMonth() throws {
        let scratch = try ScratchFolder()
        let mirror = scratch.path("mirror")
        try FileManager.default.createDirectory(at: mirror, withIntermediateDirectories: true)
        let library = try Fixtures.library(in: scratch, mirror: mirror)
        let stays = try library.file(Fixtures.record(business: "רמי לוי"), copy: Fixtures.pdf())
        let moves = try library.file(Fixtures.record(), copy: Fixtures.pdf())
        try library.correct(id: moves.id, field: "date", value: "2025-02-01")
        let january = try String(contentsOf: library.root.appendingPathComponent("2025-01 January/summary.csv"), encoding: .utf8)
        #expect(january.contains("רמי לוי") && !january.contains("המפיץ"))
        try library.correct(id: stays.id, field: "date", value: "2025-02-02")
        _ = try library.syncMirror()
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent("2025-01 January").path))
        #expect(!FileManager.default.fileExists(atPath: mirror.appendingPathComponent("2025-01 January").path))
        #expect(FileManager.default.fileExists(atPath: mirror.appendingPathComponent("2025-02 February/summary.csv").path))
    }
}
