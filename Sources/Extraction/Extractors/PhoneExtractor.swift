// The issuer's phone: after "טל", "טלפון", "Tel", "Phone" (not the fax after "פקס"/"Fax"), or a phone
// pattern in the header; never from the customer's block. Digits only ("035551234", "*6789" → "6789").

import DocumentModel
import Foundation

enum PhoneExtractor: FieldExtractor {
    static let fields: [FieldName] = [.phone]

    /// Phone labels; "טלפ" is "טלפון" with its last letters lost ("טלפ ן:").
    static let labels = KeywordSet(["טל", "טל'", "טלפון", "טלפונים", "נייד", "TEL", "TEL NO", "PHONE", "PH", "T",
                                    "MOBILE", "HP", "CALL", "Telefon", "Tel.", "Fon", "טלפ", "מספר טלפון"])
    /// Labels of registration and tax numbers, whose digits ("ח\"פ 51-164810-7", "GST Reg No. 001637511168")
    /// are not a phone.
    private static let registrationLabels = [CompanyIDExtractor.israeliCompanyLabels, CompanyIDExtractor.israeliDealerLabels,
                                             CompanyIDExtractor.taxLabels, CompanyIDExtractor.registryLabels]
    static let faxLabels = KeywordSet(["פקס", "FAX", "F", "Telefax"])
    /// Marks a piece of a number is read with: "03-6250201,", "Tel:".
    private static let pieceMarks = CharacterSet(charactersIn: ":,;")
    /// Service and customer-care lines, printed beside the main phone ("טל' 8817* | שירות:
    /// 02-5233230"): not the issuer's phone.
    static let serviceLabels = KeywordSet(["שירות", "שירות לקוחות", "מוקד", "מוקד שירות", "CUSTOMER SERVICE",
                                           "CUSTOMER CARE", "SERVICE LINE", "HELPLINE", "HELP LINE", "SUPPORT",
                                           "REFILL LINE"])
    /// Bank details, whose digit groups ("IBAN IL23 0126 0000 0000 …") are no phone without a phone label.
    private static let bankWords = KeywordSet(["IBAN", "SWIFT", "BIC", "BANK", "ACCOUNT", "A/C", "בנק", "סניף",
                                               "מס' חשבון", "מספר חשבון"])
    /// The check an Israeli document's phone fails when no Israeli number has its shape.
    static let implausibleCheck = Check.israeliPhoneFormat

