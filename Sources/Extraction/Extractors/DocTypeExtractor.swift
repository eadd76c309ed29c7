// The kind of document from its title: "חשבונית מס/קבלה", "חשבונית זיכוי", "קבלה", "Tax Invoice", …
// A title row near the top counts most, more so in large print; "מקור"/"העתק" (original/copy) are not
// types. A type word that captions a number ("מס' חשבונית 958711", "חשבונית מס' 505523", "Bill No.
// 476984", "Receipt # A92823") names the kind of number printed, not the document: it is weak evidence
// and never decides between a title's "tax invoice" and "invoice".

import DocumentModel

enum DocTypeExtractor: FieldExtractor {
    static let fields: [FieldName] = [.docType]

    /// Titles, most specific first; a longer match beats a shorter one on the same row.
    /// A "VAT receipt" (UK) is a till receipt that shows the VAT in it: a `receipt`, as `corpus-foreign`
    /// labels it; `tax_invoice_receipt` is the Israeli חשבונית מס/קבלה, in English "Tax invoice/receipt".
    static let titles: [(KeywordSet, String)] = [
        (titleSet(["חשבונית מס/קבלה", "חשבונית מס קבלה", "חשבונית מס-קבלה", "חשבונית מס / קבלה", "TAX INVOICE/RECEIPT",
                   "TAX INVOICE RECEIPT", "TAX INVOICE / RECEIPT"]), "tax_invoice_receipt"),
        (titleSet(["חשבונית זיכוי", "זיכוי", "CREDIT NOTE", "CREDIT INVOICE"]), "credit_note"),
        (titleSet(["תעודת משלוח", "DELIVERY NOTE", "DELIVERY ORDER"]), "delivery_note"),
        (titleSet(["חשבונית מס", "TAX INVOICE", "VAT INVOICE"]), "tax_invoice"),
        // A proforma ("transaction account") is not a tax document: VAT cannot be claimed on it.
        (titleSet(["חשבון עסקה", "PROFORMA", "PRO FORMA", "PROFORMA INVOICE", "PRO-FORMA INVOICE"]), "proforma"),
        // A US restaurant's "guest check" is its bill.
        (titleSet(["חשבון", "חשבון תקופתי", "BILL", "STATEMENT", "CASH BILL", "UTILITY BILL", "GUEST CHECK"]), "bill"),
        (titleSet(["קבלה", "RECEIPT", "OFFICIAL RECEIPT", "CASH RECEIPT", "SALES RECEIPT", "VAT RECEIPT",
                   "TAX RECEIPT", "Quittung", "Beleg"]),
         "receipt"),
        (titleSet(["INVOICE", "חשבונית", "Rechnung"]), "invoice"),
    ]
    /// Words of a trade that hold a title's word and name no document: an accountant ("רואה חשבון",
    /// "משרד רואי חשבון") holds "חשבון", a bill. (Bookkeeping's "חשבונות", one letter from "חשבונית",
    /// is told apart by `TolerantText`.)
    static let tradeWords = ["רואה חשבון", "רואי חשבון", "רואת חשבון"]

    /// A set of titles that the trade words do not match.
    private static func titleSet(_ printed: [String]) -> KeywordSet { KeywordSet(printed, except: tradeWords) }

    /// Words that turn a title word into something else ("מס' חשבון" is an account number, "Bill to"
    /// starts the customer's block).
    private static let notTitles = KeywordSet(["מס' חשבון", "מספר חשבון", "חשבון בנק", "בנק", "סניף", "ACCOUNT",
                                               "BILL TO", "BILLED TO", "BILLING", "DATE", "TOTAL", "בצירוף", "החלפה",
                                               "PERIOD", "תקופת"])
    /// What may follow a title on its row: a number caption and the number ("VAT INVOICE No. 123").
    private static let numberCaptions = KeywordSet(["NO", "NUMBER", "#", "מס'", "מספר"])
    /// Types a single generic word names; followed by a number they caption it ("Invoice 78205").
    private static let genericTypes: Set<String> = ["invoice", "bill", "receipt"]
    /// How much taller than the page's typical word a title must be to count as printed large.
    static let prominentHeight = 1.3

