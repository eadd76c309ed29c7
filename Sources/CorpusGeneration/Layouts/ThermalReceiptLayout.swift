// A small shop's till receipt on narrow thermal paper (café, bakery, hardware, kiosk).

import DocumentModel

/// A short thermal receipt: header, title, a few items, totals, payment.
struct ThermalReceiptLayout: DocumentLayout {
    let name = "thermal"
    let isPage = false

    func compose(_ context: inout LayoutContext) -> Sheet {
        let shops: [(String, String, [Product], [Product])] = [
            ("קפה", "Coffee House", HebrewVocabulary.cafe, EnglishVocabulary.cafe),
            ("כלי בית", "Hardware", HebrewVocabulary.hardware, EnglishVocabulary.hardware),
            ("מכולת", "Market", HebrewVocabulary.grocery, EnglishVocabulary.grocery),
        ]
        let shop = context.rng.pick(shops)
        let issuer = context.issuer(hebrewKind: shop.0, englishKind: shop.1)
        let width = context.rng.pick(thermalWidths)
        var sheet = Sheet(region: context.region, fontFamily: context.fontFamily, size: width < 700 ? 7.2 : 8.4,
                          pageWidth: width, pageHeight: nil, margin: width / 14)
        let lines = ItemFactory.lines(from: context.region.isHebrew ? shop.2 : shop.3, count: context.rng.int(2...7), rng: &context.rng)
        let rate = context.taxRateMilliPercent()
        let totals = context.region == .unitedStates ? Totals.taxAdded(lines, rateMilliPercent: rate)
                                                      : Totals.taxIncluded(lines, rateMilliPercent: rate)
        let mark: String? = context.rng.chance(0.8) ? context.currencyMark() : nil

        sheet.issuerHeader(issuer, splitAddress: !context.region.isHebrew && context.rng.chance(0.6),
                           showCompanyID: context.region != .unitedStates, rng: &context.rng)
        sheet.rule()
        let number = context.rng.chance(0.7) ? String(context.rng.int(1000...99999)) : nil
        let title: DocumentTitle = context.region.isHebrew ? context.rng.pick([.taxInvoiceReceipt, .taxInvoiceReceipt, .receipt])
                                                           : .receipt
        if context.region.isHebrew || context.rng.chance(0.6) {
            sheet.title(title, number: number, rng: &context.rng)
            if context.region.isHebrew { sheet.text(context.rng.pick(["מקור", "העתק"]), .center, scale: 0.9) }
        }
        sheet.dateLine(context.date, time: context.time(), rng: &context.rng)
        sheet.text(context.region.isHebrew ? "קופה: \(context.rng.int(1...9))   קופאי: \(context.rng.int(10...99))"
                                           : "Reg: \(context.rng.int(1...9))   Cashier: \(context.rng.int(10...99))", scale: 0.9)
        sheet.rule()
        for line in lines { sheet.thermalItem(line) }
        sheet.rule()
        sheet.totals(totals, style: .init(showSubtotal: context.region != .israel || context.rng.chance(0.5), showTax: true,
                                          showRate: context.rng.chance(0.8), currencyMark: mark), rng: &context.rng)
        sheet.rule()
        sheet.payment(Payment.atTill(region: context.region, total: totals.total, rng: &context.rng), total: totals.total, rng: &context.rng)
        sheet.gap()
        sheet.text(context.region.isHebrew ? "תודה ולהתראות!" : "Thank you for your visit!", .center)
        return sheet
    }
}
