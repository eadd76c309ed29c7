// A phone photo of a document: perspective, rotation, textured background, uneven light, blur, noise.

import Foundation

import DocumentModel

/// Makes the `photo` variant and the document's true corners in it.
enum PhotoDegradation {
    struct Photo {
        var image: RGBImage
        var quad: Quad
    }

    static func apply(_ page: GrayImage, longSide: Int, rng: inout SplitMix64) -> Photo {
        let tall = Double(page.height) / Double(page.width) > 1.25
        let width = tall ? longSide * 3 / 4 : (rng.chance(0.5) ? longSide : longSide * 3 / 4)
        let height = tall ? longSide : (width == longSide ? longSide * 3 / 4 : longSide)
        let angle = rng.double(-15...15) * Double.pi / 180
        let quad = documentQuad(page: page, canvasWidth: width, canvasHeight: height, angle: angle, rng: &rng)

        // Box-downscale the page close to its size in the photo so fine print does not alias.
        let docWidth = quad.topLeft.distance(to: quad.topRight)
        let factor = min(1, docWidth / Double(page.width) * 1.3)
        let source = factor < 0.95 ? page.downscaled(by: factor) : page
        let rect = [Point(x: 0, y: 0), Point(x: Double(source.width), y: 0),
                    Point(x: Double(source.width), y: Double(source.height)), Point(x: 0, y: Double(source.height))]
        guard let toPage = Homography(from: quad.corners, to: rect) else { return Photo(image: RGBImage(width: width, height: height), quad: quad) }

        var image = PhotoBackground.make(width: width, height: height, rng: &rng)
        let tint = (r: 1.0, g: rng.double(0.96...0.99), b: rng.double(0.88...0.95))
        for y in 0..<height {
            for x in 0..<width {
                let p = toPage.apply(Double(x) + 0.5, Double(y) + 0.5)
                guard p.x >= 0, p.y >= 0, p.x < Double(source.width - 1), p.y < Double(source.height - 1) else { continue }
                let v = source.sample(p.x, p.y, outside: 255) * 0.97
                let i = (y * width + x) * 3
                image.pixels[i] = byte(v * tint.r); image.pixels[i + 1] = byte(v * tint.g); image.pixels[i + 2] = byte(v * tint.b)
            }
        }
        PhotoLighting.apply(&image, rng: &rng)
        PhotoLighting.blur(&image, radius: longSide > 3000 ? 2 : 1)
        for i in image.pixels.indices {
            image.pixels[i] = byte(Double(image.pixels[i]) + (rng.double(-1...1) + rng.double(-1...1)) * 4)
        }
        return Photo(image: image, quad: quad)
    }

    /// Corners of the document: rotated, centred with jitter, with keystone perspective.
    private static func documentQuad(page: GrayImage, canvasWidth: Int, canvasHeight: Int, angle: Double,
                                     rng: inout SplitMix64) -> Quad {
        let w = Double(page.width), h = Double(page.height)
        let c = cos(angle), s = sin(angle)
        let boxWidth = abs(w * c) + abs(h * s), boxHeight = abs(w * s) + abs(h * c)
        let fill = rng.double(0.66...0.84)
        let scale = min(Double(canvasWidth) * fill / boxWidth, Double(canvasHeight) * fill / boxHeight)
        let cx = Double(canvasWidth) / 2 + rng.double(-0.05...0.05) * Double(canvasWidth)
        let cy = Double(canvasHeight) / 2 + rng.double(-0.05...0.05) * Double(canvasHeight)
        let keystone = rng.double(0.86...1.0)  // the far (top) edge looks narrower
        let halfW = w * scale / 2, halfH = h * scale / 2
        let local: [(Double, Double)] = [(-halfW * keystone, -halfH), (halfW * keystone, -halfH), (halfW, halfH), (-halfW, halfH)]
        let jitter = 0.015 * min(halfW, halfH)
        let points = local.map { corner -> Point in
            let x = corner.0 + rng.double(-jitter...jitter), y = corner.1 + rng.double(-jitter...jitter)
            return Point(x: cx + c * x - s * y, y: cy + s * x + c * y)
        }
        return Quad(topLeft: points[0], topRight: points[1], bottomRight: points[2], bottomLeft: points[3])
    }
}