    static let examples: [ExtractorExample] = [
        ExtractorExample("COFFEE HOUSE\nLatte | 12.50\nPlease keep this receipt for returns", .docType, "receipt",
                         rule: .docTypeMention),
        ExtractorExample("חשבונית מס/קבלה מס' 2291\nמקור", .docType, "tax_invoice_receipt", rule: .docTypeTitleRow),
        ExtractorExample("חשבונית מס 10452", .docType, "tax_invoice", rule: .docTypeTitleRow),
        ExtractorExample("חשבונית זיכוי 17", .docType, "credit_note", rule: .docTypeTitleRow),
        ExtractorExample("חשבון תקופתי\nלתשלום עד: 30/04/2025", .docType, "bill", rule: .docTypeTitleRow),
        ExtractorExample("קבלה", .docType, "receipt", rule: .docTypeTitleRow),
        ExtractorExample("TAX INVOICE", .docType, "tax_invoice", rule: .docTypeTitleRow),
        ExtractorExample("מס' חשבון בנק: 12-345-678901", .docType, nil),
        ExtractorExample("VAT INVOICE No. INV-2025-3121\nBill to:", .docType, "tax_invoice", rule: .docTypeTitleRow),
        ExtractorExample("VAT RECEIPT", .docType, "receipt", rule: .docTypeTitleRow),
        ExtractorExample("TAX INVOICE/RECEIPT No. 30417", .docType, "tax_invoice_receipt", rule: .docTypeTitleRow),
        ExtractorExample("KINNERET ROBOTICS | TAX INVOICE\nKinneret Robotics Ltd. | Invoice no. KR-2025-0147", .docType,
                         "tax_invoice", rule: .docTypeTitleRow),
        ExtractorExample("BILL No. 80271603\nBilling period: 9/12/25 - 11/11/25", .docType, "bill",
                         rule: .docTypeNumberCaption),
        ExtractorExample("חשבונ'ת מס/קבלה מס' 13845", .docType, "tax_invoice_receipt", rule: .docTypeTitleRow),
        ExtractorExample("חשבונית מס | גלנט תקשורת בע\"מ\nתאריך חשבונית: 15/09/2024\nפירוט חיובים\n"
                         + "שירותי סלולר | 80.00\nסה\"כ | 80.00\nתודה", .docType, "tax_invoice",
                         rule: .docTypeTitleRow),
        // A type word captioning a number, before or after the title, does not override the title.
        ExtractorExample("חשבונית מס קבלה\nמס' חשבונית 958711", .docType, "tax_invoice_receipt",
                         rule: .docTypeTitleRow),
        ExtractorExample("חשבונית מס / קבלה\nחשבונית מס' 505523", .docType, "tax_invoice_receipt",
                         rule: .docTypeTitleRow),
        ExtractorExample("TAX INVOICE\nReceipt # A92823", .docType, "tax_invoice", rule: .docTypeTitleRow),
        ExtractorExample("RECEIPT\nBill No. A48484", .docType, "receipt", rule: .docTypeTitleRow),
        ExtractorExample("חשבון עסקה 1042", .docType, "proforma", rule: .docTypeTitleRow),
        ExtractorExample("GUEST CHECK\nTable 53", .docType, "bill", rule: .docTypeTitleRow),
        ExtractorExample("KINGSWAY SERVICE STATION\nPREMIUM UNLEADED | 82.52\nVISA ****1930 | 82.52", .docType, "receipt",
                         rule: .docTypePaidWithoutTitle),
        ExtractorExample("KINGSWAY SERVICE STATION\nPREMIUM UNLEADED | 82.52", .docType, nil),
        // The number's caption "חשבונית מס'" printed apart from its number, a colon between: not the title.
        ExtractorExample("חשבונית מס קבלה\nחשבונית מס' | : 88397\nבנזין 98 | 269.60\nמע\"מ 17% | 45.83\nסה\"כ | 315.43\n"
                         + "תשלום ויזה\nכרטיס 8421\nתודה\nלהתראות", .docType, "tax_invoice_receipt", rule: .docTypeTitleRow),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        let typicalHeight = typicalWordHeight(context.rows)
        var candidates: [Candidate] = []
        for row in context.rows where !row.contains(notTitles) {
            var best: (range: ClosedRange<Int>, type: String)?
            for (set, type) in titles {
                guard let range = row.match(set) else { continue }
                if let current = best, current.range.count >= range.count { continue }
                best = (range, type)
            }
            guard var best else { continue }
            // "חשבונית מס' 505523", "חשבונית מס' : 88397": the "מס'" with its geresh is "No.", not
            // "tax" — an invoice number's caption (a colon OCR read as a word of its own between them).
            let number = row.words[(best.range.upperBound + 1)...].first { $0.text.contains { $0.isLetter || $0.isNumber } }
            let numberedByGeresh = best.type == "tax_invoice" && best.range.count == 2
                && endsWithGeresh(row.words[best.range.upperBound].text) && number.map(hasDigits) == true
            if numberedByGeresh { best.type = "invoice" }
            let title = Array(row.words[best.range])
            // The title is judged with what is printed beside it, not across a wide gap: "חשבונית מס"
            // at one edge of the header, the company's name at the other.
            let titleIDs = Set(title.map(\.id))
            let segment = row.segments.first { $0.contains { titleIDs.contains($0.id) } } ?? row.words
            let rest = segment.count - segment.filter { titleIDs.contains($0.id) }.count
            let next = best.range.upperBound + 1 < row.words.count ? row.words[best.range.upperBound + 1] : nil
            let numbered = next.map { numberCaptions.matches($0.tokens) } ?? false
            let isTitleRow = rest <= 1 || (rest <= 3 && numbered)
            let precededByCaption = best.range.lowerBound > 0
                && numberCaptions.matches(row.words[best.range.lowerBound - 1].tokens)
            // "Invoice no. KR-2025-0147", "Bill No. 476984", "Receipt # A92823", "INVOICE 78205": a
            // generic type word before a number captions it; the title may be printed elsewhere.
            let isCaption = numberedByGeresh || precededByCaption
                || (genericTypes.contains(best.type) && best.range.count == 1
                    && (numbered || isFollowedByNumber(row.words[(best.range.upperBound + 1)...])))
            var strength = isCaption ? 0.4 : isTitleRow ? 0.8 : 0.5
            if row.page == 1 && row.verticalFraction < 0.35 { strength += 0.1 }
            if !isCaption, let typicalHeight, title.medianHeight >= prominentHeight * typicalHeight { strength += 0.1 }
            let rule = isCaption ? RuleID.docTypeNumberCaption : isTitleRow ? RuleID.docTypeTitleRow : RuleID.docTypeMention
            candidates.append(Candidate(field: .docType, value: best.type, rule: rule, strength: strength, words: title))
        }
        // A slip that names no type but says how it was paid (a fuel pump's, a till's) is a receipt. A
        // type word that only captions a number ("Bill No. 476984") names the number, not the slip: a
        // paid one may still be a receipt, so that stays on the table as the runner-up, and the caption
        // wins by its margin, not by being alone.
        if candidates.allSatisfy({ $0.rule.id == RuleID.docTypeNumberCaption && $0.value != "receipt" }),
           let payment = PaymentMethodExtractor.candidates(in: context).max(by: { $0.strength < $1.strength }) {
            candidates.append(Candidate(field: .docType, value: "receipt", rule: RuleID.docTypePaidWithoutTitle,
                                        strength: paidWithoutTitleStrength, words: payment.words))
        }
        return candidates
    }