    static let examples: [ExtractorExample] = [
        ExtractorExample("סופר השכונה בע\"מ\nטל: 03-5551234 פקס: 03-5551235", .phone, "035551234", rule: .phoneLabel),
        ExtractorExample("פקס: 03-5551235", .phone, nil),
        ExtractorExample("בוקס סחר בע\"מ\nטל' 8817* | שירות: 02-5233230", .phone, "8817", rule: .phoneLabel),
        ExtractorExample("שירות לקוחות: 03-5233230", .phone, nil),
        ExtractorExample("קפה גן\nטל' 972+ 53 215 5717", .phone, "972532155717", rule: .phoneLabel),
        ExtractorExample("קפה גן\nטל' 5717 215 53 972+", .phone, "972532155717", rule: .phoneLabel),
        ExtractorExample("Harbor Books\n773.555.0104 | FAX 773-555-0143", .phone, "7735550104", rule: .phonePattern),
        ExtractorExample("Oxford Tutors Ltd\nTel: +44 1865 960 0800", .phone, "4418659600800", rule: .phoneLabel),
        ExtractorExample("ABC SDN BHD\nTEL: 07-352 4533", .phone, "073524533", rule: .phoneLabel),
        ExtractorExample("הזמנות: *6789", .phone, "6789", rule: .phonePattern),
        ExtractorExample("תאריך: 14/03/2025", .phone, nil),
        ExtractorExample("טל' 2777*", .phone, "2777", rule: .phoneLabel),
        ExtractorExample("טל' 972-8-8075350+", .phone, "97288075350", rule: .phoneLabel),
        ExtractorExample("Phone: 01392 351 188", .phone, "01392351188", rule: .phoneLabel),
        ExtractorExample("טלפ ן: 9891*\nח\"פ 51-164810-7", .phone, "9891", rule: .phoneLabel),
        ExtractorExample("ח\"פ 51-164810-7", .phone, nil),
        ExtractorExample("GST Reg No. 001637511168", .phone, nil),
        ExtractorExample("מלון חוף האלמוגים\nדרך מצרים 7, אילת • טל. 08-6367700 • ח.פ 512033887 reservations@coral-beach-eilat.co.il",
                         .phone, "086367700", rule: .phoneLabel),
        ExtractorExample("Kinneret Robotics Ltd.\n+972-4-9591200 · accounts@kinneret-robotics.com\nTotal | 8,125.50\n"
                         + "Bank Hapoalim B.M., Branch 600 - IBAN IL23 0126 0000 0000 0412 345", .phone, "97249591200",
                         rule: .phoneHeaderPattern),
        ExtractorExample("שירותי גלעד\nטל. 6902*\nתאריך: 24/10/2025\nלכבוד: רימון השקעות | 9.11\nטל: 08-6858595",
                         .phone, "6902", rule: .phoneLabel),
        // A statement's "Phone number" beside the account's number and dates is the subscriber's line.
        ExtractorExample("Clearline Wireless Inc.\n6647 Market St\nMinneapolis, MN 55425\n(612) 555-0125\n"
                         + "Account holder | Bill date 3/21/24\nDaniel Price | Account number 1378571261\n"
                         + "Brooklyn, NY 11251 | Due by 4/4/24\nPhone number 612-555-0103", .phone, "6125550125",
                         rule: .phoneBesideAddress),
    ]

    static func candidates(in context: ExtractionContext) -> [Candidate] {
        var candidates: [Candidate] = []
        // The rows of the issuer's address and the one right under it.
        let besideAddress = context.issuerAddressRuns.first.map { run in
            Set(run.map(\.index) + run.suffix(1).map { $0.index + 1 })
        } ?? []
        for row in context.rows {
            let words = context.issuerWords(of: row)
            guard !words.isEmpty else { continue }
            let faxStart = [row.match(faxLabels)?.lowerBound, row.match(serviceLabels)?.lowerBound].compactMap { $0 }.min()
            let label = row.match(labels)
            let registrationStart = registrationLabels.compactMap { row.match($0)?.lowerBound }.min()
            let inHeader = context.layout.headerRows.contains(row.index)
            for (digits, used) in phoneNumbers(in: row) {
                guard let position = row.words.firstIndex(where: { $0.id == used[0].id }),
                      used.allSatisfy({ !context.layout.isCustomer($0) }) else { continue }
                let phoneLabel = label.flatMap { $0.upperBound < position ? $0.lowerBound : nil } ?? -1
                if let faxStart, faxStart < position, faxStart > phoneLabel { continue }
                if let registrationStart, registrationStart < position, registrationStart > phoneLabel { continue }
                if phoneLabel < 0, bankWords.matches(row.words.filter { !$0.isWebAddress }.flatMap(\.tokens)) { continue }
                var strength = 0.45
                var rule = RuleID.phonePattern
                if phoneLabel >= 0 {
                    // The issuer prints its phone at the top; a labelled phone lower down is more often
                    // the customer's or a branch's.
                    strength = inHeader ? 0.9 : 0.85
                    rule = RuleID.phoneLabel
                } else if inHeader && besideAddress.contains(row.index) {
                    // The issuer prints its phone with its address: a number on the address's lines or
                    // right under them is the issuer's, above a labelled one below the header (a
                    // statement's "Phone number" beside the account number is the subscriber's line).
                    strength = 0.87
                    rule = RuleID.phoneBesideAddress
                } else if inHeader {
                    strength = 0.6
                    rule = RuleID.phoneHeaderPattern
                }
                var candidate = Candidate(field: .phone, value: digits, rule: rule, strength: strength, words: used)
                if context.country == .israel, !IsraeliPhone.isPlausible(digits) {
                    candidate = candidate.failing(implausibleCheck)
                }
                candidates.append(candidate)
            }
        }
        return candidates
    }

