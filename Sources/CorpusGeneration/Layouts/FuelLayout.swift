// A fuel station receipt: pump, litres × price per litre, sometimes a shop item.

import DocumentModel

/// A fuel receipt; the litres and price per litre are printed to three decimals.
struct FuelLayout: DocumentLayout {
    let name = "fuel"
    let isPage = false

    func compose(_ context: inout LayoutContext) -> Sheet {
        let issuer = context.issuer(hebrewKind: "תחנת דלק", englishKind: context.region == .unitedStates ? "Gas & Go" : "Fuel Station")
        let width = context.rng.pick([640, 685, 800])
        var sheet = Sheet(region: context.region, fontFamily: context.fontFamily, size: width < 700 ? 7.3 : 8.2,
                          pageWidth: width, pageHeight: nil, margin: width / 14)
        let fuelProduct: Product
        switch context.region {
        case .israel: fuelProduct = context.rng.pick([Product("בנזין 95", 640, 780, measured: true), Product("סולר", 620, 760, measured: true)])
        case .unitedKingdom: fuelProduct = context.rng.pick([Product("Unleaded", 139, 159, measured: true), Product("Diesel", 145, 165, measured: true)])
        case .unitedStates: fuelProduct = context.rng.pick([Product("Regular", 299, 429, measured: true), Product("Premium", 369, 499, measured: true)])
        }
        let unitPrice = Money(cents: context.rng.int(fuelProduct.minCents...fuelProduct.maxCents))
        let quantity = Quantity(thousandths: context.rng.int(context.region == .unitedStates ? 6_000...18_000 : 18_000...62_000))
        var lines = [ItemLine(description: fuelProduct.name, quantity: quantity, unitPrice: unitPrice,
                              total: quantity.times(unitPrice), code: "")]
        if context.rng.chance(0.3) {
            let extra = context.region.isHebrew ? Product("שמן מנוע 1 ליטר", 3990, 5990) : Product("Windshield Fluid", 399, 699)
            let price = extra.price(&context.rng)
            lines.append(ItemLine(description: extra.name, quantity: Quantity(units: 1), unitPrice: price, total: price, code: ""))
        }
        let rate = context.taxRateMilliPercent()
        let totals = context.region == .unitedStates ? Totals.taxAdded(lines, rateMilliPercent: rate)
                                                      : Totals.taxIncluded(lines, rateMilliPercent: rate)
        let mark = context.currencyMark()

        sheet.issuerHeader(issuer, splitAddress: false, showCompanyID: context.region != .unitedStates, rng: &context.rng)
        sheet.rule()
        if context.region.isHebrew {
            sheet.title(context.rng.pick([.taxInvoiceReceipt, .receipt]), number: String(context.rng.int(100_000...999_999)), rng: &context.rng)
        }
        sheet.dateLine(context.date, time: context.time(), rng: &context.rng)
        sheet.text(context.region.isHebrew ? "משאבה: \(context.rng.int(1...12))   מסוף: \(context.rng.int(1000...9999))"
                                           : "Pump: \(context.rng.int(1...12))   Terminal: \(context.rng.int(1000...9999))", scale: 0.9)
        sheet.rule()
        let litre = context.region == .unitedStates ? "gal" : (context.region.isHebrew ? "ליטר" : "L")
        let fuel = lines[0]
        sheet.pair(fuel.description, fuel.total.grouped)
        sheet.text("   \(fuel.quantity.text) \(litre) X \(fuel.unitPrice.grouped)", scale: 0.9)
        sheet.showItem(fuel, withQuantity: true, withUnitPrice: true)
        for line in lines.dropFirst() { sheet.thermalItem(line) }
        sheet.rule()
        sheet.totals(totals, style: .init(showSubtotal: context.region != .israel, showTax: true, showRate: true,
                                          currencyMark: mark), rng: &context.rng)
        sheet.rule()
        sheet.payment(Payment.atTill(region: context.region, total: totals.total, rng: &context.rng), total: totals.total, rng: &context.rng)
        if context.region.isHebrew {
            sheet.text("מס' רכב: \(context.rng.int(10...99))-\(context.rng.int(100...999))-\(context.rng.int(10...99))   ק\"מ: \(context.rng.int(10_000...250_000))",
                       scale: 0.9)
        }
        sheet.gap()
        sheet.text(context.region.isHebrew ? "נסיעה טובה!" : "Drive safely!", .center)
        return sheet
    }
}
