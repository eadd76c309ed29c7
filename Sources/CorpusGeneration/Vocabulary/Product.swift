// One product a business may sell: its printed name and a price range, weighed or counted.

/// A product in a vocabulary list.
struct Product: Sendable {
    var name: String
    /// The unit price range in cents.
    var minCents: Int
    var maxCents: Int
    /// Sold by weight or volume (fractional quantity), e.g. tomatoes by the kg, fuel by the litre.
    var measured: Bool

    init(_ name: String, _ minCents: Int, _ maxCents: Int, measured: Bool = false) {
        self.name = name; self.minCents = minCents; self.maxCents = maxCents; self.measured = measured
    }

    /// A price in range, ending in the digits real price lists use (…90, …99, …50, …00).
    func price(_ rng: inout SplitMix64) -> Money {
        let raw = rng.int(minCents...max(minCents, maxCents))
        let endings = [90, 99, 50, 0, 90, 95]
        let ending = rng.pick(endings)
        if raw < 500 { return Money(cents: raw / 10 * 10) }
        return Money(cents: raw / 100 * 100 + ending)
    }
}
