// Where, by extraction's own view of the page, the values it missed but read stand: the region its
// structure gives the row each begins on (issuer header, customer block, document meta, items,
// totals, …) and whether that row is in the header zone or the customer's block. `calibrate regions`
// counts them over a set — which mechanism its read-and-not-chosen values want (an issuer's address
// the customer block swallowed, a name in the document's meta); of a held-out set, by counts alone.

import DocumentModel

/// A layout row as extraction's structure sees it (`LayoutDescription.annotatedRows`, empty rows
/// kept, so that a row's index is a line of the page's text).
public struct StructureRow: Sendable, Hashable {
    public var text: String
    public var region: RegionRole?
    public var inCustomerBlock: Bool
    public var inHeader: Bool

    public init(text: String, region: RegionRole?, inCustomerBlock: Bool, inHeader: Bool) {
        self.text = text; self.region = region; self.inCustomerBlock = inCustomerBlock; self.inHeader = inHeader
    }

    /// "issuer_header, header zone", "customer, customer block", "no region".
    public var place: String {
        (region?.rawValue ?? "no region") + (inCustomerBlock ? ", customer block" : "") + (inHeader ? ", header zone" : "")
    }
}

/// The places of a set's missed values that were read, counted by field and place.
public struct MissedValuePlaces: Sendable {
    /// How many missed values of each field begin on a row of each place.
    public private(set) var counts: [FieldName: [String: Int]] = [:]
    /// "<document> <field>: row <n> (<place>)", one per value counted.
    public private(set) var listed: [String] = []
    /// Documents whose record or recording could not be read.
    public private(set) var unreadable: [String] = []

    public init() {}

    /// Counts the labelled values of `label` that `given` (the record's values by field name) misses
    /// and `rows` hold, each at the row it begins on. Only the fields `eval` looks for in the text
    /// (`ReadingMisses.fields`). The rows' texts, not the record's text as `eval`'s table searches it:
    /// the two counts can differ by a value whose lines the layout joins or splits otherwise.
    public mutating func add(document id: String, label: DocumentLabel, given: [String: String], rows: [StructureRow]) {
        let page = SearchableText(lines: rows.map(\.text))
        for (field, expected) in label.fields.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where ReadingMisses.fields.contains(field) {
            guard !FieldComparison.matches(field, expected: expected, got: given[field.rawValue]),
                  let line = page.firstLine(holding: expected, as: field) else { continue }
            let place = rows[line].place
            counts[field, default: [:]][place, default: 0] += 1
            listed.append("\(id) \(field.rawValue): row \(line) (\(place))")
        }
    }

    /// Notes a document whose record or recording could not be read: counted, and passed over.
    public mutating func passOver(document id: String) { unreadable.append(id) }

    /// The counts by field (most first), then the documents passed over and, unless `heldOut`, each
    /// value's document and row; of a held-out set no document is named.
    public func report(heldOut: Bool) -> String {
        var lines = ["Missed values that were read, by the region extraction gives the row they begin on"]
        for field in ReadingMisses.fields {
            for (place, count) in (counts[field] ?? [:]).sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                let number = String(repeating: " ", count: max(0, 4 - "\(count)".count)) + "\(count)"
                lines.append("\(field.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)) \(number)  \(place)")
            }
        }
        if !unreadable.isEmpty {
            lines.append("\(unreadable.count) documents passed over: their record or recording could not be read"
                + (heldOut ? "" : " (\(unreadable.sorted().joined(separator: ", ")))"))
        }
        if !heldOut { lines += listed.sorted() }
        return lines.joined(separator: "\n")
    }
}
