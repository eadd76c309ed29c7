// Grey-level histogram arithmetic for the imaging measurements: Otsu's threshold, which splits an
// image's pixels into a dark class (print, background) and a light one (paper), class medians and
// quantiles.

enum Histogram {
    /// The grey level `t` that maximises the between-class variance of levels `< t` and `>= t`
    /// (Otsu's method); nil when the histogram has fewer than two occupied levels.
    static func otsuThreshold(_ counts: [Int]) -> Int? {
        let total = counts.reduce(0, +)
        guard total > 0, counts.filter({ $0 > 0 }).count >= 2 else { return nil }
        let weightedTotal = counts.enumerated().reduce(0.0) { $0 + Double($1.offset * $1.element) }
        var below = 0, weightedBelow = 0.0
        var best = 0.0, bestLevel: Int?
        for level in 1..<counts.count {
            below += counts[level - 1]
            weightedBelow += Double((level - 1) * counts[level - 1])
            let above = total - below
            guard below > 0, above > 0 else { continue }
            let meanBelow = weightedBelow / Double(below)
            let meanAbove = (weightedTotal - weightedBelow) / Double(above)
            let variance = Double(below) * Double(above) * (meanBelow - meanAbove) * (meanBelow - meanAbove)
            if variance > best { best = variance; bestLevel = level }
        }
        return bestLevel
    }

    /// The median level among `levels`; nil when no pixel falls there.
    static func median(_ counts: [Int], in levels: Range<Int>) -> Int? {
        let total = counts[levels].reduce(0, +)
        guard total > 0 else { return nil }
        var seen = 0
        for level in levels {
            seen += counts[level]
            if seen * 2 >= total { return level }
        }
        return nil
    }

    /// The grey level at quantile `q` (0...1) of the pixels `counts` holds; nil when it holds none.
    static func quantile(_ q: Double, of counts: [Int]) -> Int? {
        let total = counts.reduce(0, +)
        guard total > 0 else { return nil }
        let target = Int((Double(total - 1) * min(max(q, 0), 1)).rounded())
        var seen = 0
        for (level, count) in counts.enumerated() {
            seen += count
            if seen > target { return level }
        }
        return counts.count - 1
    }
}
