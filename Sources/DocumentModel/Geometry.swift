// Pixel geometry shared by every stage: boxes of words and fields, quads of detected documents.

/// An axis-aligned box in the pixel space of a page image: `x0,y0` top-left (inclusive),
/// `x1,y1` bottom-right (exclusive). Encoded in JSON as `[x0, y0, x1, y1]`.
public struct BoundingBox: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x0: Int
    public var y0: Int
    public var x1: Int
    public var y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }
    public var midX: Double { Double(x0 + x1) / 2 }
    /// The gap between this box and `other` side by side (0 when they overlap horizontally).
    public func horizontalGap(to other: BoundingBox) -> Int { max(0, max(x0, other.x0) - min(x1, other.x1)) }
    public var midY: Double { Double(y0 + y1) / 2 }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The smallest box holding both.
    public func union(_ other: BoundingBox) -> BoundingBox {
        BoundingBox(x0: min(x0, other.x0), y0: min(y0, other.y0),
                    x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The smallest box holding all of `boxes`, or nil when there are none.
    public static func union<S: Sequence>(_ boxes: S) -> BoundingBox? where S.Element == BoundingBox {
        var result: BoundingBox?
        for box in boxes { result = result.map { $0.union(box) } ?? box }
        return result
    }

    /// How much of the shorter of the two boxes' heights the two share vertically (0...1).
    /// Words of one printed row overlap strongly; words of neighbouring rows barely.
    public func verticalOverlap(with other: BoundingBox) -> Double {
        let shared = min(y1, other.y1) - max(y0, other.y0)
        let shorter = min(height, other.height)
        guard shared > 0, shorter > 0 else { return 0 }
        return Double(shared) / Double(shorter)
    }

    public var description: String { "[\(x0),\(y0),\(x1),\(y1)]" }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x0 = try container.decode(Int.self)
        y0 = try container.decode(Int.self)
        x1 = try container.decode(Int.self)
        y1 = try container.decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x0)
        try container.encode(y0)
        try container.encode(x1)
        try container.encode(y1)
    }
}

/// A point in image pixels (sub-pixel precision).
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self)
        y = try container.decode(Double.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode((x * 10).rounded() / 10)
        try container.encode((y * 10).rounded() / 10)
    }
}

/// A document's four corners in an image, clockwise from the top-left.
/// Encoded as `[[x,y],[x,y],[x,y],[x,y]]`.
public struct Quad: Hashable, Sendable, Codable {
    public var topLeft: Point
    public var topRight: Point
    public var bottomRight: Point
    public var bottomLeft: Point

    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.topLeft = topLeft; self.topRight = topRight
        self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The largest distance between a corner of this quad and the matching corner of `other`.
    public func maxCornerDistance(to other: Quad) -> Double {
        zip(corners, other.corners).map { $0.distance(to: $1) }.max() ?? 0
    }

    public init(from decoder: any Decoder) throws {
        let points = try [Point](from: decoder)
        guard points.count == 4 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a quad has 4 corners, got \(points.count)"))
        }
        self.init(topLeft: points[0], topRight: points[1], bottomRight: points[2], bottomLeft: points[3])
    }

    public func encode(to encoder: any Encoder) throws {
        try corners.encode(to: encoder)
    }
}
