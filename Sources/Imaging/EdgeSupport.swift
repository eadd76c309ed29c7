// Checks a fitted quad against the picture: along a real paper edge the paper side is clearly
// brighter than the background side all the way. A quad side cutting across the paper or through
// the background (a leaking mask) lacks that support and the quad is rejected.

import DocumentModel

enum EdgeSupport {
    /// For each side of `quad` (top, right, bottom, left), the share of sample points where the
    /// inside is at least `minimumStep` grey levels brighter than the outside, `offset` px away;
    /// nil for a side that runs along or beyond the image border (nothing to compare).
    static func sides(of quad: Quad, in paper: GrayPixels, offset: Double = 3, minimumStep: Int = 10,
                      samples: Int = 40) -> [Double?] {
        let corners = quad.corners
        return (0..<4).map { side in
            let a = corners[side], b = corners[(side + 1) % 4]
            let length = a.distance(to: b)
            guard length > 1 else { return nil }
            // Inward normal of a clockwise (y-down) polygon.
            let nx = -(b.y - a.y) / length, ny = (b.x - a.x) / length
            var known = 0, supported = 0
            for index in 0..<samples {
                let t = 0.05 + 0.9 * (Double(index) + 0.5) / Double(samples)
                let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
                guard let inside = value(paper, x + nx * offset, y + ny * offset),
                      let outside = value(paper, x - nx * offset, y - ny * offset) else { continue }
                known += 1
                if inside - outside >= minimumStep { supported += 1 }
            }
            guard known >= samples / 3 else { return nil }
            return Double(supported) / Double(known)
        }
    }

    private static func value(_ pixels: GrayPixels, _ x: Double, _ y: Double) -> Int? {
        let ix = Int(x.rounded()), iy = Int(y.rounded())
        guard ix >= 0, iy >= 0, ix < pixels.width, iy < pixels.height else { return nil }
        return Int(pixels[ix, iy])
    }
}
