// A supermarket till receipt: many items, weighed produce, club savings, item count.

import DocumentModel

/// A long thermal receipt with 12–30 items; savings and the item count are distractors.
struct SupermarketLayout: DocumentLayout {
    let name = "supermarket"
    let isPage = false

    func compose(_ context: inout LayoutContext) -> Sheet {
        let issuer = context.issuer(hebrewKind: "סופר", englishKind: context.region == .unitedKingdom ? "Foodstore" : "Supermarket")
        let width = context.rng.pick([685, 800, 945])
        var sheet = Sheet(region: context.region, fontFamily: context.fontFamily, size: width < 700 ? 7.2 : 8.2,
                          pageWidth: width, pageHeight: nil, margin: width / 16)
        let products = context.region.isHebrew ? HebrewVocabulary.grocery : EnglishVocabulary.grocery
        let lines = ItemFactory.lines(from: products, count: context.rng.int(12...26), maxUnits: 4, rng: &context.rng)
        let rate = context.taxRateMilliPercent()
        let totals = context.region == .unitedStates ? Totals.taxAdded(lines, rateMilliPercent: rate)
                                                      : Totals.taxIncluded(lines, rateMilliPercent: rate)
        let mark = context.currencyMark()

        sheet.issuerHeader(issuer, splitAddress: false, showCompanyID: context.region != .unitedStates, rng: &context.rng)
        sheet.text(context.region.isHebrew ? "סניף \(context.rng.pick(HebrewVocabulary.cities))" : "Store #\(context.rng.int(100...999))", .center)
        sheet.rule()
        if context.region.isHebrew {
            sheet.title(.taxInvoiceReceipt, number: String(context.rng.int(100_000...999_999)), rng: &context.rng)
        }
        sheet.dateLine(context.date, time: context.time(), rng: &context.rng)
        sheet.rule()
        let unit = context.region.isHebrew ? "ק\"ג" : (context.region == .unitedKingdom ? "kg" : "lb")
        for line in lines { sheet.thermalItem(line, unitWord: line.quantity.isWhole ? nil : unit) }
        sheet.rule()
        sheet.text(context.region.isHebrew ? "סה\"כ פריטים: \(lines.count)" : "ITEMS SOLD: \(lines.count)", scale: 0.9)
        sheet.totals(totals, style: .init(showSubtotal: context.region == .unitedStates || context.rng.chance(0.4),
                                          showTax: true, showRate: context.rng.chance(0.7), currencyMark: mark), rng: &context.rng)
        sheet.rule()
        sheet.payment(Payment.atTill(region: context.region, total: totals.total, rng: &context.rng), total: totals.total, rng: &context.rng)
        sheet.rule()
        let saved = Money(cents: context.rng.int(150...4500))
        if context.region.isHebrew {
            sheet.pair("סה\"כ חיסכון", saved.grouped)
            sheet.text("חבר מועדון: \(PartyFactory.israeliPhone(rng: &context.rng).printed)", scale: 0.9)
            sheet.text("החלפה בתוך 14 יום בצירוף חשבונית", .center, scale: 0.9)
        } else {
            sheet.pair(context.region == .unitedKingdom ? "Clubcard savings" : "YOU SAVED", saved.grouped)
            sheet.text(context.region == .unitedKingdom ? "Thank you for shopping with us" : "THANK YOU FOR SHOPPING", .center)
        }
        return sheet
    }
}
