// Finds the document (receipt, invoice sheet) in a photo: a small overview with the print erased,
// thresholded into paper and background, the largest paper region's outline fitted with four lines.
// Leptonica has no contour finder or Hough transform; this needs none.

import DocumentModel

/// What the detector saw: the document's corners, or why there are none.
public struct DocumentOutline: Sendable, Equatable {
    public enum Verdict: String, Sendable {
        /// A document with a clear outline against a background.
        case found
        /// The paper fills the frame (a scan, or a photo taken very close): nothing to straighten.
        case fillsFrame = "fills_frame"
        /// No region looks like a sheet of paper.
        case notFound = "not_found"
    }

    public var verdict: Verdict
    /// The corners in the analysed image's pixels, clockwise from the top-left (when `found`).
    public var quad: Quad?
    /// The paper region's share of the image (0...1).
    public var coverage: Double
    /// Image edges (top, right, bottom, left) the paper runs into over a large stretch: the document
    /// is probably cut off there.
    public var cutOffEdges: [Bool]
}

/// Locates the document in a page image.
public struct DocumentDetector: Sendable {
    /// Long side of the overview the detection runs on.
    public var overviewLongSide: Int

    public init(overviewLongSide: Int = 640) {
        self.overviewLongSide = overviewLongSide
    }

    /// Detects the document in `image` (grey or colour); the quad is in `image`'s pixels.
    /// - Throws: `ImagingError` when a Leptonica operation fails.
    public func detect(_ image: Image) throws -> DocumentOutline {
        let (overview, factor) = try image.reduced(toLongSide: overviewLongSide)
        let paperness = try overview.minimumChannel()
        // Erase print: a closing wider than text strokes and lines leaves the bare paper.
        let brick = max(5, max(paperness.width, paperness.height) / 40)
        var best: (outline: DocumentOutline, score: Double)?
        var fillsFrame: DocumentOutline?
        // A wide closing erases print; a narrow one keeps a striped or grained background from
        // turning as bright as paper; on a patterned background (a checked tablecloth, tiles) the
        // pattern's light squares are as bright as the paper and touch it, so they are opened away
        // (`PrintEraser.pattern`). Each erased overview is split by Otsu (global, and tiled for uneven
        // light) and by fixed upper quantiles (for light backgrounds); after the wide erasers, the paper
        // is also looked for as the largest flat bright region (light stripes as bright as the paper's
        // dim side defeat every threshold). The candidate whose quad the picture supports best wins.
        for eraser in [PrintEraser.closing(brick), .closing(max(5, brick / 2)), .pattern(brick)] {
            let paper = try eraser.erase(paperness)
            // The masks are opened, and the flat paper looked for, at the eraser's width.
            let width = eraser.size
            let paperPixels = try paper.grayPixels()
            var masks = try [(1, 1), (2, 2), (3, 3)].map { try paper.otsuBinarized(tilesX: $0.0, tilesY: $0.1).inverted() }
            for quantile in [0.5, 0.65, 0.8] {
                guard let level = paperPixels.quantile(quantile) else { continue }
                masks.append(try paper.binarized(threshold: level).inverted())
            }
            // Regions are found only as far as the search goes (it stops at a convincing one).
            var candidates: [() throws -> (region: MaskRegion, erosion: Int)?] = masks.map { paperMask in
                {
                    let mask = try paperMask.opened(width: width, height: width).holesFilled()
                    return MaskRegion.largest(in: try mask.grayPixels(), isOn: { $0 < 128 }).map { ($0, 1) }
                }
            }
            if width == brick {
                candidates.append { try flatPaper(paper, pixels: paperPixels, window: brick).map { ($0, brick) } }
            }
            for candidate in candidates {
                guard let (region, erosion) = try candidate() else { continue }
                let (outline, score) = judge(region, paper: paperPixels, erodedBy: erosion)
                if outline.verdict == .fillsFrame, fillsFrame == nil {
                    fillsFrame = outline
                    // Paper from edge to edge on the first try: a scan, no background to look for.
                    if best == nil, outline.coverage >= 0.97 { return outline }
                }
                if outline.verdict == .found, score > best?.score ?? 0 { best = (outline, score) }
                // Four edges visible all along: no other candidate can do better.
                if let best, best.score >= Self.convincingScore { return best.outline.scaled(by: 1 / factor) }
            }
        }
        if let found = best?.outline { return found.scaled(by: 1 / factor) }
        return fillsFrame ?? DocumentOutline(verdict: .notFound, quad: nil, coverage: 0,
                                             cutOffEdges: [false, false, false, false])
    }

    /// A candidate scoring this high (four sides, each an edge all along) ends the search. Anything
    /// less may be beaten by a later candidate: a shadow's edge across the paper is an edge too, and
    /// on foreign dev's `doc_0146` a quad along one (0.91) had stopped the search before the paper's
    /// own outline (1.0) was looked at.
    static let convincingScore = 1.0

    /// How print is erased from the overview (paper light, print and background darker) before it
    /// is split into paper and background.
    enum PrintEraser {
        /// A grey closing this wide: print thinner than it vanishes into the paper around it.
        case closing(Int)
        /// For a patterned background: print a few pixels thin closed first, then an opening this wide
        /// takes away every light patch narrower than it (a checked cloth's white squares, which
        /// touch the paper and are as bright), and a closing as wide fills the print left (bold type,
        /// a logo). The paper, far wider than the opening, stays.
        case pattern(Int)

        /// The width of its widest step, in overview pixels.
        var size: Int {
            switch self {
            case .closing(let size), .pattern(let size): size
            }
        }

