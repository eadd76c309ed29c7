// The issuer's address: after "כתובת"/"Address", or the run of header rows that look like an address
// (street words, house numbers, postcodes, city names), joined; never the customer's address.

import DocumentModel
import Foundation

enum AddressExtractor: FieldExtractor {
    static let fields: [FieldName] = [.address]

    static let labels = KeywordSet(["כתובת", "כתובתנו", "ADDRESS", "ADDR", "Anschrift"])
    static let streetWords = KeywordSet([
        "רחוב", "רח'", "שדרות", "שד'", "דרך", "ת.ד", "סמטת", "כיכר", "קניון", "מרכז מסחרי", "קומה", "אזור תעשייה",
        "תל אביב", "ירושלים", "חיפה", "באר שבע", "ראשון לציון", "פתח תקווה", "אשדוד", "נתניה", "חולון", "בני ברק",
        "רמת גן", "רחובות", "אשקלון", "בת ים", "הרצליה", "כפר סבא", "חדרה", "מודיעין", "רעננה", "לוד", "רמלה", "אילת",
        "נהריה", "עכו", "כרמיאל", "צפת", "טבריה", "עפולה", "נצרת", "קריית שמונה", "קרית שמונה", "קריית גת", "קריית אתא",
        "קריית ביאליק", "קריית מוצקין", "קריית ים", "קריית אונו", "נס ציונה", "יבנה", "גבעתיים", "הוד השרון", "ראש העין",
        "רמת השרון", "קיסריה", "זכרון יעקב", "יקנעם", "נוף הגליל", "מגדל העמק", "בית שאן", "דימונה", "ערד", "אופקים",
        "נתיבות", "שדרות", "קריית מלאכי", "בית שמש", "מעלה אדומים", "אריאל", "אור יהודה", "יהוד", "אלעד", "טירת כרמל",
        "נשר", "אום אל-פחם", "רהט", "שפרעם", "תל אביב-יפו", "יפו",
        "STREET", "ST", "ROAD", "RD", "AVENUE", "AVE", "BLVD", "LANE", "DRIVE", "HIGHWAY", "SUITE", "FLOOR",
        "JALAN", "JLN", "LORONG", "TAMAN", "LOT", "NO", "BANDAR", "KAWASAN", "PERSIARAN", "BLOK", "BLOCK", "PLAZA",
        "BATU", "KAMPUNG", "KG", "SEKSYEN", "PUSAT", "INDUSTRI", "SELANGOR", "JOHOR", "KUALA LUMPUR", "PERAK",
        "PENANG", "PULAU PINANG", "MELAKA", "KEDAH", "PAHANG", "NEGERI SEMBILAN", "SABAH", "SARAWAK", "KELANTAN",
        "TERENGGANU", "PUTRAJAYA", "DARUL EHSAN", "DARUL TAKZIM", "MALAYSIA", "SHAH ALAM", "PETALING JAYA",
        "STRASSE", "STR", "PLATZ", "WEG", "RING",
    ])
    private static let notAddress = KeywordSet(["TEL", "FAX", "PHONE", "טל", "פקס", "GST", "ח.פ", "ע.מ", "REG", "EMAIL",
                                                "COMPANY NO", "CO NO", "BR NO", "ROC", "SST", "ID NO",
                                                "www", "INVOICE", "RECEIPT", "חשבונית", "DATE", "תאריך", "CASHIER"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סופר השכונה בע\"מ\nרחוב הרצל 12, תל אביב\nטל: 03-5551234", .address, "רחוב הרצל 12, תל אביב"),
        ExtractorExample("ABC SDN BHD\nNO.53 55,57 & 59, JALAN SAGU 18,\nTAMAN DAYA,\n81100 JOHOR BAHRU, JOHOR.\nTEL: 07-3524533",
                         .address, "NO.53 55,57 & 59, JALAN SAGU 18, TAMAN DAYA, 81100 JOHOR BAHRU, JOHOR"),
        ExtractorExample("סופר השכונה בע\"מ\nלכבוד: אלפא בע\"מ\nרחוב הנביאים 5, חיפה", .address, nil),
        ExtractorExample("עולם ברוש בע\"מ\nויצמן 6, נהריה\nטלפון: 04-2567755", .address, "ויצמן 6, נהריה"),
        ExtractorExample("מים הים בע\"מ\nרח' רוטשילד 67, אשדוד\nטל. 03-8593826\nפרטי המנוי:\nרונית כהן\n"
                         + "רח' דיזנגוף 10, חולון", .address, "רח' רוטשילד 67, אשדוד"),
    ]

