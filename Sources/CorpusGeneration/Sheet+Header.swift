// Blocks every layout shares: the issuer's header, the title with the document type, the date line.

import DocumentModel

/// The title a document prints for its type, and the label's `doc_type`.
enum DocumentTitle: Sendable {
    case taxInvoice, taxInvoiceReceipt, receipt, bill, invoice

    var docType: String {
        switch self {
        case .taxInvoice: return "tax_invoice"
        case .taxInvoiceReceipt: return "tax_invoice_receipt"
        case .receipt: return "receipt"
        case .bill: return "bill"
        case .invoice: return "invoice"
        }
    }

    func printed(_ region: Region, rng: inout SplitMix64) -> String {
        switch (self, region.isHebrew) {
        case (.taxInvoice, true): return "חשבונית מס"
        case (.taxInvoiceReceipt, true): return rng.pick(["חשבונית מס/קבלה", "חשבונית מס קבלה"])
        case (.receipt, true): return "קבלה"
        case (.bill, true): return rng.pick(["חשבון", "חשבון תקופתי"])
        case (.invoice, true): return "חשבון עסקה"
        case (.taxInvoice, false): return rng.pick(["TAX INVOICE", "VAT INVOICE"])
        case (.taxInvoiceReceipt, false): return "TAX INVOICE/RECEIPT"
        case (.receipt, false): return rng.pick(["RECEIPT", "SALES RECEIPT"])
        case (.bill, false): return rng.pick(["STATEMENT", "BILL"])
        case (.invoice, false): return "INVOICE"
        }
    }
}

extension Sheet {
    /// Name, address, phone, fax, company number: each printed one shown in the label.
    mutating func issuerHeader(_ issuer: Issuer, splitAddress: Bool, showCompanyID: Bool, nameScale: Double = 1.35,
                               rng: inout SplitMix64) {
        text(issuer.name, .center, scale: nameScale, bold: true)
        show(.businessName, issuer.name)
        if splitAddress {
            text(issuer.street, .center)
            text(issuer.city, .center)
        } else {
            text(issuer.address, .center)
        }
        show(.address, issuer.address)
        let phoneCaption = region.isHebrew ? rng.pick(["טל:", "טל'", "טלפון:", "טל."]) : rng.pick(["Tel:", "Phone:", "Tel."])
        if let fax = issuer.fax {
            text("\(phoneCaption) \(issuer.phone.printed)   \(region.isHebrew ? "פקס:" : "Fax:") \(fax.printed)", .center)
        } else {
            text("\(phoneCaption) \(issuer.phone.printed)", .center)
        }
        show(.phone, issuer.phone.digits)
        if showCompanyID, let id = issuer.companyID {
            text("\(issuer.companyIDCaption) \(id.printed)", .center)
            show(.companyID, id.digits)
        }
    }

    /// The document title, optionally with its number ("חשבונית מס/קבלה מס' 40123").
    mutating func title(_ title: DocumentTitle, number: String?, scale: Double = 1.15, rng: inout SplitMix64) {
        let printed = title.printed(region, rng: &rng)
        show(.docType, title.docType)
        if let number {
            let numberCaption = region.isHebrew ? "מס'" : "No."
            text("\(printed) \(numberCaption) \(number)", .center, scale: scale, bold: true)
            show(.invoiceNumber, number)
        } else {
            text(printed, .center, scale: scale, bold: true)
        }
    }

    /// "תאריך: 14/03/2025  שעה: 12:31" or "Date: 03/14/2025 12:31"; shows the date.
    mutating func dateLine(_ date: CivilDate, time: String?, rng: inout SplitMix64) {
        let style = rng.pick(DateStyle.styles(for: region))
        let printed = style.format(date)
        if region.isHebrew {
            pair("תאריך: \(printed)", time.map { "שעה: \($0)" } ?? "")
        } else {
            pair("Date: \(printed)", time.map { "Time: \($0)" } ?? "")
        }
        show(.date, date.iso)
    }
}
