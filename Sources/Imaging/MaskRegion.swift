// The largest connected region of a binary mask, with its outline: the candidate document in the
// detector's overview image. Plain Swift so it can be tested on hand-made masks.

import DocumentModel

/// One 4-connected region of "on" pixels of a mask.
struct MaskRegion {
    /// Number of pixels in the region.
    var area: Int
    /// Centres of the region's boundary pixels (on pixels with an off or missing 4-neighbour).
    var outline: [Point]
    /// Which image edges the region touches: top, right, bottom, left (clockwise).
    var touchedEdges: [Bool]
    /// The region's pixels along each edge, as a fraction of that edge's length.
    var edgeContact: [Double]

    /// The largest region of pixels where `isOn` holds, or nil when there is none.
    static func largest(in mask: GrayPixels, isOn: (UInt8) -> Bool = { $0 > 127 }) -> MaskRegion? {
        let width = mask.width, height = mask.height
        var label = [Int32](repeating: 0, count: width * height)
        var bestLabel: Int32 = 0, bestArea = 0
        var nextLabel: Int32 = 0
        var stack: [Int] = []
        for start in 0..<(width * height) where label[start] == 0 && isOn(mask.values[start]) {
            nextLabel += 1
            label[start] = nextLabel
            stack.append(start)
            var area = 0
            while let index = stack.popLast() {
                area += 1
                let x = index % width, y = index / width
                func visit(_ neighbour: Int) {
                    if label[neighbour] == 0 && isOn(mask.values[neighbour]) {
                        label[neighbour] = nextLabel
                        stack.append(neighbour)
                    }
                }
                if x > 0 { visit(index - 1) }
                if x < width - 1 { visit(index + 1) }
                if y > 0 { visit(index - width) }
                if y < height - 1 { visit(index + width) }
            }
            if area > bestArea { bestArea = area; bestLabel = nextLabel }
        }
        guard bestArea > 0 else { return nil }
        var outline: [Point] = []
        var contact = [0, 0, 0, 0]
        for y in 0..<height {
            for x in 0..<width where label[y * width + x] == bestLabel {
                if y == 0 { contact[0] += 1 }
                if x == width - 1 { contact[1] += 1 }
                if y == height - 1 { contact[2] += 1 }
                if x == 0 { contact[3] += 1 }
                let inside = x > 0 && y > 0 && x < width - 1 && y < height - 1
                    && label[y * width + x - 1] == bestLabel && label[y * width + x + 1] == bestLabel
                    && label[(y - 1) * width + x] == bestLabel && label[(y + 1) * width + x] == bestLabel
                if !inside { outline.append(Point(x: Double(x), y: Double(y))) }
            }
        }
        let edgeLengths = [width, height, width, height]
        let edgeContact = (0..<4).map { Double(contact[$0]) / Double(edgeLengths[$0]) }
        return MaskRegion(area: bestArea, outline: outline, touchedEdges: contact.map { $0 > 0 },
                          edgeContact: edgeContact)
    }
}
