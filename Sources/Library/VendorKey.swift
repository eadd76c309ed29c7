// Which vendor a document belongs to, for remembering corrections: its company number when it
// has one (stable across spellings), else its business name normalised (case, punctuation, spaces).

import DocumentModel
import Foundation

enum VendorKey {
    /// `company:<digits>`, `name:<normalised>`, or nil when the document names neither.
    static func of(_ record: DocumentRecord) -> String? {
        if let company = record[.companyID]?.value.filter(\.isNumber), !company.isEmpty {
            return "company:\(company)"
        }
        if let name = record[.businessName].map({ normalised($0.value) }), !name.isEmpty {
            return "name:\(name)"
        }
        return nil
    }

    /// Letters and digits only, lower-cased, words separated by one space; Hebrew geresh and
    /// gershayim (בע"מ) are dropped with the other punctuation.
    static func normalised(_ name: String) -> String {
        name.lowercased()
            .map { $0.isLetter || $0.isNumber ? $0 : " " }
            .reduce(into: "") { $0.append($1) }
            .split(separator: " ")
            .joined(separator: " ")
    }
}
