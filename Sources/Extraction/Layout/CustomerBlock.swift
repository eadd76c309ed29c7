// Finds the customer's block ("לכבוד", "שם הלקוח", "Bill to", …): the label's part of its row and
// the rows right under it in the same columns. Issuer fields never come from these words.

import DocumentModel

enum CustomerBlock {
    static let labels = KeywordSet(["לכבוד", "שם הלקוח", "שם לקוח", "מספר לקוח", "מס' לקוח", "לקוח:",
                                    "פרטי לקוח", "Bill to", "Billed to", "Sold to", "Ship to", "Customer",
                                    "Client", "Invoice to", "כתובת למשלוח", "משלוח ל", "למשלוח", "Deliver to",
                                    "Delivery address", "Shipping address", "Ship-to", "פרטי המנוי", "פרטי מנוי",
                                    "שם המנוי", "Account holder", "Customer details", "ATTN", "Attention",
                                    "Factuuradres", "Afleveradres", "Rechnungsadresse", "Lieferadresse",
                                    "Adresse de facturation", "Adresse de livraison", "T.a.v.", "z. Hd."])
    /// Rows that mention a customer but do not start a customer block.
    private static let notBlocks = KeywordSet(["copy", "service", "care", "signature", "שירות", "חתימת"])

    static func wordIDs(in rows: [Row]) -> Set<Int> {
        var ids: Set<Int> = []
        for row in rows where row.contains(labels) && !row.contains(notBlocks) {
            guard let label = row.match(labels) else { continue }
            let segment = segment(of: row, around: label)
            let left = segment.map(\.box.x0).min() ?? row.box.x0
            let right = segment.map(\.box.x1).max() ?? row.box.x1
            let margin = Double(row.box.height) * 4
            ids.formUnion(segment.map(\.id))
            var lastBottom = Double(row.box.y1)
            for next in rows.dropFirst(row.index + 1).prefix(4) where next.page == row.page {
                let gap = Double(next.box.y0) - lastBottom
                if gap > Double(row.box.height) * 2.5 || next.contains(labels) || !next.amounts().isEmpty { break }
                // A row joins with every run of words that reaches into the block's column.
                let inColumn = segments(of: next).filter { segment in
                    segment.contains { Double($0.box.x1) > Double(left) - margin && Double($0.box.x0) < Double(right) + margin }
                }.flatMap { $0 }
                // A row printed only in another column (the invoice details beside the block) is skipped.
                if inColumn.isEmpty { continue }
                ids.formUnion(inColumn.map(\.id))
                lastBottom = Double(next.box.y1)
            }
        }
        return ids
    }

    /// The words of the row's segment that holds the label.
    private static func segment(of row: Row, around label: ClosedRange<Int>) -> [LayoutWord] {
        let labelIDs = Set(row.words[label].map(\.id))
        return segments(of: row).first { $0.contains { labelIDs.contains($0.id) } } ?? Array(row.words)
    }

    /// The row's runs of words: neighbours closer than a wide gap, left to right.
    private static func segments(of row: Row) -> [[LayoutWord]] {
        let byX = row.words.sorted { $0.box.x0 < $1.box.x0 }
        let wideGap = max(Double(row.box.height) * 4, 1)
        var segments: [[LayoutWord]] = []
        for word in byX {
            if let last = segments.last?.last, Double(word.box.x0 - last.box.x1) <= wideGap {
                segments[segments.count - 1].append(word)
            } else {
                segments.append([word])
            }
        }
        return segments
    }
}
