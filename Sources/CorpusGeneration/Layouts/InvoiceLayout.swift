// An A4 business-to-business invoice: issuer, customer block, item table, totals, terms, bank details.

import DocumentModel

/// An A4 tax invoice (Hebrew) or invoice / VAT invoice (English) with a customer block; long ones
/// can be split over two pages (items continue on page 2, totals on the last page).
struct InvoiceLayout: DocumentLayout {
    let name = "b2b_invoice"
    let isPage = true

    func compose(_ context: inout LayoutContext) -> Sheet {
        let issuer = context.issuer(hebrewKind: context.rng.pick(["", "מערכות", "שירותי", "ייעוץ"]),
                                    englishKind: context.rng.pick(["Consulting", "Supplies", "Solutions", "Services"]))
        let customer = PartyFactory.customer(region: context.region, rng: &context.rng)
        let count = context.long ? context.rng.int(30...38) : context.rng.int(2...9)
        let compact = context.long && !context.paginate
        var sheet = Sheet(region: context.region, fontFamily: context.fontFamily, size: compact ? 7.0 : 9.5,
                          pageWidth: a4Size.width, pageHeight: a4Size.height, margin: 170)
        let products = context.region.isHebrew ? HebrewVocabulary.business : EnglishVocabulary.business
        var lines = ItemFactory.lines(from: products, count: min(count, products.count), maxUnits: 12, rng: &context.rng)
        while lines.count < count {  // long invoices repeat products on later delivery dates
            lines += ItemFactory.lines(from: products, count: min(count - lines.count, products.count), maxUnits: 12, rng: &context.rng)
        }
        let rate = context.region == .unitedStates ? 0 : context.taxRateMilliPercent()
        let totals = Totals.taxAdded(lines, rateMilliPercent: rate)
        let mark = context.currencyMark()
        let title: DocumentTitle = context.region.isHebrew ? context.rng.pick([.taxInvoice, .taxInvoice, .taxInvoiceReceipt])
                                                           : (context.region == .unitedKingdom ? .taxInvoice : .invoice)
        let number = context.region.isHebrew ? String(context.rng.int(1000...99999))
                                             : "INV-\(context.date.year)-\(context.rng.int(100...9999))"

        sheet.issuerHeader(issuer, splitAddress: false, showCompanyID: true, nameScale: 1.6, rng: &context.rng)
        if let email = issuer.email { sheet.text(email, .center) }
        sheet.rule(dashed: false)
        sheet.gap()
        sheet.title(title, number: number, scale: 1.4, rng: &context.rng)
        if context.region.isHebrew { sheet.text(context.rng.pick(["מקור", "העתק נאמן למקור"]), .center) }
        sheet.gap()
        sheet.dateLine(context.date, time: nil, rng: &context.rng)
        if context.region.isHebrew, let allocation = allocationNumber(context.date, totals.subtotal, rng: &context.rng) {
            sheet.text("מספר הקצאה: \(allocation)")
            sheet.show(.allocationNumber, allocation)
        }
        let due = context.date.adding(days: context.rng.pick([14, 30, 45, 60]))
        let dueStyle = context.rng.pick(DateStyle.styles(for: context.region))
        sheet.text(context.region.isHebrew ? "תנאי תשלום: שוטף + 30   לתשלום עד: \(dueStyle.format(due))"
                                           : "Terms: Net 30   Due date: \(dueStyle.format(due))")
        sheet.gap()
        sheet.customerBlock(customer, showNumber: context.rng.chance(0.7))
        sheet.gap()
        sheet.itemTable(lines, withCode: context.rng.chance(0.6), splitAfter: context.paginate ? count / 2 + 2 : nil)
        sheet.totals(totals, style: .init(showSubtotal: true, showTax: context.region != .unitedStates || rate > 0,
                                          showRate: true, currencyMark: mark), rng: &context.rng)
        sheet.gap()
        if title == .taxInvoiceReceipt {
            sheet.payment(Payment.onAccount(region: context.region, rng: &context.rng), total: totals.total, rng: &context.rng)
        }
        sheet.gap()
        switch context.region {
        case .israel:
            sheet.text("פרטי בנק: בנק \(context.rng.pick(["הפועלים (12)", "לאומי (10)", "דיסקונט (11)", "מזרחי טפחות (20)"])) סניף \(context.rng.int(100...999)) חשבון \(context.rng.digits(6))", scale: 0.9)
            sheet.text("המסמך הופק באמצעות מערכת ממוחשבת", scale: 0.85)
        case .unitedKingdom:
            sheet.text("Bank: Sort code \(context.rng.digits(2))-\(context.rng.digits(2))-\(context.rng.digits(2))   Account \(context.rng.digits(8))", scale: 0.9)
            sheet.text("Company No. \(context.rng.digits(8)) Registered in England and Wales", scale: 0.85)
        case .unitedStates:
            sheet.text("Please remit to: ACH routing \(context.rng.digits(9))   Account \(context.rng.digits(10))", scale: 0.9)
        }
        sheet.gap(2)
        sheet.text(context.region.isHebrew ? "חתימה: ________________" : "Authorised signature: ________________", .end)
        return sheet
    }

    /// Allocation numbers are printed on tax invoices above the year's threshold from May 2024.
    private func allocationNumber(_ date: CivilDate, _ subtotal: Money, rng: inout SplitMix64) -> String? {
        guard date >= CivilDate(year: 2024, month: 5, day: 5) else { return nil }
        let threshold = date.year == 2024 ? 2_500_000 : (date.year == 2025 ? 2_000_000 : 1_000_000)
        guard subtotal.cents >= threshold else { return nil }
        return String(rng.int(100_000_000...999_999_999))
    }
}
