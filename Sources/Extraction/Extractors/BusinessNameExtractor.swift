// The issuer's name: a row near the top of page 1, preferably with a legal form (בע"מ, SDN BHD, LTD),
// a word of trade (RESTAURANT, MART), a larger font, or right above the issuer's address; never a
// title, address, phone, date or customer row. The name the issuer trades under is `business_name`:
// printed clearly larger right above its registered name ("פארם פלוס" over "פלוס אחזקות בע\"מ") it wins
// over it; the registered name with its legal form is `legal_name`.

import DocumentModel
import Foundation

enum BusinessNameExtractor: FieldExtractor {
    static let fields: [FieldName] = [.businessName, .legalName]
    /// How much larger a trading name is printed than the registered name under it: larger at all
    /// (the same type measures within a few per cent). 1.25 ("clearly larger") until 2026-12-04 (see
    /// docs/history.md): on `corpus-foreign/dev` every trading name was 1.3–2.8 times its registered
    /// name's height, and `check/` holds names printed only a little larger.
    static let tradingNameScale = 1.05
    /// The largest type a registered name's first line may be printed in against its line with the
    /// legal form to be joined to it ("Ironwood" over "Systems LLC", `nameStart(above:in:excluding:)`).
    static let wrappedNameScale = 1.25

    /// Legal forms: the strongest sign of a company name.
    static let legalForms = KeywordSet(["בע\"מ", "בעמ", "בע'מ", "SDN BHD", "SDN", "BHD", "S/B", "LTD", "LIMITED", "LLC",
                                        "INC", "CORP", "GMBH", "PLC", "B.V.", "N.V.", "PVT", "PTY", "SARL", "חברת",
                                        "שותפות", "עמותת"])
    /// Words of trade that often end a shop's name ("… HARDWARE", "… RESTAURANT").
    static let tradeWords = KeywordSet(["ENTERPRISE", "ENTERPRISES", "TRADING", "COMPANY", "SYARIKAT", "RESTAURANT",
                                        "RESTORAN", "KEDAI", "MART", "SUPERMARKET", "STORE", "CAFE", "HARDWARE",
                                        "BAKERY", "PHARMACY", "מסעדה", "סופר", "מרקט", "קפה"])
    /// Either kind of suffix.
    static let legalSuffixes = KeywordSet((legalForms.keywords + tradeWords.keywords).map(\.printed))
    /// Rows that are something else.
    static let otherRows = KeywordSet(["WELCOME", "ברוכים הבאים", "THANK YOU", "FOR SHOPPING", "SHOPPING WITH", "תודה",
                                       "COPY", "העתק", "מקור",
                                       "ORIGINAL", "RECEIPT", "INVOICE", "חשבונית", "קבלה", "TAX", "CASH BILL",
                                       "לכבוד", "TEL", "FAX", "טל", "פקס", "ח.פ", "ע.מ", "עוסק", "GST", "REG",
                                       "CO. NO", "DATE", "תאריך", "כתובת", "ADDRESS", "www", "http", "EMAIL", "MAIL", "HOURS",
                                       "OPENING", "שעות פתיחה", "GOODS SOLD", "RETURNABLE", "SIMPLIFIED",
                                       "YOUR ORDER", "ORDER NUMBER", "ORDER NO", "COMPANY NO", "COMPANY REG", "CO NO",
                                       "REG NO", "ROC", "BR NO", "Steuer-Nr", "SteuerNr", "USt", "VAT", "BTW", "TVA",
                                       "KvK", "SIRET", "IBAN", "טלפון", "PHONE", "נייד", "סניף", "BRANCH",
                                       "חשבון תקופתי", "חשבון עסקה", "מס' חברה", "מספר חברה", "TAX ID", "EIN"])
    /// Rows of one word that are a payment or a title, not a name ("CASH").
    private static let singleWordRows = KeywordSet(["CASH", "מזומן", "RECEIPT", "INVOICE", "BILL", "COPY", "קבלה"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("מינימרקט טל ומטר\nהגפן 114\nפתח תקווה\nטל' 03-494-7419", .businessName, "מינימרקט טל ומטר",
                         rule: .businessNameHeaderRow),
        ExtractorExample("חשבון עסקה | עדי ברק - הובלות\nמספר 797350 | רחוב אבן גבירול 89 נהריה\nטל' 03-4991790",
                         .businessName, "עדי ברק - הובלות", rule: .businessNameHeaderRow),
        ExtractorExample("Brightpath Broadband Statement\n3191 Market St\nNew York, NY 10000\n(212) 555-0148",
                         .businessName, "Brightpath Broadband", rule: .businessNameHeaderRow),
        ExtractorExample("Click Direct | Order Receipt\n8699 Union Square W, Suite 196\nSeattle, WA 98101",
                         .businessName, "Click Direct", rule: .businessNameHeaderRow),
        ExtractorExample("דלק השרון /\nרח' יפו 20, אשקלון\nטל' 08-6754321", .businessName, "דלק השרון",
                         rule: .businessNameHeaderRow),
        ExtractorExample("Brightpath Power & . Light Inc.\n80 Mill Road\nPhiladelphia, PA 19168", .businessName,
                         "Brightpath Power & Light Inc.", rule: .businessNameLegalSuffix),
        ExtractorExample("חשבונית מס\nפרטי המזמין\nמערכות טופ-ליין בע\"מ\nסה\"כ | 100.00", .businessName, nil),
        ExtractorExample("SYARIKAT PERNIAGAAN GIN KEE\n(81109-A)\nTEL : 03-40210276", .businessName,
                         "SYARIKAT PERNIAGAAN GIN KEE", rule: .businessNameLegalSuffix),
        ExtractorExample("סופר השכונה בע\"מ\nרחוב הרצל 12, תל אביב\nח.פ 514756121", .businessName, "סופר השכונה בע\"מ",
                         rule: .businessNameLegalSuffix),
        ExtractorExample("tan woon yann\nBOOK TA .K (TAMAN DAYA) SDN BHD\nNO.53 55,57 & 59, JALAN SAGU 18,",
                         .businessName, "BOOK TA .K (TAMAN DAYA) SDN BHD", rule: .businessNameLegalSuffix),
        ExtractorExample("Nebula Data Systems Ltd. | n\"ya yTn Nidan IAI\n10 Hamenofim St., Herzliya Pituach 4672561, Israel",
                         .businessName, "Nebula Data Systems Ltd.", rule: .businessNameLegalSuffix),
        ExtractorExample("חשבונית מס 10452", .businessName, nil),
        ExtractorExample("KIKU JAPANESE RESTAURANT\nTK DIVISION KITCHEN SDN BHD\nNO 7, JALAN MAWAR 2, TAMAN BUNGA",
                         .businessName, "TK DIVISION KITCHEN SDN BHD", rule: .businessNameLegalSuffix),
        ExtractorExample("PASARAYA BORONG PINTAR\nSDN BHD\nBR No.: (124525-H)\nNO 19, JALAN TASIK UTAMA 4,",
                         .businessName, "PASARAYA BORONG PINTAR SDN BHD", rule: .businessNameLegalSuffixTwoRows),
        ExtractorExample("Dimiliki: banh mi cafe sdn bhd\nNo. 1 Jalan Puteri 7/10", .businessName, "banh mi cafe sdn bhd",
                         rule: .businessNameLegalSuffix),
        ExtractorExample("THE STORE (MALAYSIA) SDN BHD (B199K)\nLOT 34817 JALAN BATU", .businessName,
                         "THE STORE (MALAYSIA) SDN BHD", rule: .businessNameLegalSuffix),
        ExtractorExample("Amazon Web Services Invoice\nInvoice Number: 42183017", .businessName, "Amazon Web Services",
                         rule: .businessNameHeaderRow),
        ExtractorExample("GUEST COPY\nSYARIKAT PERNIAGAAN GIN KEE\nNO 290, JALAN AIR PANAS,\nSETAPAK,\n53200, KUALA LUMPUR.",
                         .businessName, "SYARIKAT PERNIAGAAN GIN KEE", rule: .businessNameLegalSuffix),
        ExtractorExample("Company Reg #1101083-T\nGST Reg #000899874", .businessName, nil),
        ExtractorExample("Acme Hosting AG - Seeweg 4 - D-60311 Frankfurt\nBeta Labs Ltd\nHauptstr. 5\n10115 Berlin",
                         .businessName, "Acme Hosting AG", rule: .businessNameSenderLine),
        ExtractorExample("Acme Web Services Invoice\nBill to Address:\nATTN: Beta Labs Limited\n93 Main Road",
                         .businessName, "Acme Web Services", rule: .businessNameHeaderRow),
        ExtractorExample("SUN WONG KUT SON BHD\nNO 2, JALAN KUCHAI MAJU 1\n58200 KUALA LUMPUR", .businessName,
                         "SUN WONG KUT SDN BHD", rule: .businessNameLegalSuffix),
        ExtractorExample("lim ah kow\nINDAH GIFT & HOME DECO\n27, JALAN DEDAP 13,\n81100 JOHOR BAHRU, JOHOR.",
                         .businessName, "INDAH GIFT & HOME DECO", rule: .businessNameHeaderRow),
        ExtractorExample("Steuer-Nr.: 514/78510\nILIO'S Restaurant\nBretonischer Ring 7\n85630 Grasbrunn", .businessName,
                         "ILIO'S Restaurant", rule: .businessNameLegalSuffix),
        ExtractorExample("סופר הגפן (2009) בע\"מ\nרח' אלנבי 85, ירושלים\nטלפון: 03-2556949", .businessName,
                         "סופר הגפן (2009) בע\"מ", rule: .businessNameLegalSuffix),
        ExtractorExample("טלפון: 03-2556949\nסניף רמת גן", .businessName, nil),
        ExtractorExample("חשבון תקופתי מס' 14207306", .businessName, nil),
        ExtractorExample("ca\nFactuuradres\nStrategic Corp\nFakestreet 46\n3500 MJ Utrecht\nKopie factuur\nFactuur datum 8-9-2022\n"
                         + "Onderhoudsset | 49,99\nSX Flyer | 0,00\nBTW | 8,68\nTotaal | 49,99\nVooruitbetaald met Credit Card\n"
                         + "e-Luscious Nederland B.V. iov Saeco.com\nBadweg 48, 8401 BL, Gorredijk\n"
                         + "Kvk nummer: 04080176", .businessName, "e-Luscious Nederland B.V.",
                         rule: .businessNameFooterCompany),
        ExtractorExample("נועה ברגר - עיצוב חוויית משתמש | חשבונית מס / קבלה\nעוסק מורשה\nמספר: 20481\nע.מ. 312456783",
                         .businessName, "נועה ברגר - עיצוב חוויית משתמש", rule: .businessNameHeaderRow),
        ExtractorExample("צומת ספרים\nרחוב אבן גבירול 180, באר שבע\nמס' חברה 512010042", .businessName, "צומת ספרים",
                         rule: .businessNameHeaderRow),
        ExtractorExample("סופר השכונה בע\"מ\nרחוב הרצל 12, תל אביב\nח.פ 514756121", .legalName, "סופר השכונה בע\"מ",
                         rule: .legalNameLegalForm),
        ExtractorExample("KINGSWAY SERVICE STATION\n788 LAKE SHORE DR, SEATTLE", .legalName, nil),
        ExtractorExample("KINGSWAY SERVICE\n788 LAKE SHORE DR, SEATTLE, WA 98199\n+1 206 555 0141", .businessName,
                         "KINGSWAY SERVICE", rule: .businessNameHeaderRow),
        // Under the title printed across the page, the customer's company (its block's caption
        // misread, "פרטי Mi" for "פרטי לקוח") yields to the name that heads the page.
        ExtractorExample("דיל גאדג'ט\nהגליל 99, פתח תקווה\nטל' 02-9740324\nח.פ/ע.מ 526332622\nחשבונית מס קבלה\n"
                         + "מס' מסמך 377991\nפרטי Mi | תאריך 16-04-2025\nיעוץ א.ב. בע\"מ | מס' הזמנה 380331903\n"
                         + "חפ 526892914\nסה\"כ | 100.00", .businessName, "דיל גאדג'ט", rule: .businessNameHeaderRow),
        // A name's line ending with "&" goes on on the next line.
        ExtractorExample("HOME MASTER HARDWARE &\nELECTRICAL\nNO.113G & 115G, JALAN SETIA GEMILANG\n40170 BANDAR SETIA ALAM,",
                         .businessName, "HOME MASTER HARDWARE & ELECTRICAL", rule: .businessNameLegalSuffix),
    ]

    /// Tokens that go with a legal form without naming anyone: "CO. (M) SDN BHD", "& CO".
    fileprivate static let suffixFillers: Set<String> = ["co", "m", "and", "the"]

    /// One header row that can be a name, with what it shows.
    private struct NameRow {
        let row: Row
        let words: [LayoutWord]
        let stripped: Bool
        /// The index of the last row the name is printed on (it may wrap over rows in large type).
        var lastRow: Int
        var hasLegalForm: Bool { legalForms.matches(words.flatMap(\.tokens)) }
        var hasSuffix: Bool { legalSuffixes.matches(words.flatMap(\.tokens)) }
        /// The suffix stands alone ("SDN BHD", "CO. (M) SDN BHD"): the name began on a neighbouring row.
        var isSuffixOnly: Bool {
            words.allSatisfy { word in
                legalSuffixes.matches(word.tokens) || word.tokens.allSatisfy { BusinessNameExtractor.suffixFillers.contains($0) }
            }
        }
    }

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        let firstPageRows = Array(context.layout.firstPageRows(legible: 12))
        let heights = firstPageRows.prefix(10).map(\.typeHeight).sorted()
        let medianHeight = heights.isEmpty ? 1 : heights[heights.count / 2]
        let addressRuns = context.issuerAddressRuns
        let addressRows = Set(addressRuns.flatMap { $0.filter { !$0.contains(legalSuffixes) }.map(\.index) })
        let runStarts = addressRuns.compactMap { $0.first?.index }
        let nameRows = firstPageRows.map { row in
            addressRows.contains(row.index) ? nil
                : nameRow(row, context: context, largeType: medianHeight * largeTypeScale, excluding: addressRows)
        }
        var candidates = SenderLine.candidates(in: firstPageRows)
        let titleRow = context.layout.acrossTitleRow
        var legalNames: [(candidate: Candidate, row: Row)] = []
        var headerNames: [(index: Int, row: Row)] = []
        var rank = 0
        for (position, entry) in nameRows.enumerated() {
            guard let entry else { continue }
            let row = entry.row
            var strength = max(0.5 - 0.05 * Double(rank), 0.2)
            var rule = RuleID.businessNameHeaderRow
            var words = entry.words
            if entry.hasSuffix {
                strength += entry.hasLegalForm ? 0.4 : 0.25
                rule = RuleID.businessNameLegalSuffix
                if entry.isSuffixOnly {
                    // A suffix alone ("Company" of "Company Reg #…") is no name without its row above.
                    guard let neighbour = neighbourName(of: position, in: nameRows) else { continue }
                    words = joined(neighbour, entry)
                    rule = RuleID.businessNameLegalSuffixTwoRows
                } else if let above = nameStart(above: entry, in: context, excluding: addressRows) {
                    // A name set on two lines of one column ("Ironwood" over "Systems LLC").
                    words = above + words
                    rule = RuleID.businessNameLegalSuffixTwoRows
                }
            }
            if row.typeHeight >= medianHeight * 1.25 { strength += 0.1 }
            // The issuer prints its name right above its address; rows under the address are branch
            // names, slogans or the cashier.
            if runStarts.contains(where: { (1...2).contains($0 - entry.lastRow) }) { strength += 0.15 }
            if let firstRun = addressRuns.first, let end = firstRun.last?.index, row.index > end { strength -= 0.1 }
            // The issuer heads the page: under the document's title, printed across the page on its own
            // row, come the customer and the document's details, so a name there yields to one above it.
            if Layout.yieldsToOneAbove(row.index, title: titleRow, others: nameRows[..<position].compactMap { $0?.row.index }) {
                strength -= Layout.underTitleYield
            }
            let letters = words.flatMap { $0.text.filter(\.isLetter) }
            // Names are printed in capitals or title case; a row all in small letters is a note.
            if letters.allSatisfy(\.isLowercase), !entry.hasLegalForm { strength -= 0.25 }
            // How sure OCR was of the name itself, not of specks beside it.
            strength *= 0.5 + 0.5 * words.map(\.confidence).reduce(0, +) / Double(max(words.count, 1))
            let value = text(of: words)
            let candidate = Candidate(field: .businessName, value: value, rule: rule, strength: strength, words: words)
            if entry.hasLegalForm {
                legalNames.append((candidate, row))
            } else {
                headerNames.append((candidates.count, row))
            }
            candidates.append(candidate)
            rank += 1
        }
        let trading = promoteTradingName(in: &candidates, headerNames: headerNames, legalNames: legalNames)
        var legal = legalNames.map { name in
            // The trading name set over the registered name in the same column was joined to it as its
            // first line: it is no part of it.
            let words = name.candidate.words.filter { !trading.contains($0.id) }
            let value = words.count == name.candidate.words.count ? name.candidate.value : text(of: words)
            return Candidate(field: .legalName, value: value, rule: RuleID.legalNameLegalForm,
                             strength: name.candidate.strength, words: words)
        }
        if let footer = footerCompany(in: context) {
            candidates.append(footer)
            legal.append(Candidate(field: .legalName, value: footer.value, rule: RuleID.legalNameFooterCompany,
                                   strength: footer.strength, words: footer.words))
        }
        return candidates + legal
    }