        /// Strokes this wide and thinner are closed before the pattern's light squares are opened
        /// away: what the opening would otherwise widen into holes through the paper.
        static let thinPrint = 3

        func erase(_ overview: Image) throws -> Image {
            switch self {
            case .closing(let size):
                try overview.closedGray(size: size)
            case .pattern(let size):
                try overview.closedGray(size: Self.thinPrint).openedGray(size: size).closedGray(size: size)
            }
        }
    }

    /// Grey levels a `window`-wide neighbourhood of paper varies by at most (light gradient, what
    /// the closing left of print); striped and grained backgrounds vary by 20 and more.
    static let flatPaperRange = 10

    /// The largest region of `paper` (print erased) that is flat over `window` × `window` pixels
    /// and not dark: the document's interior, shrunk by the window (see
    /// `judge(_:paper:erodedBy:)`), or nil when nothing is flat and bright. "Not dark" is lenient,
    /// halfway from the dark class's median to the Otsu threshold: the paper's dim side may lie
    /// below the threshold, and a flat dark table must not win.
    func flatPaper(_ paper: Image, pixels: GrayPixels, window: Int) throws -> MaskRegion? {
        let range = try paper.localRange(size: window).grayPixels()
        let histogram = try paper.grayHistogram()
        guard let threshold = Histogram.otsuThreshold(histogram),
              let dark = Histogram.median(histogram, in: 0..<threshold) else { return nil }
        let bright = (dark + threshold) / 2
        var mask = GrayPixels(width: pixels.width, height: pixels.height, filledWith: 0)
        for index in mask.values.indices
        where range.values[index] <= Self.flatPaperRange && Int(pixels.values[index]) >= bright {
            mask.values[index] = 255
        }
        return MaskRegion.largest(in: mask)
    }

    /// Decides whether a paper region is a document with clear sides, and how well the picture
    /// supports them (0...1).
    /// - Parameter erodedBy: the region is the paper eroded by a square this wide (1: the paper
    ///   itself); the quad fitted to it is grown back before it is judged.
    func judge(_ region: MaskRegion, paper: GrayPixels, erodedBy erosion: Int = 1) -> (DocumentOutline, Double) {
        let width = paper.width, height = paper.height
        let coverage = Double(region.area) / Double(width * height)
        let cutOff = region.edgeContact.map { $0 > 0.25 }
        let none = DocumentOutline(verdict: .notFound, quad: nil, coverage: coverage, cutOffEdges: cutOff)
        if coverage > 0.9 || region.edgeContact.filter({ $0 > 0.6 }).count >= 3 {
            return (DocumentOutline(verdict: .fillsFrame, quad: nil, coverage: coverage,
                                    cutOffEdges: [false, false, false, false]), 0)
        }
        guard coverage > 0.04, let fitted = QuadFitting.fit(outline: region.outline) else { return (none, 0) }
        // The region must look like its quad: same area, convex, no side collapsed.
        let diagonal = Double(width * width + height * height).squareRoot()
        guard fitted.area > 0, fitted.isConvex, abs(Double(region.area) / fitted.area - 1) < 0.12,
              let quad = erosion > 1 ? fitted.undoingErosion(bySquare: erosion) : fitted else { return (none, 0) }
        let sides = (0..<4).map { quad.corners[$0].distance(to: quad.corners[($0 + 1) % 4]) }
        guard (sides.min() ?? 0) > 0.05 * diagonal else { return (none, 0) }
        // Corners far outside the frame mean the fit followed something else than paper edges.
        let margin = 0.1 * diagonal
        for corner in quad.corners where corner.x < -margin || corner.y < -margin
            || corner.x > Double(width) + margin || corner.y > Double(height) + margin {
            return (none, 0)
        }
        // Every side inside the frame must be a visible paper edge; at most two may be the frame.
        let support = EdgeSupport.sides(of: quad, in: paper).compactMap { $0 }
        guard support.count >= 2, support.allSatisfy({ $0 >= 0.6 }) else { return (none, 0) }
        let score = support.reduce(0, +) / Double(support.count) * Double(support.count) / 4
        return (DocumentOutline(verdict: .found, quad: quad, coverage: coverage, cutOffEdges: cutOff), score)
    }
}

extension DocumentOutline {
    /// The outline with its quad mapped into an image scaled by `factor`.
    func scaled(by factor: Double) -> DocumentOutline {
        var outline = self
        outline.quad = quad?.scaled(by: factor)
        return outline
    }
}

extension Quad {
    /// Shoelace area in square pixels.
    var area: Double {
        let points = corners
        var sum = 0.0
        for index in 0..<4 {
            let a = points[index], b = points[(index + 1) % 4]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }

    /// Whether every corner turns the same way.
    var isConvex: Bool {
        let points = corners
        var signs: Set<Bool> = []
        for index in 0..<4 {
            let a = points[index], b = points[(index + 1) % 4], c = points[(index + 2) % 4]
            signs.insert((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) > 0)
        }
        return signs.count == 1
    }

    /// The quad in an image scaled from this one's by `factor`, mapping pixel centres
    /// (x' = (x + ½) · factor − ½).
    public func scaled(by factor: Double) -> Quad {
        func map(_ point: Point) -> Point {
            Point(x: (point.x + 0.5) * factor - 0.5, y: (point.y + 0.5) * factor - 0.5)
        }
        return Quad(topLeft: map(topLeft), topRight: map(topRight), bottomRight: map(bottomRight), bottomLeft: map(bottomLeft))
    }
}
