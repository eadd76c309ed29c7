// The totals block: subtotal, tax, total in each region's words, shown in the label as printed.

import DocumentModel

extension Sheet {
    /// Which summary lines a document prints besides the total.
    struct TotalsStyle {
        var showSubtotal: Bool
        var showTax: Bool
        var showRate: Bool
        /// The currency mark printed next to the total, or nil when none is printed.
        var currencyMark: String?
    }

    /// Prints the summary lines and shows what they print. Tax-inclusive documents print the tax as
    /// "included"; the total line is bold and larger.
    mutating func totals(_ totals: Totals, style: TotalsStyle, rng: inout SplitMix64) {
        let rate = totals.rateText
        if region.isHebrew {
            if style.showSubtotal {
                pair(rng.pick(["סה\"כ לפני מע\"מ", "סה\"כ ללא מע\"מ", "חייב במע\"מ"]), totals.subtotal.grouped)
            }
            if style.showTax {
                pair(style.showRate ? "מע\"מ \(rate)%" : "מע\"מ", totals.tax.grouped)
            }
        } else {
            if style.showSubtotal {
                pair(region == .unitedKingdom ? rng.pick(["Net", "Subtotal (ex VAT)"]) : rng.pick(["SUBTOTAL", "Subtotal"]),
                     totals.subtotal.grouped)
            }
            if style.showTax {
                let word = region == .unitedKingdom ? "VAT" : rng.pick(["TAX", "Sales Tax"])
                pair(style.showRate ? "\(word) \(rate)%" : word, totals.tax.grouped)
            }
        }
        if style.showSubtotal { show(.subtotal, totals.subtotal.plain) }
        if style.showTax {
            show(.vatAmount, totals.tax.plain)
            if style.showRate { show(.vatRate, rate) }
        }
        let caption: String
        if region.isHebrew {
            caption = rng.pick(["סה\"כ לתשלום", "סה\"כ כולל מע\"מ", "לתשלום", "סה\"כ לתשלום"])
        } else {
            caption = rng.pick(["TOTAL", "Total", "TOTAL DUE", "Amount Due"])
        }
        if let mark = style.currencyMark {
            let isSymbol = mark == "₪" || mark == "$" || mark == "£" || mark == "€"
            let value = isSymbol ? mark + totals.total.grouped : totals.total.grouped + " " + mark
            pair(caption, value, scale: 1.2, bold: true)
            show(.currency, region.currency)
        } else {
            pair(caption, totals.total.grouped, scale: 1.2, bold: true)
        }
        show(.total, totals.total.plain)
    }

    /// An item as one row: description at the start and the line total at the end, with the
    /// quantity × unit price on a second row when it is not a single unit.
    mutating func thermalItem(_ line: ItemLine, unitWord: String? = nil) {
        pair(line.description, line.total.grouped)
        if line.quantity.thousandths != 1000 {
            let unit = unitWord.map { " " + $0 } ?? ""
            text("   \(line.quantity.text)\(unit) X \(line.unitPrice.grouped)", scale: 0.9)
            showItem(line, withQuantity: true, withUnitPrice: true)
        } else {
            showItem(line, withQuantity: false, withUnitPrice: false)
        }
    }
}
