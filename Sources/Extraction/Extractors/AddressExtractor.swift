// The issuer's address: after "כתובת"/"Address", or the run of header rows that look like an address
// (street words, house numbers, postcodes, city names), joined; never the customer's address.

import DocumentModel
import Foundation

enum AddressExtractor: FieldExtractor {
    static let fields: [FieldName] = [.address]

    static let labels = KeywordSet(["כתובת", "כתובתנו", "ADDRESS", "ADDR", "Anschrift"])
    /// Marks a row of the address may end with: rules, bars, colons.
    private static let rowMarks = CharacterSet(charactersIn: " |_-~:;")
    static let streetWords = KeywordSet([
        "רחוב", "רח'", "שדרות", "שד'", "דרך", "ת.ד", "סמטת", "כיכר", "קניון", "מרכז מסחרי", "קומה", "אזור תעשייה",
        "STREET", "ST", "ROAD", "RD", "AVENUE", "AVE", "BLVD", "LANE", "DRIVE", "HIGHWAY", "SUITE", "FLOOR",
        "LEVEL", "TOWER", "MALL", "BUILDING", "CENTRE", "COMPLEX",
        "JALAN", "JLN", "JL", "LORONG", "LRG", "TMN", "BANGUNAN", "WISMA", "MENARA", "KOMPLEKS", "LEBUHRAYA", "TAMAN", "LOT", "BANDAR", "KAWASAN", "PERSIARAN", "BLOK", "BLOCK", "PLAZA",
        "BATU", "KAMPUNG", "KG", "SEKSYEN", "PUSAT", "INDUSTRI", "SELANGOR", "JOHOR", "KUALA LUMPUR", "PERAK",
        "PENANG", "PULAU PINANG", "MELAKA", "KEDAH", "PAHANG", "NEGERI SEMBILAN", "SABAH", "SARAWAK", "KELANTAN",
        "TERENGGANU", "PUTRAJAYA", "DARUL EHSAN", "DARUL TAKZIM", "MALAYSIA", "SHAH ALAM", "PETALING JAYA",
        "STRASSE", "STR", "PLATZ", "WEG", "RING",
    ])
    /// Israel's towns, also as OCR reads them with a yod taken for a geresh ("'קנעם", "הרצל'ה"). A town
    /// ends an address ("רחוב הרצל 12, תל אביב"), or is all of it after a place that has no house
    /// number ("קניון הצפון, נס ציונה").
    static let israeliTownNames = [
        "תל אביב", "תל אביב-יפו", "יפו", "ירושלים", "חיפה", "באר שבע", "ראשון לציון", "פתח תקווה", "פתח תקוה",
        "אשדוד", "נתניה", "חולון", "בני ברק", "רמת גן", "רחובות", "אשקלון", "בת ים", "הרצליה", "כפר סבא", "חדרה",
        "מודיעין", "מודיעין-מכבים-רעות", "רעננה", "לוד", "רמלה", "אילת", "נהריה", "עכו", "כרמיאל", "צפת", "טבריה",
        "עפולה", "נצרת", "קריית שמונה", "קרית שמונה", "קריית גת", "קרית גת", "קריית אתא", "קרית אתא",
        "קריית ביאליק", "קרית ביאליק", "קריית מוצקין", "קרית מוצקין", "קריית ים", "קרית ים", "קריית אונו",
        "קרית אונו", "קריית מלאכי", "קרית מלאכי", "נס ציונה", "יבנה", "גבעתיים", "הוד השרון", "ראש העין",
        "רמת השרון", "קיסריה", "זכרון יעקב", "יקנעם", "יקנעם עילית", "נוף הגליל", "מגדל העמק", "בית שאן",
        "דימונה", "ערד", "אופקים", "נתיבות", "שדרות", "בית שמש", "מעלה אדומים", "אריאל", "אור יהודה", "יהוד",
        "אלעד", "טירת כרמל", "נשר", "אום אל-פחם", "רהט", "שפרעם", "גבעת שמואל", "קריית מוצקין", "אור עקיבא",
        "מעלות-תרשיחא", "כפר יונה", "טירה", "טייבה", "סחנין", "באקה אל-גרבייה", "ביתר עילית", "מודיעין עילית",
        "גדרה", "גן יבנה", "קדימה-צורן", "אבן יהודה", "תל מונד", "פרדס חנה-כרכור", "עתלית", "שוהם", "קצרין",
        "מצפה רמון", "ירוחם", "כפר קאסם", "קלנסווה", "טמרה", "עראבה", "נוף הגליל", "עמק חפר", "חריש",
    ]
    static let israeliTowns = KeywordSet.withYodMisreadings(israeliTownNames)
    /// Words that are a street only beside another sign of an address ("No. 1, Jalan Dutamas 1" —
    /// but "CRO No. 687756" and "No. INV-2026-0452" are numbers).
    static let weakStreetWords = KeywordSet(["NO"])
    /// Short street types ("Lake Shore Dr", "Cedar Ln", "Market Place") that are street words only
    /// beside a house number: "Dr" alone is as likely a doctor.
    static let streetAbbreviations = KeywordSet(["DR", "LN", "PL", "PLACE", "WAY", "CT", "COURT", "SQUARE", "SQ",
                                                 "PKWY", "PARKWAY", "HWY", "TERRACE", "CRESCENT", "BROADWAY", "ROW"])
    /// "Dr" as grainy print reads it ("9393 Lake Shore Or"): a street type only where a US street line
    /// puts one, ending a row that opens with its house number (see `endsWithMisreadStreetType`).
    private static let misreadStreetTypes = KeywordSet(["OR"])
    private static let notAddress = KeywordSet(["TEL", "FAX", "PHONE", "טל", "טלפון", "פקס", "GST", "ח.פ", "ע.מ", "REG", "EMAIL",
                                                "COMPANY NO", "CO NO", "BR NO", "ROC", "SST", "ID NO", "CRO", "EIN", "REGISTERED IN",
                                                "www", "INVOICE", "RECEIPT", "חשבונית", "DATE", "תאריך", "CASHIER"])
    /// Words that open a row naming the branch ("סניף גבעתיים", "Branch: Downtown"): its town is no
    /// street address.
    private static let branchWords = KeywordSet(["סניף", "BRANCH", "OUTLET", "CAWANGAN"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("ACME SUPPLY LTD\nADDRESS: 12 Main Street, Springfield\nTOTAL | 12.50", .address,
                         "12 Main Street, Springfield", rule: .addressLabel),
        ExtractorExample("MR D.I.Y. (JOHOR) SDN BHD\n(CO.REG :933109-X)\nLOT 1851-A & 1851-B, JALAN KPB 6,\n"
                         + "KAWASAN PERINDUSTRIAN BALAKONG,\n43300 SERI KEMBANGAN, SELANGOR\nINVOICE", .address,
                         "LOT 1851-A & 1851-B, JALAN KPB 6, KAWASAN PERINDUSTRIAN BALAKONG, 43300 SERI KEMBANGAN, SELANGOR",
                         rule: .addressHeaderRows),
        ExtractorExample("SUN VICTORY SDN BHD\n(No. 193673-M)\nLevel G2, Block D1, Solaris Dutamas,\nNo. 1, Jalan Dutamas 1,\n"
                         + "50480 Kuala Lumpur\nTEL : 03-62115188", .address,
                         "Level G2, Block D1, Solaris Dutamas, No. 1, Jalan Dutamas 1, 50480 Kuala Lumpur",
                         rule: .addressHeaderRows),
        ExtractorExample("סופר השכונה בע\"מ\nרחוב הרצל 12, תל אביב\nטל: 03-5551234", .address, "רחוב הרצל 12, תל אביב",
                         rule: .addressHeaderRows),
        ExtractorExample("ABC SDN BHD\nNO.53 55,57 & 59, JALAN SAGU 18,\nTAMAN DAYA,\n81100 JOHOR BAHRU, JOHOR.\nTEL: 07-3524533",
                         .address, "NO.53 55,57 & 59, JALAN SAGU 18, TAMAN DAYA, 81100 JOHOR BAHRU, JOHOR",
                         rule: .addressHeaderRows),
        // A phone's number ends the address whatever OCR made of its label; a ZIP+4 code is no phone.
        ExtractorExample("KEDAI RUNCIT SDN BHD\n176 JLN SUNGEI BESI,\n57100 KUALA LUMPUR,\neee 03-9221345,\n"
                         + "CST No: 001580630016", .address, "176 JLN SUNGEI BESI, 57100 KUALA LUMPUR", rule: .addressHeaderRows),
        ExtractorExample("Lakeside Hardware\n233 S Wacker Drive,\nChicago, IL 60606-6306\nThank you", .address,
                         "233 S Wacker Drive, Chicago, IL 60606-6306", rule: .addressHeaderRows),
        ExtractorExample("Cedar Hardware\n116 Queen Street ;\nCardiff CF10 8DY\nTel 029 2034 5678", .address,
                         "116 Queen Street, Cardiff CF10 8DY", rule: .addressHeaderRows),
        ExtractorExample("סופר השכונה בע\"מ\nלכבוד: אלפא בע\"מ\nרחוב הנביאים 5, חיפה", .address, nil),
        ExtractorExample("Name : CASH\nAddress :\nGST No. :", .address, nil),
        ExtractorExample("עולם ברוש בע\"מ\nויצמן 6, נהריה\nטלפון: 04-2567755", .address, "ויצמן 6, נהריה",
                         rule: .addressHeaderRows),
        ExtractorExample("מים הים בע\"מ\nרח' רוטשילד 67, אשדוד\nטל. 03-8593826\nפרטי המנוי:\nרונית כהן\n"
                         + "רח' דיזנגוף 10, חולון", .address, "רח' רוטשילד 67, אשדוד", rule: .addressHeaderRows),
        ExtractorExample("ABC SDN BHD\nNO 37, JALAN MANIS 7, TAMAN SEGAR,\n56100 CHERAS, KUALA LUMPUR,\n+603-91 30 2672",
                         .address, "NO 37, JALAN MANIS 7, TAMAN SEGAR, 56100 CHERAS, KUALA LUMPUR",
                         rule: .addressHeaderRows),
        ExtractorExample("Golden Scoop Sdn Bhd\nLevel 6, Tower A, Mid Valley City,\nNo 1, Medan Syed Putra, 59200 Kuala Lumpur",
                         .address, "Level 6, Tower A, Mid Valley City, No 1, Medan Syed Putra, 59200 Kuala Lumpur",
                         rule: .addressHeaderRows),
        ExtractorExample("BHPetrol Tumpat\nLot 1626, Mukim Kampung Laut\n16200 Tumpat, Kelantan\n\n\nPREPAY CHIT NUMBER\n23721",
                         .address, "Lot 1626, Mukim Kampung Laut, 16200 Tumpat, Kelantan", rule: .addressHeaderRows),
        ExtractorExample("Harbor Chemist\n169 Church Lane\nCardiff CF10 1EP\nPhone: 029 9902 9514", .address,
                         "169 Church Lane, Cardiff CF10 1EP", rule: .addressHeaderRows),
        ExtractorExample("Blue Oak Coffee House\n7436 Lake Shore Dr\nBoston, MA 02108\nPhone: (617) 785-1103", .address,
                         "7436 Lake Shore Dr, Boston, MA 02108", rule: .addressHeaderRows),
        // "Dr" read "Or" on a grainy scan: the street line is still the address's first.
        ExtractorExample("Salt & Grill\n9393 Lake Shore Or\nDenver, CO 80223\n(720) 555-0191", .address,
                         "9393 Lake Shore Or, Denver, CO 80223", rule: .addressHeaderRows),
        ExtractorExample("Dr Smile Dental\nPhone: (617) 785-1103", .address, nil),
        ExtractorExample("Coolblue B.V.\nWeena 664\n3012 CN Rotterdam\nNederland", .address, "Weena 664, 3012 CN Rotterdam",
                         rule: .addressPostalBlock),
        ExtractorExample("Factuur\nTotaal | 49,99\ne-Luscious Nederland B.V.\nBadweg 48, 8401 BL, Gorredijk\nKvk nummer: 04080176",
                         .address, "Badweg 48, 8401 BL, Gorredijk", rule: .addressPostalBlock),
        ExtractorExample("מי העיר בע\"מ\nרחוב הבנים 12, הוד השרון\nטל: 09-7401111\nשם המשלם: משה כהן\n"
                         + "כתובת הנכס: רח' האלה 7, הוד השרון | קריאה קודמת: 1284 (01/09/2026)", .address, "רחוב הבנים 12, הוד השרון",
                         rule: .addressHeaderRows),
        ExtractorExample("מי העיר בע\"מ\nח.פ 513835629 • רחוב הבנים 12, הוד השרון • פקס: 09-7401122", .address,
                         "רחוב הבנים 12, הוד השרון", rule: .addressHeaderRows),
        ExtractorExample("אור ירוק אנרגיה בע\"מ\nדרך העצמאות 80, חיפה --- מוקד לקוחות: 1-800-212-400 --- ח.פ. 514403773", .address,
                         "דרך העצמאות 80, חיפה", rule: .addressHeaderRows),
        ExtractorExample("חשבונית מס גלנט תקשורת בע\"מ\nתאריך חשבונית: 15/09/2024\n"
                         + (1...12).map { "שירות \($0) | 1\($0).00\n" }.joined() + "סה\"כ | 174.00\nתודה\n"
                         + "גלנט תקשורת בע\"מ · ח.פ. 512877358 · המגשימים 20, פתח תקווה · טל' 072-2003030", .address,
                         "המגשימים 20, פתח תקווה", rule: .addressFooterContactRow),
        ExtractorExample("Rechnung\nRechnungsadresse:\nHauptstr 12\n10115 Berlin", .address, nil),
        ExtractorExample("Invoice 12\n2018 Total Amount", .address, nil),
        ExtractorExample("Nebula Data Systems Ltd.\n10 Hamenofim St., Herzliya Pituach 4672561, Israel | 516112745 5.n\n"
                         + "Tel: +972-9-9512345", .address, "10 Hamenofim St., Herzliya Pituach 4672561, Israel",
                         rule: .addressHeaderRows),
        ExtractorExample("מרכול השוק הטרי בע\"מ\nסניף גבעתיים\nכצנלסון 45, גבעתיים\nטל: 03-5731188", .address,
                         "כצנלסון 45, גבעתיים", rule: .addressHeaderRows),
        ExtractorExample("קפה הגליל\nקניון הגליל, כרמיאל\nטל' 04-9981234\nעוסק מורשה 297965097", .address,
                         "קניון הגליל, כרמיאל", rule: .addressHeaderRows),
        // The customer's block under the document's date, its caption ("לכבוד") garbled: the issuer's
        // address above the date stands, though the customer's has a street number.
        ExtractorExample("דנה לוי - עיצוב גינות\nקניון הזהב, ראשון לציון\nטל' 03-9512277\nעוסק פטור 123456782\n"
                         + "JANN | 12.03.24\nמשה כהן\nהרצל 15, ראשון לציון\nפירוט | סה\"כ\nשתילה | 450.00", .address,
                         "קניון הזהב, ראשון לציון", rule: .addressHeaderRows),
        ExtractorExample("מכולת השכונה\nהזית 14\nרמת גן\nטל' 03-6771234", .address, "הזית 14, רמת גן",
                         rule: .addressHeaderRows),
        ExtractorExample("בית קפה גלית\nשד' ב'אל'ק 39, לוד\nטל' 08-9231234", .address, "שד' ביאליק 39, לוד",
                         rule: .addressHeaderRows),
        ExtractorExample("נטקום סחר בע\"מ\nאבן גבירול 12, תל אביב-יפו\nמיקוד 6473912\nטל' 03-6091234", .address,
                         "אבן גבירול 12, תל אביב-יפו, מיקוד 6473912", rule: .addressHeaderRows),
        ExtractorExample("בוטיק צמרת\nהסדנא 163, קר''ת גת\nמ'קוד 5916262\nטל' 03-4562174", .address,
                         "הסדנא 163, קרית גת, מיקוד 5916262", rule: .addressHeaderRows),
        ExtractorExample("Golden Oak Diner\n122 Albert Road\nSheffield 51 7TX\nTel: 0114 496 0968", .address,
                         "122 Albert Road, Sheffield 51 7TX", rule: .addressHeaderRows),
        ExtractorExample("Clearwater Logistics Ltd\nInvoice # INV-2025-3393 | 90 Camden Row\nGalway, H91 T6YY\n"
                         + "CRO No. 687756", .address, "90 Camden Row, Galway, H91 T6YY", rule: .addressHeaderRows),
        ExtractorExample("RESTORAN WAN SHENG\nNO.19 & 21\nJALAN TEMENGGUNG 23/9\n43200 CHERAS, SELANGOR\nTEL: 03-90761234",
                         .address, "NO.19 & 21, JALAN TEMENGGUNG 23/9, 43200 CHERAS, SELANGOR", rule: .addressHeaderRows),
        ExtractorExample("Keystone Plumbing Inc.\nNo. INV-2026-0452 | 80 Mill Road\nPhiladelphia, PA 19168\nEIN 56-9225471",
                         .address, "80 Mill Road, Philadelphia, PA 19168", rule: .addressHeaderRows),
        ExtractorExample("Clearline Wireless Inc.\n6647 Market St | Statement # 711486\nMinneapolis, MN 55425", .address,
                         "6647 Market St, Minneapolis, MN 55425", rule: .addressHeaderRows),
        ExtractorExample("Meridian Translations LLC\nCRO No. 687756\nTel: +353 1595 8098", .address, nil),
        ExtractorExample("Factuuradres | Afleveradres\nStrategic Corp | T.a.v. bosd\nFakestreet 46 | Fakestreet 46\n"
                         + "3500 MJ Utrecht | 3500 MJ Utrecht", .address, nil),
        // The town line over the contact lines, its town misread: still the address's last line, and
        // its town spelt as the town is (`TownSpelling`).
        ExtractorExample("מאפה הילה\nשד' רבי עקיבא 155\nהוד השרו\nטל' 03-2742970", .address, "שד' רבי עקיבא 155, הוד השרון",
                         rule: .addressHeaderRows),
        ExtractorExample("מאפה הילה\nשד' רבי עקיבא 155\nטלפון: 2120\nטל' 03-2742970", .address, "שד' רבי עקיבא 155",
                         rule: .addressHeaderRows),
        ExtractorExample("BLUE TRATTORIA\n119 MILL LANE\nGUEST CHECK\nTEL: 029 2018 0524", .address, "119 MILL LANE",
                         rule: .addressHeaderRows),
        ExtractorExample("קפה הדקל\nהדקל 25, ירושלים\nsam659@example.co.il\nטל' 058-2860889", .address, "הדקל 25, ירושלים",
                         rule: .addressHeaderRows),
        ExtractorExample("Harbor Chemist\n169 Church Lane\nCardiff CF10 1EP\nharborchemist.co.uk\nPhone: 029 9902 9514", .address,
                         "169 Church Lane, Cardiff CF10 1EP", rule: .addressHeaderRows),
        // Under the title printed across the page, the customer's address (its block's caption
        // misread) yields to the one heading the page, however fully it is printed.
        ExtractorExample("דיל גאדג'ט\nהגליל 99, פתח תקווה\nטל' 02-9740324\nחשבונית מס קבלה\nמס' מסמך 377991\n"
                         + "פרטי Mi | תאריך 16-04-2025\nיעוץ א.ב. בע\"מ\nרחוב הפלמ\"ח 61, קומה 3\nהרצליה פיתוח 4672561\n"
                         + "סה\"כ | 100.00", .address, "הגליל 99, פתח תקווה", rule: .addressHeaderRows),
    ]

    /// How address-like a row is: street or city words, a house number, a postcode, and the Israeli
    /// "street number, city" shape ("ויצמן 6, נהריה").
    static func addressScore(_ row: Row) -> Int {
        var score = 0
        let hasNumber = row.text.contains(where: \.isNumber)
        // The towns are Hebrew words: a row without Hebrew letters is not matched against them (a
        // large set, matched on every header row).
        let townRow = row.words.contains { $0.hebrewLetters > 0 } && row.contains(israeliTowns)
        if row.contains(streetWords) || townRow || (row.contains(streetAbbreviations) && hasNumber)
            || endsWithMisreadStreetType(row) {
            score += 2
        } else if row.contains(weakStreetWords) && hasNumber {
            score += 1
        }
        // Every postcode and the "street number, city" shape hold a digit: a row without one is not
        // matched against their patterns; a five-digit code needs five, a British or Irish one a
        // space and a capital letter.
        let digits = hasNumber ? row.text.numericScalarCount : 0
        let britishOrIrish = hasNumber && row.text.containsScalar(of: [" "])
            && row.text.unicodeScalars.contains { ("A"..."Z").contains($0) }
        if (digits >= 5 && (row.text.contains(Patterns.postcode) || row.text.contains(Patterns.israeliPostcode)))
            || (britishOrIrish && (row.text.contains(Patterns.ukPostcode) || row.text.contains(Patterns.misreadUKPostcode)
                                   || row.text.contains(Patterns.irishEircode))) {
            score += 1
        }
        let hasComma = row.text.containsScalar(of: [","])
        if hasComma && hasNumber { score += 1 }
        if row.isRTL, hasNumber, hasComma, row.text.contains(Patterns.hebrewStreetNumberCity) { score += 1 }
        return score
    }

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        // The value is not another label: "Address :" left empty above "GST No. :" gives no address.
        for pair in context.layout.labelledValues(labels, read: { words in
            let text = words.map(\.text).joined(separator: " ")
            return text.count >= 5 && !notAddress.matches(words.flatMap(\.tokens)) ? (text, words) : nil
        }) where !pair.allWords.contains(where: context.layout.isCustomer) {
            candidates.append(Candidate(field: .address, value: value(pair.value, words: pair.allWords),
                                        rule: RuleID.addressLabel, strength: 0.8, words: pair.allWords))
        }
        let title = context.layout.acrossTitleRow
        let firstDated = context.layout.firstDatedRow
        let runs = context.issuerAddressRuns
        for (rank, run) in runs.enumerated() {
            let words = run.flatMap { context.issuerWords(of: $0) }
            let text = lines(run.map { context.issuerWords(of: $0) })
            let score = run.map(addressScore).reduce(0, +)
            // The issuer prints its address first; later address blocks belong to others, and one
            // under the title printed across the page, or under the page's first date (the document's
            // details, then the customer's block, come under it), yields to one above it.
            let confidence = run.first?.meanConfidence ?? 0
            var strength = min(0.4 + 0.06 * Double(score), 0.85) * (0.6 + 0.4 * confidence) - 0.05 * Double(rank)
            let above = runs[..<rank].compactMap { $0.first?.index }
            if let start = run.first?.index,
               Layout.yieldsToOneAbove(start, title: title, others: above)
                || Layout.yieldsToOneAbove(start, title: firstDated, others: above) {
                strength -= Layout.underTitleYield
            }
            candidates.append(Candidate(field: .address, value: value(text, words: words),
                                        rule: RuleID.addressHeaderRows, strength: strength, words: words))
        }
        for part in footerContactParts(in: context) {
            candidates.append(Candidate(field: .address, value: value(part.text, words: part.words),
                                        rule: RuleID.addressFooterContactRow, strength: 0.5, words: part.words))
        }
        for (rank, block) in context.postalBlocks.map(\.block).enumerated() {
            candidates.append(Candidate(field: .address, value: value(block.text, words: block.words),
                                        rule: RuleID.addressPostalBlock, strength: 0.6 - 0.05 * Double(rank),
                                        words: block.words))
        }
        return candidates
    }

