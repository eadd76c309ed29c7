// Finds the customer's block ("לכבוד", "שם הלקוח", "Bill to", …): the label's part of its row and
// the rows right under it in the same columns. Issuer fields never come from these words.

import DocumentModel

enum CustomerBlock {
    static let labels = KeywordSet(["לכבוד", "שם הלקוח", "שם לקוח", "מספר לקוח", "מס' לקוח", "לקוח:",
                                    "פרטי לקוח", "פרטי המזמין", "שם המזמין", "Bill to", "Billed to", "Sold to", "Ship to", "Customer",
                                    "Client", "Invoice to", "כתובת למשלוח", "משלוח ל", "למשלוח", "Deliver to",
                                    "Delivery address", "Shipping address", "Ship-to", "פרטי המנוי", "פרטי מנוי",
                                    "שם המנוי", "Account holder", "Customer details", "ATTN", "Attention",
                                    "Factuuradres", "Afleveradres", "Rechnungsadresse", "Lieferadresse",
                                    "Adresse de facturation", "Adresse de livraison", "T.a.v.", "z. Hd.",
                                    // A utility bill's payer and the property it bills.
                                    "שם המשלם", "פרטי המשלם", "כתובת הנכס", "כתובת נכס", "Service address",
                                    "Property address", "Installation address", "Supply address"])
    /// "עבור" ("for") names the customer only as the first word of a row without amounts: inside a
    /// row it is "payment for …".
    static let rowStartLabels = KeywordSet(["עבור"])
    /// Rows that mention a customer but do not start a customer block: a copy's designation ("Customer
    /// copy", "מקור - לקוח" the customer's original, "העתק ללקוח"), customer service, a signature.
    private static let notBlocks = KeywordSet(["copy", "מקור", "העתק", "service", "care", "signature", "שירות",
                                               "חתימת"])

    static func wordIDs(in rows: [Row]) -> Set<Int> {
        var ids: Set<Int> = []
        for row in rows where !row.contains(notBlocks) {
            guard let label = row.match(labels) ?? rowStartLabel(of: row), isCaption(label, of: row) else { continue }
            // Blocks side by side ("Bill to" beside "Ship to") each start at their own label.
            var labelled = row.segments.filter(isLabelled)
            if labelled.isEmpty { labelled = [segment(of: row, around: label)] }
            for segment in labelled {
                ids.formUnion(block(under: segment, of: row, in: rows))
            }
        }
        return ids
    }

    /// The words of a block whose label is in `segment`: the segment, and the words of the next rows
    /// that reach into its column, until a wide gap, an amount or another label in that column.
    private static func block(under segment: [LayoutWord], of row: Row, in rows: [Row]) -> [Int] {
        let left = segment.map(\.box.x0).min() ?? row.box.x0
        let right = segment.map(\.box.x1).max() ?? row.box.x1
        let margin = Double(row.box.height) * 4
        var ids = segment.map(\.id)
        var lastBottom = Double(row.box.y1)
        for next in rows.dropFirst(row.index + 1).prefix(4) where next.page == row.page {
            let gap = Double(next.box.y0) - lastBottom
            if gap > Double(row.box.height) * 2.5 || !next.amounts().isEmpty { break }
            // A row joins with every run of words that reaches into the block's column.
            let inColumn = next.segments.filter { segment in
                segment.contains { Double($0.box.x1) > Double(left) - margin && Double($0.box.x0) < Double(right) + margin }
            }.flatMap { $0 }
            // A row printed only in another column (the invoice details beside the block) is skipped.
            if inColumn.isEmpty { continue }
            // Another label in the column starts a block of its own ("T.a.v." under "Factuuradres"
            // stays the customer's: that block is found from its own label).
            if isLabelled(inColumn) { break }
            ids += inColumn.map(\.id)
            lastBottom = Double(next.box.y1)
        }
        return ids
    }

    /// Whether a label captions what follows: a one-word label ("הלקוח", "Customer") that ends a
    /// description on a row with amounts ("עבודה - אתר הלקוח 369.90", work at the customer's site) is
    /// part of that text; a caption begins its run of words in reading order (on a right-to-left row,
    /// the rightmost), or is the row's only text.
    private static func isCaption(_ label: ClosedRange<Int>, of row: Row) -> Bool {
        guard label.count == 1, !row.amounts().isEmpty else { return true }
        let word = row.words[label.lowerBound]
        guard let segment = row.segments.first(where: { $0.contains { $0.id == word.id } }) else { return true }
        let start = row.isRTL ? segment.last : segment.first
        return start?.id == word.id
    }

    private static func rowStartLabel(of row: Row) -> ClosedRange<Int>? {
        guard let label = row.match(rowStartLabels), label.lowerBound == 0, row.amounts().isEmpty else { return nil }
        return label
    }

    private static func isLabelled(_ words: [LayoutWord]) -> Bool {
        let tokens = words.flatMap(\.tokens)
        return labels.matches(tokens) && !notBlocks.matches(tokens)
    }

    /// The words of the row's segment that holds the label.
    private static func segment(of row: Row, around label: ClosedRange<Int>) -> [LayoutWord] {
        let labelIDs = Set(row.words[label].map(\.id))
        return row.segments.first { $0.contains { labelIDs.contains($0.id) } } ?? Array(row.words)
    }
}
