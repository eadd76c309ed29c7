// An online shop's order invoice: order number, shipping address, items, free shipping, card/wallet.

import DocumentModel

/// An A4 order confirmation that doubles as the invoice / tax-invoice-receipt.
struct OnlineOrderLayout: DocumentLayout {
    let name = "online_order"
    let isPage = true

    func compose(_ context: inout LayoutContext) -> Sheet {
        let issuer = context.issuer(hebrewKind: context.rng.pick(["חנות", "עולם"]), englishKind: context.rng.pick(["Online", "Shop", "Direct"]))
        var sheet = Sheet(region: context.region, fontFamily: context.fontFamily, size: 9.5,
                          pageWidth: a4Size.width, pageHeight: a4Size.height, margin: 190)
        let products = context.region.isHebrew ? HebrewVocabulary.online : EnglishVocabulary.online
        let lines = ItemFactory.lines(from: products, count: context.rng.int(1...6), maxUnits: 2, rng: &context.rng)
        let rate = context.taxRateMilliPercent()
        let totals = context.region == .unitedStates ? Totals.taxAdded(lines, rateMilliPercent: rate)
                                                      : Totals.taxIncluded(lines, rateMilliPercent: rate)
        let mark = context.currencyMark()
        let he = context.region.isHebrew
        let order = he ? String(context.rng.int(100_000...999_999)) : "\(context.rng.int(100...999))-\(context.rng.digits(7))"

        sheet.issuerHeader(issuer, splitAddress: false, showCompanyID: context.region != .unitedStates, nameScale: 1.6, rng: &context.rng)
        sheet.text("www.\(PartyFactory.latinSlug(rng: &context.rng)).\(he ? "co.il" : "com")", .center)
        sheet.rule(dashed: false)
        if he {
            sheet.title(.taxInvoiceReceipt, number: order, scale: 1.4, rng: &context.rng)
        } else {
            sheet.text("Order Confirmation", .center, scale: 1.4, bold: true)
            sheet.text("Order #\(order)", .center)
            sheet.show(.invoiceNumber, order)
        }
        sheet.gap()
        sheet.dateLine(context.date, time: context.time(), rng: &context.rng)
        let style = context.rng.pick(DateStyle.styles(for: context.region))
        let delivery = context.date.adding(days: context.rng.int(2...9))
        sheet.text(he ? "תאריך אספקה משוער: \(style.format(delivery))" : "Estimated delivery: \(style.format(delivery))")
        sheet.gap()
        sheet.text(he ? "כתובת למשלוח:" : "Ship to:", bold: true)
        sheet.text(he ? context.rng.pick(["דנה לוי", "אבי כהן", "שירה מזרחי"]) : context.rng.pick(["Chris Taylor", "Pat Lee", "Jordan Hall"]))
        sheet.text(he ? PartyFactory.hebrewStreet(rng: &context.rng) + ", " + context.rng.pick(HebrewVocabulary.cities)
                      : "\(context.rng.int(1...999)) \(context.rng.pick(EnglishVocabulary.usStreets)), \(context.rng.pick(EnglishVocabulary.usCities))")
        sheet.text((he ? "נייד: " : "Phone: ") + (he ? PartyFactory.israeliPhone(rng: &context.rng).printed : PartyFactory.usPhone(rng: &context.rng).printed))
        sheet.gap()
        sheet.itemTable(lines, withCode: false, splitAfter: nil)
        sheet.pair(he ? "משלוח" : "Shipping", he ? "חינם" : "FREE")
        sheet.totals(totals, style: .init(showSubtotal: true, showTax: true, showRate: context.rng.chance(0.7), currencyMark: mark), rng: &context.rng)
        sheet.rule(dashed: false)
        var payment = Payment.atTill(region: context.region, total: totals.total, rng: &context.rng)
        if payment.method == .cash {
            payment = Payment(method: .card, brand: he ? "ויזה" : "Visa", last4: context.rng.digits(4), tendered: nil,
                              instalments: nil, reference: payment.reference)
        }
        sheet.payment(payment, total: totals.total, rng: &context.rng)
        sheet.gap()
        sheet.text(he ? "ניתן להחזיר מוצרים תוך 14 יום. שירות לקוחות: \(issuer.phone.printed)"
                      : "Returns accepted within 30 days. Customer service: \(issuer.phone.printed)", scale: 0.9)
        return sheet
    }
}
