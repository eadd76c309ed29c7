// Backgrounds phone photos are taken on: wood, desk laminate, cloth, stone — textured, not flat.

import Foundation

/// Procedural table-top textures.
enum PhotoBackground {
    private static let palettes: [(Double, Double, Double)] = [
        (150, 105, 70), (120, 82, 52), (70, 70, 75), (200, 195, 185), (60, 80, 120), (170, 160, 140), (95, 60, 45),
    ]

    static func make(width: Int, height: Int, rng: inout SplitMix64) -> RGBImage {
        var image = RGBImage(width: width, height: height)
        let base = rng.pick(palettes)
        let direction = rng.double(0...Double.pi)
        let dx = cos(direction), dy = sin(direction)
        let grain = rng.double(6...30)
        let wave = rng.double(200...600)
        let strength = rng.double(0.05...0.14)
        for y in 0..<height {
            for x in 0..<width {
                let along = Double(x) * dx + Double(y) * dy
                let across = -Double(x) * dy + Double(y) * dx
                let pattern = sin(across / grain + 0.9 * sin(along / wave)) * strength
                    + sin(across / (grain * 3.7)) * strength * 0.6
                let noise = rng.double(-0.04...0.04)
                let m = 1 + pattern + noise
                let i = (y * width + x) * 3
                image.pixels[i] = byte(base.0 * m); image.pixels[i + 1] = byte(base.1 * m); image.pixels[i + 2] = byte(base.2 * m)
            }
        }
        return image
    }
}
