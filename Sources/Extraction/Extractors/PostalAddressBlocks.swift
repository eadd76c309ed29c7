// Continental European addresses, which name no street word a keyword list could hold ("Weena 664",
// "Badweg 48"): found by their shape instead — a street and house number, then a postcode and city,
// either stacked in one column or on one line:
//     Weena 664                      Badweg 48, 8401 BL, Gorredijk
//     3012 CN Rotterdam
// Postcodes of four or five digits (with the Dutch two letters, or a country prefix "D-"); the city is
// one to three capitalised words. Each row is taken apart at its wide gaps first, so an address
// printed beside a slogan or the customer's block is read alone.

import DocumentModel

enum PostalAddressBlocks {
    /// "3012 CN Rotterdam", "69100 Villeurbanne", "D-10115 Berlin", "1000 Bruxelles".
    nonisolated(unsafe) static let postcodeCity =
        /(?:[A-Z]{1,2}-)?\d{4,5}(?: [A-Z]{2})?,? \p{Lu}[\p{L}'.-]*(?: [\p{L}'.-]+){0,2}/
    /// "Weena 664", "Kalverstraat 12a,", "27 rue Henri Rolland", "215 Vine St".
    nonisolated(unsafe) static let street =
        /(?:\p{Lu}[\p{L}'.-]*(?: [\p{L}'.-]+){0,3} \d{1,4}[a-zA-Z]?|\d{1,4}[a-zA-Z]?,? \p{L}[\p{L}'.-]*(?: [\p{L}'.-]+){1,3}),?/

    /// A found address: its words, its text as "street, postcode city", and the line printed right
    /// above it in its column (where a company prints its name).
    struct Block {
        let words: [LayoutWord]
        let text: String
        let lineAbove: [LayoutWord]?
    }

    /// Every street-and-postcode block among `rows` (one page, top to bottom), in reading order.
    /// - Parameter excluded: words that may not be part of one (the customer's block).
    static func blocks(in rows: [Row], excluding excluded: (LayoutWord) -> Bool) -> [Block] {
        var found: [Block] = []
        var seen: [[LayoutWord]] = []
        for line in lines(of: rows) where !line.contains(where: excluded) {
            let text = line.map(\.text).joined(separator: " ")
            if text.wholeMatch(of: Self.oneLine) != nil {
                found.append(Block(words: line, text: text, lineAbove: nearestLine(above: line, among: seen)))
            } else if text.wholeMatch(of: postcodeCity) != nil, let above = nearestLine(above: line, among: seen),
                      !above.contains(where: excluded) {
                let streetText = above.map(\.text).joined(separator: " ")
                if streetText.wholeMatch(of: street) != nil {
                    let joined = streetText.hasSuffix(",") ? "\(streetText) \(text)" : "\(streetText), \(text)"
                    found.append(Block(words: above + line, text: joined,
                                       lineAbove: nearestLine(above: above, among: seen)))
                }
            }
            seen.append(line)
        }
        return found
    }

    /// The printed lines of the rows: each row's runs of words apart, and a run that holds two lines
    /// of small print beside one of large print (where the row's band took in both) split again.
    private static func lines(of rows: [Row]) -> [[LayoutWord]] {
        rows.flatMap { row in
            row.segments.flatMap { segment in
                Layout.clusterIntoRows(segment).map { $0.sorted { $0.box.x0 < $1.box.x0 } }
            }
        }
    }

    /// The nearest line printed right above `line` in its column: overlapping it horizontally, with
    /// less than a line's height between them.
    private static func nearestLine(above line: [LayoutWord], among lines: [[LayoutWord]]) -> [LayoutWord]? {
        guard let box = BoundingBox.union(line.map(\.box)) else { return nil }
        let height = Double(box.height)
        return lines.filter { other in
            guard let upper = BoundingBox.union(other.map(\.box)) else { return false }
            let gap = Double(box.y0) - Double(upper.y1)
            return gap > -height * 0.3 && gap < height && min(upper.x1, box.x1) > max(upper.x0, box.x0)
        }.max { lhs, rhs in
            (BoundingBox.union(lhs.map(\.box))?.y1 ?? 0) < (BoundingBox.union(rhs.map(\.box))?.y1 ?? 0)
        }
    }

    /// "Badweg 48, 8401 BL, Gorredijk": street, house number, postcode and city on one line.
    nonisolated(unsafe) private static let oneLine =
        /\p{Lu}[\p{L}'.-]*(?: [\p{L}'.-]+){0,3} \d{1,4}[a-zA-Z]?, (?:[A-Z]{1,2}-)?\d{4,5}(?: [A-Z]{2})?,? \p{Lu}[\p{L}'.-]*(?: [\p{L}'.-]+){0,2}/
}
