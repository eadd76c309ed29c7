// The VAT amount of a tax table, read by its column: European invoices print the tax under a
// column header ("BTW % | Grondslag | BTW bedrag | Totaal" over "21% 41,31 8,68 49,99"), not
// beside a label of its own.

import DocumentModel
import Foundation

enum TaxTableColumn {
    /// Headers of a tax-amount column.
    static let headers = KeywordSet(["BTW bedrag", "BTW-bedrag", "VAT amount", "Tax amount", "GST amount", "MwSt-Betrag",
                                     "MwSt Betrag", "USt-Betrag", "Montant TVA", "Montant de TVA", "Importe IVA",
                                     "Importo IVA", "סכום מע\"מ"])
    /// How many rows under its header a tax table runs at most.
    static let reach = 4

    /// The tax amount of the last table whose header names a tax-amount column: the amount under
    /// the header in its last row when the rows above add up to it (a totals row) or show the same
    /// amount, otherwise the sum of the column (one row per rate). Nil without such a table.
    static func vatAmount(in layout: Layout) -> (value: Decimal, words: [LayoutWord])? {
        var found: (value: Decimal, words: [LayoutWord])?
        for header in layout.rows where header.amounts().isEmpty {
            guard let match = header.match(headers),
                  let box = BoundingBox.union(header.words[match].map(\.box)) else { continue }
            let slack = Double(box.height)
            let column = layout.rows.dropFirst(header.index + 1).prefix(reach).prefix { $0.page == header.page }
                .map { row in
                    row.amounts().first { amount in
                        amount.word.box.midX >= Double(box.x0) - slack && amount.word.box.midX <= Double(box.x1) + slack
                    }
                }
                .prefix { $0 != nil }.compactMap { $0 }
            guard let last = column.last else { continue }
            let others = column.dropLast().map(\.value)
            let isTotalsRow = others.isEmpty || others.allSatisfy { $0 == last.value } || others.reduce(0, +) == last.value
            let value = isTotalsRow ? last.value : column.map(\.value).reduce(0, +)
            found = (value, header.words[match] + column.map(\.word))
        }
        return found
    }
}
