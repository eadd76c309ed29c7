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
        switch self {
        case .he: Self.hebrewHeaders[column] ?? column.rawValue
        case .en: Self.englishHeaders[column] ?? column.rawValue
        }
    }

    /// A coded value (`credit_card`, `tax_invoice`, `groceries`, `approved`…) in this language's
    /// words; a code it does not know is shown as it is.
    public func word(for code: String) -> String {
        let words = self == .he ? Self.hebrewWords : Self.englishWords
        return words[code] ?? code
    }

    private static let hebrewHeaders: [Column: String] = [
        .businessName: "שם העסק", .date: "תאריך", .address: "כתובת", .phone: "טלפון",
        .companyNumber: "ח.פ./ע.מ.", .items: "פריטים שנרכשו", .total: "סה\"כ", .vat: "מע\"מ",
        .paymentMethod: "אמצעי תשלום", .cardLastFour: "4 ספרות אחרונות של הכרטיס",
        .invoiceNumber: "מספר חשבונית", .documentType: "סוג מסמך", .subtotal: "סה\"כ לפני מע\"מ",
        .vatRate: "שיעור מע\"מ", .currency: "מטבע", .category: "קטגוריה", .reviewStatus: "סטטוס בדיקה",
        .fileName: "שם הקובץ", .confidence: "ודאות",
    ]

    private static let englishHeaders: [Column: String] = [
        .businessName: "business name", .date: "date", .address: "address", .phone: "phone",
        .companyNumber: "company number", .items: "items purchased", .total: "total", .vat: "VAT",
        .paymentMethod: "payment method", .cardLastFour: "card last four", .invoiceNumber: "invoice number",
        .documentType: "document type", .subtotal: "subtotal", .vatRate: "VAT rate", .currency: "currency",
        .category: "category", .reviewStatus: "review status", .fileName: "file name", .confidence: "confidence",
    ]

    /// Payment methods, document types (shared/docs/israeli-receipts.md), categories, review statuses.
    private static let hebrewWords: [String: String] = [
        "credit_card": "אשראי", "cash": "מזומן", "bank_transfer": "העברה בנקאית", "check": "צ'ק",
        "digital_wallet": "ארנק דיגיטלי",
        "tax_invoice": "חשבונית מס", "tax_invoice_receipt": "חשבונית מס/קבלה", "receipt": "קבלה",
        "credit_note": "חשבונית זיכוי", "delivery_note": "תעודת משלוח", "proforma": "חשבון עסקה", "bill": "חשבון",
        "invoice": "חשבונית",
        "fixed_bills": "חשבונות קבועים", "shopping": "קניות", "groceries": "מצרכים", "other": "אחר",
        "auto": "אוטומטי", "review": "לבדיקה", "manual": "להזנה ידנית", "approved": "אושר",
    ]

    private static let englishWords: [String: String] = [
        "credit_card": "credit card", "cash": "cash", "bank_transfer": "bank transfer", "check": "check",
        "digital_wallet": "digital wallet",
        "tax_invoice": "tax invoice", "tax_invoice_receipt": "tax invoice/receipt", "receipt": "receipt",
        "credit_note": "credit note", "delivery_note": "delivery note", "proforma": "proforma", "bill": "bill",
        "invoice": "invoice",
        "fixed_bills": "fixed bills", "shopping": "shopping", "groceries": "groceries", "other": "other",
        "auto": "automatic", "review": "to review", "manual": "manual entry", "approved": "approved",
    ]
}
