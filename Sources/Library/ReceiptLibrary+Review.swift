// What the review page asks of the library beyond `list`/`show`/`correct`: which corrections the
// vendor's memory keeps, so the page can say so before the user saves.

import DocumentModel
import Foundation

extension CorrectableField {
    /// Whether a correction of the field named `name` is remembered for the vendor's next documents
    /// (name, address, phone, company number, category); false for unknown names.
    public static func isRememberedForVendor(_ name: String) -> Bool {
        (try? CorrectableField(name: name))?.describesVendor ?? false
    }
}
