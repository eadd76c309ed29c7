// A cheap flatbed or sheet-feed scan: grey paper, faded thermal print, slight skew, speckle, noise.

import Foundation

/// Makes the `noisy_scan` variant from a clean page.
enum ScanDegradation {
    static func apply(_ page: GrayImage, rng: inout SplitMix64) -> GrayImage {
        let paper = rng.double(212...236)
        let fade = rng.double(0.45...0.8)
        let bandPeriod = rng.double(120...600)
        let bandPhase = rng.double(0...6.28)
        var faded = page
        for y in 0..<page.height {
            // Thermal print fades unevenly along the roll.
            let rowFade = fade * (0.88 + 0.12 * sin(Double(y) / bandPeriod + bandPhase))
            for x in 0..<page.width {
                let i = y * page.width + x
                let ink = (255 - Double(page.pixels[i])) * rowFade
                faded.pixels[i] = byte((255 - ink) * paper / 255)
            }
        }
        let angle = rng.double(-3...3) * Double.pi / 180
        var skewed = rotate(faded, by: angle, fill: min(250, paper + 12))
        speckle(&skewed, rng: &rng)
        for i in skewed.pixels.indices {
            let noise = (rng.double(-1...1) + rng.double(-1...1)) * 7
            skewed.pixels[i] = byte(Double(skewed.pixels[i]) + noise)
        }
        return skewed
    }

    /// Rotates about the centre onto a canvas large enough to keep every corner.
    static func rotate(_ image: GrayImage, by angle: Double, fill: Double) -> GrayImage {
        let c = cos(angle), s = sin(angle)
        let w = Double(image.width), h = Double(image.height)
        let newWidth = Int((abs(w * c) + abs(h * s)).rounded(.up)) + 24
        let newHeight = Int((abs(w * s) + abs(h * c)).rounded(.up)) + 24
        var result = GrayImage(width: newWidth, height: newHeight)
        let cx = Double(newWidth) / 2, cy = Double(newHeight) / 2
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                let dx = Double(x) - cx, dy = Double(y) - cy
                let sx = c * dx + s * dy + w / 2, sy = -s * dx + c * dy + h / 2
                result.pixels[y * newWidth + x] = byte(image.sample(sx, sy, outside: fill))
            }
        }
        return result
    }

    /// Dust and toner specks: small dark dots and a few light dropouts.
    static func speckle(_ image: inout GrayImage, rng: inout SplitMix64) {
        let count = image.width * image.height / 9000
        for _ in 0..<count {
            let x = rng.int(1...(image.width - 3)), y = rng.int(1...(image.height - 3))
            let dark = rng.chance(0.8)
            let value: UInt8 = dark ? UInt8(rng.int(30...140)) : 250
            let size = rng.int(1...2)
            for dy in 0..<size { for dx in 0..<size { image.pixels[(y + dy) * image.width + x + dx] = value } }
        }
    }
}
