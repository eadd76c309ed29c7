// Money amounts as the contract writes them: plain decimals with two places ("844.96").

import Foundation

extension Decimal {
    /// Parses a plain amount ("1234.5", "-3.63"); nil for anything else.
    public init?(plainAmount text: String) {
        guard !text.isEmpty,
              text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
              let value = Decimal(string: text, locale: Decimal.posix)
        else { return nil }
        self = value
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The amount rounded half-up to two places, as "844.96".
    public var plainAmount: String {
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        // Decimal's description is plain digits ("-12.5"); a NumberFormatter per call cost 5% of
        // extraction's time and rounds beyond 17 significant digits.
        let parts = rounded.description.split(separator: ".", maxSplits: 1)
        let whole = parts.first.map(String.init) ?? "0"
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return whole + "." + (fraction + "00").prefix(2)
    }
}
