// Fits a document's four corners to the outline of its mask: the largest quadrilateral inside the
// convex hull gives the sides roughly, then a least-squares line through each side's outline points
// places them precisely (rounded or torn corners do not pull the fit).

import DocumentModel
import Foundation

enum QuadFitting {
    /// The quadrilateral fitted to `outline` (the mask's boundary pixels), clockwise from the
    /// top-left; nil when the outline has too few points or the fit degenerates.
    static func fit(outline: [Point]) -> Quad? {
        let hull = ConvexHull.of(outline)
        guard hull.count >= 4, let rough = largestInscribedQuad(in: simplified(hull, maxVertices: 64)) else { return nil }
        var corners = rough
        // Two passes: the second assigns the outline to the sides of the first fit.
        for _ in 0..<2 {
            guard let refined = refine(corners, outline: outline) else { break }
            corners = refined
        }
        return orderedFromTopLeft(corners)
    }

    /// The four hull vertices enclosing the largest area (O(n³) over at most 64 vertices).
    static func largestInscribedQuad(in hull: [Point]) -> [Point]? {
        let n = hull.count
        guard n >= 4 else { return nil }
        func area(_ a: Point, _ b: Point, _ c: Point) -> Double {
            abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / 2
        }
        var best = 0.0
        var bestQuad: [Point]?
        for i in 0..<n {
            for k in (i + 2)..<(i + n - 1) {
                let a = hull[i], c = hull[k % n]
                var side1 = 0.0, side1Point = hull[(i + 1) % n]
                for j in (i + 1)..<k {
                    let value = area(a, hull[j % n], c)
                    if value > side1 { side1 = value; side1Point = hull[j % n] }
                }
                var side2 = 0.0, side2Point = hull[(k + 1) % n]
                for l in (k + 1)..<(i + n) {
                    let value = area(a, c, hull[l % n])
                    if value > side2 { side2 = value; side2Point = hull[l % n] }
                }
                if side1 + side2 > best {
                    best = side1 + side2
                    bestQuad = [a, side1Point, c, side2Point]
                }
            }
        }
        return bestQuad
    }

    /// Keeps at most `maxVertices` hull vertices, dropping those that turn the outline least.
    static func simplified(_ hull: [Point], maxVertices: Int) -> [Point] {
        var points = hull
        while points.count > maxVertices {
            var weakest = 0, weakestArea = Double.infinity
            for index in points.indices {
                let a = points[(index + points.count - 1) % points.count], b = points[index]
                let c = points[(index + 1) % points.count]
                let value = abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x))
                if value < weakestArea { weakestArea = value; weakest = index }
            }
            points.remove(at: weakest)
        }
        return points
    }

    /// Refits each side through the outline points nearest to it (in the middle 80 % of the side),
    /// dropping points far from a first fit (rounded corners, a torn edge), and intersects
    /// neighbouring sides.
    static func refine(_ corners: [Point], outline: [Point]) -> [Point]? {
        var assigned = [[Point]](repeating: [], count: 4)
        for point in outline {
            var nearest = 0, nearestDistance = Double.infinity
            for side in 0..<4 {
                let distance = segmentDistance(point, corners[side], corners[(side + 1) % 4])
                if distance < nearestDistance { nearestDistance = distance; nearest = side }
            }
            let a = corners[nearest], b = corners[(nearest + 1) % 4]
            let length = a.distance(to: b)
            guard length > 1 else { return nil }
            let along = ((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / (length * length)
            if along > 0.1, along < 0.9 { assigned[nearest].append(point) }
        }
        var lines: [Line] = []
        for side in 0..<4 {
            guard var line = Line.fit(assigned[side]) else { return nil }
            // One robust pass: keep the points close to the first fit.
            let residuals = assigned[side].map { abs(line.a * $0.x + line.b * $0.y - line.c) }
            let typical = residuals.sorted()[residuals.count / 2]
            let kept = zip(assigned[side], residuals).filter { $0.1 <= max(1.5, 2.5 * typical) }.map(\.0)
            if kept.count >= 5, let refit = Line.fit(kept) { line = refit }
            lines.append(line)
        }
        var refined: [Point] = []
        for side in 0..<4 {
            guard let corner = lines[(side + 3) % 4].intersection(with: lines[side]) else { return nil }
            refined.append(corner)
        }
        return refined
    }

    private static func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? min(1, max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) : 0
        return p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
    }

    /// The corners rotated so the first is the top-left (smallest x + y) and the order is clockwise.
    static func orderedFromTopLeft(_ corners: [Point]) -> Quad? {
        guard corners.count == 4 else { return nil }
        // Clockwise on screen means a positive signed area with y pointing down.
        var ordered = corners
        let signedArea = (0..<4).reduce(0.0) { sum, index in
            let a = ordered[index], b = ordered[(index + 1) % 4]
            return sum + (a.x * b.y - b.x * a.y)
        }
        if signedArea < 0 { ordered.reverse() }
        guard let first = ordered.indices.min(by: { ordered[$0].x + ordered[$0].y < ordered[$1].x + ordered[$1].y }) else {
            return nil
        }
        let rotated = (0..<4).map { ordered[(first + $0) % 4] }
        return Quad(topLeft: rotated[0], topRight: rotated[1], bottomRight: rotated[2], bottomLeft: rotated[3])
    }
}

