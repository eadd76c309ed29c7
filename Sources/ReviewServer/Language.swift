// The page's language: Hebrew (right to left) by default, English as a choice (`?lang=en`, kept in
// a cookie). Every visible string of the page comes from here.

import DocumentModel
import Foundation

/// A language the page speaks.
enum PageLanguage: String, Sendable, CaseIterable {
    case he, en

    /// `rtl` for Hebrew.
    var direction: String { self == .he ? "rtl" : "ltr" }

    /// The string for `key` in this language (the key itself when missing, so a gap shows, not crashes).
    func callAsFunction(_ key: String) -> String {
        Self.strings[key].map { self == .he ? $0.he : $0.en } ?? key
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

    /// Every string: key → (English, Hebrew), so a key cannot have one language and lack the other.
    private static let strings: [String: (en: String, he: String)] = [
        "app": ("ReceiptVault", "ReceiptVault"),
        "nav.inbox": ("Inbox", "תיבת הקבלות"),
        "nav.dashboard": ("Dashboard", "לוח מחוונים"),
        "nav.add": ("Add documents", "הוספת מסמכים"),
        "nav.language": ("עברית", "English"),
        "nav.main": ("Main", "ראשי"),
        "skip": ("Skip to content", "דילוג לתוכן"),
        "inbox.title": ("Inbox", "תיבת הקבלות"),
        "inbox.needs": ("Needs review", "ממתינים לבדיקה"),
        "inbox.rest": ("Everything else", "כל השאר"),
        "inbox.empty": ("No documents match.", "אין מסמכים מתאימים."),
        "inbox.filters": ("Filters", "סינון"),
        "inbox.apply": ("Apply", "סינון"),
        "inbox.clear": ("Clear", "ניקוי"),
        "filter.month": ("Month", "חודש"),
        "filter.vendor": ("Vendor", "ספק"),
        "filter.status": ("Status", "מצב"),
        "filter.category": ("Category", "קטגוריה"),
        "filter.min": ("Amount from", "סכום מ־"),
        "filter.max": ("Amount up to", "סכום עד"),
        "filter.search": ("Search the text", "חיפוש בטקסט"),
        "filter.any": ("Any", "הכול"),
        "col.id": ("#", "#"),
        "col.vendor": ("Vendor", "ספק"),
        "col.date": ("Date", "תאריך"),
        "col.total": ("Total", "סה״כ"),
        "col.confidence": ("Confidence", "ודאות"),
        "col.status": ("Status", "מצב"),
        "col.category": ("Category", "קטגוריה"),
        "status.auto": ("Filed automatically", "תויק אוטומטית"),
        "status.review": ("Needs review", "לבדיקה"),
        "status.manual": ("Manual entry", "הזנה ידנית"),
        "status.approved": ("Approved", "אושר"),
        "status.needs": ("Needs review (all)", "ממתינים לבדיקה (הכול)"),
        "tier.high": ("high", "גבוהה"),
        "tier.medium": ("medium", "בינונית"),
        "tier.low": ("low", "נמוכה"),
        "tier.manual": ("manual entry", "הזנה ידנית"),
        "tier.legend": ("Confidence", "ודאות"),
        "tier.high.range": ("90–100", "90–100"),
        "tier.medium.range": ("70–89", "70–89"),
        "tier.low.range": ("50–69", "50–69"),
        "tier.manual.range": ("under 50", "מתחת ל־50"),
        "cat.fixed_bills": ("Fixed bills", "חשבונות קבועים"),
        "cat.shopping": ("Shopping", "קניות"),
        "cat.groceries": ("Groceries", "מכולת וסופר"),
        "cat.other": ("Everything else", "כל השאר"),
        "cat.none": ("Uncategorised", "ללא קטגוריה"),
        "doc.title": ("Document", "מסמך"),
        "doc.page": ("Page", "עמוד"),
        "doc.fields": ("Fields", "שדות"),
        "doc.save": ("Save", "שמירה"),
        "doc.approve": ("Approve", "אישור"),
        "doc.approved": ("Approved", "אושר"),
        "doc.next": ("Next", "הבא"),
        "doc.previous": ("Previous", "הקודם"),
        "doc.back": ("Back to the inbox", "חזרה לתיבה"),
        "doc.rule": ("rule", "כלל"),
        "doc.nobox": ("not located on the page", "לא אותר בעמוד"),
        "doc.remembered.hint": ("Remembered for this vendor's next documents", "ייזכר למסמכים הבאים של הספק"),
        "doc.keys": ("Keys: n next, p previous, a approve, / first field; Enter saves a field.", "מקשים: n הבא, p הקודם, a אישור, / לשדה הראשון; Enter שומר שדה."),
        "doc.saved": ("Saved", "נשמר"),
        "doc.remembered": ("Thanks, I'll remember this for the vendor's next documents.", "תודה, אזכור זאת למסמכים הבאים של הספק."),
        "doc.notremembered": ("This correction applies to this document only.", "התיקון חל על מסמך זה בלבד."),
        "doc.renamed": ("The file is now", "שם הקובץ כעת"),
        "doc.error": ("Not saved", "לא נשמר"),
        "doc.file": ("Download the stored PDF", "הורדת קובץ ה־PDF השמור"),
        "doc.items": ("Items", "פריטים"),
        "doc.warnings": ("Warnings", "אזהרות"),
        "doc.image": ("Page %d of the document, with the fields' boxes", "עמוד %d של המסמך, עם מסגרות השדות"),
        "doc.approvedmsg": ("Document approved", "המסמך אושר"),
        "doc.straightened": ("This page was turned or straightened for reading; on the stored original its boxes may sit slightly off.",
                             "העמוד יושר או סובב לצורך הקריאה; על המקור השמור המסגרות עשויות לזוז מעט."),
        "doc.missing": ("(missing)", "(חסר)"),
        "dash.title": ("Dashboard", "לוח מחוונים"),
        "dash.pending": ("Waiting for review", "ממתינים לבדיקה"),
        "dash.totals": ("Totals for", "סכומים עבור"),
        "dash.allmonths": ("All months", "כל החודשים"),
        "dash.vendors": ("Top vendors", "הספקים המובילים"),
        "dash.categories": ("Spending by category", "הוצאות לפי קטגוריה"),
        "dash.trend": ("Monthly trend", "מגמה חודשית"),
        "dash.documents": ("documents", "מסמכים"),
        "dash.nototal": ("No totals yet.", "אין עדיין סכומים."),
        "dash.show": ("Show", "הצגה"),
        "dash.trendlabel": ("Monthly totals in %@", "סכומים חודשיים ב־%@"),
        "add.title": ("Add documents", "הוספת מסמכים"),
        "add.help": ("Drop images or PDFs here, or choose them. Each is read on this computer and filed into the library.", "גררו לכאן תמונות או קובצי PDF, או בחרו אותם. כל מסמך נקרא במחשב זה ומתויק בספרייה."),
        "add.choose": ("Choose files", "בחירת קבצים"),
        "add.drop": ("Drop files here", "גררו קבצים לכאן"),
        "add.progress": ("Progress", "התקדמות"),
        "add.idle": ("Nothing being read.", "אין מסמכים בקריאה."),
        "add.queued": ("Waiting", "ממתין"),
        "add.reading": ("Reading", "בקריאה"),
        "add.filing": ("Filing", "בתיוק"),
        "add.filed": ("Filed", "תויק"),
        "add.failed": ("Failed", "נכשל"),
        "add.already": ("Already in the library", "כבר בספרייה"),
        "add.documents": ("documents", "מסמכים"),
        "add.pages": ("pages", "עמודים"),
        "add.open": ("Open", "פתיחה"),
        "error.title": ("Something went wrong", "משהו השתבש"),
        "error.notfound": ("Not found", "לא נמצא"),
        "month.1": ("January", "ינואר"),
        "month.2": ("February", "פברואר"),
        "month.3": ("March", "מרץ"),
        "month.4": ("April", "אפריל"),
        "month.5": ("May", "מאי"),
        "month.6": ("June", "יוני"),
        "month.7": ("July", "יולי"),
        "month.8": ("August", "אוגוסט"),
        "month.9": ("September", "ספטמבר"),
        "month.10": ("October", "אוקטובר"),
        "month.11": ("November", "נובמבר"),
        "month.12": ("December", "דצמבר"),
        "field.business_name": ("Business name", "שם העסק"),
        "field.date": ("Date", "תאריך"),
        "field.address": ("Address", "כתובת"),
        "field.phone": ("Phone", "טלפון"),
        "field.company_id": ("Company number", "ח״פ / ע״מ"),
        "field.customer_id": ("Customer number", "מספר לקוח"),
        "field.invoice_number": ("Invoice number", "מספר חשבונית"),
        "field.allocation_number": ("Allocation number", "מספר הקצאה"),
        "field.doc_type": ("Document type", "סוג מסמך"),
        "field.subtotal": ("Before VAT", "לפני מע״מ"),
        "field.vat_rate": ("VAT rate", "שיעור מע״מ"),
        "field.vat_amount": ("VAT", "מע״מ"),
        "field.total": ("Total", "סה״כ"),
        "field.currency": ("Currency", "מטבע"),
        "field.payment_method": ("Payment method", "אמצעי תשלום"),
        "field.card_last4": ("Card last four", "4 ספרות הכרטיס"),
        "field.category": ("Category", "קטגוריה"),
    ]
}
