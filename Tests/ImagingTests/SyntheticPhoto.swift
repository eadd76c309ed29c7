// Draws synthetic test images in plain Swift: a page with rows of character-like blobs, placed on a
// textured background through a known projective map, so tests know the true corners.

import DocumentModel
import Foundation
@testable import Imaging

/// A deterministic pseudo-random sequence (SplitMix64), so every test image is the same each run.
struct SeededRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// The projective map taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to a quad's corners.
struct Homography {
    var m: [Double]  // row-major 3×3

    init(unitSquareTo quad: Quad) {
        let p = quad.corners
        let dx1 = p[1].x - p[2].x, dx2 = p[3].x - p[2].x, dx3 = p[0].x - p[1].x + p[2].x - p[3].x
        let dy1 = p[1].y - p[2].y, dy2 = p[3].y - p[2].y, dy3 = p[0].y - p[1].y + p[2].y - p[3].y
        let det = dx1 * dy2 - dx2 * dy1
        let g = (dx3 * dy2 - dx2 * dy3) / det, h = (dx1 * dy3 - dx3 * dy1) / det
        m = [p[1].x - p[0].x + g * p[1].x, p[3].x - p[0].x + h * p[3].x, p[0].x,
             p[1].y - p[0].y + g * p[1].y, p[3].y - p[0].y + h * p[3].y, p[0].y,
             g, h, 1]
    }

    /// The inverse map (image point → unit-square coordinates).
    func inverse(_ x: Double, _ y: Double) -> (u: Double, v: Double) {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[2] * a[7] - a[1] * a[8], c02 = a[1] * a[5] - a[2] * a[4]
        let c10 = a[5] * a[6] - a[3] * a[8], c11 = a[0] * a[8] - a[2] * a[6], c12 = a[2] * a[3] - a[0] * a[5]
        let c20 = a[3] * a[7] - a[4] * a[6], c21 = a[1] * a[6] - a[0] * a[7], c22 = a[0] * a[4] - a[1] * a[3]
        let w = c20 * x + c21 * y + c22
        return ((c00 * x + c01 * y + c02) / w, (c10 * x + c11 * y + c12) / w)
    }
}

enum SyntheticPhoto {
    /// A page `width` × `height` of white paper with rows of dark blobs `characterHeight` tall
    /// (lines every 2 × characterHeight, margins of 8 %), as grey pixels.
    static func page(width: Int, height: Int, characterHeight: Int, paper: UInt8 = 245, ink: UInt8 = 30,
                     seed: UInt64 = 1) -> GrayPixels {
        var pixels = GrayPixels(width: width, height: height, filledWith: paper)
        var random = SeededRandom(state: seed)
        let margin = width * 8 / 100
        var top = height * 8 / 100
        while top + characterHeight < height - height * 8 / 100 {
            var x = margin
            while x < width - margin {
                let glyphWidth = max(2, Int(Double(characterHeight) * (0.4 + 0.4 * random.unit())))
                if random.unit() < 0.15 { x += glyphWidth; continue }  // a space between words
                let glyphTop = top + (random.unit() < 0.3 ? characterHeight / 4 : 0)  // some short letters
                for y in glyphTop..<(top + characterHeight) {
                    for dx in 0..<glyphWidth where x + dx < width - margin { pixels[x + dx, y] = ink }
                }
                x += glyphWidth + max(1, characterHeight / 5)
            }
            top += characterHeight * 2
        }
        return pixels
    }

    /// Broad diagonal stripes (a striped tablecloth or laminate): `amplitude` levels either side of
    /// the background's mean, one light and one dark band every `period` pixels.
    struct Stripes: Sendable {
        var period: Double
        var amplitude: Double
    }

    /// A checked cloth (gingham) as its least colour channel shows it: squares `size` pixels wide,
    /// `light` (white) where neither coloured band crosses, `mid` where one does, `dark` where both do.
    struct Checks: Sendable {
        var size: Int
        var light: Double, mid: Double, dark: Double
    }

    /// A photo `width` × `height`: `document` drawn into `quad` over a textured background of mean
    /// `background` (wood grain, `stripes` or `checks`), with a light gradient from left to right of
    /// `lightFalloff` levels.
    static func photo(of document: GrayPixels, at quad: Quad, width: Int, height: Int,
                      background: Double = 110, lightFalloff: Double = 0, stripes: Stripes? = nil,
                      checks: Checks? = nil, seed: UInt64 = 7) -> GrayPixels {
        var pixels = GrayPixels(width: width, height: height, filledWith: 0)
        var random = SeededRandom(state: seed)
        let map = Homography(unitSquareTo: quad)
        for y in 0..<height {
            for x in 0..<width {
                let light = 1 - lightFalloff / 255 * Double(x) / Double(width)
                let (u, v) = map.inverse(Double(x), Double(y))
                var value: Double
                if u >= 0, u < 1, v >= 0, v < 1 {
                    value = Double(document[Int(u * Double(document.width)), Int(v * Double(document.height))])
                } else if let checks {
                    let bands = (x / checks.size) % 2 + (y / checks.size) % 2
                    value = [checks.light, checks.mid, checks.dark][bands] + 6 * (random.unit() - 0.5)
                } else if let stripes {
                    let across = (Double(x) + Double(y)) / 2.squareRoot()
                    value = background + stripes.amplitude * sin(across * 2 * .pi / stripes.period) + 6 * (random.unit() - 0.5)
                } else {
                    // Wood-like texture: stripes plus grain noise.
                    value = background + 18 * sin(Double(y) * 0.21 + sin(Double(x) * 0.05) * 2) + 20 * (random.unit() - 0.5)
                }
                pixels[x, y] = UInt8(max(0, min(255, value * light)))
            }
        }
        return pixels
    }

    /// A box blur of radius `radius` (applied twice: close to a Gaussian), for "shaken photo" tests.
    static func blurred(_ pixels: GrayPixels, radius: Int) -> GrayPixels {
        var current = pixels
        for _ in 0..<2 {
            for horizontal in [true, false] {
                var next = current
                for y in 0..<current.height {
                    for x in 0..<current.width {
                        var sum = 0, count = 0
                        for d in -radius...radius {
                            let sx = horizontal ? x + d : x, sy = horizontal ? y : y + d
                            guard sx >= 0, sy >= 0, sx < current.width, sy < current.height else { continue }
                            sum += Int(current[sx, sy]); count += 1
                        }
                        next[x, y] = UInt8(sum / count)
                    }
                }
                current = next
            }
        }
        return current
    }

    /// Every pixel mapped through `transform` (darkening, fading).
    static func mapped(_ pixels: GrayPixels, _ transform: (Double) -> Double) -> GrayPixels {
        GrayPixels(width: pixels.width, height: pixels.height,
                   values: pixels.values.map { UInt8(max(0, min(255, transform(Double($0))))) })
    }
}