    /// The trading name: a name row printed larger (`tradingNameScale`) than the registered name (with
    /// its legal form) one to three rows under it takes the lead over it.
    /// - Returns: the ids of the trading name's words (none when no row was promoted).
    private static func promoteTradingName(in candidates: inout [Candidate], headerNames: [(index: Int, row: Row)],
                                           legalNames: [(candidate: Candidate, row: Row)]) -> Set<Int> {
        guard let legal = legalNames.max(by: { $0.candidate.strength < $1.candidate.strength }) else { return [] }
        let legalHeight = legal.candidate.words.medianHeight
        let larger = headerNames.filter { name in
            let words = candidates[name.index].words
            let letters = words.flatMap { $0.text.filter(\.isLetter) }
            // A logo's garbled letters or a handwritten note above the name is no trading name: OCR
            // must be sure of it, and a name is not written in small letters.
            return name.row.page == legal.row.page && (1...3).contains(legal.row.index - name.row.index)
                && words.medianHeight >= tradingNameScale * legalHeight
                && words.allSatisfy { $0.confidence >= 0.5 } && letters.count >= 4
                && !letters.allSatisfy(\.isLowercase)
        }
        guard let trading = larger.max(by: { candidates[$0.index].words.medianHeight < candidates[$1.index].words.medianHeight })
        else { return [] }
        let old = candidates[trading.index]
        candidates[trading.index] = Candidate(field: .businessName, value: old.value, rule: RuleID.businessNameTradingName,
                                              strength: legal.candidate.strength + 0.05, words: old.words)
        return Set(old.words.map(\.id))
    }

