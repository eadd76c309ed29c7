// Uneven room light on a photo: a brightness gradient, sometimes a soft shadow, and lens blur.

import Foundation

/// Lighting and blur for photos.
enum PhotoLighting {
    /// Multiplies by a linear light gradient and, half the time, a soft-edged shadow.
    static func apply(_ image: inout RGBImage, rng: inout SplitMix64) {
        let direction = rng.double(0...(2 * Double.pi))
        let gx = cos(direction), gy = sin(direction)
        let low = rng.double(0.68...0.85), high = rng.double(0.98...1.08)
        let shadow = rng.chance(0.5)
        let shadowAngle = rng.double(0...(2 * Double.pi))
        let sx = cos(shadowAngle), sy = sin(shadowAngle)
        let shadowOffset = rng.double(-0.3...0.3)
        let shadowDepth = rng.double(0.62...0.82)
        let w = Double(image.width), h = Double(image.height)
        let diagonal = (w * w + h * h).squareRoot()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let u = ((Double(x) - w / 2) * gx + (Double(y) - h / 2) * gy) / diagonal + 0.5
                var light = low + (high - low) * u
                if shadow {
                    let d = ((Double(x) - w / 2) * sx + (Double(y) - h / 2) * sy) / diagonal - shadowOffset
                    let t = max(0, min(1, d * 25 + 0.5))  // soft edge
                    light *= 1 - (1 - shadowDepth) * t
                }
                let i = (y * image.width + x) * 3
                for k in 0..<3 { image.pixels[i + k] = byte(Double(image.pixels[i + k]) * light) }
            }
        }
    }

    /// Separable box blur of the given radius.
    static func blur(_ image: inout RGBImage, radius: Int) {
        guard radius > 0 else { return }
        let w = image.width, h = image.height
        var temp = image.pixels
        let span = 2 * radius + 1
        for y in 0..<h {
            for x in 0..<w {
                for k in 0..<3 {
                    var sum = 0
                    for d in -radius...radius { sum += Int(image.pixels[(y * w + min(w - 1, max(0, x + d))) * 3 + k]) }
                    temp[(y * w + x) * 3 + k] = UInt8(sum / span)
                }
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                for k in 0..<3 {
                    var sum = 0
                    for d in -radius...radius { sum += Int(temp[(min(h - 1, max(0, y + d)) * w + x) * 3 + k]) }
                    image.pixels[(y * w + x) * 3 + k] = UInt8(sum / span)
                }
            }
        }
    }
}
