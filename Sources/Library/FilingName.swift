// Where a document goes in the library: `<YYYY-MM Month>/<business-name>_<YYYY-MM-DD>.pdf`, or
// `receipt_<YYYYMMDD-HHMMSS>.pdf` in the month of the scan when the business or the date is unknown.

import DocumentModel
import Foundation

/// The month folder and file name of a filed document.
public struct FilingName: Equatable {
    /// `yyyy-mm`.
    var month: String
    /// The file name without `.pdf`.
    var stem: String

    /// The month folder's name, e.g. `2025-01 January`.
    var folder: String { Self.folderName(month: month) }

    /// The name for `record`, scanned at `scanTime`.
    init(record: DocumentRecord, scanTime: Date) {
        if let date = record[.date].flatMap({ Self.isoDate($0.value) }),
           let business = record[.businessName].flatMap({ SafeName.make($0.value) }) {
            month = String(date.prefix(7))
            stem = "\(business)_\(date)"
        } else {
            let stamp = Self.stamp(scanTime)
            month = String(stamp.prefix(4)) + "-" + String(stamp.dropFirst(4).prefix(2))
            stem = "receipt_\(stamp)"
        }
    }

    /// The file name, with `_2`, `_3`, … for the second and later documents of the same name.
    func fileName(attempt: Int) -> String {
        attempt <= 1 ? "\(stem).pdf" : "\(stem)_\(attempt).pdf"
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]

    /// `2025-01` → `2025-01 January`.
    static func folderName(month: String) -> String {
        let number = Int(month.suffix(2)) ?? 0
        return (1...12).contains(number) ? "\(month) \(monthNames[number - 1])" : month
    }

    /// The month folder of an ISO date, e.g. `2025-01-14` → `2025-01 January`.
    public static func folder(forDate date: String) -> String { folderName(month: String(date.prefix(7))) }

    /// `value` when it is a real ISO date (yyyy-mm-dd), else nil.
    static func isoDate(_ value: String) -> String? {
        let parts = value.split(separator: "-")
        guard value.count == 10, parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]),
              let day = Int(parts[2]), (1900...2200).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return value
    }

    /// `20250114-093000` in the local time zone.
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
