// The issuer's registration number: ח.פ / ע.מ / ת.ז (Israeli check digit), UK VAT (mod 97), EU VAT
// numbers (country prefix and format), Indian GSTINs (check character), company and GST numbers;
// never a number from the customer's block or one labelled as the customer's ("Uw BTW nummer"). A
// header row whose digit groups make a valid Israeli number counts too (OCR sometimes reads the ח.פ
// label as "9.11").

import DocumentModel

enum CompanyIDExtractor: FieldExtractor {
    static let fields: [FieldName] = [.companyID]

    /// Israeli issuer labels, company numbers first (preferred over a dealer number).
    static let israeliCompanyLabels = KeywordSet(["ח.פ", "ח\"פ", "ח.צ", "ע.ר", "חברה פרטית", "מספר חברה", "מס' חברה"])
    static let israeliDealerLabels = KeywordSet(["ע.מ", "ע\"מ", "עוסק מורשה", "עוסק פטור", "מורשה", "ת.ז", "מס' עוסק",
                                                 "עוסק מס'", "מספר עוסק"])
    /// Tax registration labels: the number the label's `company_id` is (VAT, GST, EIN).
    static let taxLabels = KeywordSet(["VAT REG NO", "VAT REG", "VAT NO", "VAT NUMBER", "VAT REGISTRATION NO",
                                       "VAT REGISTRATION NUMBER", "VAT REGISTRATION", "GST ID", "GST REG NO", "GST NO",
                                       "EIN", "TAX ID", "ABN", "USt-IdNr", "Steuernr"])
    /// VAT labels across Europe. Only a country-prefixed number is read beside them ("VAT 12500" is an
    /// amount, "BTW NL810433941B01" a VAT number).
    static let euVATLabels = KeywordSet(["VAT", "VAT ID", "VAT NO", "VAT NUMBER", "VAT REG NO", "BTW", "BTW NR",
                                         "BTW NUMMER", "BTW-ID", "USt-IdNr", "UStId", "USt-ID", "UID", "UID-Nr",
                                         "TVA", "N° TVA", "TVA intracommunautaire", "IVA", "P.IVA", "Partita IVA",
                                         "NIF", "CIF", "MOMS", "ALV", "DIČ"])
    /// Words that make a VAT number the customer's: "Uw BTW nummer", "Votre n° TVA", "Customer VAT".
    static let customerVATWords = KeywordSet(["Uw", "Votre", "Ihre", "Your", "Customer", "Client", "Kunde", "Klant",
                                              "Buyer", "Afnemer", "Cliente"])
    /// Company registry labels: a company number, taken when no tax number is printed.
    static let registryLabels = KeywordSet(["COMPANY NO", "COMPANY REG", "CO REG", "CO. REG NO", "REG NO", "ROC NO",
                                            "ROC", "BUSINESS NO", "COMPANY NUMBER", "COMPANY ID", "COMPANY REGISTRATION NO",
                                            "COMPANY REGISTRATION NUMBER", "CRO", "CRO NO", "REGISTERED NO",
                                            "REGISTERED NUMBER", "REGISTERED IN ENGLAND", "REGISTERED IN ENGLAND AND WALES",
                                            "REGISTERED IN SCOTLAND", "REGISTERED IN IRELAND", "REGISTERED IN NORTHERN IRELAND"])

