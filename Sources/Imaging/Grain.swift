// Measures how grainy a page is: the typical difference between a pixel and the mean of its 5 × 5
// neighbourhood. Sensor noise, specks and JPEG mush on a cheap scan make Tesseract's recogniser
// misread amounts; this is the measurement that decides whether a page is median-filtered first.

enum Grain {
    /// Robust grain estimate in grey levels: 1.4826 × the median absolute difference between each
    /// pixel and its 5 × 5 mean (close to the standard deviation of noise on flat paper). Paper
    /// dominates a page, so text edges do not move the median. About 0 for a rendered page, 1–2 for
    /// a phone photo, 3.5 and more for a grainy scan; nil for an image smaller than 5 × 5.
    static func sigma(of gray: GrayPixels) -> Double? {
        let width = gray.width, height = gray.height
        guard width >= 5, height >= 5 else { return nil }
        // Integral image: sums of any rectangle in four lookups.
        let stride = width + 1
        var integral = [Int](repeating: 0, count: stride * (height + 1))
        // Histogram of 25 × |pixel − mean|: exact, in 1/25 grey levels.
        var histogram = [Int](repeating: 0, count: 25 * 255 + 1)
        let count = (height - 4) * (width - 4)
        gray.values.withUnsafeBufferPointer { values in
            integral.withUnsafeMutableBufferPointer { integral in
                for y in 0..<height {
                    var rowSum = 0
                    let above = integral.baseAddress! + y * stride + 1, line = above + stride
                    for x in 0..<width {
                        rowSum += Int(values[y * width + x])
                        line[x] = above[x] + rowSum
                    }
                }
                histogram.withUnsafeMutableBufferPointer { histogram in
                    for y in 2..<(height - 2) {
                        let top = integral.baseAddress! + (y - 2) * stride, bottom = top + 5 * stride
                        for x in 2..<(width - 2) {
                            let sum = bottom[x + 3] - top[x + 3] - bottom[x - 2] + top[x - 2]
                            histogram[abs(Int(values[y * width + x]) * 25 - sum)] += 1
                        }
                    }
                }
            }
        }
        var seen = 0
        for (bin, n) in histogram.enumerated() {
            seen += n
            if seen * 2 >= count { return 1.4826 * Double(bin) / 25 }
        }
        return nil
    }
}
