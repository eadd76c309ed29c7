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
        var counts = [Int](repeating: 0, count: 256)
        counts.withUnsafeMutableBufferPointer { counts in
            values.withUnsafeBufferPointer { values in
                for value in values { counts[Int(value)] += 1 }
            }
        }
        return counts
    }

    /// The value at quantile `q` (0...1) of the pixels, read from their histogram; nil when there
    /// are none.
    public func quantile(_ q: Double) -> Int? {
        Histogram.quantile(q, of: histogram)
    }
}
