// Which label a printed date belongs to: the label right before it on its row ("Invoice Date:
// 20-10-2015 … Due Date: 04/04/2023" on one row), else the column header above it ("Factuur datum"
// over "8-9-2022"). A due, print or delivery date is not the document's date.

import DocumentModel

/// What a date's label says about it.
enum DateLabelKind: Int, Comparable {
    /// A date of something else: due, print, delivery, billing period.
    case other
    /// A related date that may stand in for the document's own: the order date.
    case secondary
    /// A bare "Date".
    case generic
    /// The document's own date, named: "Invoice Date", "Factuurdatum", "תאריך חשבונית".
    case document

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum DateLabels {
    static let document = KeywordSet(["INVOICE DATE", "DATE OF INVOICE", "ISSUE DATE", "DATE OF ISSUE", "RECEIPT DATE",
                                      "BILL DATE", "Factuurdatum", "Factuur datum", "Rechnungsdatum", "Belegdatum",
                                      "Date de facture", "Date facture", "Fecha de factura", "תאריך חשבונית",
                                      "תאריך מסמך", "תאריך הפקה"])
    static let secondary = KeywordSet(["ORDER DATE", "DATE OF ORDER", "Orderdatum", "Bestelldatum", "Auftragsdatum",
                                       "Date de commande", "תאריך הזמנה"])
    static let other = KeywordSet(Vocabulary.otherDates.keywords.map(\.printed)
                                  + ["Vervaldatum", "Leverdatum", "Lieferdatum", "Fälligkeitsdatum", "Fällig",
                                     "DATE LIMITE", "échéance", "à partir du", "SHIP DATE", "DUE ON"])

    private static let kinds: [(DateLabelKind, KeywordSet)] = [
        (.other, other), (.secondary, secondary), (.generic, Vocabulary.dateLabels), (.document, document),
    ]

    /// The kind of label a date at word `position` of the row has: the words before it back to the
    /// previous word with digits (another label's value), else the column header above it, else
    /// any date label of the row.
    static func kind(of position: Int, in row: Row, layout: Layout) -> DateLabelKind? {
        let before = row.words[..<position]
        let start = before.lastIndex { $0.text.contains(where: \.isNumber) }.map { $0 + 1 } ?? before.startIndex
        if let kind = classify(Array(row.words[start..<position])) { return kind }
        if let kind = headerKind(over: [row.words[position]], row: row, in: layout) { return kind }
        return classify(row.words)
    }

    /// The kind of the longest label among `words` ("Due Date" over "Date"); on a tie the more
    /// cautious kind. Nil without a label.
    static func classify(_ words: [LayoutWord]) -> DateLabelKind? {
        let tokens = words.flatMap(\.tokens)
        var best: (length: Int, kind: DateLabelKind)?
        for (kind, labels) in kinds {
            guard let match = labels.firstMatch(in: tokens), match.count > (best?.length ?? 0) else { continue }
            best = (match.count, kind)
        }
        return best?.kind
    }

    /// The kind of the column header over `words`: the words of the one or two rows above (close,
    /// same page, without digits) that overlap them horizontally.
    private static func headerKind(over words: [LayoutWord], row: Row, in layout: Layout) -> DateLabelKind? {
        guard let box = BoundingBox.union(words.map(\.box)) else { return nil }
        var lastTop = Double(row.box.y0)
        for above in layout.rows[..<row.index].reversed().prefix(2) where above.page == row.page {
            guard lastTop - Double(above.box.y1) <= Double(row.box.height) * 2.5 else { return nil }
            let header = above.words.filter { $0.box.x1 > box.x0 && $0.box.x0 < box.x1 }
            // A header names columns; a row with values of its own above the date is not one.
            if header.contains(where: { $0.text.contains(where: \.isNumber) }) { return nil }
            if !header.isEmpty { return classify(header) }
            lastTop = Double(above.box.y0)
        }
        return nil
    }
}
