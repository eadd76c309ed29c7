// A pharmacy receipt: medicines and toiletries, a prescription number and a member discount note.

import DocumentModel

/// A pharmacy receipt on 80 mm paper; the prescription and member numbers are distractors.
struct PharmacyLayout: DocumentLayout {
    let name = "pharmacy"
    let isPage = false

    func compose(_ context: inout LayoutContext) -> Sheet {
        let issuer = context.issuer(hebrewKind: context.rng.pick(["בית מרקחת", "פארם"]), englishKind: context.rng.pick(["Pharmacy", "Chemist"]))
        let width = context.rng.pick([800, 945])
        var sheet = Sheet(region: context.region, fontFamily: context.fontFamily, size: 8.4,
                          pageWidth: width, pageHeight: nil, margin: width / 15)
        let products = context.region.isHebrew ? HebrewVocabulary.pharmacy : EnglishVocabulary.pharmacy
        let lines = ItemFactory.lines(from: products, count: context.rng.int(2...8), maxUnits: 3, rng: &context.rng)
        let rate = context.taxRateMilliPercent()
        let totals = context.region == .unitedStates ? Totals.taxAdded(lines, rateMilliPercent: rate)
                                                      : Totals.taxIncluded(lines, rateMilliPercent: rate)
        let mark = context.currencyMark()

        sheet.issuerHeader(issuer, splitAddress: context.region != .israel, showCompanyID: context.region != .unitedStates,
                           rng: &context.rng)
        sheet.text(context.region.isHebrew ? "רוקח/ת אחראי/ת: \(context.rng.pick(["ד. כהן", "ר. לוי", "מ. אברהם"]))"
                                           : "Pharmacist: \(context.rng.pick(["J. Patel", "S. Moore", "L. Chen"]))", .center, scale: 0.9)
        sheet.rule(dashed: false)
        if context.region.isHebrew {
            sheet.title(.taxInvoiceReceipt, number: String(context.rng.int(10_000...999_999)), rng: &context.rng)
        } else {
            sheet.title(context.region == .unitedKingdom ? .taxInvoiceReceipt : .receipt, number: nil, rng: &context.rng)
        }
        sheet.dateLine(context.date, time: context.time(), rng: &context.rng)
        if context.rng.chance(0.5) {
            sheet.text(context.region.isHebrew ? "מרשם מס': \(context.rng.digits(8))" : "Rx #\(context.rng.digits(7))", scale: 0.9)
        }
        sheet.rule(dashed: false)
        for line in lines { sheet.thermalItem(line) }
        sheet.rule(dashed: false)
        sheet.totals(totals, style: .init(showSubtotal: context.region != .israel || context.rng.chance(0.6), showTax: true,
                                          showRate: context.rng.chance(0.8), currencyMark: mark), rng: &context.rng)
        sheet.rule(dashed: false)
        sheet.payment(Payment.atTill(region: context.region, total: totals.total, rng: &context.rng), total: totals.total, rng: &context.rng)
        let points = context.rng.int(20...900)
        sheet.text(context.region.isHebrew ? "צברת \(points) נקודות במועדון" : "Rewards points earned: \(points)", .center, scale: 0.9)
        sheet.text(context.region.isHebrew ? "רפואה שלמה!" : "Get well soon!", .center)
        return sheet
    }
}
