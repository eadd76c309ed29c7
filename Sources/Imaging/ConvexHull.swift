// The convex hull of a point set (Andrew's monotone chain): the first outline of a document mask,
// from which its four corners are chosen.

import DocumentModel

enum ConvexHull {
    /// The hull's vertices in clockwise order in image coordinates (y down), without collinear points.
    static func of(_ points: [Point]) -> [Point] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        var lower: [Point] = []
        for point in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 { lower.removeLast() }
            lower.append(point)
        }
        var upper: [Point] = []
        for point in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 { upper.removeLast() }
            upper.append(point)
        }
        // Counter-clockwise in a y-up frame is clockwise on screen (y down).
        return Array(lower.dropLast() + upper.dropLast())
    }
}
