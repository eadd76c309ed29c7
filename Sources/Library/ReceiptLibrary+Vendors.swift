// Vendor memory: what the user corrected on one document of a vendor is applied to that vendor's
// next documents when they are filed, marked `source: "correction"`.

import DocumentModel
import Foundation

extension ReceiptLibrary {
    /// The vendor row for `key`, created when missing.
    func vendorID(key: String, record: DocumentRecord) throws -> Int64 {
        if let id = try database.query("SELECT id FROM vendors WHERE key = ?", [.text(key)]).first?.integer("id") {
            return id
        }
        try database.query("INSERT INTO vendors (key, display_name, company_id) VALUES (?, ?, ?)",
                           [.text(key), SQLValue(record[.businessName]?.value), SQLValue(record[.companyID]?.value)])
        return database.lastInsertID
    }

    /// The corrections remembered for the vendor with `key`, by field.
    func rememberedCorrections(vendorKey key: String) throws -> [(CorrectableField, String)] {
        let rows = try database.query(
            "SELECT m.field, m.value FROM vendor_memory m JOIN vendors v ON v.id = m.vendor_id WHERE v.key = ? ORDER BY m.field",
            [.text(key)])
        return rows.compactMap { row in
            guard let name = row.text("field"), let value = row.text("value"),
                  let field = try? CorrectableField(name: name) else { return nil }
            return (field, value)
        }
    }

    /// `record` with its vendor's remembered corrections applied, and whether the category came from one.
    func applyingVendorMemory(to record: DocumentRecord, vendorKey: String?)
        throws -> (record: DocumentRecord, categoryCorrected: Bool) {
        guard let vendorKey else { return (record, false) }
        var corrected = record
        var categoryCorrected = false
        for (field, value) in try rememberedCorrections(vendorKey: vendorKey) {
            field.apply(value, to: &corrected, rule: "vendor_memory")
            if field == .category { categoryCorrected = true }
        }
        return (corrected, categoryCorrected)
    }

    /// Remembers `value` for `field` of the vendor `vendorID`.
    func remember(_ field: CorrectableField, value: String, vendorID: Int64) throws {
        try database.query("""
            INSERT INTO vendor_memory (vendor_id, field, value, updated_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (vendor_id, field) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
            """, [.integer(vendorID), .text(field.name), .text(value), .text(timestamp)])
    }
}
