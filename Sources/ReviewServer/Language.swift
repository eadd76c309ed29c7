// The page's language: Hebrew (right to left) by default, English as a choice (`?lang=en`, kept in
// a cookie). Every visible string of the page comes from here.

import DocumentModel
import Foundation

/// A language the page speaks.
public enum PageLanguage: String, Sendable, CaseIterable {
    case he, en

    /// `rtl` for Hebrew.
    var direction: String { self == .he ? "rtl" : "ltr" }

    /// The string for `key` in this language (the key itself when missing, so a gap shows, not crashes).
    func callAsFunction(_ key: String) -> String {
        (self == .he ? Self.hebrew[key] : Self.english[key]) ?? key
    }

    /// A field's (or `category`'s) label.
    func field(_ name: String) -> String { self("field." + name) }

    /// An amount in the user's locale: grouped thousands, two places, the currency's sign when known.
    func amount(_ value: Decimal, currency: String) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: self == .he ? "he_IL" : "en_US")
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        let number = formatter.string(from: NSDecimalNumber(decimal: value)) ?? "\(value)"
        let sign = ["ILS": "₪", "USD": "$", "EUR": "€", "GBP": "£"][currency] ?? currency
        return self == .he ? "\(number) \(sign)" : "\(sign)\(number)"
    }

    /// An ISO date (`2025-01-14`) as the user reads it: `14.01.2025` in Hebrew, `14 Jan 2025` in English.
    func date(_ iso: String) -> String {
        let parts = iso.split(separator: "-")
        guard parts.count == 3, let month = Int(parts[1]), (1...12).contains(month) else { return iso }
        if self == .he { return "\(parts[2]).\(parts[1]).\(parts[0])" }
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(parts[2]) \(names[month - 1]) \(parts[0])"
    }

    /// A `yyyy-mm` month as the user reads it.
    func month(_ month: String) -> String {
        let parts = month.split(separator: "-")
        guard parts.count == 2, let number = Int(parts[1]), (1...12).contains(number) else { return month }
        return self("month.\(number)") + " " + parts[0]
    }

    private static let english: [String: String] = [
        "app": "ReceiptVault", "nav.inbox": "Inbox", "nav.dashboard": "Dashboard", "nav.add": "Add documents",
        "nav.language": "עברית", "nav.main": "Main", "skip": "Skip to content",
        "inbox.title": "Inbox", "inbox.needs": "Needs review", "inbox.rest": "Everything else",
        "inbox.empty": "No documents match.", "inbox.filters": "Filters", "inbox.apply": "Apply", "inbox.clear": "Clear",
        "filter.month": "Month", "filter.vendor": "Vendor", "filter.status": "Status", "filter.category": "Category",
        "filter.min": "Amount from", "filter.max": "Amount up to", "filter.search": "Search the text", "filter.any": "Any",
        "col.id": "#", "col.vendor": "Vendor", "col.date": "Date", "col.total": "Total", "col.confidence": "Confidence",
        "col.status": "Status", "col.category": "Category",
        "status.auto": "Filed automatically", "status.review": "Needs review", "status.manual": "Manual entry",
        "status.approved": "Approved", "status.needs": "Needs review (all)",
        "tier.high": "high", "tier.medium": "medium", "tier.low": "low", "tier.manual": "manual entry",
        "tier.legend": "Confidence", "tier.high.range": "90–100", "tier.medium.range": "70–89",
        "tier.low.range": "50–69", "tier.manual.range": "under 50",
        "cat.fixed_bills": "Fixed bills", "cat.shopping": "Shopping", "cat.groceries": "Groceries", "cat.other": "Everything else",
        "cat.none": "Uncategorised",
        "doc.title": "Document", "doc.page": "Page", "doc.fields": "Fields", "doc.save": "Save", "doc.approve": "Approve",
        "doc.approved": "Approved", "doc.next": "Next", "doc.previous": "Previous", "doc.back": "Back to the inbox",
        "doc.rule": "rule", "doc.nobox": "not located on the page", "doc.remembered.hint": "Remembered for this vendor's next documents",
        "doc.keys": "Keys: n next, p previous, a approve, / first field; Enter saves a field.",
        "doc.saved": "Saved", "doc.remembered": "Thanks, I'll remember this for the vendor's next documents.",
        "doc.notremembered": "This correction applies to this document only.", "doc.renamed": "The file is now",
        "doc.error": "Not saved", "doc.file": "Download the stored PDF", "doc.items": "Items",
        "doc.warnings": "Warnings", "doc.image": "Page %d of the document, with the fields' boxes", "doc.approvedmsg": "Document approved",
        "doc.missing": "(missing)",
        "dash.title": "Dashboard", "dash.pending": "Waiting for review", "dash.totals": "Totals for", "dash.allmonths": "All months",
        "dash.vendors": "Top vendors", "dash.categories": "Spending by category", "dash.trend": "Monthly trend",
        "dash.documents": "documents", "dash.nototal": "No totals yet.", "dash.show": "Show",
        "dash.trendlabel": "Monthly totals in %@",
        "add.title": "Add documents", "add.help": "Drop images or PDFs here, or choose them. Each is read on this computer and filed into the library.",
        "add.choose": "Choose files", "add.drop": "Drop files here", "add.progress": "Progress", "add.idle": "Nothing being read.",
        "add.queued": "Waiting", "add.reading": "Reading", "add.filing": "Filing", "add.filed": "Filed", "add.failed": "Failed",
        "add.already": "Already in the library", "add.documents": "documents", "add.pages": "pages", "add.open": "Open",
        "error.title": "Something went wrong", "error.notfound": "Not found",
        "month.1": "January", "month.2": "February", "month.3": "March", "month.4": "April", "month.5": "May",
        "month.6": "June", "month.7": "July", "month.8": "August", "month.9": "September", "month.10": "October",
        "month.11": "November", "month.12": "December",
        "field.business_name": "Business name", "field.date": "Date", "field.address": "Address", "field.phone": "Phone",
        "field.company_id": "Company number", "field.customer_id": "Customer number", "field.invoice_number": "Invoice number",
        "field.allocation_number": "Allocation number", "field.doc_type": "Document type", "field.subtotal": "Before VAT",
        "field.vat_rate": "VAT rate", "field.vat_amount": "VAT", "field.total": "Total", "field.currency": "Currency",
        "field.payment_method": "Payment method", "field.card_last4": "Card last four", "field.category": "Category",
    ]

    private static let hebrew: [String: String] = [
        "app": "ReceiptVault", "nav.inbox": "תיבת הקבלות", "nav.dashboard": "לוח מחוונים", "nav.add": "הוספת מסמכים",
        "nav.language": "English", "nav.main": "ראשי", "skip": "דילוג לתוכן",
        "inbox.title": "תיבת הקבלות", "inbox.needs": "ממתינים לבדיקה", "inbox.rest": "כל השאר",
        "inbox.empty": "אין מסמכים מתאימים.", "inbox.filters": "סינון", "inbox.apply": "סינון", "inbox.clear": "ניקוי",
        "filter.month": "חודש", "filter.vendor": "ספק", "filter.status": "מצב", "filter.category": "קטגוריה",
        "filter.min": "סכום מ־", "filter.max": "סכום עד", "filter.search": "חיפוש בטקסט", "filter.any": "הכול",
        "col.id": "#", "col.vendor": "ספק", "col.date": "תאריך", "col.total": "סה״כ", "col.confidence": "ודאות",
        "col.status": "מצב", "col.category": "קטגוריה",
        "status.auto": "תויק אוטומטית", "status.review": "לבדיקה", "status.manual": "הזנה ידנית",
        "status.approved": "אושר", "status.needs": "ממתינים לבדיקה (הכול)",
        "tier.high": "גבוהה", "tier.medium": "בינונית", "tier.low": "נמוכה", "tier.manual": "הזנה ידנית",
        "tier.legend": "ודאות", "tier.high.range": "90–100", "tier.medium.range": "70–89",
        "tier.low.range": "50–69", "tier.manual.range": "מתחת ל־50",
        "cat.fixed_bills": "חשבונות קבועים", "cat.shopping": "קניות", "cat.groceries": "מכולת וסופר", "cat.other": "כל השאר",
        "cat.none": "ללא קטגוריה",
        "doc.title": "מסמך", "doc.page": "עמוד", "doc.fields": "שדות", "doc.save": "שמירה", "doc.approve": "אישור",
        "doc.approved": "אושר", "doc.next": "הבא", "doc.previous": "הקודם", "doc.back": "חזרה לתיבה",
        "doc.rule": "כלל", "doc.nobox": "לא אותר בעמוד", "doc.remembered.hint": "ייזכר למסמכים הבאים של הספק",
        "doc.keys": "מקשים: n הבא, p הקודם, a אישור, / לשדה הראשון; Enter שומר שדה.",
        "doc.saved": "נשמר", "doc.remembered": "תודה, אזכור זאת למסמכים הבאים של הספק.",
        "doc.notremembered": "התיקון חל על מסמך זה בלבד.", "doc.renamed": "שם הקובץ כעת",
        "doc.error": "לא נשמר", "doc.file": "הורדת קובץ ה־PDF השמור", "doc.items": "פריטים",
        "doc.warnings": "אזהרות", "doc.image": "עמוד %d של המסמך, עם מסגרות השדות", "doc.approvedmsg": "המסמך אושר",
        "doc.missing": "(חסר)",
        "dash.title": "לוח מחוונים", "dash.pending": "ממתינים לבדיקה", "dash.totals": "סכומים עבור", "dash.allmonths": "כל החודשים",
        "dash.vendors": "הספקים המובילים", "dash.categories": "הוצאות לפי קטגוריה", "dash.trend": "מגמה חודשית",
        "dash.documents": "מסמכים", "dash.nototal": "אין עדיין סכומים.", "dash.show": "הצגה",
        "dash.trendlabel": "סכומים חודשיים ב־%@",
        "add.title": "הוספת מסמכים", "add.help": "גררו לכאן תמונות או קובצי PDF, או בחרו אותם. כל מסמך נקרא במחשב זה ומתויק בספרייה.",
        "add.choose": "בחירת קבצים", "add.drop": "גררו קבצים לכאן", "add.progress": "התקדמות", "add.idle": "אין מסמכים בקריאה.",
        "add.queued": "ממתין", "add.reading": "בקריאה", "add.filing": "בתיוק", "add.filed": "תויק", "add.failed": "נכשל",
        "add.already": "כבר בספרייה", "add.documents": "מסמכים", "add.pages": "עמודים", "add.open": "פתיחה",
        "error.title": "משהו השתבש", "error.notfound": "לא נמצא",
        "month.1": "ינואר", "month.2": "פברואר", "month.3": "מרץ", "month.4": "אפריל", "month.5": "מאי",
        "month.6": "יוני", "month.7": "יולי", "month.8": "אוגוסט", "month.9": "ספטמבר", "month.10": "אוקטובר",
        "month.11": "נובמבר", "month.12": "דצמבר",
        "field.business_name": "שם העסק", "field.date": "תאריך", "field.address": "כתובת", "field.phone": "טלפון",
        "field.company_id": "ח״פ / ע״מ", "field.customer_id": "מספר לקוח", "field.invoice_number": "מספר חשבונית",
        "field.allocation_number": "מספר הקצאה", "field.doc_type": "סוג מסמך", "field.subtotal": "לפני מע״מ",
        "field.vat_rate": "שיעור מע״מ", "field.vat_amount": "מע״מ", "field.total": "סה״כ", "field.currency": "מטבע",
        "field.payment_method": "אמצעי תשלום", "field.card_last4": "4 ספרות הכרטיס", "field.category": "קטגוריה",
    ]
}