    /// The words that start a name whose line with the legal form is `entry`: the row right above, in
    /// the same column, printed in about the same type, that is not a title, label, address or a
    /// repeat of the name.
    private static func nameStart(above entry: NameRow, in context: ExtractionContext,
                                  excluding addressRows: Set<Int>) -> [LayoutWord]? {
        let index = entry.row.index
        guard index > 0, !addressRows.contains(index - 1) else { return nil }
        let above = context.rows[index - 1]
        guard above.page == entry.row.page, !above.contains(legalSuffixes) else { return nil }
        let columnRow = column(of: above, over: entry.words) { !context.layout.isCustomer($0) }
        guard !columnRow.words.isEmpty, !columnRow.contains(otherRows), !NameWords.titles.matches(columnRow.tokens),
              columnRow.words.allSatisfy({ !$0.text.contains(where: \.isNumber) }),
              // A name is printed in capitals or title case; a line in small letters is a note (a cashier).
              !columnRow.words.flatMap({ $0.text.filter(\.isLetter) }).allSatisfy(\.isLowercase),
              isNameLike(columnRow.words, row: columnRow, language: context.language) else { return nil }
        let height = max(entry.words.medianHeight, 1)
        guard (0.8...wrappedNameScale).contains(columnRow.words.medianHeight / height) else { return nil }
        guard shareAnEdge(columnRow.words, entry.words, within: 0.5 * height) else { return nil }
        // The trading name repeated in the registered name ("סופר השכונה" over "סופר השכונה בע\"מ") is not its start.
        let entryTokens = Set(entry.words.flatMap(\.tokens))
        guard !columnRow.tokens.allSatisfy(entryTokens.contains) else { return nil }
        return columnRow.words
    }


