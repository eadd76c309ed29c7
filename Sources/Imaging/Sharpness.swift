// Measures how sharp the print's edges are, independent of contrast: at each strong edge, the
// largest one-pixel step divided by the whole step over five pixels. A crisp edge makes its change
// in one or two pixels (ratio near 1); a shaken or out-of-focus photo spreads it (ratio near 1/4).

enum Sharpness {
    /// The median step ratio over strong horizontal and vertical edges of `gray` (0.25...1), or nil
    /// when there are too few edges to judge. Measure at the scale where characters are about 16 px
    /// tall or smaller, never on an upscaled image.
    static func edgeRatio(of gray: GrayPixels, minimumStep: Int = 40) -> Double? {
        var ratios: [Double] = []
        let width = gray.width, height = gray.height
        let values = gray.values
        func consider(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int) {
            let whole = abs(e - a)
            guard whole >= minimumStep else { return }
            // Only monotone transitions: a thin stroke inside the window is not an edge profile.
            guard (b - a) * (e - a) >= 0, (c - b) * (e - a) >= 0, (d - c) * (e - a) >= 0, (e - d) * (e - a) >= 0 else { return }
            let step = max(abs(b - a), abs(c - b), abs(d - c), abs(e - d))
            ratios.append(Double(step) / Double(whole))
        }
        for y in stride(from: 2, to: height - 2, by: 2) {
            let row = y * width
            for x in 2..<(width - 2) {
                consider(Int(values[row + x - 2]), Int(values[row + x - 1]), Int(values[row + x]),
                         Int(values[row + x + 1]), Int(values[row + x + 2]))
            }
        }
        for y in 2..<(height - 2) {
            for x in stride(from: 2, to: width - 2, by: 2) {
                consider(Int(values[(y - 2) * width + x]), Int(values[(y - 1) * width + x]), Int(values[y * width + x]),
                         Int(values[(y + 1) * width + x]), Int(values[(y + 2) * width + x]))
            }
        }
        guard ratios.count >= 200 else { return nil }
        ratios.sort()
        return ratios[ratios.count / 2]
    }
}
