// Exact money and quantity arithmetic in integer cents and thousandths, and their printed forms.

/// An amount in integer cents: sums and VAT are exact, rounding happens in one place.
public struct Money: Hashable, Comparable, Sendable {
    public var cents: Int
    public init(cents: Int) { self.cents = cents }

    public static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    public static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    public static let zero = Money(cents: 0)

    /// `numerator / denominator` rounded half away from zero: the one rounding rule of the corpus.
    public static func roundedDivision(_ numerator: Int, _ denominator: Int) -> Int {
        let magnitude = (abs(numerator) * 2 + denominator) / (denominator * 2)
        return numerator < 0 ? -magnitude : magnitude
    }

    /// This amount times `rate` percent, where the rate is given in thousandths of a percent
    /// (18% = 18_000, 8.875% = 8_875), rounded to a cent.
    public func percentage(milliPercent rate: Int) -> Money {
        Money(cents: Money.roundedDivision(cents * rate, 100_000))
    }

    /// The tax inside a tax-inclusive amount: `self × rate / (100 + rate)`, rounded to a cent.
    public func includedTax(milliPercent rate: Int) -> Money {
        Money(cents: Money.roundedDivision(cents * rate, 100_000 + rate))
    }

    /// The label form: "844.96", "-3.50".
    public var plain: String { format(grouping: false) }

    /// The printed form with thousands separators: "1,234.56".
    public var grouped: String { format(grouping: true) }

    private func format(grouping: Bool) -> String {
        let whole = abs(cents) / 100
        let fraction = abs(cents) % 100
        var wholeText = String(whole)
        if grouping {
            var groups: [String] = []
            var rest = wholeText
            while rest.count > 3 {
                groups.insert(String(rest.suffix(3)), at: 0)
                rest = String(rest.dropLast(3))
            }
            groups.insert(rest, at: 0)
            wholeText = groups.joined(separator: ",")
        }
        return (cents < 0 ? "-" : "") + wholeText + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}

/// A quantity in thousandths (1 unit = 1000; 0.785 kg = 785).
public struct Quantity: Hashable, Sendable {
    public var thousandths: Int
    public init(thousandths: Int) { self.thousandths = thousandths }
    public init(units: Int) { thousandths = units * 1000 }

    public var isWhole: Bool { thousandths % 1000 == 0 }

    /// "2", "0.785", "35.42" — trailing zeros after the point dropped, as receipts print them.
    public var text: String {
        if isWhole { return String(thousandths / 1000) }
        var fraction = String(thousandths % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return String(thousandths / 1000) + "." + fraction
    }

    /// The price of this quantity at `unitPrice`, rounded to a cent.
    public func times(_ unitPrice: Money) -> Money {
        Money(cents: Money.roundedDivision(thousandths * unitPrice.cents, 1000))
    }
}