    /// The company a European invoice names in its footer, on the line right above its address
    /// ("e-Luscious Nederland B.V." over "Badweg 48, 8401 BL, Gorredijk"): up to its legal form.
    private static func footerCompany(in context: ExtractionContext) -> Candidate? {
        guard let block = context.postalBlocks.first(where: \.inFooter)?.block,
              let line = block.lineAbove else { return nil }
        let row = Row(index: 0, page: 0, words: line, verticalFraction: 0)
        guard let form = row.match(legalForms), !row.contains(otherRows) else { return nil }
        let words = Array(row.words[...form.upperBound])
        guard words.count >= 2 else { return nil }
        return Candidate(field: .businessName, value: text(of: words),
                         rule: RuleID.businessNameFooterCompany, strength: 0.75 * (0.5 + 0.5 * row.meanConfidence),
                         words: words)
    }

    /// The row's name words when it is in the header and looks like a name; a name set in large type
    /// (rows at least `largeType` tall) goes on over the lines it wraps to in its column.
    private static func nameRow(_ row: Row, context: ExtractionContext, largeType: Double,
                                excluding addressRows: Set<Int>) -> NameRow? {
        let hasSuffix = row.contains(legalSuffixes)
        guard context.layout.headerRows.contains(row.index) || row.index < 4 || hasSuffix else { return nil }
        let letterWords = row.words.filter { $0.text.contains(where: \.isLetter) }
        if letterWords.count == 1 && row.contains(singleWordRows) { return nil }
        // Registration numbers ("(169669-A)") and Hebrew noise in an English document are not the name.
        // A rule or a box's edge read as "|" beside the name is no word of it (nor, kept, would the
        // name be flush with the line it wraps to).
        var words = context.issuerWords(of: row).filter { $0.text.filter(\.isASCIIDigit).count < 5 && !$0.isRuleMark }
        if context.language == "en" { words = words.filter { $0.hebrewLetters == 0 } }
        // A company name ends with its segment: what stands a column away is other text
        // ("Nebula Data Systems Ltd.      n"ya yTn Nidan", the Hebrew name read by the English model).
        if hasSuffix, let segment = row.segments.first(where: { $0.contains { legalSuffixes.matches($0.tokens) } }),
           segment.count < row.words.count {
            let kept = Set(segment.map(\.id))
            words = words.filter { kept.contains($0.id) }
        } else if !hasSuffix, let column = largestColumn(of: row) {
            let kept = Set(column.map(\.id))
            words = words.filter { kept.contains($0.id) }
        }
        guard var name = NameWords.of(words, otherRows: otherRows, suffixes: legalSuffixes),
              isNameLike(name.words, row: row, language: context.language),
              // A lone word before a colon is a label whose value was dropped ("מספר: 20481").
              !(name.words.count == 1 && name.words[0].text.hasSuffix(":")) else { return nil }
        var lastRow = row.index
        if !hasSuffix, row.typeHeight >= largeType {
            let lines = wrappedLines(of: name.words, below: row, in: context, excluding: addressRows)
            // Rule marks read beside the first line ("|") are no part of a name joined over lines; a
            // dash is ("יעל רוזן -" / "תרגום ועריכה").
            if !lines.isEmpty {
                name.words = name.words.filter { $0.text.contains { $0.isLetter || $0.isNumber } || ["-", "–", "—"].contains($0.text) }
                    + lines.flatMap(\.words)
            }
            lastRow = lines.last?.index ?? lastRow
        }
        // A line that ends with "&" goes on on the next ("HOME MASTER HARDWARE &" / "ELECTRICAL").
        if lastRow == row.index, let line = lineAfterConjunction(name.words, below: row, in: context, excluding: addressRows) {
            name.words += line.words
            lastRow = line.index
        }
        guard !name.stripped || name.words.count >= 2 || hasSuffix else { return nil }
        return NameRow(row: row, words: name.words, stripped: name.stripped, lastRow: lastRow)
    }

