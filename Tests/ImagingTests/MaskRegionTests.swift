// The largest region of a mask: its area, outline and edge contact, as a plain flood fill pixel by
// pixel finds them, on hand-made masks and on random masks of every density (the scanline fill's
// seeds and runs must count each pixel once, and cross rows, snakes and holes as the plain one does).

import DocumentModel
import Testing
@testable import Imaging

struct MaskRegionTests {
    /// The largest 4-connected region of on pixels, pixel by pixel with a stack (the fill the
    /// detector used before the scanline one): its area, the label order's first of equal areas.
    func plainLargest(_ on: [Bool], width: Int, height: Int) -> (area: Int, pixels: Set<Int>)? {
        var label = [Int](repeating: 0, count: width * height)
        var best = (label: 0, area: 0), next = 0
        for start in 0..<(width * height) where label[start] == 0 && on[start] {
            next += 1
            label[start] = next
            var stack = [start], area = 0
            while let index = stack.popLast() {
                area += 1
                let x = index % width, y = index / width
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && nx < width && ny >= 0 && ny < height {
                    let neighbour = ny * width + nx
                    if label[neighbour] == 0 && on[neighbour] { label[neighbour] = next; stack.append(neighbour) }
                }
            }
            if area > best.area { best = (next, area) }
        }
        guard best.area > 0 else { return nil }
        return (best.area, Set((0..<(width * height)).filter { label[$0] == best.label }))
    }

    func mask(_ on: [Bool], width: Int, height: Int) -> GrayPixels {
        GrayPixels(width: width, height: height, values: on.map { $0 ? 255 : 0 })
    }

    @Test func aSnakeWithHolesIsOneRegionAndTheLargerOfTwoWins() throws {
        let rows = [
            "##########..",
            ".........#..",
            "#######..#..",
            "#.....#..#..",
            "#.###.####..",
            "#.#.#.......",
            "#.###.....##",
            "#.........##",
        ]
        let width = rows[0].count, height = rows.count
        let on = rows.flatMap { $0.map { $0 == "#" } }
        let region = try #require(MaskRegion.largest(in: mask(on, width: width, height: height)))
        let plain = try #require(plainLargest(on, width: width, height: height))
        #expect(region.area == plain.area)
        #expect(region.area == 30)
        #expect(region.touchedEdges == [true, false, true, true])
    }

    @Test func randomMasksGiveThePlainFillsRegion() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        for trial in 0..<200 {
            let width = 1 + Int(next() % 40), height = 1 + Int(next() % 30)
            let density = [0.2, 0.45, 0.55, 0.7, 0.95][trial % 5]
            let on = (0..<(width * height)).map { _ in Double(next() % 1000) / 1000 < density }
            let region = MaskRegion.largest(in: mask(on, width: width, height: height))
            let plain = plainLargest(on, width: width, height: height)
            #expect(region?.area == plain?.area, "trial \(trial)")
            guard let region, let plain else { continue }
            // The outline: the first and last pixel of the plain region in every row and column.
            var outline = Set<Int>()
            for y in 0..<height {
                let row = (0..<width).filter { plain.pixels.contains(y * width + $0) }
                if let first = row.first, let last = row.last { outline.formUnion([y * width + first, y * width + last]) }
            }
            for x in 0..<width {
                let column = (0..<height).filter { plain.pixels.contains($0 * width + x) }
                if let first = column.first, let last = column.last { outline.formUnion([first * width + x, last * width + x]) }
            }
            let expected = outline.sorted().map { Point(x: Double($0 % width), y: Double($0 / width)) }
            #expect(region.outline == expected, "trial \(trial)")
        }
    }
}
