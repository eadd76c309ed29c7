// A restaurant bill or receipt: table and waiter lines, service/tip lines that are not the total.

import DocumentModel

/// A restaurant receipt; US ones print suggested tips, Israeli ones a "service not included" note.
struct RestaurantLayout: DocumentLayout {
    let name = "restaurant"
    let isPage = false

    func compose(_ context: inout LayoutContext) -> Sheet {
        let issuer = context.issuer(hebrewKind: context.rng.pick(["מסעדת", "ביסטרו", "קפה"]),
                                    englishKind: context.rng.pick(["Grill", "Bistro", "Kitchen", "Diner"]))
        let width = context.rng.pick([685, 800, 945])
        var sheet = Sheet(region: context.region, fontFamily: context.fontFamily, size: width < 700 ? 7.4 : 8.6,
                          pageWidth: width, pageHeight: nil, margin: width / 14)
        let products = context.region.isHebrew ? HebrewVocabulary.cafe : EnglishVocabulary.cafe
        let lines = ItemFactory.lines(from: products, count: context.rng.int(3...9), maxUnits: 3, rng: &context.rng)
        let rate = context.taxRateMilliPercent()
        let totals = context.region == .unitedStates ? Totals.taxAdded(lines, rateMilliPercent: rate)
                                                      : Totals.taxIncluded(lines, rateMilliPercent: rate)
        let mark = context.currencyMark()

        sheet.issuerHeader(issuer, splitAddress: context.region == .unitedStates, showCompanyID: context.region != .unitedStates,
                           rng: &context.rng)
        sheet.rule()
        if context.region.isHebrew {
            sheet.title(.taxInvoiceReceipt, number: String(context.rng.int(10_000...99_999)), rng: &context.rng)
        } else if context.rng.chance(0.5) {
            sheet.title(context.region == .unitedKingdom ? .taxInvoiceReceipt : .receipt, number: nil, rng: &context.rng)
        }
        sheet.dateLine(context.date, time: context.time(), rng: &context.rng)
        sheet.text(context.region.isHebrew ? "שולחן: \(context.rng.int(1...40))   מלצר: \(context.rng.pick(["דנה", "יוסי", "מיכל", "עומר"]))   סועדים: \(context.rng.int(1...6))"
                                           : "Table \(context.rng.int(1...40))   Server: \(context.rng.pick(["Anna", "Mike", "Jess", "Tom"]))   Guests: \(context.rng.int(1...6))",
                   scale: 0.9)
        sheet.rule()
        for line in lines { sheet.thermalItem(line) }
        sheet.rule()
        sheet.totals(totals, style: .init(showSubtotal: context.region != .israel || context.rng.chance(0.5), showTax: true,
                                          showRate: context.rng.chance(0.8), currencyMark: mark), rng: &context.rng)
        if context.region == .unitedStates {
            sheet.rule()
            sheet.text("Suggested gratuity:", scale: 0.9)
            for percent in [18, 20, 22] {
                let tip = totals.subtotal.percentage(milliPercent: percent * 1000)
                sheet.pair("  \(percent)% tip = \(tip.grouped)", "total \((totals.total + tip).grouped)", scale: 0.9)
            }
            sheet.pair("Tip:", "________", scale: 0.9)
        } else if context.region == .israel {
            sheet.text("השירות אינו כלול במחיר", .center, scale: 0.9)
            sheet.pair("טיפ מומלץ 12%", totals.total.percentage(milliPercent: 12_000).grouped, scale: 0.9)
        } else {
            sheet.text("A discretionary service charge is not included", .center, scale: 0.85)
        }
        sheet.rule()
        sheet.payment(Payment.atTill(region: context.region, total: totals.total, rng: &context.rng), total: totals.total, rng: &context.rng)
        sheet.gap()
        sheet.text(context.region.isHebrew ? "תודה שאכלתם אצלנו!" : "Thank you! Please come again", .center)
        return sheet
    }
}
