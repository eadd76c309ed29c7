// The words of the summary sheet and the CSV export: column headers and the values of coded fields
// (payment method, document type, category, review status) in Hebrew, the default because the
// product is for Hebrew speakers, or in English. The JSON record keeps its codes.

import DocumentModel

/// The language of a sheet's headers and coded values (`--headers he|en`).
public enum SheetLanguage: String, Sendable, CaseIterable, Codable {
    case he, en

    /// The columns, in order: the product's ten, then what an accountant asks for besides.
    public enum Column: String, Sendable, CaseIterable {
        case businessName, date, address, phone, companyNumber, items, total, vat, paymentMethod, cardLastFour
        case invoiceNumber, documentType, subtotal, vatRate, currency, category, reviewStatus, fileName, confidence
    }

    /// The header of `column`.
    public func header(_ column: Column) -> String {
        guard let words = Self.headers[column] else { return column.rawValue }
        return self == .he ? words.he : words.en
    }

    /// A coded value (`credit_card`, `tax_invoice`, `groceries`, `approved`…) in this language's
    /// words; a code it does not know is shown as it is.
    public func word(for code: String) -> String {
        guard let words = Self.words[code] else { return code }
        return self == .he ? words.he : words.en
    }

    private static let headers: [Column: (he: String, en: String)] = [
        .businessName: ("שם העסק", "business name"), .date: ("תאריך", "date"), .address: ("כתובת", "address"),
        .phone: ("טלפון", "phone"), .companyNumber: ("ח.פ./ע.מ.", "company number"),
        .items: ("פריטים שנרכשו", "items purchased"), .total: ("סה\"כ", "total"), .vat: ("מע\"מ", "VAT"),
        .paymentMethod: ("אמצעי תשלום", "payment method"), .cardLastFour: ("4 ספרות אחרונות של הכרטיס", "card last four"),
        .invoiceNumber: ("מספר חשבונית", "invoice number"), .documentType: ("סוג מסמך", "document type"),
        .subtotal: ("סה\"כ לפני מע\"מ", "subtotal"), .vatRate: ("שיעור מע\"מ", "VAT rate"), .currency: ("מטבע", "currency"),
        .category: ("קטגוריה", "category"), .reviewStatus: ("סטטוס בדיקה", "review status"),
        .fileName: ("שם הקובץ", "file name"), .confidence: ("ודאות", "confidence"),
    ]

    /// Payment methods and document types (shared/docs/israeli-receipts.md), categories, review statuses.
    private static let words: [String: (he: String, en: String)] = [
        "credit_card": ("אשראי", "credit card"), "cash": ("מזומן", "cash"), "bank_transfer": ("העברה בנקאית", "bank transfer"),
        "check": ("צ'ק", "check"), "digital_wallet": ("ארנק דיגיטלי", "digital wallet"),
        "tax_invoice": ("חשבונית מס", "tax invoice"), "tax_invoice_receipt": ("חשבונית מס/קבלה", "tax invoice/receipt"),
        "receipt": ("קבלה", "receipt"), "credit_note": ("חשבונית זיכוי", "credit note"),
        "delivery_note": ("תעודת משלוח", "delivery note"), "proforma": ("חשבון עסקה", "proforma"), "bill": ("חשבון", "bill"),
        "invoice": ("חשבונית", "invoice"),
        "fixed_bills": ("חשבונות קבועים", "fixed bills"), "shopping": ("קניות", "shopping"),
        "groceries": ("מצרכים", "groceries"), "other": ("אחר", "other"),
        "auto": ("אוטומטי", "automatic"), "review": ("לבדיקה", "to review"), "manual": ("להזנה ידנית", "manual entry"),
        "approved": ("אושר", "approved"),
    ]
}
