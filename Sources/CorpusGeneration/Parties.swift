// Who is on a document: the issuing business and, on invoices, the customer, with printed forms.

/// Where a document comes from: decides language, currency, tax and the printed formats.
public enum Region: String, Sendable, CaseIterable {
    case israel, unitedKingdom = "uk", unitedStates = "us"

    /// The label's `language`.
    public var language: String { self == .israel ? "he" : "en" }
    public var isHebrew: Bool { self == .israel }
    /// The label's `currency`.
    var currency: String {
        switch self {
        case .israel: return "ILS"
        case .unitedKingdom: return "GBP"
        case .unitedStates: return "USD"
        }
    }
}

/// A printed identifier together with the digits the label keeps.
struct PrintedID: Sendable {
    var printed: String
    var digits: String
}

/// The business that issued the document.
struct Issuer: Sendable {
    var name: String
    /// The street line, e.g. "הרצל 12" or "1247 Main St".
    var street: String
    /// City (with postcode when the region prints one).
    var city: String
    var phone: PrintedID
    var fax: PrintedID?
    /// The 9-digit company / VAT / EIN number the label keeps as `company_id`, if the region has one.
    var companyID: PrintedID?
    /// The words before the company number: "ח.פ", "ע.מ", "VAT Reg No", "EIN".
    var companyIDCaption: String
    var email: String?

    /// The one-line address the label keeps and single-line layouts print.
    var address: String { street + ", " + city }
}

/// The customer of a B2B invoice or a bill (never the source of issuer fields).
struct Customer: Sendable {
    var name: String
    var street: String
    var city: String
    var phone: PrintedID
    var companyID: PrintedID
    var customerNumber: String
}

/// Makes businesses, customers, phones and identifiers with the formats of each region.
enum PartyFactory {
    static func issuer(region: Region, name: String, rng: inout SplitMix64) -> Issuer {
        switch region {
        case .israel:
            let companyID = israeliCompanyNumber(rng: &rng)
            let caption = rng.pick(["ח.פ", "ח.פ.", "ח\"פ", "ע.מ", "עוסק מורשה", "ח.פ"])
            return Issuer(name: name, street: hebrewStreet(rng: &rng), city: rng.pick(HebrewVocabulary.cities),
                          phone: israeliPhone(rng: &rng), fax: rng.chance(0.35) ? israeliLandline(rng: &rng) : nil,
                          companyID: companyID, companyIDCaption: caption,
                          email: rng.chance(0.3) ? "office@\(latinSlug(rng: &rng)).co.il" : nil)
        case .unitedKingdom:
            let body = rng.digits(7)
            let vat = CheckDigits.ukVAT(body: body)
            let printed = rng.chance(0.5) ? "GB \(vat.prefix(3)) \(vat.dropFirst(3).prefix(4)) \(vat.suffix(2))" : "GB\(vat)"
            let place = rng.int(0...(EnglishVocabulary.ukCities.count - 1))  // the phone's area code matches the city
            return Issuer(name: name, street: "\(rng.int(1...240)) \(rng.pick(EnglishVocabulary.ukStreets))",
                          city: EnglishVocabulary.ukCities[place], phone: ukPhone(area: EnglishVocabulary.ukAreaCodes[place], rng: &rng),
                          fax: nil, companyID: PrintedID(printed: printed, digits: vat),
                          companyIDCaption: rng.pick(["VAT Reg No", "VAT No.", "VAT Registration No:"]),
                          email: rng.chance(0.3) ? "accounts@\(latinSlug(rng: &rng)).co.uk" : nil)
        case .unitedStates:
            let ein = rng.digits(9)
            let printed = "\(ein.prefix(2))-\(ein.dropFirst(2))"
            let place = rng.int(0...(EnglishVocabulary.usCities.count - 1))
            return Issuer(name: name, street: "\(rng.int(10...9800)) \(rng.pick(EnglishVocabulary.usStreets))",
                          city: EnglishVocabulary.usCities[place], phone: usPhone(area: EnglishVocabulary.usAreaCodes[place], rng: &rng),
                          fax: rng.chance(0.2) ? usPhone(rng: &rng) : nil,
                          companyID: PrintedID(printed: printed, digits: ein), companyIDCaption: "EIN",
                          email: rng.chance(0.3) ? "billing@\(latinSlug(rng: &rng)).com" : nil)
        }
    }

