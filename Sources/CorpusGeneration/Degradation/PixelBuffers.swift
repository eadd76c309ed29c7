// Plain pixel buffers the degradations work on: 8-bit gray and 8-bit RGB, row-major, no padding.

/// An 8-bit grayscale image (0 black … 255 white).
public struct GrayImage: Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, fill: UInt8 = 255) {
        self.width = width; self.height = height
        pixels = [UInt8](repeating: fill, count: width * height)
    }

    /// Bilinear sample at a sub-pixel position; `outside` beyond the edges.
    func sample(_ x: Double, _ y: Double, outside: Double) -> Double {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        guard x0 >= 0, y0 >= 0, x0 + 1 < width, y0 + 1 < height else { return outside }
        let fx = x - Double(x0), fy = y - Double(y0)
        let i = y0 * width + x0
        let top = Double(pixels[i]) * (1 - fx) + Double(pixels[i + 1]) * fx
        let bottom = Double(pixels[i + width]) * (1 - fx) + Double(pixels[i + width + 1]) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// A copy scaled by `factor` (< 1) with box averaging, so thin strokes survive.
    func downscaled(by factor: Double) -> GrayImage {
        let newWidth = max(1, Int((Double(width) * factor).rounded()))
        let newHeight = max(1, Int((Double(height) * factor).rounded()))
        var result = GrayImage(width: newWidth, height: newHeight)
        let step = 1 / factor
        for y in 0..<newHeight {
            let sy0 = Int(Double(y) * step), sy1 = min(height, max(sy0 + 1, Int(Double(y + 1) * step)))
            for x in 0..<newWidth {
                let sx0 = Int(Double(x) * step), sx1 = min(width, max(sx0 + 1, Int(Double(x + 1) * step)))
                var sum = 0
                for sy in sy0..<sy1 { for sx in sx0..<sx1 { sum += Int(pixels[sy * width + sx]) } }
                result.pixels[y * newWidth + x] = UInt8(sum / ((sy1 - sy0) * (sx1 - sx0)))
            }
        }
        return result
    }
}

/// An 8-bit RGB image, three bytes per pixel.
public struct RGBImage: Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int) {
        self.width = width; self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 3)
    }
}

/// Clamps to a byte.
@inline(__always) func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
