// A projective map between the page rectangle and a quad, for the perspective of phone photos.

import DocumentModel

/// A 3×3 projective transform (h33 = 1).
struct Homography {
    private var h: [Double]

    /// The transform taking `from[i]` to `to[i]` for four point pairs; nil when degenerate.
    init?(from: [Point], to: [Point]) {
        guard from.count == 4, to.count == 4 else { return nil }
        var rows: [[Double]] = []
        for (p, q) in zip(from, to) {
            rows.append([p.x, p.y, 1, 0, 0, 0, -q.x * p.x, -q.x * p.y, q.x])
            rows.append([0, 0, 0, p.x, p.y, 1, -q.y * p.x, -q.y * p.y, q.y])
        }
        guard let solution = Homography.solve(rows) else { return nil }
        h = solution + [1]
    }

    /// Applies the transform.
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let w = h[6] * x + h[7] * y + h[8]
        return ((h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w)
    }

    /// Gauss-Jordan elimination with partial pivoting on an 8×9 augmented matrix.
    private static func solve(_ input: [[Double]]) -> [Double]? {
        var m = input
        let n = 8
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                  abs(m[pivot][column]) > 1e-12 else { return nil }
            m.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = m[row][column] / m[column][column]
                if factor == 0 { continue }
                for k in column...n { m[row][k] -= factor * m[column][k] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }
}