    /// Words that join two parts of a name: a line ending with one has not ended the name.
    private static let conjunctions: Set<String> = ["&", "AND"]

    /// The next line of a name whose line ends with a conjunction: the row right under it, in its
    /// column, all letters, neither an address, a label, a title nor the customer's.
    private static func lineAfterConjunction(_ name: [LayoutWord], below row: Row, in context: ExtractionContext,
                                             excluding addressRows: Set<Int>) -> Row? {
        guard let last = name.last, conjunctions.contains(last.text.uppercased()),
              row.index + 1 < context.rows.count else { return nil }
        let next = context.rows[row.index + 1]
        let line = column(of: next, over: name) { $0.text.contains(where: \.isLetter) }
        guard next.page == row.page, !addressRows.contains(next.index), !line.words.isEmpty,
              mayGoOnName(line, in: context), AddressExtractor.addressScore(line) == 0,
              isNameLike(line.words, row: line, language: context.language) else { return nil }
        return line
    }

    /// Whether a line under a name, in its column, may be the name's next line: none of its words
    /// the customer's, no digit, no label and no title.
    private static func mayGoOnName(_ line: Row, in context: ExtractionContext) -> Bool {
        !line.words.contains(where: context.layout.isCustomer) && line.words.allSatisfy { !$0.text.contains(where: \.isNumber) }
            && !line.contains(otherRows) && !NameWords.titles.matches(line.tokens)
    }

