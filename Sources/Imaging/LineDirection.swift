// Which way a page's lines run, told before anything is read from where each character's nearest
// neighbour lies (O'Gorman's docstrum): along a line letters sit closer together than the lines do,
// so on a page the right way up (or upside down) most characters have their nearest neighbour beside
// them, and on a page lying a quarter turned above or below them. Script-blind: Hebrew and Latin,
// printed or thermal, read the same way.

import DocumentModel

enum LineDirection {
    /// How many characters have their nearest neighbour beside them (`across`) and above or below
    /// them (`down`); the rest, diagonal, are not counted.
    struct Tally: Equatable {
        var across = 0
        var down = 0

        /// The share of counted characters whose neighbour is above or below them (0 with none).
        var downShare: Double { across + down == 0 ? 0 : Double(down) / Double(across + down) }

        /// Whether the page's lines run down it: enough characters counted, and `sidewaysShare` of
        /// them or more with their neighbour above or below.
        var runsDown: Bool { across + down >= leastCounted && downShare >= sidewaysShare }

        /// Whether the page's lines run across it (it lies the right way up or upside down): enough
        /// characters counted, and `acrossShare` of them or fewer with their neighbour above or below.
        var runsAcross: Bool { across + down >= leastCounted && downShare <= acrossShare }
    }

    /// The share of characters with their neighbour above or below from which a page's lines run
    /// down it. Measured on the survey's ink (`scripts/turned-set.py` for the turned copies): images
    /// the right way up in `Corpus/` 0.13 at most, `corpus-foreign/dev` 0.55, the real set and
    /// `check/` 0.46 (phone photos and dot-matrix receipts, whose dots are characters of their own);
    /// the same images turned a quarter, 392 of 417 at 0.7 or more (the rest 0.37–0.69).
    static let sidewaysShare = 0.7
    /// The share of characters with their neighbour above or below up to which a page's lines run
    /// across it: nine in ten upright images of the four sets (photos and dot-matrix receipts reach
    /// 0.55), none of the 417 turned ones (0.37 at least).
    static let acrossShare = 0.3
    /// The fewest characters with a neighbour beside or above them to tell a page's lines by.
    static let leastCounted = 40

    /// A neighbour counts as beside (above) a character when it is this many times further off
    /// sideways (up or down) than the other way.
    static let dominance = 2.0

    /// The tally of `boxes`, the connected components of a page's ink, in an image `width` × `height`.
    /// Specks (under 0.4 of the typical character's longer side), rules and blocks are left out.
    static func tally(of boxes: [BoundingBox], width: Int, height: Int) -> Tally {
        let largest = max(8, min(width, height) / 10)
        let plausible = boxes.filter { box in
            let long = max(box.width, box.height), short = min(box.width, box.height)
            return long >= 4 && short >= 2 && long <= largest && long <= 8 * short
        }
        guard plausible.count >= 20 else { return Tally() }
        let sides = plausible.map { max($0.width, $0.height) }.sorted()
        let typical = Double(sides[sides.count / 2])
        let characters = plausible.filter { Double(max($0.width, $0.height)) >= 0.4 * typical }
        let centres = characters.map { (x: $0.midX, y: $0.midY) }
        // A grid of cells two characters wide: a neighbour within reach lies in the 5 × 5 cells around.
        let cell = max(2.0, 2 * typical)
        var grid: [Int: [Int]] = [:]
        func key(_ column: Int, _ row: Int) -> Int { row &* 100_003 &+ column }
        for (index, centre) in centres.enumerated() {
            grid[key(Int(centre.x / cell), Int(centre.y / cell)), default: []].append(index)
        }
        var tally = Tally()
        for (index, centre) in centres.enumerated() {
            let column = Int(centre.x / cell), row = Int(centre.y / cell)
            var nearest: (dx: Double, dy: Double, distance: Double)?
            for dr in -2...2 {
                for dc in -2...2 {
                    for other in grid[key(column + dc, row + dr)] ?? [] where other != index {
                        let dx = centres[other].x - centre.x, dy = centres[other].y - centre.y
                        let distance = dx * dx + dy * dy
                        if distance > 0, distance < nearest?.distance ?? .infinity { nearest = (dx, dy, distance) }
                    }
                }
            }
            guard let nearest else { continue }
            if abs(nearest.dx) >= dominance * abs(nearest.dy) {
                tally.across += 1
            } else if abs(nearest.dy) >= dominance * abs(nearest.dx) {
                tally.down += 1
            }
        }
        return tally
    }
}