    /// The strength of `receipt` for a paid document without a title: below any type word printed.
    static let paidWithoutTitleStrength = 0.3

    private static func endsWithGeresh(_ text: String) -> Bool {
        guard let last = text.last else { return false }
        return ["'", "\u{05F3}", "\u{2019}", "`"].contains(last)
    }

    /// Whether a number follows, at most behind one short caption ("#", "No.", "מס'" however OCR
    /// read it: "‘on").
    private static func isFollowedByNumber(_ words: ArraySlice<LayoutWord>) -> Bool {
        for (offset, word) in words.prefix(2).enumerated() {
            if hasDigits(word) { return true }
            if offset > 0 || word.text.filter({ $0.isLetter || $0.isNumber }).count > 3 { return false }
        }
        return false
    }

    private static func hasDigits(_ word: LayoutWord) -> Bool {
        word.text.filter(\.isNumber).count >= 2
    }


    /// The median height of the document's legible words (nil without any).
    private static func typicalWordHeight(_ rows: [Row]) -> Double? {
        let words = rows.flatMap(\.words).filter { $0.text.filter { $0.isLetter || $0.isNumber }.count >= 2 }
        return words.isEmpty ? nil : words.medianHeight
    }
}

extension RuleID {
    static let docTypeMention = RuleID("doc_type.mention")
    static let docTypeNumberCaption = RuleID("doc_type.number_caption")
    static let docTypeTitleRow = RuleID("doc_type.title_row")
    static let docTypePaidWithoutTitle = RuleID("doc_type.paid_without_title")
}
