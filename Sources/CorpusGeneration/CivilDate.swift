// Calendar dates without the clock or Foundation's calendars: day arithmetic and printed forms.

/// A proleptic Gregorian date.
public struct CivilDate: Hashable, Comparable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) { self.year = year; self.month = month; self.day = day }

    /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// "2025-03-14", the label form.
    public var iso: String { "\(year)-\(twoDigits(month))-\(twoDigits(day))" }

    /// The Israeli VAT rate in force on this date, in thousandths of a percent.
    public var israeliVATMilliPercent: Int { self < CivilDate(year: 2025, month: 1, day: 1) ? 17_000 : 18_000 }
}

/// Zero-padded two digits.
func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

/// The ways documents print a date.
public enum DateStyle: CaseIterable, Sendable {
    case dayMonthYearSlash      // 14/03/2025
    case dayMonthShortYearDot   // 14.03.25
    case dayMonthShortYearSlash // 14/03/25
    case isoDash                // 2025-03-14
    case monthDayYearSlash      // 03/14/2025 (US)
    case monthDayShortYear      // 3/14/25 (US)
    case dayMonthNameYear       // 14 Mar 2025 (UK)
    case monthNameDayYear       // March 14, 2025 (US)

    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let longMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]

    /// The printed form of `date` in this style.
    public func format(_ date: CivilDate) -> String {
        let yy = twoDigits(date.year % 100)
        switch self {
        case .dayMonthYearSlash: return "\(twoDigits(date.day))/\(twoDigits(date.month))/\(date.year)"
        case .dayMonthShortYearDot: return "\(twoDigits(date.day)).\(twoDigits(date.month)).\(yy)"
        case .dayMonthShortYearSlash: return "\(twoDigits(date.day))/\(twoDigits(date.month))/\(yy)"
        case .isoDash: return date.iso
        case .monthDayYearSlash: return "\(twoDigits(date.month))/\(twoDigits(date.day))/\(date.year)"
        case .monthDayShortYear: return "\(date.month)/\(date.day)/\(yy)"
        case .dayMonthNameYear: return "\(twoDigits(date.day)) \(Self.shortMonths[date.month - 1]) \(date.year)"
        case .monthNameDayYear: return "\(Self.longMonths[date.month - 1]) \(date.day), \(date.year)"
        }
    }

    /// Styles a document from `region` may use.
    static func styles(for region: Region) -> [DateStyle] {
        switch region {
        case .israel: return [.dayMonthYearSlash, .dayMonthShortYearDot, .dayMonthShortYearSlash, .isoDash,
                              .dayMonthYearSlash]
        case .unitedKingdom: return [.dayMonthYearSlash, .dayMonthNameYear, .dayMonthShortYearSlash]
        case .unitedStates: return [.monthDayYearSlash, .monthDayShortYear, .monthNameDayYear]
        }
    }
}
