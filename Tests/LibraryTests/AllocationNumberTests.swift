// Israel's allocation-number rule: a tax invoice above the threshold in force on its date, before
// VAT, without a 9-digit allocation number gets a warning (the buyer cannot deduct its VAT).

import DocumentModel
import Foundation
import Testing
@testable import Library

@Suite struct AllocationNumberTests {
    private func invoice(date: String, subtotal: String?, total: String = "0.00", vat: String? = nil,
                         type: String = "tax_invoice", allocation: String? = nil, currency: String? = nil) -> DocumentRecord {
        var record = Fixtures.record(business: "גלנט תקשורת", date: date, total: total, vat: vat, currency: currency)
        for (name, value) in [(FieldName.docType, type), (.subtotal, subtotal), (.allocationNumber, allocation)] {
            if let value { record[name] = FieldValue(value: value, confidence: 0.95, page: 1, bbox: nil, source: .ocr, rule: "test") }
        }
        return record
    }

    private func warned(_ record: DocumentRecord) -> Bool { AllocationNumberRule.warning(for: record) != nil }

    @Test func thresholdsFollowTheDate() {
        #expect(AllocationNumberRule.threshold(on: "2024-05-04") == nil)
        #expect(AllocationNumberRule.threshold(on: "2024-05-05")?.shekels == 25_000)
        #expect(AllocationNumberRule.threshold(on: "2025-06-30")?.shekels == 20_000)
        #expect(AllocationNumberRule.threshold(on: "2026-01-01")?.shekels == 10_000)
        #expect(AllocationNumberRule.threshold(on: "2026-05-31")?.shekels == 10_000)
        #expect(AllocationNumberRule.threshold(on: "2026-06-01")?.shekels == 5_000)
    }

    @Test func aTaxInvoiceAboveTheThresholdWithoutANumberIsWarned() {
        #expect(warned(invoice(date: "2025-03-01", subtotal: "20000.01")))
        #expect(!warned(invoice(date: "2025-03-01", subtotal: "20000.00")))          // not above
        #expect(!warned(invoice(date: "2024-12-31", subtotal: "24000.00")))          // 25,000 then
        #expect(warned(invoice(date: "2026-06-02", subtotal: "5200.00")))
        #expect(warned(invoice(date: "2026-02-01", subtotal: nil, total: "12980.00", vat: "1980.00")))   // 11,000 before VAT
        #expect(!warned(invoice(date: "2026-02-01", subtotal: nil, total: "11800.00", vat: "1800.00")))   // 10,000
        #expect(!warned(invoice(date: "2025-03-01", subtotal: "30000.00", allocation: "123456789")))
        #expect(warned(invoice(date: "2025-03-01", subtotal: "30000.00", allocation: "12345")))
        #expect(!warned(invoice(date: "2025-03-01", subtotal: "30000.00", type: "receipt")))
        #expect(!warned(invoice(date: "2025-03-01", subtotal: "30000.00", currency: "USD")))
        #expect(warned(invoice(date: "2025-03-01", subtotal: "30000.00", type: "tax_invoice_receipt")))
    }

    @Test func theLibraryWarnsAndACorrectionClearsIt() throws {
        let scratch = try ScratchFolder()
        let library = try Fixtures.library(in: scratch)
        let filed = try library.file(invoice(date: "2025-02-10", subtotal: "21000.00", total: "24780.00", vat: "3780.00"),
                                     copy: Fixtures.pdf())
        let warning = try #require(filed.record.warnings.first { $0.code == AllocationNumberRule.code })
        #expect(warning.message.contains("20,000") || warning.message.contains("20000"))
        #expect(warning.message.contains("cannot deduct"))
        try library.correct(id: filed.id, field: "allocation_number", value: "987654321")
        #expect(try library.show(id: filed.id).summary.record.warnings.allSatisfy { $0.code != AllocationNumberRule.code })
        let rows = try library.database.query("SELECT code FROM warnings WHERE document_id = ?", [.integer(filed.id)])
        #expect(rows.allSatisfy { $0.text("code") != AllocationNumberRule.code })
    }
}