    static let examples: [ExtractorExample] = [
        ExtractorExample("סופר השכונה בע\"מ\nח.פ 51-475612-1", .companyID, "514756121", rule: .companyIDCompanyLabel),
        ExtractorExample("סופר השכונה בע\"מ | ח.פ: 51 475 6121", .companyID, "514756121", rule: .companyIDCompanyLabel),
        ExtractorExample("עוסק מורשה: 039337423", .companyID, "039337423", rule: .companyIDDealerLabel),
        ExtractorExample("סופר כרמים (2009) בע\"מ\nPOW מורשה 557791464", .companyID, "557791464",
                         rule: .companyIDDealerLabel),
        ExtractorExample("לכבוד: לקוח בע\"מ\nח.פ 513456780", .companyID, nil),
        ExtractorExample("נועה ברגר - עיצוב\nע.מ. 312456783\nעבור\nסטודיו גל-ים הפקות בע\"מ\nח.פ. 516409331", .companyID,
                         "312456783", rule: .companyIDDealerLabel),
        ExtractorExample("סטודיו גל-ים\nעבור\nכרמל הפקות בע\"מ\nח.פ. 516409331", .companyID, nil),
        // The label garbled ("ח.פ/ע.מ" read "ח.פוע מ"), the number in its printed groups: still the issuer's.
        ExtractorExample("מעדניית הגליל בע\"מ\nטל' 04-7364808\nח.פוע מ 51-432407-8\nחשבונית מס 202558\nגבינה | 40.00\n"
                         + "לחם | 20.00\nזיתים | 42.00\nמע\"מ 18% | 18.00\nסה\"כ | 120.00", .companyID, "514324078",
                         rule: .companyIDCheckedNumberInHeader),
        ExtractorExample("VAT Reg No GB 123 4567 82", .companyID, "123456782", rule: .companyIDTaxLabel),
        ExtractorExample("VAT Registration No: GB 123 4567 82\nCompany No. 83901459", .companyID, "123456782",
                         rule: .companyIDTaxLabel),
        ExtractorExample("ABC TRADING SDN BHD\nGST ID : 000123456789", .companyID, "000123456789",
                         rule: .companyIDTaxLabel),
        ExtractorExample("Coolblue B.V.\nKvK Rotterdam 24330087\nBTW NL810433941B01", .companyID, "81043394101",
                         rule: .companyIDEUVATNumber),
        ExtractorExample("Free SAS − N° de TVA intra communautaire: FR 604 219 388 61", .companyID, "60421938861",
                         rule: .companyIDEUVATNumber),
        ExtractorExample("Saeco\nUw BTW nummer: NL003335996B98", .companyID, nil),
        ExtractorExample("Subtotal 100.00\nVAT 12500", .companyID, nil),
        ExtractorExample("ענבל כהן עיצוב גרפי\nעוסק פטור מס' 034215673", .companyID, "034215673",
                         rule: .companyIDDealerLabel),
        ExtractorExample("Nebula Data Systems Ltd. | נבולה מערכות מידע בע\"מ\nTel: +972-9-9512345\nCompany ID: 51-611274-5",
                         .companyID, "516112745", rule: .companyIDRegistryLabel),
        ExtractorExample("Nebula Data Systems Ltd. | נבולה מערכות מידע בע\"מ\n"
                         + "10 Hamenofim St., Herzliya Pituach 4672561, Israel | 516112745 5.n\nTel: +972-9-9512345\n"
                         + "TAX INVOICE No. 20917\nDate: 19 Nov 2026\nCloud hosting 1,200.00\nTotal 1,200.00", .companyID, "516112745",
                         rule: .companyIDCheckedNumberInHeader),
        ExtractorExample("Meridian Software Ltd\n189 Mill Lane\nInvoice 4471\nTotal 120.00\n"
                         + "Registered in England No. 07827565", .companyID, "07827565", rule: .companyIDRegistryLabel),
        ExtractorExample("Clearwater Logistics Ltd\n90 Camden Row, Galway\nCRO No. 687756\nTotal 99.00", .companyID,
                         "687756", rule: .companyIDRegistryLabel),
        ExtractorExample("בוקס סחר בע\"מ\nהפלמ\"ח 80, תל אביב-יפו\nמס' חברה 52-384145-0\nסה\"כ | 120.00", .companyID,
                         "523841450", rule: .companyIDCompanyLabel),
        ExtractorExample("OYO Hotels\nGSTIN | CIN\n06AABCO6063D1ZQ | U63090DL2012PTC231770", .companyID, "06AABCO6063D1ZQ",
                         rule: .companyIDGSTIN),
        ExtractorExample("קפה שקד\nטל. 03-2490440\n9.11 51 475 6121\nחשבונית מס/קבלה 1373\nתאריך: 06.09.25\n"
                         + "שקשוקה | 47.99\nסלט | 30.00\nקפה | 12.00\nלתשלום | 89.99", .companyID, "514756121",
                         rule: .companyIDCheckedNumberInHeader),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        let sets: [(KeywordSet, RuleID, Double, Bool)] = [
            (israeliCompanyLabels, RuleID.companyIDCompanyLabel, 0.85, true),
            (israeliDealerLabels, RuleID.companyIDDealerLabel, 0.8, true),
            (taxLabels, RuleID.companyIDTaxLabel, 0.75, false),
            (registryLabels, RuleID.companyIDRegistryLabel, 0.55, false),
        ]
        for (labels, rule, strength, israeli) in sets {
            for pair in context.layout.labelledValues(labels, read: IdentifierReader.read) {
                if pair.allWords.contains(where: context.layout.isCustomer) { continue }
                guard let candidate = checked(pair.value, israeli: israeli, context: context, rule: rule,
                                              strength: strength * pair.placement.weight, words: pair.allWords,
                                              groups: pair.valueWords) else {
                    continue
                }
                candidates.append(candidate)
            }
        }
        if context.country == .israel {
            candidates += unlabelledNumbers(in: context)
        }
        return candidates + euVATNumbers(in: context) + indianGSTINs(in: context)
    }

    /// Indian GST numbers, known by their shape and check character wherever they are printed
    /// (often in a column under "GSTIN"), the issuer's first; not the customer's.
    private static func indianGSTINs(in context: ExtractionContext) -> [Candidate] {
        var seen: Set<String> = []
        return context.rows.flatMap { context.issuerWords(of: $0) }.compactMap { word -> (String, LayoutWord)? in
            guard word.text.count >= 15, let match = word.text.firstMatch(of: Patterns.gstinShape) else { return nil }
            let gstin = String(match.output)
            return seen.insert(gstin).inserted ? (gstin, word) : nil
        }.enumerated().map { rank, found in
            let candidate = Candidate(field: .companyID, value: found.0, rule: RuleID.companyIDGSTIN,
                                      strength: 0.75 - 0.1 * Double(rank), words: [found.1])
            return IdentifierChecks.isValidGSTIN(found.0) ? candidate.passing(.gstinCheck)
                : candidate.failing(.gstinCheck)
        }
    }

