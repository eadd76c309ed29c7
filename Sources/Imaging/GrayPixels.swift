// A plain Swift copy of an 8-bit grey image: the input of the imaging stage's own measurements
// (quad fitting, sharpness, lighting), so they are ordinary functions testable without Leptonica.

/// Row-major 8-bit grey pixels (0 black … 255 white).
public struct GrayPixels: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var values: [UInt8]

    /// Pixels from `values` (row-major, `width * height` of them).
    public init(width: Int, height: Int, values: [UInt8]) {
        precondition(values.count == width * height, "GrayPixels needs width × height values")
        self.width = width; self.height = height; self.values = values
    }

    /// A uniform image.
    public init(width: Int, height: Int, filledWith value: UInt8) {
        self.init(width: width, height: height, values: [UInt8](repeating: value, count: width * height))
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    /// How many pixels there are of each grey level (256 counts).
    public var histogram: [Int] {
        // Four interleaved tallies, summed at the end: a page is mostly one paper grey, and one tally
        // would wait on its own last increment at every pixel.
        var tallies = [Int](repeating: 0, count: 4 * 256)
        tallies.withUnsafeMutableBufferPointer { tallies in
            values.withUnsafeBufferPointer { values in
                let quads = values.count / 4
                for quad in 0..<quads {
                    let at = 4 * quad
                    tallies[Int(values[at])] += 1
                    tallies[256 + Int(values[at + 1])] += 1
                    tallies[512 + Int(values[at + 2])] += 1
                    tallies[768 + Int(values[at + 3])] += 1
                }
                for at in (4 * quads)..<values.count { tallies[Int(values[at])] += 1 }
            }
        }
        return (0..<256).map { tallies[$0] + tallies[256 + $0] + tallies[512 + $0] + tallies[768 + $0] }
    }

    /// The value at quantile `q` (0...1) of the pixels, read from their histogram; nil when there
    /// are none.
    public func quantile(_ q: Double) -> Int? {
        Histogram.quantile(q, of: histogram)
    }
}
