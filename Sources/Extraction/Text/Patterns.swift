// The regular expressions of extraction, compiled once (a Regex literal is parsed each time it is
// evaluated, which dominated the run time).

enum Patterns {
    /// A domain name printed without "www." ("harbor.co.uk"): a name of three characters or more,
    /// then a generic or country ending; country endings a short list, not any two letters
    /// ("JLN.KP" is a street).
    nonisolated(unsafe) static let bareDomain =
        /[a-z0-9][a-z0-9-]{2,}(\.[a-z0-9-]+)*\.(com|net|org|info|biz|shop|store|io|(co|com|org|net|ac|gov)\.[a-z]{2}|uk|il|ie|us|de|nl|fr|my|sg|au|ca|eu)/
    /// A domain's generic ending, or a country's behind a second level: ".com", ".co.uk".
    nonisolated(unsafe) static let genericDomainEnding =
        /\.(com|net|org|info|biz|shop|store|io|(co|com|org|net|ac|gov)\.[a-z]{2})$/
    nonisolated(unsafe) static let gluedIdentifier = /^[A-Za-z.:#]{0,4}(\d[\d-]{3,})$/
    nonisolated(unsafe) static let numericDate = /(?:^|[^\d.\/-])(\d{1,4})[.\/-](\d{1,2})[.\/-](\d{2,4})(?!\d)/
    /// "25-Dec-2017", "25DEC17", "7. Mai 2014", "1er juillet 2015", "14 במרץ 2025" (the word is checked by MonthNames).
    nonisolated(unsafe) static let dayMonthNameDate = /(?:^|[^\p{L}\d])(\d{1,2})(?:\.|er|st|nd|rd|th)?[ .\/-]*(?:de )?(\p{L}{3,})\.?[ .,\/-]*(?:de )?(\d{4}|\d{2})(?!\d)/
    /// "Dec 25, 2018", "August 3 , 2014", "Jan 1st 2022".
    nonisolated(unsafe) static let monthNameDayDate = /(?:^|[^\p{L}])(\p{L}{3,})\.?[ ]*(\d{1,2})(?:st|nd|rd|th)?[ ]*,?[ ]*(\d{4})(?!\d)/
    /// A Malaysian company number alone on a row: "(No. 193673-M)", "(CO.REG :933109-X)", "<484297 -M>".
    nonisolated(unsafe) static let companyNumberRow = /[(<\[]?[A-Za-z. :]{0,10}\d{4,8} ?- ?[A-Z][)>\]]?/
    /// An Indian GSTIN's shape: "06AABCO6063D1ZQ" (state, PAN, entity number, Z, check character).
    nonisolated(unsafe) static let gstinShape = /\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]/
    nonisolated(unsafe) static let groupedDotAmount = /\d{1,3}(,\d{3})+\.\d{2}/
    nonisolated(unsafe) static let dotAmount = /\d+\.\d{2}/
    nonisolated(unsafe) static let groupedCommaAmount = /\d{1,3}(\.\d{3})+,\d{2}/
    nonisolated(unsafe) static let commaAmount = /\d+,\d{2}/
    nonisolated(unsafe) static let wholeAmount = /\d{1,6}/
    /// A rate before a percent sign, up to three decimals ("18%", "6.25%", "8.875%"), not the tail of a
    /// longer number ("175%").
    nonisolated(unsafe) static let percentage = /(?:^|[^\d.,])(\d{1,2}(?:[.,]\d{1,3})?)\s?%/
    /// Mask characters include "א": OCR reads the X of "XXXX" in a Hebrew row as alef. Runs of mask
    /// characters are split only at a separator, so that a receipt's rule of 47 asterisks is not
    /// tried in every partition (an optional separator there made the match exponential).
    nonisolated(unsafe) static let maskedCard = /[*xX•#א]{2,}(?:[- ][*xX•#א]{2,})*[- ]?(\d{4})(?!\d)/
    nonisolated(unsafe) static let cardMask = /[*xX•#א-]{4,}/
    /// A mask ending in three digits whose fourth digit OCR split off into the next word.
    nonisolated(unsafe) static let maskedCardSplit = /[*xX•#א]{2,}(?:[- ][*xX•#א]{2,})*[- ]?(\d{3})/
    /// Four digits, possibly after "ב-" or before "-ב" (the same prefix as OCR orders it in a right-to-left row,
    /// sometimes read as a digit: "6839-2").
    nonisolated(unsafe) static let fourDigits = /(?:ב-?|-)?(\d{4})(?:-[ב\d])?[.,:;]?/
    /// A Hebrew street, a house number, a comma and a Hebrew city: "ויצמן 6, נהריה", "הרצל 12א, חיפה".
    nonisolated(unsafe) static let hebrewStreetNumberCity = /[א-ת'"]+ \d{1,4}[א-ת]?, ?[א-ת]/
    nonisolated(unsafe) static let postcode = /(?:^|[^\d.\/])\d{5}(?![\d.\/])/
    /// A UK postcode: "CF10 1EP", "BS1 5TR", "YO1 7HH".
    nonisolated(unsafe) static let ukPostcode = /(?:^|[^A-Za-z\d])[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}(?![A-Za-z\d])/
    /// A UK postcode as OCR misreads it, a letter and a digit taken for each other where only one of
    /// them can stand: "Sheffield 51 7TX" (S1 7TX), "York YOL 4DL" (YO1 4DL).
    nonisolated(unsafe) static let misreadUKPostcode = /(?:^|[^A-Za-z\d])[A-Z5]{1,2}[\dILO][A-Z\d]? \d[A-Z]{2}(?![A-Za-z\d])/
    /// An Irish Eircode: "D02 X285", "H91 T6YY".
    nonisolated(unsafe) static let irishEircode = /(?:^|[^A-Za-z\d])(?:[AC-FHKNPRTV-Y]\d{2}|D6W) [AC-FHKNPRTV-Y\d]{4}(?![A-Za-z\d])/
    /// A North American phone number grouped with dots: "773.555.0104", "(773).555.0104".
    nonisolated(unsafe) static let dottedPhone = /\(?\d{3}\)?\.\d{3}\.\d{4}/
    /// A US or UK house number as a street line's first word: "9393", "12B".
    nonisolated(unsafe) static let usHouseNumber = /\d{1,6}[A-Za-z]?/
    /// A house number: one to four digits, maybe with a letter, not part of a longer number.
    nonisolated(unsafe) static let houseNumber = /(?:^|[^\d])\d{1,4}[א-תA-Za-z]?(?:[^\d]|$)/
    /// A street and its house number alone on a row, Hebrew or English order: "הגפן 114", "בן יהודה 98",
    /// "12 High St"; OCR may leave a stray mark in the street's name ("הגפ| 114").
    nonisolated(unsafe) static let streetAndNumber = /(?:['"]?\p{L}[\p{L}'"|.-]*(?: ['"]?\p{L}[\p{L}'"|.-]*){0,3} \d{1,4}[א-ת]?,?)|(?:\d{1,4} \p{L}[\p{L}'.-]*(?: \p{L}[\p{L}'.-]*){0,3})/
    /// An Israeli postcode under its label: "מיקוד 5431086", "מיקוד: 66881"; OCR reads the label's
    /// small yod as a geresh ("מ'קוד", see `YodMisreads`).
    nonisolated(unsafe) static let israeliPostcode = /מ[י'׳’`]קוד[: ]+\d{5}(?:\d{2})?(?!\d)/
    nonisolated(unsafe) static let time = /(?:^|\D)\d{1,2}:\d{2}/
    nonisolated(unsafe) static let quantityTimesPrice = /(\d+(?:\.\d+)?)\s*(?:PC|PCS|UNIT|יח'?)?\s*[xX*×]\s*(\d+[.,]\d{2})/
    /// A quantity opening an item's row: a whole number or a weight with three decimals ("2", "2.442").
    nonisolated(unsafe) static let leadingQuantity = /\d{1,2}(?:\.\d{3})?/
    /// A number as a row prints it: "2", "53.00", "0.513", "1,462".
    nonisolated(unsafe) static let plainNumber = /\d+(?:[.,]\d+)?/
    /// A quantity glued to its times sign: "6X", "\"2X".
    nonisolated(unsafe) static let quantityTimes = /\W?\d{1,3}[xX×]/
    /// An item's code in its row: "SKU-60807", "P-8517", an Amazon number ("B01E17CNQV", its 0 read as O).
    nonisolated(unsafe) static let itemCode = /(?:SKU|sku)[-#:]?\d{3,}|[A-Z]{1,3}-\d{4,}|B[0O][A-Z0-9]{8}/
    /// A quantity, its times sign and its price read as one word: "2X6.79".
    nonisolated(unsafe) static let quantityTimesPriceWord = /\W?\d{1,3}[xX×*]\d+[.,]\d{2}/
    /// The digits of a quantity and a price read as one word, the quantity's point kept or lost:
    /// "112.25" ("1 12.25"), "3.11.29" ("3 11.29").
    nonisolated(unsafe) static let gluedQuantityAndPrice = /(\d[\d.]*\d)\.(\d{2})/
    /// A price per unit: "0.50/LB", "4.29/kg".
    nonisolated(unsafe) static let pricePerUnit = /\d+[.,]\d{2}\/\p{L}{1,3}/
    /// A quantity on a weighing row: "0.356", "1,462", "2".
    nonisolated(unsafe) static let weighedQuantity = /\d+(?:[.,]\d{1,3})?/
    nonisolated(unsafe) static let numberOrQuantityMark = /\d+[.,]\d+|[xX*×@]|PC|PCS|יח'?/
    /// A count of pieces: "יח'", "PC", "PCS".
    nonisolated(unsafe) static let pieces = /PC|PCS|יח'?/
    /// How many pieces a pack holds: "10" in "פיתות 10 יח'".
    nonisolated(unsafe) static let packCount = /\d{1,3}/
    /// A numeric date anywhere in a reading ("13/02/2026", "13.2.26").
    nonisolated(unsafe) static let numericDateAnywhere = /\d{1,4}[.\/-]\d{1,2}[.\/-]\d{2,4}/
    /// A numeric date with a separator or a digit lost ("14/03018").
    nonisolated(unsafe) static let dateFragment = /\d{1,4}[.\/-]\d{2,6}(?:[.\/-]\d{0,4})?/
    /// An ISO date as a user types it ("2025-01-14").
    nonisolated(unsafe) static let isoDate = /\d{4}-\d{2}-\d{2}/
    /// A name ending in an abbreviation with dots ("MR D.I.Y").
    nonisolated(unsafe) static let abbreviatedName = /.*(?:^|\s)(?:\p{L}\.)+\p{L}/
    /// A day, month and year with separators ("25/12/2018", "1.2.26").
    nonisolated(unsafe) static let dayMonthYear = /\d{1,2}[.\/-]\d{1,2}[.\/-](\d{4}|\d{2})/
    /// The month and year of a date OCR split after its day ("25" "/12/2018").
    nonisolated(unsafe) static let monthYearAfterSplit = /\d{1,2}([\/-])(?:\d{2}|\d{4})/
    /// The day and month of a date OCR split before its year ("25/12" "2018").
    nonisolated(unsafe) static let dayMonthBeforeSplit = /\d{1,2}([\/-])\d{1,2}/
    /// A year of two or four digits, or a day of two.
    nonisolated(unsafe) static let twoOrFourDigits = /\d{2}|\d{4}/
    /// Two digits.
    nonisolated(unsafe) static let twoDigits = /\d{2}/
    /// An Israeli company or dealer number in the groups it is printed in: "51-432407-8".
    nonisolated(unsafe) static let israeliCompanyNumberGroups = /\d{2}-\d{6}-\d/
    /// A card number printed with its four digits first and the mask after ("6042-XXXX-XXXX-XXXX").
    nonisolated(unsafe) static let cardDigitsFirst = /(\d{4})-?[*xX•#×]{4,}(?:-[*xX•#×]{4,})*/
    /// A word made only of digits, dashes and mask characters.
    nonisolated(unsafe) static let cardNumberWord = /[\d\-*xX•#×]+/
    /// A numeric date in its parts: day, separator, month, separator, year.
    nonisolated(unsafe) static let dateParts = /(\d{1,2})([.\/-])(\d{1,2})([.\/-])(\d{4}|\d{2})/
    /// A US ZIP+4 code ("60601-1234"), which a phone pattern of nine grouped digits also matches.
    nonisolated(unsafe) static let zipPlusFour = /\d{5}-\d{4},?/
    /// A date whose year is 20xx, its decade and year digits apart.
    nonisolated(unsafe) static let twentiesYear = /(\d{1,2}[.\/-]\d{1,2}[.\/-])(20)(\d)(\d)/
}

/// Cheap tests that a text can hold a pattern's match at all, run before the pattern: Swift's regex
/// engine spends thousands of instructions a character, and most rows and words cannot match.
extension StringProtocol {
    /// How many of the text's scalars have a numeric value: at least as many as the characters `\d`
    /// matches, so a pattern that needs n digits cannot match a text with fewer.
    var numericScalarCount: Int {
        unicodeScalars.reduce(0) { count, scalar in
            let numeric = scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType != nil
            return numeric ? count + 1 : count
        }
    }

    /// Whether any of the text's scalars is among `scalars` (a pattern that needs one of them cannot
    /// match a text without).
    func containsScalar(of scalars: Set<Unicode.Scalar>) -> Bool {
        unicodeScalars.contains(where: scalars.contains)
    }

    /// How many of the text's scalars are among `scalars` (a pattern that needs n of them cannot
    /// match a text with fewer).
    func scalarCount(of scalars: Set<Unicode.Scalar>) -> Int {
        unicodeScalars.reduce(0) { count, scalar in scalars.contains(scalar) ? count + 1 : count }
    }
}
