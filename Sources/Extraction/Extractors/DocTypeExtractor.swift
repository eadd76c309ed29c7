// The kind of document from its title: "חשבונית מס/קבלה", "חשבונית זיכוי", "קבלה", "Tax Invoice", …
// A title row near the top counts most; "מקור"/"העתק" (original/copy) are not types.

import DocumentModel

enum DocTypeExtractor: FieldExtractor {
    static let fields: [FieldName] = [.docType]

    /// Titles, most specific first; a longer match beats a shorter one on the same row.
    static let titles: [(KeywordSet, String)] = [
        (KeywordSet(["חשבונית מס/קבלה", "חשבונית מס קבלה", "חשבונית מס-קבלה", "חשבונית מס / קבלה", "TAX INVOICE/RECEIPT",
                     "TAX INVOICE RECEIPT"]), "tax_invoice_receipt"),
        (KeywordSet(["חשבונית זיכוי", "זיכוי", "CREDIT NOTE", "CREDIT INVOICE"]), "credit_note"),
        (KeywordSet(["תעודת משלוח", "DELIVERY NOTE", "DELIVERY ORDER"]), "delivery_note"),
        (KeywordSet(["חשבונית מס", "TAX INVOICE", "VAT INVOICE"]), "tax_invoice"),
        (KeywordSet(["חשבון עסקה", "חשבון תקופתי", "BILL", "STATEMENT", "CASH BILL", "UTILITY BILL"]), "bill"),
        (KeywordSet(["קבלה", "RECEIPT", "OFFICIAL RECEIPT", "CASH RECEIPT", "SALES RECEIPT", "Quittung", "Beleg"]),
         "receipt"),
        (KeywordSet(["INVOICE", "חשבונית", "Rechnung"]), "invoice"),
    ]
    /// Words that turn a title word into something else ("מס' חשבון" is an account number).
    private static let notTitles = KeywordSet(["מס' חשבון", "מספר חשבון", "חשבון בנק", "ACCOUNT", "BILL TO", "BILLED TO",
                                               "NO", "NUMBER", "DATE", "TOTAL", "RECEIPT NO"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("חשבונית מס/קבלה מס' 2291\nמקור", .docType, "tax_invoice_receipt"),
        ExtractorExample("חשבונית מס 10452", .docType, "tax_invoice"),
        ExtractorExample("חשבונית זיכוי 17", .docType, "credit_note"),
        ExtractorExample("חשבון תקופתי\nלתשלום עד: 30/04/2025", .docType, "bill"),
        ExtractorExample("קבלה", .docType, "receipt"),
        ExtractorExample("TAX INVOICE", .docType, "tax_invoice"),
        ExtractorExample("מס' חשבון בנק: 12-345-678901", .docType, nil),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for row in context.rows where !row.contains(notTitles) || row.words.count <= 2 {
            var best: (range: ClosedRange<Int>, type: String)?
            for (set, type) in titles {
                guard let range = row.match(set) else { continue }
                if let current = best, current.range.count >= range.count { continue }
                best = (range, type)
            }
            guard let best else { continue }
            let title = Array(row.words[best.range])
            let isTitleRow = row.words.count - title.count <= 2
            var strength = isTitleRow ? 0.8 : 0.5
            if row.page == 1 && row.verticalFraction < 0.35 { strength += 0.1 }
            candidates.append(Candidate(field: .docType, value: best.type,
                                        rule: isTitleRow ? "doc_type.title_row" : "doc_type.mention",
                                        strength: strength, words: title))
        }
        return candidates
    }
}
