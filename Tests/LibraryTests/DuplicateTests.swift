// Issue 27, finding 2: the same receipt scanned twice (different bytes, same issuer company number,
// invoice number and total) was filed as `…_2.pdf` and counted twice. A duplicate is filed and
// listed with `duplicate_of`, never counted in totals or the sheet, and a person can undo it.

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct DuplicateTests {
    private static let hash = String(repeating: "a5", count: 32)

    @Test func aRescanWithTheSameIssuerAndInvoiceNumberIsMarkedAndNotCounted() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let first = try library.file(Fixtures.record(business: "שופרסל", date: "2025-04-03", total: "35.89", vat: "5.47",
                                                     companyID: "520022732", invoiceNumber: "20865"), copy: Fixtures.pdf())
        // The rescan read the date differently: the issuer and invoice number still say it is the same paper.
        let second = try library.file(Fixtures.record(business: "שופרסל דיל", date: "2025-04-08", total: "35.89", vat: "5.47",
                                                      companyID: "520022732", invoiceNumber: "20865"), copy: Fixtures.pdf())
        #expect(first.duplicateOf == nil && second.duplicateOf == first.id)
        #expect(second.record.duplicateOf == first.id)
        #expect(try library.list().map(\.duplicateOf) == [nil, first.id])   // kept and listed
        let report = try library.report()
        #expect(report.totals.map(\.total) == [Decimal(string: "35.89")])
        #expect(report.duplicates == 1 && report.text.contains("1 duplicates not counted"))
        let sheet = try String(contentsOf: library.root.appendingPathComponent("2025-04 April/summary.csv"), encoding: .utf8)
        #expect(sheet.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 2)   // header + the original
        let export = try #require(String(data: try library.export(month: nil, format: .csv), encoding: .utf8))
        #expect(!export.contains("שופרסל דיל"))
        let json = try JSONDecoder().decode([SummaryRow].self, from: try library.export(month: nil, format: .json))
        #expect(json.map(\.duplicateOf) == [nil, first.id])
        #expect(String(data: try second.record.jsonData(), encoding: .utf8)?.contains("\"duplicate_of\":\(first.id)") == true)

        // "Not a duplicate": counted again, in the report and the sheet.
        #expect(try library.markNotDuplicate(id: second.id) == first.id)
        #expect(try library.report().totals.map(\.total) == [Decimal(string: "71.78")])
        #expect(try library.show(id: second.id).summary.record.duplicateOf == nil)
        let after = try String(contentsOf: library.root.appendingPathComponent("2025-04 April/summary.csv"), encoding: .utf8)
        #expect(after.contains("שופרסל דיל"))
    }

    @Test func theSameIssuerDateAndTotalIsADuplicateUnlessTheInvoiceNumbersDiffer() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let coffee = try library.file(Fixtures.record(business: "קפה גרג", date: "2025-04-03", total: "14.00",
                                                      invoiceNumber: "101"), copy: Fixtures.pdf())
        let again = try library.file(Fixtures.record(business: "קפה גרג", date: "2025-04-03", total: "14.00"), copy: Fixtures.pdf())
        let secondCoffee = try library.file(Fixtures.record(business: "קפה גרג", date: "2025-04-03", total: "14.00",
                                                            invoiceNumber: "102"), copy: Fixtures.pdf())
        let otherDay = try library.file(Fixtures.record(business: "קפה גרג", date: "2025-04-04", total: "14.00"), copy: Fixtures.pdf())
        #expect(again.duplicateOf == coffee.id)
        #expect(secondCoffee.duplicateOf == nil && otherDay.duplicateOf == nil)
    }

    @Test func aNearIdenticalPageIsADuplicateAndAFarOneIsNot() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let first = try library.file(Fixtures.record(business: nil, date: nil, total: "80.00"), copy: Fixtures.pdf(), pageHash: Self.hash)
        var near = Array(Self.hash)
        near[0] = "b"; near[10] = "0"   // a few bits differ
        let rescan = try library.file(Fixtures.record(business: nil, date: nil, total: "80.00"), copy: Fixtures.pdf(),
                                      pageHash: String(near))
        let other = try library.file(Fixtures.record(business: nil, date: nil, total: "80.00"), copy: Fixtures.pdf(),
                                     pageHash: String(repeating: "5a", count: 32))
        let differentTotal = try library.file(Fixtures.record(business: nil, date: nil, total: "81.00"), copy: Fixtures.pdf(),
                                              pageHash: Self.hash)
        // A near page alone is not enough: pages of different papers can hash a few bits apart
        // (page-hash-bench), so a document whose total was not read is never matched by its page.
        let totalUnread = try library.file(Fixtures.record(business: nil, date: nil, total: nil), copy: Fixtures.pdf(),
                                           pageHash: Self.hash)
        // Nor is next month's bill of the same amount on the same layout (a near page, another date).
        let firstBill = try library.file(Fixtures.record(business: nil, date: "2025-05-01", total: "99.90"), copy: Fixtures.pdf(),
                                         pageHash: String(repeating: "c3", count: 32))
        let nextBill = try library.file(Fixtures.record(business: nil, date: "2025-06-01", total: "99.90"), copy: Fixtures.pdf(),
                                        pageHash: String(repeating: "c3", count: 31) + "c2")
        #expect(rescan.duplicateOf == first.id)
        #expect(other.duplicateOf == nil && differentTotal.duplicateOf == nil && totalUnread.duplicateOf == nil)
        #expect(firstBill.duplicateOf == nil && nextBill.duplicateOf == nil)
        #expect(ReceiptLibrary.hashDistance(Self.hash, String(near)) <= ReceiptLibrary.pageHashTolerance)
    }

    @Test func identicalBytesShowTheFilingAsItIsNow() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let record = Fixtures.record(review: .review)
        let filed = try library.file(record, copy: Fixtures.pdf())
        try library.approve(id: filed.id)
        let known = try #require(try library.document(sha256: record.source.sha256 ?? ""))
        #expect(known.id == filed.id && known.alreadyFiled && known.reviewStatus == "approved")
    }

    @Test func anOlderLibraryGetsTheDuplicateColumns() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        try library.database.execute("""
            DROP INDEX documents_duplicate_of; ALTER TABLE documents DROP COLUMN duplicate_of;
            ALTER TABLE documents DROP COLUMN not_duplicate;
            ALTER TABLE documents DROP COLUMN page_hash; DROP TABLE grdb_migrations; PRAGMA user_version = 3;
            """)
        let reopened = try ReceiptLibrary(root: library.root)
        #expect(try reopened.database.userVersion == Schema.migrations(trigram: true).count)
        #expect(try reopened.file(Fixtures.record(), copy: Fixtures.pdf()).duplicateOf == nil)
    }
}