    /// Phone numbers of a row: runs of up to four words made of digits, dashes, parentheses, a leading
    /// "+" or "*", with 9–12 digits (4 after a star).
    static func phoneNumbers(in row: Row) -> [(String, [LayoutWord])] {
        var found: [(String, [LayoutWord])] = []
        var index = 0
        let words = row.words
        while index < words.count {
            var run: [LayoutWord] = []
            var text = ""
            var next = index
            while next < words.count, run.count < 4 {
                let piece = words[next].text.trimming(pieceMarks)
                guard !piece.isEmpty, piece.allSatisfy({ $0.isASCIIDigit || "-()+*".contains($0) })
                        || piece.wholeMatch(of: Patterns.dottedPhone) != nil,
                      piece.contains(where: \.isASCIIDigit) else { break }
                run.append(words[next])
                text += piece
                next += 1
                if isPhone(text) != nil, next < words.count, isPhone(text + words[next].text) == nil { break }
            }
            if let digits = printedDigits(run, rightToLeft: row.isRTL) ?? isPhone(text) {
                found.append((digits, run))
                index = next
            } else {
                index += 1
            }
        }
        return found
    }

    /// The number's digits as printed: its groups left to right (OCR gives the groups of a
    /// left-to-right number in a right-to-left row in reverse reading order) — or, in a right-to-left
    /// row, right to left when only that order makes an Israeli number: a document's software may lay
    /// the groups out right to left ("5717 215 53 972+" for "+972 53 215 5717"). The "+" OCR moved
    /// behind the first group goes back in front of it.
    private static func printedDigits(_ run: [LayoutWord], rightToLeft: Bool) -> String? {
        let visual = IdentifierReader.printedOrder(run)
        // The "+" of "+972" that OCR put after its digits in a right-to-left row ("972+ 53 215 5717").
        let leftToRight = isPhone(visual.enumerated().map { position, word in
            position == 0 && word.text.hasSuffix("+") ? "+" + word.text.dropLast() : word.text
        }.joined())
        guard rightToLeft, run.count > 1, leftToRight.map(IsraeliPhone.isPlausible) != true else { return leftToRight }
        let reversed = visual.reversed().map { word in
            word.text.hasSuffix("+") ? "+" + word.text.dropLast() : word.text
        }.joined()
        guard let digits = isPhone(reversed), IsraeliPhone.isPlausible(digits) else { return leftToRight }
        return digits
    }

    /// The digits of a printed phone number, or nil. A star or plus may come last: OCR moves it to
    /// the other end of a number inside a right-to-left row ("2777*", "972-8-8075350+").
    static func isPhone(_ text: String) -> String? {
        let digits = text.digitsOnly
        if text.hasPrefix("*") || text.hasSuffix("*"), digits.count == 4 { return digits }
        let text = text.hasSuffix("+") ? "+" + text.dropLast() : text
        // International numbers run to 15 digits (E.164) after the country code's "+".
        guard (9...(text.hasPrefix("+") ? 15 : 12)).contains(digits.count) else { return nil }
        let grouped = text.contains("-") || text.contains("(") || text.hasPrefix("+") || text.contains(".")
        let startsLikePhone = digits.hasPrefix("0") || digits.hasPrefix("1") || text.hasPrefix("+")
        return grouped || startsLikePhone ? digits : nil
    }
}

extension RuleID {
    static let phoneBesideAddress = RuleID("phone.beside_address")
    static let phoneHeaderPattern = RuleID("phone.header_pattern")
    static let phoneLabel = RuleID("phone.label")
    static let phonePattern = RuleID("phone.pattern")
}
