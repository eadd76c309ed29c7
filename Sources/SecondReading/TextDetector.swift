// PP-OCR's text detector (a DB network): the page, scaled so its sides are multiples of 32, gives a
// map of how likely each pixel is text; the map's regions above `threshold` are the text lines.
// PP-OCR fits a turned rectangle to each region; the pages read here are straightened first, so a
// region's upright box serves, grown by PP-OCR's unclip distance (area × 1.6 / perimeter).

import DocumentModel
import Imaging

struct TextDetector {
    let model: OnnxModel
    /// PP-OCR's settings: a page whose shorter side is under `shortSide` is enlarged to it; the
    /// longer side is kept under `longSide` (a bound of ours).
    var shortSide = 736
    var longSide = 3200
    /// The most pixels the network is given at once: a taller page is read in bands of this size
    /// that overlap by `overlap` rows. The network's memory grows with its input, ~250 MB a million
    /// pixels (measured: a worker peaked at 208, 298 and 463 MB with the page's long side at 800,
    /// 1,600 and 2,400 pixels).
    var bandPixels = 400_000
    var overlap = 128
    var threshold: Float = 0.3
    var boxThreshold: Float = 0.5
    var unclipRatio = 1.6
    var minimumSide = 3

    /// The text lines' boxes in `page`'s pixels, top to bottom.
    ///
    /// The page is scaled by PP-OCR's rule. Scaling it instead so that its characters are 12 pixels
    /// high (told from the page's resolution) made `corpus-foreign/dev` 8 values right and none wrong
    /// in 28 s of detection against this rule's 8, 2 and 39 s, but `corpus-foreign/check` 10 and 2
    /// against 11 and 0, and no faster: taken out.
    func lines(in page: Image) throws -> [BoundingBox] {
        var factor = 1.0
        let short = min(page.width, page.height), long = max(page.width, page.height)
        if short < shortSide { factor = Double(shortSide) / Double(short) }
        if Double(long) * factor > Double(longSide) { factor = Double(longSide) / Double(long) }
        let width = max(32, Int((Double(page.width) * factor / 32).rounded()) * 32)
        let height = max(32, Int((Double(page.height) * factor).rounded()))
        let pixels = try page.scaled(toWidth: width, height: height).grayPixels()
        let bandHeight = max(256, bandPixels / width / 32 * 32)
        var regions: [(box: BoundingBox, score: Float)] = []
        var top = 0
        while true {
            let last = top + bandHeight >= height
            let rows = last ? height - top : bandHeight
            let own = (top == 0 ? 0 : top + overlap / 2)..<(last ? height : top + bandHeight - overlap / 2)
            for region in try bandRegions(pixels, top: top, rows: rows)
            where own.contains((region.box.y0 + region.box.y1) / 2) {
                regions.append(region)
            }
            if last { break }
            top += bandHeight - overlap
        }
        let (xScale, yScale) = (Double(page.width) / Double(width), Double(page.height) / Double(height))
        return regions.compactMap { region in
            guard region.score >= boxThreshold,
                  min(region.box.width, region.box.height) >= minimumSide else { return nil }
            let (w, h) = (Double(region.box.width), Double(region.box.height))
            let distance = w * h * unclipRatio / (2 * (w + h))
            let box = BoundingBox(x0: max(0, Int(((Double(region.box.x0) - distance) * xScale).rounded(.down))),
                                  y0: max(0, Int(((Double(region.box.y0) - distance) * yScale).rounded(.down))),
                                  x1: min(page.width, Int(((Double(region.box.x1) + distance) * xScale).rounded(.up))),
                                  y1: min(page.height, Int(((Double(region.box.y1) + distance) * yScale).rounded(.up))))
            return min(box.width, box.height) >= minimumSide + 2 ? box : nil
        }.sorted { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    }

    /// The regions of `rows` rows of `pixels` from `top` (padded with white to a multiple of 32),
    /// in `pixels`' coordinates.
    private func bandRegions(_ pixels: GrayPixels, top: Int, rows: Int) throws -> [(box: BoundingBox, score: Float)] {
        let width = pixels.width
        let height = (rows + 31) / 32 * 32
        let map = try model.run(.image(pixels, top: top, columns: width, rows: rows, width: width, height: height, padding: 1))
        guard map.shape.count == 4, map.shape[2] == height, map.shape[3] == width else {
            throw SecondReadingError.unexpectedModel("the detector gave a map of \(map.shape) for \(width) × \(height)")
        }
        return Self.regions(of: map.values, width: width, height: height, threshold: threshold).map { region in
            var box = region.box
            box.y0 += top
            box.y1 += top
            return (box, region.score)
        }
    }

    /// The 8-connected regions of `map` above `threshold` (after PP-OCR's 2 × 2 dilation), each with
    /// its box (x1, y1 exclusive) and its mean score.
    static func regions(of map: [Float], width: Int, height: Int, threshold: Float) -> [(box: BoundingBox, score: Float)] {
        var text = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                // The dilation: a pixel is text when it or its left, upper or upper-left neighbour is.
                let at = y * width + x
                text[at] = map[at] > threshold || (x > 0 && map[at - 1] > threshold)
                    || (y > 0 && map[at - width] > threshold) || (x > 0 && y > 0 && map[at - width - 1] > threshold)
            }
        }
        var seen = [Bool](repeating: false, count: width * height)
        var regions: [(BoundingBox, Float)] = []
        var stack: [Int] = []
        for start in 0..<(width * height) where text[start] && !seen[start] {
            seen[start] = true
            stack.append(start)
            var (x0, y0, x1, y1) = (width, height, 0, 0)
            var sum: Float = 0
            var count = 0
            while let at = stack.popLast() {
                let (x, y) = (at % width, at / width)
                x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
                sum += map[at]
                count += 1
                for dy in -1...1 {
                    for dx in -1...1 {
                        let (nx, ny) = (x + dx, y + dy)
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let next = ny * width + nx
                        if text[next] && !seen[next] {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
            regions.append((BoundingBox(x0: x0, y0: y0, x1: x1, y1: y1), sum / Float(count)))
        }
        return regions
    }
}