    /// An address printed on several lines as one value: each line without OCR's debris at its ends
    /// (a lone ";" or "|" where a comma or a rule was), the lines joined with ", " ("116 Queen
    /// Street" over "Cardiff CF10 8DY": "116 Queen Street, Cardiff CF10 8DY").
    private static func lines(_ lines: [[LayoutWord]]) -> String {
        lines.map(BusinessNameExtractor.text(of:)).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The address as printed: trimmed, and with the yods OCR read as a geresh and a town's misread
    /// letter put back.
    private static func value(_ text: String, words: [LayoutWord]) -> String {
        let cleaned = BusinessNameExtractor.clean(text)
        return words.contains { $0.source == .ocr } ? TownSpelling.restored(YodMisreads.restored(cleaned)) : cleaned
    }

    /// Street-and-postcode blocks of the issuer: at the top of page 1 first, then in the footer of the
    /// last page (its bottom 30%, where European invoices print the company's details), none of them
    /// holding another label or an amount.
    static func postalBlocks(in layout: Layout) -> [(block: PostalAddressBlocks.Block, inFooter: Bool)] {
        let footer = Array(layout.rows.filter { $0.page == layout.rows.last?.page && $0.verticalFraction >= 0.7 }.suffix(8))
        let header = layout.firstPageRows(legible: 14)
            .filter { row in !footer.contains { $0.index == row.index } }
        return [(header, false), (footer, true)].flatMap { rows, inFooter in
            PostalAddressBlocks.blocks(in: rows, excluding: layout.isCustomer).map { ($0, inFooter) }
        }.filter { block, _ in
            let row = Row(index: 0, page: 0, words: block.words, verticalFraction: 0)
            return !row.contains(notAddress) && row.amounts().isEmpty
        }
    }

    /// What names the issuer on a contact row: a legal form or an Israeli company or dealer label.
    private static let issuerMarks = KeywordSet((BusinessNameExtractor.legalForms.keywords
                                                 + CompanyIDExtractor.israeliCompanyLabels.keywords
                                                 + CompanyIDExtractor.israeliDealerLabels.keywords).map(\.printed))

    /// The address part of the issuer's contact row in the footer of the last page ("גלנט תקשורת
    /// בע\"מ · ח.פ. 512877358 · המגשימים 20, פתח תקווה · טל' …"): a row naming a legal form or a
    /// company number beside the address.
    private static func footerContactParts(in context: ExtractionContext) -> [Row] {
        context.rows.filter { $0.page == context.layout.lastPage && $0.verticalFraction >= 0.7 }
            .filter { row in row.contains(issuerMarks) && !row.words.contains(where: context.layout.isCustomer) }
            .compactMap(addressPart)
    }

    /// The runs of address rows near the top of page 1 that hold issuer words, top to bottom; rows are
    /// judged by their issuer words only (what a customer block beside them says is not the issuer's).
    static func issuerRuns(in context: ExtractionContext) -> [[Row]] {
        var rows = ArraySlice(context.layout.firstPageRows(legible: 14).compactMap { row in
            let words = context.issuerWords(of: row)
            if words.count == row.words.count { return addressColumn(of: row) ?? row }
            return words.isEmpty ? nil : Row(index: row.index, page: row.page, words: words,
                                             verticalFraction: row.verticalFraction)
        })
        var runs: [[Row]] = []
        var index = rows.startIndex
        while index < rows.endIndex {
            // A contact row ("3191 Market St      Invoice no. 703173") starts the run with its address
            // part; the rows under it may go on with the address.
            if rows[index].contains(notAddress) {
                guard let part = addressPart(of: rows[index]) else {
                    index += 1
                    continue
                }
                rows[index] = part
            }
            let row = rows[index]
            guard addressScore(row) >= 2, !row.contains(notAddress), !isCompanyNumberRow(row), !isNameOnlyRow(row),
                  !isBranchRow(row),
                  let run = runOfAddressRows(from: index, in: rows, context: context) else {
                index += 1
                continue
            }
            let address = withoutNameAbove(streetAbove(run, in: rows, at: index) + run)
            // An address prints a house number or a postcode somewhere, or is a place in a town
            // ("קניון הצפון, נס ציונה").
            if address.contains(where: { $0.text.contains(where: \.isNumber) || endsWithTown($0) }) { runs.append(address) }
            index += run.count
        }
        return runs
    }

    /// The row above a run that holds the house number the run lacks: a street and its number alone
    /// over a town ("הגפן 114" over "פתח תקווה": the street word is not printed, or was misread), or a
    /// house number after "No." ("NO.19 & 21" over "JALAN TEMENGGUNG 23/9").
    private static func streetAbove(_ run: [Row], in rows: ArraySlice<Row>, at index: Int) -> [Row] {
        guard let first = run.first, index > rows.startIndex else { return [] }
        let above = rows[index - 1]
        let gap = Double(first.box.y0) - Double(above.box.y1)
        guard !isOtherRow(above), gap <= 1.5 * Double(max(first.box.height, above.box.height)) else { return [] }
        // A row of its own, over the run's column: beside other columns, or in a column of its own
        // when the street beside it was lost in the reading, "No. 99551" is the document's number.
        let numberAfterNo = above.contains(weakStreetWords) && above.text.contains(where: \.isNumber)
            && above.segments.count == 1 && sharesColumn(above, first)
        // Not the top row over a town: that is the name ("Cafe 22").
        let streetOverTown = index - 1 > rows.startIndex && first.contains(israeliTowns)
            && first.text.firstMatch(of: Patterns.houseNumber) == nil
            && above.text.trimming(.whitespaces).wholeMatch(of: Patterns.streetAndNumber) != nil
        return numberAfterNo || streetOverTown ? [above] : []
    }

    /// A US street line whose street type OCR misread: a house number, then at least one word, then
    /// a misread type as its last word ("9393 Lake Shore Or" for "… Dr"); "Cash or card" is none.
    private static func endsWithMisreadStreetType(_ row: Row) -> Bool {
        guard row.words.count >= 3, let first = row.words.first, let last = row.words.last,
              misreadStreetTypes.matches(last.tokens) else { return false }
        return first.text.wholeMatch(of: Patterns.usHouseNumber) != nil
    }

    /// A row ending with a town after a comma: "מרכז אורן, צפת".
    static func endsWithTown(_ row: Row) -> Bool {
        guard let comma = row.text.lastIndex(of: ",") else { return false }
        let tokens = TolerantText.tokens(String(row.text[row.text.index(after: comma)...]))
        return israeliTowns.firstMatch(in: tokens) == 0..<tokens.count && !tokens.isEmpty
    }

    /// The one column of a row printed in columns that is address-like, when no other column is
    /// ("10 Hamenofim St., Herzliya 4672561, Israel      516112745 5.n": the company number printed
    /// apart, its label misread).
    private static func addressColumn(of row: Row) -> Row? {
        let columns = row.segments
        guard columns.count > 1 else { return nil }
        let rows = columns.map { Row(index: row.index, page: row.page, words: $0, verticalFraction: row.verticalFraction) }
        let scores = rows.map { isDocumentMeta($0) ? 0 : addressScore($0) }
        guard let best = scores.indices.max(by: { scores[$0] < scores[$1] }), scores[best] >= 2,
              scores.enumerated().allSatisfy({ $0.offset == best || $0.element == 0 }) else { return nil }
        return rows[best]
    }

    /// Captions of a document's number, and its titles: a column holding one with a number beside
    /// the address is the document's meta ("No. INV-2026-0452", "Statement # 711486").
    private static let metaCaptions = KeywordSet(["NO", "#", "NUMBER", "מס'", "מספר"] + NameWords.titles.keywords.map(\.printed),
                                                  except: DocTypeExtractor.tradeWords)

    /// A column that captions a number and names no street.
    private static func isDocumentMeta(_ column: Row) -> Bool {
        column.contains(metaCaptions) && column.text.contains(where: \.isNumber) && !column.contains(streetWords)
            && !column.contains(israeliTowns)
    }

    /// The run without a first row printed larger than the rest and holding no number or comma: the
    /// name over its address ("Hanoi Street Kitchen" — "Street" made it look like one).
    private static func withoutNameAbove(_ run: [Row]) -> [Row] {
        guard run.count > 1, let first = run.first,
              !first.text.contains(where: { $0.isNumber || $0 == "," }) else { return run }
        let restHeight = run.dropFirst().map(\.box.height).max() ?? 0
        return Double(first.box.height) >= 1.3 * Double(restHeight) ? Array(run.dropFirst()) : run
    }

    /// Words that separate the parts of a contact row ("ח.פ 513835629 | רחוב הבנים 12, הוד השרון | טל: …").
    private static let partSeparators: Set<String> = ["|", "•", "·", "/", "||", "l"]

    /// A separator word: one of `partSeparators`, a dash ("—", "–") or a rule of dashes ("---").
    private static func isPartSeparator(_ text: String) -> Bool {
        partSeparators.contains(text) || text == "—" || text == "–"
            || (text.count >= 2 && text.allSatisfy { "-—–_=".contains($0) })
    }

    /// The one part of a contact row (split at separators and wide gaps) that is an address with a
    /// number, when the row as a whole also holds a phone, a company number or the like.
    static func addressPart(of row: Row) -> Row? {
        var parts: [[LayoutWord]] = []
        for segment in row.segments {
            let ids = Set(segment.map(\.id))
            var part: [LayoutWord] = []
            for word in row.words where ids.contains(word.id) {
                if isPartSeparator(word.text) {
                    if !part.isEmpty { parts.append(part) }
                    part = []
                } else {
                    part.append(word)
                }
            }
            if !part.isEmpty { parts.append(part) }
        }
        guard parts.count > 1 else { return nil }
        let addresses = parts.map { Row(index: row.index, page: row.page, words: $0, verticalFraction: row.verticalFraction) }
            .filter { part in
                addressScore(part) >= 2 && !part.contains(notAddress) && part.text.contains(where: \.isNumber)
                    && !isCompanyNumberRow(part)
            }
        return addresses.count == 1 ? addresses[0] : nil
    }

    /// A row that ends an address: a label of something else, an amount, a date, a company name, a
    /// company number, a number without words (a phone printed without its label), a number shaped
    /// like a phone's whatever its label (a misread one: "eee 03-9221345", "CST No: 001580630016"), or
    /// a web or e-mail address ("harbor.co.uk" under the town is no part of it).
    private static func isOtherRow(_ row: Row) -> Bool {
        let letters = row.text.filter(\.isLetter).count, digits = row.text.filter(\.isNumber).count
        return row.contains(notAddress) || !row.amounts().isEmpty || row.words.contains(where: \.isWebAddress)
            || row.contains(BusinessNameExtractor.legalSuffixes) || (letters < 3 && digits >= 7) || isCompanyNumberRow(row)
            || !DateParser.dates(in: row.text, monthFirst: false).isEmpty || isBranchRow(row) || holdsPhoneNumber(row)
    }

    /// Whether the row holds a number a phone's could be (`PhoneExtractor.phoneNumbers(in:)`) that is
    /// not a US ZIP+4 code ("IL 60601-1234" ends a town's line).
    private static func holdsPhoneNumber(_ row: Row) -> Bool {
        guard row.text.numericScalarCount >= 9 else { return false }
        return PhoneExtractor.phoneNumbers(in: row).contains { _, words in
            words.map(\.text).joined().wholeMatch(of: Patterns.zipPlusFour) == nil
        }
    }

    /// A row that names a branch and no street: it opens with a branch word and holds no number
    /// ("סניף רמת גן"); "Branch: 12 High St" is an address.
    static func isBranchRow(_ row: Row) -> Bool {
        guard let first = row.words.first, branchWords.matches(first.tokens) else { return false }
        return !row.text.contains(where: \.isNumber)
    }

    /// A Malaysian company number on a row of its own: "(No. 193673-M)", "(CO.REG :933109-X)",
    /// "<484297 -M>" ("No." and a state name would make it look like an address).
    static func isCompanyNumberRow(_ row: Row) -> Bool {
        row.text.trimming(.whitespaces).wholeMatch(of: Patterns.companyNumberRow) != nil
    }

    /// A company's name without an address after its legal form ("MR D.I.Y. (JOHOR) SDN BHD": the
    /// state in the name is no address); "Acme Ltd 12 High Street" holds one.
    private static func isNameOnlyRow(_ row: Row) -> Bool {
        // Legal forms only: a word of trade is matched tolerantly, and "Lake Shore Dr" reads as "STORE".
        guard let suffix = row.match(BusinessNameExtractor.legalForms) else { return false }
        return !row.wordsAfter(suffix).contains { $0.text.contains(where: \.isNumber) }
    }

    /// Address rows from `start` on: each next row joins when it is address-like, or when the row
    /// before ends with a comma; at most six rows, none of them labelled as something else.
    private static func runOfAddressRows(from start: Int, in rows: ArraySlice<Row>, context: ExtractionContext) -> [Row]? {
        var run = [rows[start]]
        var next = start + 1
        while next < rows.endIndex, run.count < 6 {
            let row = rows[next]
            // A wide gap ends the block: what follows is printed apart from it.
            let gap = Double(row.box.y0) - Double(run.last?.box.y1 ?? row.box.y0)
            // Rule marks alone ("|": the paper's edge read beside the text) are no row of the address.
            // Nor is the document's number set in another column level with it ("No. INV-2026-0452"
            // beside "80 Mill Road").
            if row.words.allSatisfy({ isPartSeparator($0.text) }) || (isDocumentMeta(row) && !sharesColumn(row, run.last ?? row)) {
                next += 1
                continue
            }
            if isOtherRow(row) || gap > 1.5 * Double(max(run.last?.box.height ?? 0, row.box.height)) { break }
            let previousText = run.last?.text.trimming(rowMarks) ?? ""
            // A short row between two address rows ("JEN ULU KELANG") is part of the address too.
            let sandwiched = row.words.count <= 3 && next + 1 < rows.endIndex && !isOtherRow(rows[next + 1])
                && addressScore(rows[next + 1]) >= 1
            if addressScore(row) >= 1 || previousText.hasSuffix(",") || sandwiched { run.append(row) } else {
                // The last line of the issuer's address block, right above its contact lines ("Cardiff
                // CF10 53H" with its postcode misread, "הוד השרו" with its town misread, over "Tel: …"):
                // a short line of letters, in the address's column, is the address's town.
                if isTownLine(row), next + 1 < rows.endIndex, rows[next + 1].contains(notAddress),
                   sharesColumn(row, run.last ?? row) { run.append(row) }
                break
            }
            next += 1
        }
        let issuer = run.contains { !context.issuerWords(of: $0).isEmpty }
        return issuer ? run : nil
    }

    /// A town's line: one to three words, mostly letters, none of them a label.
    private static func isTownLine(_ row: Row) -> Bool {
        let words = row.words.filter { $0.text.contains { $0.isLetter || $0.isNumber } }
        let letters = row.text.filter(\.isLetter).count, digits = row.text.filter(\.isNumber).count
        // A word with letters ending in a colon is a label ("טלפון:"), not a town.
        let labelled = row.words.contains { $0.text.hasSuffix(":") && $0.text.contains(where: \.isLetter) }
        return (1...3).contains(words.count) && letters >= 3 && digits <= letters && !labelled && !isOtherRow(row)
            && !NameWords.titles.matches(row.tokens)
    }

    /// Whether two rows overlap horizontally: lines of one block of text do, a column beside it does not.
    private static func sharesColumn(_ a: Row, _ b: Row) -> Bool {
        a.box.x0 < b.box.x1 && b.box.x0 < a.box.x1
    }
}

extension RuleID {
    static let addressFooterContactRow = RuleID("address.footer_contact_row")
    static let addressHeaderRows = RuleID("address.header_rows")
    static let addressLabel = RuleID("address.label")
    static let addressPostalBlock = RuleID("address.postal_block")
}