    /// Country-prefixed VAT numbers beside a VAT label, not the customer's; checked where the
    /// country's check digits are known.
    private static func euVATNumbers(in context: ExtractionContext) -> [Candidate] {
        context.layout.labelledValues(euVATLabels, excluding: customerVATWords, read: { EUVATNumber.read($0) })
            .compactMap { pair in
                if pair.allWords.contains(where: context.layout.isCustomer) { return nil }
                let candidate = Candidate(field: .companyID, value: pair.value.digits, rule: RuleID.companyIDEUVATNumber,
                                          strength: 0.8 * pair.placement.weight, words: pair.allWords)
                switch pair.value.checkDigitsValid {
                case true?: return candidate.passing(.vatCheckDigits)
                case false?: return candidate.failing(.vatCheckDigits)
                case nil: return candidate
                }
            }
    }

    /// Rows (or a column of a row) at the top of page 1 whose digit groups make nine digits with a valid
    /// Israeli check digit.
    private static func unlabelledNumbers(in context: ExtractionContext) -> [Candidate] {
        context.rows.filter { $0.page == 1 && $0.index < 12 && $0.verticalFraction < 0.35 }.compactMap { row in
            let words = context.issuerWords(of: row)
            // The number may stand a column away from the row's other text ("… Israel      516112745 ח.פ").
            let segments = Row(index: row.index, page: row.page, words: words, verticalFraction: row.verticalFraction).segments
            guard let (digits, used) = checkedNumber(in: words) ?? segments.lazy.compactMap(checkedNumber).first
            else { return nil }
            return Candidate(field: .companyID, value: digits, rule: RuleID.companyIDCheckedNumberInHeader,
                             strength: 0.55, words: used).passing(.checkDigit)
        }
    }

    /// Nine digits in up to four digit-only words (no phone dashes), or printed as a company number
    /// is ("51-432407-8", a shape no phone takes), with a valid Israeli check digit.
    static func checkedNumber(in words: [LayoutWord]) -> (String, [LayoutWord])? {
        let groups = words.filter { word in
            (word.text.allSatisfy(\.isASCIIDigit) && !word.text.isEmpty)
                || word.text.wholeMatch(of: Patterns.israeliCompanyNumberGroups) != nil
        }
        guard (1...4).contains(groups.count), words.count - groups.count <= 2,
              groups.map(\.text.digitsOnly.count).reduce(0, +) == 9 else { return nil }
        let printed = IdentifierReader.printedOrder(groups).map(\.text.digitsOnly).joined()
        if IdentifierChecks.isValidIsraeliID(printed) { return (printed, groups) }
        let reversed = IdentifierReader.reversedGroups(groups)
        return IdentifierChecks.isValidIsraeliID(reversed) ? (reversed, groups) : nil
    }

    /// A candidate with its check digit verdict; nil when the number cannot be this kind of id.
    /// For Israeli numbers printed in groups, the reversed group order is tried when the printed
    /// order fails the check.
    static func checked(_ digits: String, israeli: Bool, context: ExtractionContext, rule: RuleID,
                        strength: Double, words: [LayoutWord], groups: [LayoutWord] = [],
                        field: FieldName = .companyID) -> Candidate? {
        if israeli || context.country == .israel, (8...9).contains(digits.count) {
            var padded = String(repeating: "0", count: 9 - digits.count) + digits
            if !IdentifierChecks.isValidIsraeliID(padded), groups.count > 1 {
                let reversed = IdentifierReader.reversedGroups(groups)
                if reversed.count == 9, IdentifierChecks.isValidIsraeliID(reversed) { padded = reversed }
            }
            let candidate = Candidate(field: field, value: padded, rule: rule, strength: strength, words: words)
            return IdentifierChecks.isValidIsraeliID(padded) ? candidate.passing(.checkDigit)
                : candidate.failing(.checkDigit)
        }
        if israeli { return nil }
        guard (5...15).contains(digits.count) else { return nil }
        let candidate = Candidate(field: field, value: digits, rule: rule, strength: strength, words: words)
        if context.country == .unitedKingdom || words.contains(where: { $0.text.uppercased().hasPrefix("GB") }),
           digits.count == 9 {
            return IdentifierChecks.isValidUKVAT(digits) ? candidate.passing(.mod97) : candidate.failing(.mod97)
        }
        return candidate
    }
}

extension RuleID {
    static let companyIDCheckedNumberInHeader = RuleID("company_id.checked_number_in_header")
    static let companyIDCompanyLabel = RuleID("company_id.company_label")
    static let companyIDDealerLabel = RuleID("company_id.dealer_label")
    static let companyIDEUVATNumber = RuleID("company_id.eu_vat_number")
    static let companyIDGSTIN = RuleID("company_id.gstin")
    static let companyIDRegistryLabel = RuleID("company_id.registry_label")
    static let companyIDTaxLabel = RuleID("company_id.tax_label")
}
