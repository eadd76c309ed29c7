// The kind of document from its title: "חשבונית מס/קבלה", "חשבונית זיכוי", "קבלה", "Tax Invoice", …
// A title row near the top counts most; "מקור"/"העתק" (original/copy) are not types.

import DocumentModel

enum DocTypeExtractor: FieldExtractor {
    static let fields: [FieldName] = [.docType]

    /// Titles, most specific first; a longer match beats a shorter one on the same row.
    /// "VAT receipt" (UK) is a receipt that is also a VAT invoice.
    static let titles: [(KeywordSet, String)] = [
        (KeywordSet(["חשבונית מס/קבלה", "חשבונית מס קבלה", "חשבונית מס-קבלה", "חשבונית מס / קבלה", "TAX INVOICE/RECEIPT",
                     "TAX INVOICE RECEIPT", "VAT RECEIPT", "TAX RECEIPT"]), "tax_invoice_receipt"),
        (KeywordSet(["חשבונית זיכוי", "זיכוי", "CREDIT NOTE", "CREDIT INVOICE"]), "credit_note"),
        (KeywordSet(["תעודת משלוח", "DELIVERY NOTE", "DELIVERY ORDER"]), "delivery_note"),
        (KeywordSet(["חשבונית מס", "TAX INVOICE", "VAT INVOICE"]), "tax_invoice"),
        (KeywordSet(["חשבון", "חשבון עסקה", "חשבון תקופתי", "BILL", "STATEMENT", "CASH BILL", "UTILITY BILL"]), "bill"),
        (KeywordSet(["קבלה", "RECEIPT", "OFFICIAL RECEIPT", "CASH RECEIPT", "SALES RECEIPT", "Quittung", "Beleg"]),
         "receipt"),
        (KeywordSet(["INVOICE", "חשבונית", "Rechnung"]), "invoice"),
    ]
    /// Words that turn a title word into something else ("מס' חשבון" is an account number, "Bill to"
    /// starts the customer's block).
    private static let notTitles = KeywordSet(["מס' חשבון", "מספר חשבון", "חשבון בנק", "בנק", "סניף", "ACCOUNT",
                                               "BILL TO", "BILLED TO", "BILLING", "DATE", "TOTAL", "בצירוף", "החלפה",
                                               "PERIOD", "תקופת"])
    /// What may follow a title on its row: a number caption and the number ("VAT INVOICE No. 123").
    private static let numberCaptions = KeywordSet(["NO", "NUMBER", "#", "מס'", "מספר"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("חשבונית מס/קבלה מס' 2291\nמקור", .docType, "tax_invoice_receipt"),
        ExtractorExample("חשבונית מס 10452", .docType, "tax_invoice"),
        ExtractorExample("חשבונית זיכוי 17", .docType, "credit_note"),
        ExtractorExample("חשבון תקופתי\nלתשלום עד: 30/04/2025", .docType, "bill"),
        ExtractorExample("קבלה", .docType, "receipt"),
        ExtractorExample("TAX INVOICE", .docType, "tax_invoice"),
        ExtractorExample("מס' חשבון בנק: 12-345-678901", .docType, nil),
        ExtractorExample("VAT INVOICE No. INV-2025-3121\nBill to:", .docType, "tax_invoice"),
        ExtractorExample("VAT RECEIPT", .docType, "tax_invoice_receipt"),
        ExtractorExample("KINNERET ROBOTICS | TAX INVOICE\nKinneret Robotics Ltd. | Invoice no. KR-2025-0147", .docType,
                         "tax_invoice"),
        ExtractorExample("BILL No. 80271603\nBilling period: 9/12/25 - 11/11/25", .docType, "bill"),
        ExtractorExample("חשבונ'ת מס/קבלה מס' 13845", .docType, "tax_invoice_receipt"),
        ExtractorExample("חשבונית מס | גלנט תקשורת בע\"מ\nתאריך חשבונית: 15/09/2024\nפירוט חיובים\n"
                         + "שירותי סלולר | 80.00\nסה\"כ | 80.00\nתודה", .docType, "tax_invoice"),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for row in context.rows where !row.contains(notTitles) {
            var best: (range: ClosedRange<Int>, type: String)?
            for (set, type) in titles {
                guard let range = row.match(set) else { continue }
                if let current = best, current.range.count >= range.count { continue }
                best = (range, type)
            }
            guard let best else { continue }
            let title = Array(row.words[best.range])
            // The title is judged with what is printed beside it, not across a wide gap: "חשבונית מס"
            // at one edge of the header, the company's name at the other.
            let titleIDs = Set(title.map(\.id))
            let segment = row.segments.first { $0.contains { titleIDs.contains($0.id) } } ?? row.words
            let rest = segment.count - segment.filter { titleIDs.contains($0.id) }.count
            let numbered = best.range.upperBound + 1 < row.words.count
                && numberCaptions.matches(row.words[best.range.upperBound + 1].tokens)
            let isTitleRow = rest <= 1 || (rest <= 3 && numbered)
            // "Invoice no. KR-2025-0147" captions the number of any kind of invoice: the title
            // ("TAX INVOICE") may be printed elsewhere.
            let isCaption = numbered && best.type == "invoice" && rest >= 2
            var strength = isCaption ? 0.6 : isTitleRow ? 0.8 : 0.5
            if row.page == 1 && row.verticalFraction < 0.35 { strength += 0.1 }
            let rule = isCaption ? "doc_type.number_caption" : isTitleRow ? "doc_type.title_row" : "doc_type.mention"
            candidates.append(Candidate(field: .docType, value: best.type, rule: rule, strength: strength, words: title))
        }
        return candidates
    }
}
