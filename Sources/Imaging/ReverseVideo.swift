// Light print on a dark band — a coloured header holding the issuer's name, phone and number in
// white, a table's dark header row — is read by Tesseract as it is, but background normalisation (for
// a photo's uneven light) takes the band for shade: it leaves white letters on light grey, and the
// header's fields are lost. The bands are found on a reduced copy of the page: light strokes erased,
// what stays dark and is taller and wider than a line of print is a band; a band with light print
// inside is turned into dark print on light before the tone steps.

import DocumentModel

public enum ReverseVideo {
    /// The text height, in pixels, the bands are looked for at: the page is reduced to it.
    static let workingTextHeight = 8.0
    /// A band's ground is darker than this share of the paper's grey: a light tint holding dark
    /// print (a table's shaded header row) is no band.
    static let bandDarkness = 0.55
    /// A band is at least this many text heights wide and tall: room for a word with a margin.
    static let minimumWidth = 3.0
    static let minimumHeight = 1.6
    /// Share of a band's pixels that are light print: none is a logo or a photo, more than half is
    /// a frame around paper.
    static let lightShare = 0.01...0.5
    /// A band's ground is at most this share of the paper's grey (coloured headers measured 0.26–0.38).
    static let groundDarkness = 0.45
    /// How much a band's ground may vary (its middle half), as a share of how much darker it is than
    /// the paper (printed bands measured under 0.1, shadows and barcodes over 0.2).
    static let groundSpread = 0.15

    /// The page with its dark bands that hold light print inverted, and how many there were; the page
    /// itself when there is none. `textHeight` is the height of the page's body text in pixels.
    /// - Throws: `ImagingError` when a Leptonica operation fails.
    public static func reversed(_ page: Image, textHeight: Double) throws -> (image: Image, bands: Int) {
        let gray = try page.asGray()
        let factor = min(1, workingTextHeight / max(textHeight, 1))
        let reduced = factor < 1 ? try gray.scaled(by: factor) : gray
        let pixels = try reduced.grayPixels()
        guard let paper = pixels.quantile(0.9) else { return (page, 0) }
        // Light strokes erased (a grey opening), what is dark is print or ground; a binary opening then
        // keeps only what is taller and wider than a line of print (bold words go, bands stay).
        let opened = try reduced.openedGray(size: Int(0.6 * workingTextHeight))
        let side = Int(minimumHeight * workingTextHeight)
        let ground = try opened.binarized(threshold: Int(bandDarkness * Double(paper))).opened(width: side, height: side)
        // A band with the light print it encloses.
        let filled = try ground.holesFilled()
        let inside = try filled.grayPixels()
        let bands = try filled.componentBoxes().filter { box in
            Double(box.width) >= minimumWidth * workingTextHeight
                && holdsLightPrint(box, inside: inside, pixels: pixels, paper: paper)
        }
        guard !bands.isEmpty else { return (page, 0) }
        var mask = try filled.keeping(bands)
        if factor < 1 { mask = try mask.scaled(toWidth: gray.width, height: gray.height) }
        return (try gray.inverted(under: mask), bands.count)
    }

    /// Whether the band in `box` (its pixels those `inside` marks, 0) is dark print's ground holding
    /// light print: its ground is dark (`groundDarkness` of the paper's grey at most) and flat (the
    /// middle half of its greys within `groundSpread` of its distance to the paper: a shadow's ground
    /// runs from dark to light, a barcode's is stripes), and `lightShare` of its pixels are lighter than
    /// halfway from the ground to the paper.
    private static func holdsLightPrint(_ box: BoundingBox, inside: GrayPixels, pixels: GrayPixels, paper: Int) -> Bool {
        var values: [Int] = []
        for y in box.y0..<min(box.y1, inside.height) {
            for x in box.x0..<min(box.x1, inside.width) where inside[x, y] == 0 {
                values.append(Int(pixels[x, y]))
            }
        }
        values.sort()
        guard !values.isEmpty else { return false }
        let groundGrey = values[values.count / 2]
        let midpoint = (groundGrey + paper) / 2
        let light = values.count - (values.firstIndex { $0 > midpoint } ?? values.count)
        let ground = values.prefix { $0 <= midpoint }
        let spread = ground[3 * ground.count / 4] - ground[ground.count / 4]
        return Double(groundGrey) <= groundDarkness * Double(paper)
            && Double(spread) <= groundSpread * Double(paper - groundGrey)
            && lightShare.contains(Double(light) / Double(values.count))
    }
}
