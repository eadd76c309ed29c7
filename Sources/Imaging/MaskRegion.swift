// The largest connected region of a binary mask, with its outline: the candidate document in the
// detector's overview image. Plain Swift so it can be tested on hand-made masks.

import DocumentModel

/// One 4-connected region of "on" pixels of a mask.
struct MaskRegion {
    /// Number of pixels in the region.
    var area: Int
    /// Centres of the region's outer boundary pixels (first and last of every row and column).
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
        var seeds: [Int] = []
        let on = mask.values.map(isOn)
        on.withUnsafeBufferPointer { on in
            label.withUnsafeMutableBufferPointer { label in
                // Whether the pixel at `index` is on and not yet in a region.
                func free(_ index: Int) -> Bool { label[index] == 0 && on[index] }
                var nextLabel: Int32 = 0
                for start in 0..<(width * height) where free(start) {
                    // A scanline fill: each seed grows into its whole run along the row, and the
                    // rows above and below get one seed per run of free pixels over it. A seed is
                    // labelled when found, so no pixel is counted twice.
                    nextLabel += 1
                    label[start] = nextLabel
                    seeds.append(start)
                    var area = 0
                    while let seed = seeds.popLast() {
                        let rowStart = seed - seed % width
                        var first = seed, last = seed
                        while first > rowStart, free(first - 1) { first -= 1 }
                        while last < rowStart + width - 1, free(last + 1) { last += 1 }
                        for index in first...last { label[index] = nextLabel }
                        area += last - first + 1
                        for neighbour in stride(from: rowStart - width, through: rowStart + width, by: 2 * width)
                        where neighbour >= 0 && neighbour < width * height {
                            let shift = neighbour - rowStart
                            var index = first + shift
                            while index <= last + shift {
                                if free(index) {
                                    label[index] = nextLabel
                                    seeds.append(index)
                                    index += 1
                                    while index <= last + shift, free(index) { index += 1 }
                                } else {
                                    index += 1
                                }
                            }
                        }
                    }
                    if area > bestArea { bestArea = area; bestLabel = nextLabel }
                }
            }
        }
        guard bestArea > 0 else { return nil }
        // The outer outline only: the first and last region pixel of every row and column. Holes and
        // print that survived the closing stay out of the fit.
        var rowFirst = [Int](repeating: -1, count: height), rowLast = [Int](repeating: -1, count: height)
        var columnFirst = [Int](repeating: -1, count: width), columnLast = [Int](repeating: -1, count: width)
        var contact = [0, 0, 0, 0]
        for y in 0..<height {
            for x in 0..<width where label[y * width + x] == bestLabel {
                if rowFirst[y] < 0 { rowFirst[y] = x }
                rowLast[y] = x
                if columnFirst[x] < 0 { columnFirst[x] = y }
                columnLast[x] = y
                if y == 0 { contact[0] += 1 }
                if x == width - 1 { contact[1] += 1 }
                if y == height - 1 { contact[2] += 1 }
                if x == 0 { contact[3] += 1 }
            }
        }
        var outlineSet = Set<Int>()
        for y in 0..<height where rowFirst[y] >= 0 {
            outlineSet.insert(y * width + rowFirst[y]); outlineSet.insert(y * width + rowLast[y])
        }
        for x in 0..<width where columnFirst[x] >= 0 {
            outlineSet.insert(columnFirst[x] * width + x); outlineSet.insert(columnLast[x] * width + x)
        }
        let outline = outlineSet.sorted().map { Point(x: Double($0 % width), y: Double($0 / width)) }
        let edgeLengths = [width, height, width, height]
        let edgeContact = (0..<4).map { Double(contact[$0]) / Double(edgeLengths[$0]) }
        return MaskRegion(area: bestArea, outline: outline, touchedEdges: contact.map { $0 > 0 },
                          edgeContact: edgeContact)
    }
}
