// Purchased lines and the totals they add up to, with the two VAT conventions (inclusive/exclusive).

/// One purchased line as printed.
struct ItemLine: Sendable {
    var description: String
    var quantity: Quantity
    var unitPrice: Money
    var total: Money
    var code: String
}

/// Builds purchased lines from a product list.
enum ItemFactory {
    /// `count` lines of distinct products; measured products get a fractional quantity.
    static func lines(from products: [Product], count: Int, maxUnits: Int = 3, rng: inout SplitMix64) -> [ItemLine] {
        rng.sample(products, count: count).map { product in
            let price = product.price(&rng)
            let quantity: Quantity
            if product.measured {
                quantity = Quantity(thousandths: rng.int(250...2400))
            } else {
                quantity = Quantity(units: rng.chance(0.7) ? 1 : rng.int(2...max(2, maxUnits)))
            }
            return ItemLine(description: product.name, quantity: quantity, unitPrice: price,
                            total: quantity.times(price), code: String(rng.int(1000...99999)))
        }
    }
}

/// A document's money summary. `subtotal + tax == total` always holds exactly.
struct Totals: Sendable {
    var subtotal: Money
    var tax: Money
    var total: Money
    /// Thousandths of a percent (18% = 18_000).
    var rateMilliPercent: Int

    /// Prices include the tax (Israeli and UK shops): the lines add up to the total and the tax is
    /// taken out of it.
    static func taxIncluded(_ lines: [ItemLine], rateMilliPercent: Int) -> Totals {
        let total = lines.reduce(Money.zero) { $0 + $1.total }
        let tax = total.includedTax(milliPercent: rateMilliPercent)
        return Totals(subtotal: total - tax, tax: tax, total: total, rateMilliPercent: rateMilliPercent)
    }

    /// Prices exclude the tax (invoices, US sales tax): the lines add up to the subtotal and the tax
    /// is added on top.
    static func taxAdded(_ lines: [ItemLine], rateMilliPercent: Int) -> Totals {
        let subtotal = lines.reduce(Money.zero) { $0 + $1.total }
        let tax = subtotal.percentage(milliPercent: rateMilliPercent)
        return Totals(subtotal: subtotal, tax: tax, total: subtotal + tax, rateMilliPercent: rateMilliPercent)
    }

    /// The rate as the label and the document print it: "18", "8.875".
    var rateText: String {
        let whole = rateMilliPercent / 1000
        var fraction = String(rateMilliPercent % 1000)
        if fraction == "0" { return String(whole) }
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }
}