/// A straight line `a·x + b·y = c` with `a² + b² = 1`.
struct Line {
    var a: Double, b: Double, c: Double

    /// The total-least-squares line through `points` (principal axis of their scatter).
    static func fit(_ points: [Point]) -> Line? {
        guard points.count >= 2 else { return nil }
        let n = Double(points.count)
        let mx = points.reduce(0) { $0 + $1.x } / n, my = points.reduce(0) { $0 + $1.y } / n
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for point in points {
            let dx = point.x - mx, dy = point.y - my
            sxx += dx * dx; syy += dy * dy; sxy += dx * dy
        }
        // Direction of largest spread; the normal is perpendicular to it.
        let theta = 0.5 * atan2(2 * sxy, sxx - syy)
        let a = -sin(theta), b = cos(theta)
        return Line(a: a, b: b, c: a * mx + b * my)
    }

    /// Where two lines cross; nil when they are (nearly) parallel.
    func intersection(with other: Line) -> Point? {
        let determinant = a * other.b - b * other.a
        guard abs(determinant) > 1e-6 else { return nil }
        return Point(x: (c * other.b - b * other.c) / determinant, y: (a * other.c - c * other.a) / determinant)
    }
}

extension Quad {
    /// The quad of the region a `size` × `size` square erosion was taken from: each side moved
    /// outward by what the erosion took off a side of its direction, (size − 1) / 2 × (|nx| + |ny|)
    /// for the side's unit normal n. Corners are clockwise (y down); nil when neighbouring sides
    /// are parallel.
    func undoingErosion(bySquare size: Int) -> Quad? {
        let radius = Double(max(1, size) - 1) / 2
        let points = corners
        let lines: [Line] = (0..<4).map { side in
            let a = points[side], b = points[(side + 1) % 4]
            let length = max(1e-9, a.distance(to: b))
            // The outward normal of a clockwise polygon with y pointing down.
            let nx = (b.y - a.y) / length, ny = -(b.x - a.x) / length
            let shift = radius * (abs(nx) + abs(ny))
            return Line(a: nx, b: ny, c: nx * a.x + ny * a.y + shift)
        }
        var grown: [Point] = []
        for side in 0..<4 {
            guard let corner = lines[(side + 3) % 4].intersection(with: lines[side]) else { return nil }
            grown.append(corner)
        }
        return Quad(topLeft: grown[0], topRight: grown[1], bottomRight: grown[2], bottomLeft: grown[3])
    }
}
