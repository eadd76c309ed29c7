// The document's own number: after "חשבונית מס מספר", "מס' חשבונית", "קבלה מס'", "Invoice No",
// "Receipt #", "Document No"; a token with digits that is neither a date nor an amount.

import DocumentModel
import Foundation

enum InvoiceNumberExtractor: FieldExtractor {
    static let fields: [FieldName] = [.invoiceNumber]

    static let labels = KeywordSet(["חשבונית מס מספר", "חשבונית מס מס'", "מספר חשבונית", "מס' חשבונית", "חשבונית מס'",
                                    "חשבונית מספר", "קבלה מס'", "מספר קבלה", "מס' קבלה", "מספר מסמך", "מס' מסמך", "מסמך",
                                    "חשבונית מס/קבלה מס'", "חשבונית מס קבלה מספר", "חשבונית זיכוי מס'", "מס' תעודה",
                                    "INVOICE NO", "INVOICE NUMBER", "INVOICE #", "INV NO", "INV #", "INVOICE",
                                    "RECEIPT NO", "RECEIPT #", "RECEIPT NUMBER", "BILL NO", "DOC NO", "DOCUMENT NO",
                                    "CASH BILL NO", "RECEIPT", "Rechnung Nr", "Beleg Nr", "חשבון מס'", "חשבון מספר",
                                    "חשבון תקופתי מס'", "חשבון תקופתי מספר", "חשבון עסקה מס'", "חשבון עסקה מספר"])
    /// Any document type's title with a number caption labels the document's number: "Statement #
    /// 899991", "Bill number 988556", "קבלה מס' 647402", "תעודת משלוח מספר 311" — built from the titles
    /// `DocTypeExtractor` knows, not listed one by one.
    static let titleNumberLabels = KeywordSet(DocTypeExtractor.titles.flatMap { titles, _ in
        titles.keywords.flatMap { title in ["NO", "NUMBER", "#", "מס'", "מספר"].map { title.printed + " " + $0 } }
    }, except: DocTypeExtractor.tradeWords)
    /// An order's number names the document when it is an order confirmation; an invoice number wins.
    static let orderLabels = KeywordSet(["ORDER NO", "ORDER #", "ORDER NUMBER", "ORDER", "הזמנה מס'", "מספר הזמנה",
                                         "מס' הזמנה"])
    /// Labels that name the document's number only when nothing better is printed: a till's
    /// transaction or ticket number, a restaurant's check number.
    static let weakLabels = KeywordSet(["חשבונית מס", "חשבונית", "קבלה", "NO", "REF NO", "TRANS NO", "TRANS #",
                                        "TRANSACTION NO", "TRANSACTION #", "TICKET", "TICKET NO", "TICKET #", "CHECK #",
                                        "CHECK NO", "CHK #"])
    /// Rows whose numbers are something else: allocation, customer, account and registration numbers,
    /// phones, dates, a bank account ("בנק ... סניף ... חשבון מס'"), the customer's purchase order, the
    /// invoice a credit note refers to ("בגין חשבונית מס/קבלה מס' 18877").
    static let notNumbers = KeywordSet(["הקצאה", "לקוח", "CUSTOMER", "ACCOUNT", "עוסק", "ח.פ", "GST", "REG", "TEL",
                                        "PHONE", "טל", "DATE", "תאריך", "REGISTRATION", "VAT NO", "VAT NUMBER", "TAX ID",
                                        "בנק", "סניף", "PURCHASE ORDER", "PO NO", "YOUR ORDER", "בגין", "בהתייחס",
                                        "REGISTERED", "COMPANY NO", "CRO"])
    /// Words read through between a label and its number: "No", "#", "מס'" and its Latin misreadings
    /// ("'on", "‘DN"), and the rest of a document title ("חשבונית מס קבלה 665497").
    /// "מסי" is "מס'" with its geresh read as a yod.
    private static let skippedWords: Set<String> = ["no", "nr", "מס'", "מספר", "#", "/", "קבלה", "מס/קבלה", "מס", "/קבלה",
                                                    "מקור", "העתק", "מסי", "number"]
    private static let quoteMarks: Set<Character> = ["'", "‘", "’", "\"", "״", "׳", "`"]

