// The item table of page layouts (invoices, bills, orders): header row and one row per item.

import DocumentModel

extension Sheet {
    /// Columns in reading order: code, description, quantity, unit price, line total.
    static let tableColumns = [
        Column(from: 0.00, to: 0.11, alignment: .start), Column(from: 0.12, to: 0.56, alignment: .start),
        Column(from: 0.56, to: 0.66, alignment: .end), Column(from: 0.67, to: 0.82, alignment: .end),
        Column(from: 0.83, to: 1.00, alignment: .end),
    ]

    /// The header row of the item table.
    mutating func tableHeader(withCode: Bool) {
        let titles = region.isHebrew ? ["קוד פריט", "תיאור", "כמות", "מחיר", "סה\"כ"]
                                     : ["Code", "Description", "Qty", "Unit Price", "Amount"]
        columns(Sheet.tableColumns, withCode ? titles : [""] + titles.dropFirst(), bold: true)
        rule(dashed: false)
    }

    /// One item row with quantity and unit price, shown in the label.
    mutating func tableRow(_ line: ItemLine, withCode: Bool) {
        columns(Sheet.tableColumns, [withCode ? line.code : "", line.description, line.quantity.text,
                                     line.unitPrice.grouped, line.total.grouped])
        showItem(line, withQuantity: true, withUnitPrice: true)
    }

    /// The item table; with `splitAfter` the table breaks onto a second page after that many rows,
    /// with a continuation note and the header repeated.
    mutating func itemTable(_ lines: [ItemLine], withCode: Bool, splitAfter: Int?) {
        tableHeader(withCode: withCode)
        for (index, line) in lines.enumerated() {
            if index == splitAfter {
                rule(dashed: false)
                text(region.isHebrew ? "המשך בעמוד הבא" : "Continued on next page", .end, scale: 0.9)
                text(region.isHebrew ? "עמוד 1 מתוך 2" : "Page 1 of 2", .center, scale: 0.85)
                newPage()
                text(region.isHebrew ? "עמוד 2 מתוך 2" : "Page 2 of 2", .center, scale: 0.85)
                gap()
                tableHeader(withCode: withCode)
            }
            tableRow(line, withCode: withCode)
        }
        rule(dashed: false)
    }

    /// The customer block ("לכבוד" / "Bill to") with the customer's own number, address and phone.
    mutating func customerBlock(_ customer: Customer, showNumber: Bool) {
        text(region.isHebrew ? "לכבוד:" : "Bill to:", bold: true)
        text(customer.name)
        let idCaption: String
        switch region {
        case .israel: idCaption = "ח.פ"
        case .unitedKingdom: idCaption = "VAT No:"
        case .unitedStates: idCaption = "EIN"
        }
        text("\(idCaption) \(customer.companyID.printed)")
        show(.customerID, customer.companyID.digits)
        text("\(customer.street), \(customer.city)")
        text((region.isHebrew ? "טל: " : "Tel: ") + customer.phone.printed)
        if showNumber { text((region.isHebrew ? "מספר לקוח: " : "Customer No: ") + customer.customerNumber) }
    }
}
