// A utility bill (electricity, water, phone): billing period, due date, print date, previous balance.

import DocumentModel

/// An A4 periodic bill. The print date, due date, period dates, previous balance and payment
/// received are all distractors for the date and the total.
struct UtilityBillLayout: DocumentLayout {
    let name = "utility_bill"
    let isPage = true

    func compose(_ context: inout LayoutContext) -> Sheet {
        let kind = context.rng.int(0...2)
        let hebrewKinds = ["חשמל", "מים", "תקשורת"]
        let englishKinds = ["Energy", "Water", "Telecom"]
        let issuer = context.issuer(hebrewKind: hebrewKinds[kind], englishKind: englishKinds[kind])
        var sheet = Sheet(region: context.region, fontFamily: context.fontFamily, size: 9.5,
                          pageWidth: a4Size.width, pageHeight: a4Size.height, margin: 170)
        let lines = charges(kind: kind, region: context.region, rng: &context.rng)
        let rate = context.region == .unitedKingdom ? 5_000 : context.taxRateMilliPercent()
        let totals = Totals.taxAdded(lines, rateMilliPercent: rate)
        let mark = context.currencyMark()
        let periodEnd = context.date.adding(days: -context.rng.int(3...10))
        let periodStart = periodEnd.adding(days: -context.rng.pick([29, 30, 59, 60]))
        let printDate = context.date.adding(days: context.rng.int(1...3))
        let due = context.date.adding(days: context.rng.int(14...21))
        let style = context.rng.pick(DateStyle.styles(for: context.region))
        let previous = Money(cents: context.rng.int(8_000...60_000))

        sheet.issuerHeader(issuer, splitAddress: false, showCompanyID: context.region != .unitedStates, nameScale: 1.6, rng: &context.rng)
        sheet.rule(dashed: false)
        sheet.title(.bill, number: String(context.rng.int(10_000_000...99_999_999)), scale: 1.4, rng: &context.rng)
        sheet.gap()
        sheet.dateLine(context.date, time: nil, rng: &context.rng)
        let he = context.region.isHebrew
        sheet.pair(he ? "תאריך הדפסה: \(style.format(printDate))" : "Print date: \(style.format(printDate))",
                   he ? "לתשלום עד: \(style.format(due))" : "Due date: \(style.format(due))")
        sheet.text(he ? "תקופת חיוב: \(style.format(periodStart)) - \(style.format(periodEnd))"
                      : "Billing period: \(style.format(periodStart)) - \(style.format(periodEnd))")
        sheet.gap()
        sheet.text(he ? "פרטי המנוי:" : "Account holder:", bold: true)
        sheet.text(he ? context.rng.pick(["ישראל ישראלי", "רונית כהן", "משה לוי", "נועה פרץ"])
                      : context.rng.pick(["John Smith", "Emma Brown", "David Clark", "Sarah Wilson"]))
        let home = he ? PartyFactory.hebrewStreet(rng: &context.rng) + ", " + context.rng.pick(HebrewVocabulary.cities)
                      : "\(context.rng.int(1...300)) \(context.rng.pick(context.region == .unitedKingdom ? EnglishVocabulary.ukStreets : EnglishVocabulary.usStreets))"
        sheet.text(home)
        sheet.text(he ? "מספר חוזה: \(context.rng.digits(9))   מספר מונה: \(context.rng.digits(8))"
                      : "Account number: \(context.rng.digits(10))   Meter: \(context.rng.digits(8))")
        sheet.gap()
        sheet.pair(he ? "יתרה קודמת" : "Previous balance", previous.grouped)
        sheet.pair(he ? "תשלום שהתקבל - תודה" : "Payment received - thank you", "-" + previous.grouped)
        sheet.gap()
        sheet.itemTable(lines, withCode: false, splitAfter: nil)
        sheet.totals(totals, style: .init(showSubtotal: true, showTax: true, showRate: true, currencyMark: mark), rng: &context.rng)
        sheet.gap()
        if context.rng.chance(0.6) {
            var payment = Payment.onAccount(region: context.region, rng: &context.rng)
            if payment.method == .check { payment.method = .bankTransfer; payment.brand = he ? "העברה בנקאית" : "Bank transfer" }
            if payment.method == .card, let last4 = payment.last4 {
                sheet.text(he ? "הסכום ייגבה בהוראת קבע בכרטיס אשראי המסתיים ב-\(last4)"
                              : "This amount will be charged by direct debit to card ending \(last4)")
                sheet.show(.paymentMethod, payment.method.rawValue)
                sheet.show(.cardLast4, last4)
            } else {
                sheet.text(he ? "הסכום ייגבה בהוראת קבע בבנק" : "Paid by Direct Debit from your bank account")
                sheet.show(.paymentMethod, Payment.Method.bankTransfer.rawValue)
            }
        }
        sheet.gap()
        sheet.text(he ? "לבירורים: \(issuer.phone.printed)  |  אתר: www.\(PartyFactory.latinSlug(rng: &context.rng)).co.il"
                      : "Questions? Call \(issuer.phone.printed)", scale: 0.9)
        return sheet
    }

    /// The bill's charge lines: a fixed charge and metered consumption.
    private func charges(kind: Int, region: Region, rng: inout SplitMix64) -> [ItemLine] {
        let he = region.isHebrew
        let names: [(String, String)]
        switch kind {
        case 0: names = [("תשלום קבוע", "Standing charge"), ("צריכת חשמל קוט\"ש", "Electricity kWh")]
        case 1: names = [("תשלום קבוע", "Service charge"), ("צריכת מים מ\"ק", "Water usage m3"), ("ביוב מ\"ק", "Sewerage m3")]
        default: names = [("מנוי חודשי", "Monthly plan"), ("שיחות לחו\"ל דקות", "International minutes"), ("חבילת גלישה", "Data add-on")]
        }
        return names.enumerated().map { index, name in
            let description = he ? name.0 : name.1
            let metered = index > 0 && kind < 2
            // Electricity: 150–900 kWh at 15–65 cents; water and sewerage: 5–40 m³ at 2.50–9.00.
            let quantity = metered ? Quantity(units: kind == 0 ? rng.int(150...900) : rng.int(5...40)) : Quantity(units: 1)
            let unitCents = kind == 0 ? rng.int(15...65) : rng.int(250...900)
            let price = metered ? Money(cents: unitCents) : Money(cents: rng.int(1_500...12_000))
            return ItemLine(description: description, quantity: quantity, unitPrice: price, total: quantity.times(price), code: "")
        }
    }
}
