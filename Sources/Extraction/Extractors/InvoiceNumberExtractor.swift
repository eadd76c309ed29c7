// The document's own number: after "חשבונית מס מספר", "מס' חשבונית", "קבלה מס'", "Invoice No",
// "Receipt #", "Document No"; a token with digits that is neither a date nor an amount.

import DocumentModel
import Foundation

enum InvoiceNumberExtractor: FieldExtractor {
    static let fields: [FieldName] = [.invoiceNumber]

    static let labels = KeywordSet(["חשבונית מס מספר", "חשבונית מס מס'", "מספר חשבונית", "מס' חשבונית", "חשבונית מס'",
                                    "חשבונית מספר", "קבלה מס'", "מספר קבלה", "מס' קבלה", "מספר מסמך", "מס' מסמך",
                                    "חשבונית מס/קבלה מס'", "חשבונית מס קבלה מספר", "חשבונית זיכוי מס'", "מס' תעודה",
                                    "INVOICE NO", "INVOICE NUMBER", "INVOICE #", "INV NO", "INV #", "INVOICE",
                                    "RECEIPT NO", "RECEIPT #", "RECEIPT NUMBER", "BILL NO", "DOC NO", "DOCUMENT NO",
                                    "CASH BILL NO", "RECEIPT", "Rechnung Nr", "Beleg Nr"])
    static let weakLabels = KeywordSet(["חשבונית מס", "חשבונית", "קבלה", "NO", "REF NO", "TRANS NO"])
    static let notNumbers = KeywordSet(["הקצאה", "לקוח", "CUSTOMER", "ACCOUNT", "עוסק", "ח.פ", "GST", "REG", "TEL",
                                        "PHONE", "טל", "DATE", "תאריך"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("חשבונית מס מספר 10452", .invoiceNumber, "10452"),
        ExtractorExample("Document No : TD01167104", .invoiceNumber, "TD01167104"),
        ExtractorExample("Invoice # 2024-0153", .invoiceNumber, "2024-0153"),
        ExtractorExample("מספר הקצאה: 123456789", .invoiceNumber, nil),
        ExtractorExample("Invoice Date: 12/03/2024", .invoiceNumber, nil),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for (set, rule, strength) in [(labels, "invoice_number.label", 0.8), (weakLabels, "invoice_number.weak_label", 0.5)] {
            for pair in context.layout.labelledValues(set, excluding: notNumbers, allowNextRow: false, read: read) {
                candidates.append(Candidate(field: .invoiceNumber, value: pair.value, rule: rule,
                                            strength: strength * pair.placement.weight, words: pair.allWords))
            }
        }
        return candidates
    }

    /// The first word (skipping "#", ":", "No") that holds at least three digits and is not a date or amount.
    static func read(_ words: [LayoutWord]) -> (String, [LayoutWord])? {
        for word in words.prefix(3) {
            let text = word.text.trimmingCharacters(in: CharacterSet(charactersIn: ":#.;,()[]"))
            if text.isEmpty || ["no", "nr", "מס'", "מספר", "#"].contains(text.lowercased()) { continue }
            let digits = text.digitsOnly.count
            let isDate = !DateParser.dates(in: text, monthFirst: false).isEmpty
            guard digits >= 3, digits * 2 >= text.count, !isDate, AmountParser.parse(text) == nil,
                  text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-/".contains($0)) }) else { return nil }
            return (text, [word])
        }
        return nil
    }
}
