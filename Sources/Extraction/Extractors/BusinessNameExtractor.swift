// The issuer's name: a row near the top of page 1, preferably with a legal suffix (בע"מ, SDN BHD, LTD)
// or in a larger font; never a title, address, phone, date or customer row.

import DocumentModel
import Foundation

enum BusinessNameExtractor: FieldExtractor {
    static let fields: [FieldName] = [.businessName]

    static let legalSuffixes = KeywordSet(["בע\"מ", "בעמ", "בע'מ", "SDN BHD", "SDN", "BHD", "S/B", "ENTERPRISE",
                                           "ENTERPRISES", "TRADING", "LTD", "LIMITED", "LLC", "INC", "CORP", "GMBH",
                                           "PLC", "COMPANY", "RESTAURANT", "RESTORAN", "KEDAI", "MART", "SUPERMARKET",
                                           "STORE", "CAFE", "HARDWARE", "BAKERY", "PHARMACY", "מסעדה", "סופר", "מרקט",
                                           "קפה", "חברת", "שותפות", "עמותת"])
    /// Rows that are something else.
    static let otherRows = KeywordSet(["WELCOME", "ברוכים הבאים", "THANK YOU", "תודה", "COPY", "העתק", "מקור",
                                       "ORIGINAL", "RECEIPT", "INVOICE", "חשבונית", "קבלה", "TAX", "CASH BILL",
                                       "לכבוד", "TEL", "FAX", "טל", "פקס", "ח.פ", "ע.מ", "עוסק", "GST", "REG",
                                       "CO. NO", "DATE", "תאריך", "כתובת", "ADDRESS", "www", "http", "EMAIL", "MAIL", "HOURS",
                                       "OPENING", "שעות פתיחה"])
    /// Rows of one word that are a payment or a title, not a name ("CASH").
    private static let singleWordRows = KeywordSet(["CASH", "מזומן", "RECEIPT", "INVOICE", "BILL", "COPY", "קבלה"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סופר השכונה בע\"מ\nרחוב הרצל 12, תל אביב\nח.פ 514756121", .businessName, "סופר השכונה בע\"מ"),
        ExtractorExample("tan woon yann\nBOOK TA .K (TAMAN DAYA) SDN BHD\nNO.53 55,57 & 59, JALAN SAGU 18,",
                         .businessName, "BOOK TA .K (TAMAN DAYA) SDN BHD"),
        ExtractorExample("חשבונית מס 10452", .businessName, nil),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        let layout = context.layout
        let firstPageRows = context.rows.filter { $0.page == context.rows.first?.page }.prefix(10)
        let heights = firstPageRows.map { Double($0.box.height) }.sorted()
        let medianHeight = heights.isEmpty ? 1 : heights[heights.count / 2]
        var candidates: [Candidate] = []
        var rank = 0
        var previousName: (row: Row, words: [LayoutWord])?
        for row in firstPageRows {
            let hasSuffix = row.contains(legalSuffixes)
            guard layout.headerRows.contains(row.index) || row.index < 4 || hasSuffix else { continue }
            if row.words.count == 1 && row.contains(singleWordRows) { continue }
            // Registration numbers ("(169669-A)") and Hebrew noise in an English document are not the name.
            var words = context.issuerWords(of: row).filter { $0.text.filter(\.isASCIIDigit).count < 5 }
            if context.language == "en" { words = words.filter { $0.hebrewLetters == 0 } }
            guard isNameLike(words, row: row, language: context.language),
                  !row.contains(otherRows) || hasSuffix && !row.contains(CustomerBlock.labels) else {
                previousName = nil
                continue
            }
            var strength = max(0.5 - 0.05 * Double(rank), 0.2)
            var rule = "business_name.header_row"
            let ownWords = words
            if hasSuffix {
                strength += 0.4
                rule = "business_name.legal_suffix"
                // A short suffix row ("RESTAURANT SDN BHD") ends the name begun on the row above.
                let nameWords = words.filter { !legalSuffixes.matches($0.tokens) && $0.text.contains(where: \.isLetter) }
                if nameWords.isEmpty, let previous = previousName, previous.row.index == row.index - 1 {
                    words = previous.words + words
                    rule = "business_name.legal_suffix_two_rows"
                }
            }
            if Double(row.box.height) >= medianHeight * 1.25 { strength += 0.1 }
            strength *= 0.5 + 0.5 * row.meanConfidence
            let value = clean(words.map(\.text).joined(separator: " "))
            candidates.append(Candidate(field: .businessName, value: value, rule: rule, strength: strength, words: words))
            previousName = (row, ownWords)
            rank += 1
        }
        return candidates
    }

    /// Mostly letters, at least three of them, and in the document's script (no junk OCR).
    private static func isNameLike(_ words: [LayoutWord], row: Row, language: String) -> Bool {
        let text = words.map(\.text).joined()
        let letters = text.filter(\.isLetter).count
        let digits = text.filter(\.isNumber).count
        let hebrew = words.map(\.hebrewLetters).reduce(0, +)
        let latin = words.map(\.latinLetters).reduce(0, +)
        if language == "en" && hebrew > latin { return false }
        if !DateParser.dates(in: row.text, monthFirst: false).isEmpty || !row.amounts().isEmpty { return false }
        if AddressExtractor.addressScore(row) >= 2 && !row.contains(legalSuffixes) { return false }
        return letters >= 3 && digits * 3 <= letters && row.meanConfidence >= 0.4
    }

    /// The name without stray punctuation at its ends.
    static func clean(_ text: String) -> String {
        text.trimmingCharacters(in: CharacterSet(charactersIn: " -_|:;,*~=+.").union(.whitespaces))
    }
}