    /// How address-like a row is: street or city words, a house number, a postcode, and the Israeli
    /// "street number, city" shape ("ויצמן 6, נהריה").
    static func addressScore(_ row: Row) -> Int {
        var score = 0
        if row.contains(streetWords) { score += 2 }
        if row.text.contains(Patterns.postcode) { score += 1 }
        if row.text.contains(",") && row.text.contains(where: \.isNumber) { score += 1 }
        if row.isRTL, row.text.contains(Patterns.hebrewStreetNumberCity) { score += 1 }
        return score
    }

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for pair in context.layout.labelledValues(labels, read: { words in
            let text = words.map(\.text).joined(separator: " ")
            return text.count >= 5 ? (text, words) : nil
        }) where !pair.allWords.contains(where: context.layout.isCustomer) {
            candidates.append(Candidate(field: .address, value: BusinessNameExtractor.clean(pair.value),
                                        rule: "address.label", strength: 0.8, words: pair.allWords))
        }
        let rows = context.rows.filter { $0.page == context.rows.first?.page }.prefix(14)
        var index = rows.startIndex
        while index < rows.endIndex {
            let row = rows[index]
            guard addressScore(row) >= 2, !row.contains(notAddress), let run = runOfAddressRows(from: index, in: rows, context: context) else {
                index += 1
                continue
            }
            let words = run.flatMap { context.issuerWords(of: $0) }
            if !words.isEmpty {
                let text = run.map { row in context.issuerWords(of: row).map(\.text).joined(separator: " ") }
                    .filter { !$0.isEmpty }.joined(separator: " ")
                let score = run.map(addressScore).reduce(0, +)
                // The issuer prints its address first; later address blocks belong to others.
                let rank = Double(candidates.filter { $0.rule == "address.header_rows" }.count)
                let strength = min(0.4 + 0.06 * Double(score), 0.85) * (0.6 + 0.4 * row.meanConfidence) - 0.05 * rank
                candidates.append(Candidate(field: .address, value: BusinessNameExtractor.clean(text),
                                            rule: "address.header_rows", strength: strength, words: words))
            }
            index += run.count
        }
        return candidates
    }

    /// A row that ends an address: a label of something else, an amount, or a company name.
    private static func isOtherRow(_ row: Row) -> Bool {
        row.contains(notAddress) || !row.amounts().isEmpty || row.contains(BusinessNameExtractor.legalSuffixes)
    }

    /// Address rows from `start` on: each next row joins when it is address-like, or when the row
    /// before ends with a comma; at most six rows, none of them labelled as something else.
    private static func runOfAddressRows(from start: Int, in rows: ArraySlice<Row>, context: ExtractionContext) -> [Row]? {
        var run = [rows[start]]
        var next = start + 1
        while next < rows.endIndex, run.count < 6 {
            let row = rows[next]
            if isOtherRow(row) { break }
            let previousText = run.last?.text.trimmingCharacters(in: CharacterSet(charactersIn: " |_-~")) ?? ""
            // A short row between two address rows ("JEN ULU KELANG") is part of the address too.
            let sandwiched = row.words.count <= 3 && next + 1 < rows.endIndex && !isOtherRow(rows[next + 1])
                && addressScore(rows[next + 1]) >= 1
            if addressScore(row) >= 1 || previousText.hasSuffix(",") || sandwiched { run.append(row) } else { break }
            next += 1
        }
        let issuer = run.contains { !context.issuerWords(of: $0).isEmpty }
        return issuer ? run : nil
    }
}