    /// "Co.", "& Co.": the end of a company's name on a line of its own (not a legal form elsewhere:
    /// "CO. NO" is a company number's label).
    private static let companyAbbreviations = KeywordSet(["CO", "& CO", "AND CO"])

    private static func isCompanyAbbreviation(_ row: Row) -> Bool {
        companyAbbreviations.firstMatch(in: row.tokens) == 0..<row.tokens.count
    }

    /// How much taller than the header's typical row a name's row is when set in large type.
    static let largeTypeScale = 1.25

    /// The lines a name in large type wraps to in its column ("Nest" / "Supply" / "Co." beside the
    /// title "INVOICE", "מחסני" / "הבית" beside "חשבונית מס / קבלה"): up to two rows under it whose
    /// words in the name's column are nearly as large, flush with it on one side, and hold no digit,
    /// label or title; a line with a legal form is the last. A line repeating a word of the name is
    /// the registered name under the trading name ("דלקן השרון" over "השרון רשתות בע\"מ"), not its end.
    /// Rows with no letters in the name's column (a title column's line set between the name's two,
    /// a rule's speck far off) are passed over: only the gap to the next line can end the name.
    private static func wrappedLines(of name: [LayoutWord], below row: Row, in context: ExtractionContext,
                                     excluding addressRows: Set<Int>) -> [Row] {
        let height = max(name.medianHeight, 1)
        var lines: [Row] = []
        var last = name
        for next in context.rows.dropFirst(row.index + 1).prefix(4) where lines.count < 2 {
            let columnRow = column(of: next, over: last) { $0.text.contains(where: \.isLetter) }
            let column = columnRow.words
            if column.isEmpty, next.page == row.page { continue }
            let top = Double(column.map(\.box.y0).min() ?? 0), bottom = Double(last.map(\.box.y1).max() ?? 0)
            let nameTokens = Set((name + lines.flatMap(\.words)).flatMap(\.tokens))
            guard next.page == row.page, !addressRows.contains(next.index), !column.isEmpty,
                  mayGoOnName(columnRow, in: context), !columnRow.tokens.contains(where: nameTokens.contains),
                  isNameLike(column, row: columnRow, language: context.language) || columnRow.contains(legalSuffixes)
                    || isCompanyAbbreviation(columnRow),
                  (column.map({ Double($0.box.height) }).max() ?? 0) >= 0.65 * height,
                  top - bottom <= lineGap(of: last) * height, shareAnEdge(column, last, within: 0.5 * height)
            else { break }
            lines.append(columnRow)
            last = column
            if columnRow.contains(legalSuffixes) || isCompanyAbbreviation(columnRow) { break }
        }
        return lines
    }