    static let examples: [ExtractorExample] = [
        ExtractorExample("COFFEE HOUSE\nTRANS NO: 58213\nTOTAL | 12.50", .invoiceNumber, "58213", rule: .invoiceNumberWeakLabel),
        ExtractorExample("חשבונית מס מספר 10452", .invoiceNumber, "10452", rule: .invoiceNumberLabel),
        ExtractorExample("Document No : TD01167104", .invoiceNumber, "TD01167104", rule: .invoiceNumberLabel),
        ExtractorExample("Invoice # 2024-0153", .invoiceNumber, "2024-0153", rule: .invoiceNumberLabel),
        ExtractorExample("מספר הקצאה: 123456789", .invoiceNumber, nil),
        ExtractorExample("Invoice Date: 12/03/2024", .invoiceNumber, nil),
        ExtractorExample("Order Confirmation\nOrder #165-2765847", .invoiceNumber, "165-2765847",
                         rule: .invoiceNumberOrderLabel),
        ExtractorExample("Order #165-2765847\nInvoice No 10452", .invoiceNumber, "10452", rule: .invoiceNumberLabel),
        // The number under the document's title is its own, above the order's it was made for.
        ExtractorExample("חשבונית מס/קבלה\nמס' 79731\nמס' הזמנה 753198108", .invoiceNumber, "79731",
                         rule: .invoiceNumberUnderTitle),
        // Its caption misread ("מס'" as "OD"), the number on the row under the title still names it.
        ExtractorExample("חשבונית מס/קבלה\nבוקס OD 79731\nבאר שבע\nסה\"כ | 176.50", .invoiceNumber, "79731",
                         rule: .invoiceNumberBelowTitle),
        ExtractorExample("חשבונית מס-קבלה\nמקור - לקוח\n907672 [non ton\nתאריך 12.03.2026\nמדבקות | 10.36\nמחברת | 12.00\n"
                         + "עט | 5.00\nמע\"מ 18% | 4.17\nסה\"כ | 27.36\nאשראי", .invoiceNumber, "907672", rule: .invoiceNumberBelowTitle),
        ExtractorExample("חשבונית מס/קבלה\nשירות לקוחות 04-8488767\nבאר שבע\nסה\"כ | 176.50", .invoiceNumber, nil),
        ExtractorExample("ORCHARD MART\nRECEIPT\nTRANS # INV-2023-4807\nTOTAL | 12.50", .invoiceNumber, "INV-2023-4807",
                         rule: .invoiceNumberSelfNamed),
        ExtractorExample("ORCHARD MART\nRECEIPT\nTRANS # 4807\nTOTAL | 12.50", .invoiceNumber, "4807",
                         rule: .invoiceNumberWeakLabel),
        ExtractorExample("BLUE TRATTORIA\nCHECK # R-60412\nTable 12\nTOTAL | 88.00", .invoiceNumber, "R-60412",
                         rule: .invoiceNumberWeakLabel),
        ExtractorExample("יעל רוזן - תרגום ועריכה\nקבלה\n‘on מסמך 50-67741\nסה\"כ | 350.00", .invoiceNumber, "50-67741",
                         rule: .invoiceNumberLabel),
        ExtractorExample("GUEST CHECK\nInvoice # INV-2024- 4848\nTOTAL | 40.00", .invoiceNumber, "INV-2024-4848",
                         rule: .invoiceNumberLabel),
        ExtractorExample("חשבון תקופתי מס' 33674145", .invoiceNumber, "33674145", rule: .invoiceNumberLabel),
        ExtractorExample("חשבונית מס קבלה 'on 29119", .invoiceNumber, "29119", rule: .invoiceNumberLabel),
        ExtractorExample("בנק לאומי סניף 802 חשבון מס' 123456", .invoiceNumber, nil),
        ExtractorExample("VAT Registration No: GB800251587", .invoiceNumber, nil),
        ExtractorExample("חשבונית מס / קבלה 10234", .invoiceNumber, "10234", rule: .invoiceNumberLabel),
        ExtractorExample("חשבון תקופתי מס' 771045982 תאריך: 05/11/2026", .invoiceNumber, "771045982",
                         rule: .invoiceNumberLabel),
        ExtractorExample("Invoice No 10452 Customer No 88231", .invoiceNumber, "10452", rule: .invoiceNumberLabel),
        ExtractorExample("Customer Invoice No 88231", .invoiceNumber, nil),
        ExtractorExample("חשבונית זיכוי מס' 3021\nבגין חשבונית מס/קבלה מס' 18877 מיום 21/09/2026", .invoiceNumber, "3021",
                         rule: .invoiceNumberLabel),
        ExtractorExample("נועה ברגר | חשבונית מס / קבלה\nעוסק מורשה\nמספר: 20481", .invoiceNumber, "20481",
                         rule: .invoiceNumberUnderTitle),
        ExtractorExample("נועה ברגר\nעוסק מורשה\nמספר: 20481", .invoiceNumber, nil),
        ExtractorExample("Evergreen Wireless Ltd | Monthly Bill\n116 Queen Street | Statement # 899991", .invoiceNumber,
                         "899991", rule: .invoiceNumberTitleNumber),
        ExtractorExample("Monthly Bill\nBill number 988556", .invoiceNumber, "988556", rule: .invoiceNumberTitleNumber),
        ExtractorExample("קבלה מסי 647402", .invoiceNumber, "647402", rule: .invoiceNumberTitleNumber),
        ExtractorExample("איתי פרץ - תרגום ועריכה | חשבונית מס/קבלה\nרחוב הנביאים 48 | מס' 037606", .invoiceNumber, "037606",
                         rule: .invoiceNumberUnderTitle),
        ExtractorExample("The Crooked Tavern\nTable Bill\nCheck # - INV-2024-9343\nTOTAL | 40.00", .invoiceNumber,
                         "INV-2024-9343", rule: .invoiceNumberSelfNamed),
        ExtractorExample("REGISTERED IN IRELAND NO. 299770\nVAT RECEIPT\nTICKET INV-2026-3227", .invoiceNumber,
                         "INV-2026-3227", rule: .invoiceNumberSelfNamed),
        ExtractorExample("REGISTERED IN IRELAND NO. 299770\nVAT RECEIPT\nTICKET 3227", .invoiceNumber, "3227",
                         rule: .invoiceNumberWeakLabel),
        ExtractorExample("Registered in England No. 08451234", .invoiceNumber, nil),
        ExtractorExample("INVOICE INV- 2025-7257", .invoiceNumber, "INV-2025-7257", rule: .invoiceNumberLabel),
        ExtractorExample("INVOICE TO 12 Main Street", .invoiceNumber, nil),
        ExtractorExample("Uncle Joe's Kitchen\nGUEST CHECK\nOrder # INV-2024- 4848\nTOTAL | 40.00", .invoiceNumber,
                         "INV-2024-4848", rule: .invoiceNumberSelfNamed),
        ExtractorExample("Uncle Joe's Kitchen\nGUEST CHECK\nOrder # INV- 2024-4848\nTOTAL | 40.00", .invoiceNumber,
                         "INV-2024-4848", rule: .invoiceNumberSelfNamed),
        ExtractorExample("BLUE TRATTORIA\nCHECK #& R-60412\nTable 12\nTOTAL | 88.00", .invoiceNumber, "R-60412",
                         rule: .invoiceNumberWeakLabel),
    ]
    /// A number caption starting a row: the number of a title printed on a row above.
    private static let numberCaptions = KeywordSet(["מספר", "מס'", "NO", "NUMBER", "#"])

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for (set, rule, strength) in [(labels, RuleID.invoiceNumberLabel, 0.8),
                                      (titleNumberLabels, RuleID.invoiceNumberTitleNumber, 0.75),
                                      (orderLabels, RuleID.invoiceNumberOrderLabel, 0.6),
                                      (weakLabels, RuleID.invoiceNumberWeakLabel, 0.5)] {
            for pair in context.layout.labelledValues(set, allowNextRow: false, read: read)
            where !namesAnotherNumber(pair) && !pair.label.contains(where: isNumberPrefix) {
                candidates.append(Candidate(field: .invoiceNumber, value: pair.value, rule: rule,
                                            strength: strength * pair.placement.weight, words: pair.allWords))
            }
        }
        candidates += numbersUnderTitles(in: context)
        candidates += numbersBelowTitles(in: context)
        candidates += selfNamedNumbers(in: context)
        return candidates
    }

    /// A number that names itself an invoice's ("INV-2024-9343", "INV65464"), whatever caption stands
    /// before it ("Check # -", "Order #", "TICKET"), a number split after its hyphen joined.
    private static func selfNamedNumbers(in context: ExtractionContext) -> [Candidate] {
        context.rows.flatMap { row -> [Candidate] in
            row.words.indices.compactMap { index -> Candidate? in
                let text = row.words[index].text.trimming(numberMarks)
                guard text.uppercased().hasPrefix("INV"), !row.contains(notNumbers),
                      let (value, words) = read(Array(row.words[index...])), value.uppercased().hasPrefix("INV")
                else { return nil }
                return Candidate(field: .invoiceNumber, value: value, rule: RuleID.invoiceNumberSelfNamed,
                                 strength: selfNamedStrength, words: words)
            }
        }
    }

    /// A label word that is the start of the number OCR split, not its caption: "INV" of "INV-2024-
    /// 4848" or "INV- 2024-4848" (the keyword "INV #" is the token "inv") labels no "4848" or
    /// "2024-4848" — a word holding three digits, or letters ending in a hyphen.
    private static func isNumberPrefix(_ word: LayoutWord) -> Bool {
        word.text.digitsOnly.count >= 3 || (word.text.hasSuffix("-") && word.text.contains(where: \.isLetter))
    }

    /// Below a labelled invoice number's (0.8), above an order's or a till's (0.6, 0.5).
    static let selfNamedStrength = 0.7
    /// The number under the document's title names the document: above an order's number (0.6), which
    /// an invoice prints for the order it bills.
    static let underTitleStrength = 0.65

    /// "חשבונית מס / קבלה" over "מספר: 20481": a document title and, on one of the two rows under it,
    /// a row that starts with a number caption.
    private static func numbersUnderTitles(in context: ExtractionContext) -> [Candidate] {
        context.rows.compactMap { row -> Candidate? in
            // The caption starts the row or one of its columns ("רחוב הנביאים 48      מס' 037606").
            let columnStarts = Set(row.segments.compactMap { segment in
                row.words.firstIndex { $0.id == (row.isRTL ? segment.last : segment.first)?.id }
            })
            guard let caption = row.match(numberCaptions), columnStarts.contains(caption.lowerBound) || caption.lowerBound == 0,
                  !row.contains(notNumbers),
                  let (value, words) = read(Array(row.wordsAfter(caption))) else { return nil }
            guard hasTitle(above: row, in: context) else { return nil }
            return Candidate(field: .invoiceNumber, value: value, rule: RuleID.invoiceNumberUnderTitle,
                             strength: underTitleStrength, words: Array(row.words[caption]) + words)
        }
    }

    /// "חשבונית מס/קבלה" over "OD 79731": the first number of five digits or more on one of the two
    /// header rows under a document title (a copy's designation may stand between), its caption
    /// misread. It names the document too weakly to win (below an order's number), but as a rival it
    /// keeps an order's number from being sure. With no caption to confirm it, only a number
    /// Tesseract read clearly counts (a blurred photo's "2000009" for "202390350" does not), and
    /// never one shaped like an Israeli phone number.
    private static func numbersBelowTitles(in context: ExtractionContext) -> [Candidate] {
        context.rows.compactMap { row -> Candidate? in
            guard context.layout.headerRows.contains(row.index), !row.contains(notNumbers), hasTitle(above: row, in: context)
            else { return nil }
            let ordered = row.isRTL ? row.words.reversed() : row.words
            let number = ordered.lazy.map { ($0, $0.text.trimming(numberMarks)) }.first { word, text in
                word.confidence >= belowTitleReadingConfidence && text.digitsOnly.count >= 5 && isDocumentNumber(text)
                    && !hasPhoneShape(text)
            }
            guard let (word, value) = number else { return nil }
            return Candidate(field: .invoiceNumber, value: value, rule: RuleID.invoiceNumberBelowTitle,
                             strength: belowTitleStrength, words: [word])
        }
    }

    /// Whether one of the two rows above `row` on its page holds a document title.
    private static func hasTitle(above row: Row, in context: ExtractionContext) -> Bool {
        let titles = DocTypeExtractor.titles.map(\.0)
        return context.rows.contains { other in
            other.page == row.page && (row.index - 2..<row.index).contains(other.index) && titles.contains { other.contains($0) }
        }
    }

    /// Marks read around a number ("#", ":", brackets), trimmed from it.
    private static let numberMarks = CharacterSet(charactersIn: ":#.;,()[]")
    /// Whether the text has an Israeli phone number's shape ("04-8488767", "0521234567"): `0`, one
    /// or two digits, a hyphen or none, seven digits (`^0\d{1,2}-?\d{7}$`, a digit any decimal digit;
    /// a line break at the end allowed, as `$` allows it).
    static func hasPhoneShape(_ text: String) -> Bool {
        var scalars = Array(text.unicodeScalars)
        if scalars.last.map(isLineBreak) == true {
            scalars.removeLast()
            if scalars.last == "\r", text.unicodeScalars.last == "\n" { scalars.removeLast() }
        }
        let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .decimalNumber }
        guard scalars.first == "0" else { return false }
        let rest = scalars.dropFirst()
        if let hyphen = rest.firstIndex(of: "-") {
            let head = rest[..<hyphen], tail = rest[(hyphen + 1)...]
            return (1...2).contains(head.count) && head.allSatisfy(isDigit) && tail.count == 7 && tail.allSatisfy(isDigit)
        }
        return (8...9).contains(rest.count) && rest.allSatisfy(isDigit)
    }

    /// The line breaks a regular expression's `$` may stand before at the end of the text.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    /// Below an order's number (0.6).
    static let belowTitleStrength = 0.55
    /// The OCR confidence a number below a title needs.
    static let belowTitleReadingConfidence = 0.6

    /// Whether the words up to the value say it is another number ("מספר הקצאה", "Customer No"); words
    /// after it belong to the row's next pair ("חשבון תקופתי מס' 771045982 תאריך: 05/11/2026"). A value
    /// read before its label is judged by the whole row.
    private static func namesAnotherNumber(_ pair: LabelledValue<String>) -> Bool {
        guard pair.placement == .sameRow, let value = pair.valueWords.last,
              let end = pair.row.words.firstIndex(where: { $0.box == value.box && $0.page == value.page })
        else { return pair.row.contains(notNumbers) }
        return notNumbers.matches(pair.row.words[...end].flatMap(\.tokens))
    }

    /// The first word (skipping "#", ":", "No", misread "מס'") that holds at least three digits and is
    /// not a date or amount.
    static func read(_ words: [LayoutWord]) -> (String, [LayoutWord])? {
        let words = Array(words.prefix(3))
        for (position, word) in words.enumerated() {
            let text = word.text.trimming(numberMarks)
            // Marks alone ("#&" for "#") are read through as a caption's debris.
            if text.isEmpty || skippedWords.contains(text.lowercased()) || isMisreadAbbreviation(text)
                || !text.contains(where: { $0.isLetter || $0.isNumber }) { continue }
            // A number OCR split after a hyphen ("INV-2024- 4848", "INV- 2025-7257") is one number.
            if text.hasSuffix("-"), position + 1 < words.count, words[position + 1].text.first?.isNumber == true,
               words[position + 1].text.allSatisfy({ $0.isNumber || "-/".contains($0) }),
               isDocumentNumber(text + words[position + 1].text) {
                return (text + words[position + 1].text, [word, words[position + 1]])
            }
            return isDocumentNumber(text) ? (text, [word]) : nil
        }
        return nil
    }

    /// At least three digits, half the characters or more, letters, digits, "-" and "/" only; not a
    /// date or an amount.
    private static func isDocumentNumber(_ text: String) -> Bool {
        let digits = text.digitsOnly.count
        return digits >= 3 && digits * 2 >= text.count && DateParser.dates(in: text, monthFirst: false).isEmpty
            && AmountParser.parse(text) == nil
            && text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-/".contains($0)) })
    }

    /// A short word with a quote mark and no digit: "מס'" as OCR reads it in a Hebrew title ("'on",
    /// "‘DN", "מטס'").
    private static func isMisreadAbbreviation(_ text: String) -> Bool {
        text.count <= 4 && !text.contains(where: \.isNumber) && text.contains(where: quoteMarks.contains)
    }
}

extension RuleID {
    static let invoiceNumberLabel = RuleID("invoice_number.label")
    static let invoiceNumberOrderLabel = RuleID("invoice_number.order_label")
    static let invoiceNumberTitleNumber = RuleID("invoice_number.title_number")
    static let invoiceNumberUnderTitle = RuleID("invoice_number.under_title")
    static let invoiceNumberBelowTitle = RuleID("invoice_number.below_title")
    static let invoiceNumberWeakLabel = RuleID("invoice_number.weak_label")
    static let invoiceNumberSelfNamed = RuleID("invoice_number.self_named")
}