    static func customer(region: Region, rng: inout SplitMix64) -> Customer {
        let number = String(rng.int(10_000...99_999))
        switch region {
        case .israel:
            return Customer(name: rng.pick(HebrewVocabulary.customerNames), street: hebrewStreet(rng: &rng),
                            city: rng.pick(HebrewVocabulary.cities), phone: israeliPhone(rng: &rng),
                            companyID: israeliCompanyNumber(rng: &rng), customerNumber: number)
        case .unitedKingdom:
            let vat = CheckDigits.ukVAT(body: rng.digits(7))
            return Customer(name: rng.pick(EnglishVocabulary.customerNames) + " Ltd",
                            street: "\(rng.int(1...240)) \(rng.pick(EnglishVocabulary.ukStreets))",
                            city: rng.pick(EnglishVocabulary.ukCities), phone: ukPhone(rng: &rng),
                            companyID: PrintedID(printed: "GB\(vat)", digits: vat), customerNumber: number)
        case .unitedStates:
            let ein = rng.digits(9)
            return Customer(name: rng.pick(EnglishVocabulary.customerNames) + " Inc.",
                            street: "\(rng.int(10...9800)) \(rng.pick(EnglishVocabulary.usStreets))",
                            city: rng.pick(EnglishVocabulary.usCities), phone: usPhone(rng: &rng),
                            companyID: PrintedID(printed: "\(ein.prefix(2))-\(ein.dropFirst(2))", digits: ein),
                            customerNumber: number)
        }
    }

    /// A 9-digit company number starting with 51/52/55 (companies) with a valid check digit,
    /// printed as `514756123`, `51-475612-3` or `51 475 6123`.
    static func israeliCompanyNumber(rng: inout SplitMix64) -> PrintedID {
        let digits = CheckDigits.israeliID(body: rng.pick(["51", "51", "52", "55"]) + rng.digits(6))
        let chars = Array(digits)
        let printed: String
        switch rng.int(0...2) {
        case 0: printed = digits
        case 1: printed = String(chars[0..<2]) + "-" + String(chars[2..<8]) + "-" + String(chars[8])
        default: printed = String(chars[0..<2]) + " " + String(chars[2..<5]) + " " + String(chars[5..<9])
        }
        return PrintedID(printed: printed, digits: digits)
    }

    static func hebrewStreet(rng: inout SplitMix64) -> String {
        let street = rng.pick(HebrewVocabulary.streets)
        let number = rng.int(1...180)
        return rng.chance(0.4) ? "רח' \(street) \(number)" : "\(street) \(number)"
    }

    /// One of the Israeli phone forms: landline, mobile, star number, 1-700, international.
    static func israeliPhone(rng: inout SplitMix64) -> PrintedID {
        switch rng.int(0...9) {
        case 0...4: return israeliLandline(rng: &rng)
        case 5, 6:
            let prefix = rng.pick(HebrewVocabulary.mobilePrefixes)
            let a = rng.digits(3), b = rng.digits(4)
            return rng.chance(0.5) ? PrintedID(printed: "\(prefix)-\(a)-\(b)", digits: prefix + a + b)
                                   : PrintedID(printed: "\(prefix)-\(a)\(b)", digits: prefix + a + b)
        case 7:
            let star = String(rng.int(2000...9999))
            return PrintedID(printed: "*" + star, digits: star)
        case 8:
            let a = rng.digits(3), b = rng.digits(3)
            return PrintedID(printed: "1-700-\(a)-\(b)", digits: "1700" + a + b)
        default:
            let area = rng.pick(["2", "3", "4", "8", "9"])
            let number = String(rng.int(2...9)) + rng.digits(6)
            return PrintedID(printed: "+972-\(area)-\(number)", digits: "972" + area + number)
        }
    }

    static func israeliLandline(rng: inout SplitMix64) -> PrintedID {
        let area = rng.pick(HebrewVocabulary.areaCodes)
        let number = String(rng.int(2...9)) + rng.digits(6)
        return PrintedID(printed: "\(area)-\(number)", digits: area + number)
    }

    static func usPhone(area: String? = nil, rng: inout SplitMix64) -> PrintedID {
        let area = area ?? rng.pick(EnglishVocabulary.usAreaCodes)
        let a = String(rng.int(200...989)), b = rng.digits(4)
        return rng.chance(0.5) ? PrintedID(printed: "(\(area)) \(a)-\(b)", digits: area + a + b)
                               : PrintedID(printed: "\(area)-\(a)-\(b)", digits: area + a + b)
    }

    static func ukPhone(area: String? = nil, rng: inout SplitMix64) -> PrintedID {
        let area = area ?? rng.pick(EnglishVocabulary.ukAreaCodes)
        let rest = rng.digits(10 - area.count + 1)
        let split = rest.count / 2
        let printed = "\(area) \(rest.prefix(split)) \(rest.dropFirst(split))"
        return PrintedID(printed: printed, digits: area + rest)
    }

    static func latinSlug(rng: inout SplitMix64) -> String {
        rng.pick(["hadar", "galil", "shaked", "orenco", "rimon", "maple", "harbor", "summit", "copper", "westbrook"])
    }
}