    /// The widest gap between two lines of one name, in heights of its words. Hebrew letters rise and
    /// fall little (a line of "מחסני" is about half its type's size, a line of "Nest" three quarters),
    /// so the same line spacing leaves a gap half as large again under a Hebrew line.
    private static func lineGap(of line: [LayoutWord]) -> Double {
        line.reduce(0) { $0 + $1.hebrewLetters } * 2 > line.reduce(0) { $0 + $1.text.filter(\.isLetter).count } ? 1.3 : 0.8
    }

    /// The words of `row`'s columns that reach over `words` horizontally, in reading order, kept by
    /// `keep`, without a logo mark at either end (`NameWords.withoutLogoMark`): the line of a name's
    /// column above or under it.
    private static func column(of row: Row, over words: [LayoutWord], keep: (LayoutWord) -> Bool) -> Row {
        let left = words.map(\.box.x0).min() ?? 0, right = words.map(\.box.x1).max() ?? 0
        let ids = Set(row.segments.filter { segment in
            segment.contains { $0.box.x1 > left && $0.box.x0 < right }
        }.flatMap { $0 }.map(\.id))
        return Row(index: row.index, page: row.page,
                   words: NameWords.withoutLogoMark(row.words.filter { ids.contains($0.id) && keep($0) },
                                                    suffixes: legalSuffixes),
                   verticalFraction: row.verticalFraction)
    }

    /// Whether two lines are set flush on one side: a name wrapped in its column shares an edge with
    /// its next line; a centred receipt's lines of different lengths are separate lines (a branch
    /// over the company).
    private static func shareAnEdge(_ a: [LayoutWord], _ b: [LayoutWord], within tolerance: Double) -> Bool {
        let edges = { (words: [LayoutWord]) in
            (Double(words.map(\.box.x0).min() ?? 0), Double(words.map(\.box.x1).max() ?? 0))
        }
        let (aLeft, aRight) = edges(a), (bLeft, bRight) = edges(b)
        return abs(aLeft - bLeft) <= tolerance || abs(aRight - bRight) <= tolerance
    }

    /// The column of a row printed in columns whose type is clearly the largest: the name beside a
    /// tagline in small print ("רונן שטרן - שיפוצים ובנייה      קבלן רשום - סיווג ג'1"). Columns of
    /// specks (OCR unsure of every word) and titles ("INVOICE" printed big beside the name) do not
    /// count; nil when no column stands out.
    private static func largestColumn(of row: Row) -> [LayoutWord]? {
        let segments = row.segments
        // A rule's marks ("|" of a box drawn round the header) are no column of type, however tall.
        let columns = segments.filter { column in
            let tokens = column.flatMap(\.tokens)
            return column.contains { $0.confidence >= 0.5 } && !otherRows.matches(tokens)
                && !singleWordRows.matches(tokens) && column.contains { $0.text.contains { $0.isLetter || $0.isNumber } }
        }
        // Specks beside the name ("Bee i .      PAGOH REST AND SERVICE AREA") are dropped.
        if columns.count == 1, segments.count > 1,
           segments.allSatisfy({ $0 == columns[0] || $0.allSatisfy { $0.confidence < 0.5 } }) {
            return columns[0]
        }
        guard columns.count > 1 else { return nil }
        func typeHeight(_ column: [LayoutWord]) -> Double {
            let heights = column.filter { $0.confidence >= 0.5 }.map { Double($0.box.height) }.sorted()
            return heights[heights.count / 2]
        }
        let ranked = columns.sorted { typeHeight($0) > typeHeight($1) }
        return typeHeight(ranked[0]) >= 1.3 * typeHeight(ranked[1]) ? ranked[0] : nil
    }

    /// The name row a lone suffix row completes: the row right above, else one beside it on the same line.
    private static func neighbourName(of position: Int, in rows: [NameRow?]) -> NameRow? {
        guard let entry = rows[position] else { return nil }
        if position > 0, let above = rows[position - 1], !above.isSuffixOnly, above.row.index == entry.row.index - 1 {
            return above
        }
        if position + 1 < rows.count, let beside = rows[position + 1], !beside.isSuffixOnly,
           beside.row.box.y0 < entry.row.box.y1 {
            return beside
        }
        return nil
    }

    /// A name row and the suffix row that completes it: in reading order when they share a line,
    /// else the name row's words first.
    private static func joined(_ name: NameRow, _ suffix: NameRow) -> [LayoutWord] {
        let sameLine = name.row.box.y0 < suffix.row.box.y1 && suffix.row.box.y0 < name.row.box.y1
        guard sameLine else { return name.words + suffix.words }
        let rightToLeft = suffix.row.isRTL
        return (name.words + suffix.words).sorted { rightToLeft ? $0.box.x0 > $1.box.x0 : $0.box.x0 < $1.box.x0 }
    }

    /// Mostly letters, at least three of them, and in the document's script (no junk OCR); not an
    /// address (street words with a number or a comma).
    private static func isNameLike(_ words: [LayoutWord], row: Row, language: String) -> Bool {
        let text = words.map(\.text).joined()
        let letters = text.filter(\.isLetter).count
        // The year in "סופר הגפן (2009) בע\"מ" is part of the name, not a number beside it.
        let digits = text.replacing(foundingYear, with: "").filter(\.isNumber).count
        let hebrew = words.map(\.hebrewLetters).reduce(0, +)
        let latin = words.map(\.latinLetters).reduce(0, +)
        if language == "en" && hebrew > latin { return false }
        if !DateParser.dates(in: row.text, monthFirst: false).isEmpty || !row.amounts().isEmpty { return false }
        let addressShaped = row.text.contains(",") || row.text.contains(where: \.isNumber)
        // "No." beside a number is a house number as often as a label ("INV No.: 1053110"): no name either way.
        let addressLike = AddressExtractor.addressScore(row) >= 2 || row.contains(AddressExtractor.weakStreetWords)
        if addressLike && addressShaped && !row.contains(legalSuffixes) { return false }
        return letters >= 3 && digits * 3 <= letters && row.meanConfidence >= 0.4
    }

    /// A founding year in brackets, as Israeli company names print it: "(2009)", or ")2009(" read
    /// with the brackets mirrored.
    nonisolated(unsafe) private static let foundingYear = /[()](?:19|20)\d{2}[()]/

    /// The name's text from its words: without words that are only OCR debris (a lone "/", "=" or
    /// "." beside or between the name's words: "דלק השרון /", "Brightpath Power & . Light Inc."),
    /// with one dash where OCR read two, and cleaned at its ends.
    static func text(of words: [LayoutWord]) -> String {
        var kept: [String] = []
        for word in words.map(\.text) where !isDebris(word) {
            if word == "-", kept.last == "-" { continue }
            kept.append(word)
        }
        return clean(LegalFormSpelling.respelled(kept).joined(separator: " "))
    }

    /// Whether a word is only marks a word of a name is never made of: OCR's debris ("|", "/", "=",
    /// ".", a lone quote mark, bracket or degree sign: "מחסני ’", "] Nest Supply"). A dash
    /// or an ampersand is a word of a name ("X - Y", "A & B").
    private static func isDebris(_ word: String) -> Bool { word.unicodeScalars.allSatisfy(debrisMarks.contains) }

    private static let debrisMarks = CharacterSet(charactersIn: "|/\\=~_*:;,.'\"`^׳״[]{}°«»“”„‘’•·¦©®¬")

    /// What `clean` takes off a name's ends.
    private static let endMarks = CharacterSet(charactersIn: " -_|:;,*~=+.").union(.whitespaces)

    /// The name without stray punctuation at its ends.
    static func clean(_ text: String) -> String {
        let trimmed = text.trimming(endMarks)
        // The last dot of an initialism ("B.V.", "D.I.Y.") or of an abbreviated legal form ("Inc.",
        // "Co.") is part of the name as printed.
        let lastWord = trimmed.split(separator: " ").last.map { $0.uppercased() } ?? ""
        let abbreviated = trimmed.wholeMatch(of: Patterns.abbreviatedName) != nil || abbreviatedLegalForms.contains(lastWord)
        let dotted = text.range(of: trimmed).map { text[$0.upperBound...].hasPrefix(".") } == true
        return abbreviated && dotted ? trimmed + "." : trimmed
    }

    /// Legal forms printed abbreviated with a dot ("Nest Supply Co.", "AEON CO. (M) BHD.").
    static let abbreviatedLegalForms: Set<String> = ["INC", "CO", "LTD", "CORP", "BHD", "PTY", "PTE"]
}

extension RuleID {
    static let businessNameFooterCompany = RuleID("business_name.footer_company")
    static let businessNameHeaderRow = RuleID("business_name.header_row")
    static let businessNameLegalSuffix = RuleID("business_name.legal_suffix")
    static let businessNameLegalSuffixTwoRows = RuleID("business_name.legal_suffix_two_rows")
    static let businessNameSenderLine = RuleID("business_name.sender_line")
    static let businessNameTradingName = RuleID("business_name.trading_name")
    static let legalNameFooterCompany = RuleID("legal_name.footer_company")
    static let legalNameLegalForm = RuleID("legal_name.legal_form")
}
